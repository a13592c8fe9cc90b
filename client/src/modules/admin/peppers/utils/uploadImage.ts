import { NETWORK_LOG, REQUEST_TIMEOUT_MS, TIMEOUT_LOG } from '@/core/apollo/timeoutLink';

/** The server's upload route (docs/rest-api.md): multipart with the field `image`. */
export const UPLOAD_IMAGE_PATH = '/api/upload-image';

/** The whole transfer of a picture may take this long on a slow line. */
export const UPLOAD_TRANSFER_TIMEOUT_MS = 120_000;

export interface UploadedImage {
  url: string;
}

/** Why an upload failed: the server refused it (with its message key per field), or it never arrived. */
export class ImageUploadError extends Error {
  constructor(
    readonly status: number,
    /** Field -> domain message key (`image: 'imageTooLarge'`), when the server said. */
    readonly fields: Record<string, string> = {},
    /** The request phase (before the transfer starts, or waiting for the answer after it) or the transfer took too long. */
    readonly timedOut = false,
  ) {
    super(`Image upload failed (${status})`);
    this.name = 'ImageUploadError';
  }
}

export interface UploadImageOptions {
  token: string | null;
  /** Route and multipart field: a pepper picture by default. */
  path?: string;
  field?: string;
  /**
   * docs/product-rules.md#constants: how long the request phase may take: until the first bytes of the file are
   * on their way, and from the last one to the answer (15 s for pepper calls, 10 s for user calls).
   * The transfer itself has UPLOAD_TRANSFER_TIMEOUT_MS.
   */
  requestTimeoutMs?: number;
  /** Called with 0..100 as the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface UploadAnswer {
  success?: boolean;
  image?: { url?: unknown };
  errors?: Record<string, string>;
}

function parseAnswer(text: string): UploadAnswer {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? (body as UploadAnswer) : {};
  } catch {
    return {};
  }
}

/**
 * Uploads a picture and answers its server URL (`{ success, image: { url } }`). XMLHttpRequest,
 * not fetch, because only it reports upload progress.
 */
export function uploadImage(
  file: File,
  { token, onProgress, signal, path = UPLOAD_IMAGE_PATH, field = 'image', requestTimeoutMs = REQUEST_TIMEOUT_MS }: UploadImageOptions,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let phaseTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const stopPhase = () => clearTimeout(phaseTimer);
    const giveUp = () => {
      timedOut = true;
      console.error(TIMEOUT_LOG);
      request.abort();
      reject(new ImageUploadError(0, {}, true));
    };
    const startPhase = () => {
      stopPhase();
      phaseTimer = setTimeout(giveUp, requestTimeoutMs);
    };
    request.open('POST', path);
    request.timeout = UPLOAD_TRANSFER_TIMEOUT_MS;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      // Bytes are moving: the transfer has begun, and has its own, longer limit.
      if (event.loaded > 0) stopPhase();
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    // All sent: the answer is due within the request limit again.
    request.upload.onload = startPhase;
    request.onloadend = stopPhase;
    request.onload = () => {
      const answer = parseAnswer(request.responseText);
      const url = answer.image?.url;
      if (request.status >= 200 && request.status < 300 && answer.success && typeof url === 'string') {
        onProgress?.(100);
        resolve({ url });
        return;
      }
      reject(new ImageUploadError(request.status, answer.errors ?? {}));
    };
    request.onerror = () => {
      console.error(NETWORK_LOG);
      reject(new ImageUploadError(0));
    };
    request.ontimeout = () => {
      console.error(TIMEOUT_LOG);
      reject(new ImageUploadError(0, {}, true));
    };
    request.onabort = () => {
      if (!timedOut) reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const body = new FormData();
    body.append(field, file, file.name);
    startPhase();
    request.send(body);
  });
}
