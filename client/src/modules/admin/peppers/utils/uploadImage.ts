/** The server's upload route (docs/rest-api.md): multipart with the field `image`. */
export const UPLOAD_IMAGE_PATH = '/api/upload-image';

/** docs/product-rules.md#constants: pepper calls give up after 15 seconds; an upload gets longer on slow lines. */
const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadedImage {
  url: string;
}

/** Why an upload failed: the server refused it (with its message key per field), or it never arrived. */
export class ImageUploadError extends Error {
  constructor(
    readonly status: number,
    /** Field -> domain message key (`image: 'imageTooLarge'`), when the server said. */
    readonly fields: Record<string, string> = {},
  ) {
    super(`Image upload failed (${status})`);
    this.name = 'ImageUploadError';
  }
}

export interface UploadImageOptions {
  token: string | null;
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
export function uploadImage(file: File, { token, onProgress, signal }: UploadImageOptions): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_IMAGE_PATH);
    request.timeout = UPLOAD_TIMEOUT_MS;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
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
    request.onerror = () => reject(new ImageUploadError(0));
    request.ontimeout = () => reject(new ImageUploadError(0));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const body = new FormData();
    body.append('image', file, file.name);
    request.send(body);
  });
}
