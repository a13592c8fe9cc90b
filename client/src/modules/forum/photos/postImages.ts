import { LIMITS, POST_IMAGE_LIMITS } from '@pepper-atlas/domain';
import { CSRF_HEADERS, GRAPHQL_PATH } from '@/core/apollo/http';

export type { PostPhoto } from './photoFields';
import type { PostPhoto } from './photoFields';

/** Why a photo was not attached: a key of `forum:photos.errors` (both languages). */
export type PhotoErrorKey = 'notImage' | 'tooBig' | 'tooMany' | 'dailyLimit' | 'failed' | 'signIn';

/** What the browser can tell before sending: not an image, over the size limit (the server checks again, by content). */
export function checkPhotoFile(file: File): PhotoErrorKey | null {
  if (!/^image\//i.test(file.type)) return 'notImage';
  if (file.size > LIMITS.image.maxBytes) return 'tooBig';
  return null;
}

/** How many of `files` still fit in a post that has `attached` photos (and uploads under way). */
export function photosThatFit(attached: number, files: number): number {
  return Math.max(0, Math.min(files, POST_IMAGE_LIMITS.perPost - attached));
}

const UPLOAD = 'mutation UploadPostImage($file: Upload!) { uploadPostImage(file: $file) { id url thumbnailUrl width height alt } }';

export class PhotoUploadError extends Error {
  constructor(readonly key: PhotoErrorKey) {
    super(`Photo upload failed: ${key}`);
    this.name = 'PhotoUploadError';
  }
}

interface UploadAnswer {
  data?: { uploadPostImage?: PostPhoto } | null;
  errors?: {
    extensions?: { code?: string; fields?: Record<string, string> };
  }[];
}

/** The refusal's key from the server's error code and field key. */
export function photoErrorOf(answer: UploadAnswer): PhotoErrorKey {
  const extensions = answer.errors?.[0]?.extensions;
  const field = Object.values(extensions?.fields ?? {})[0];
  if (field === 'postImageDailyLimit') return 'dailyLimit';
  switch (extensions?.code) {
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'notImage';
    case 'PAYLOAD_TOO_LARGE':
      return 'tooBig';
    case 'UNAUTHENTICATED':
      return 'signIn';
    case 'BAD_USER_INPUT':
      return field === 'imageInvalidType' ? 'notImage' : 'failed';
    default:
      return 'failed';
  }
}

export interface UploadPhotoOptions {
  token: string | null;
  /** 0..100 as the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one photo as a GraphQL multipart request (uploadPostImage) and answers the stored photo. XMLHttpRequest, not
 * fetch: only it reports upload progress.
 */
export function uploadPostPhoto(file: File, { token, onProgress, signal }: UploadPhotoOptions): Promise<PostPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', GRAPHQL_PATH);
    for (const [name, value] of Object.entries(CSRF_HEADERS)) request.setRequestHeader(name, value);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let answer: UploadAnswer = {};
      try {
        answer = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        // A proxy's page, say: a failure like any other.
      }
      const photo = answer.data?.uploadPostImage;
      if (photo && !answer.errors) {
        onProgress?.(100);
        resolve(photo);
      } else {
        reject(new PhotoUploadError(request.status === 413 ? 'tooBig' : photoErrorOf(answer)));
      }
    };
    request.onerror = () => reject(new PhotoUploadError('failed'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        query: UPLOAD,
        operationName: 'UploadPostImage',
        variables: { file: null },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);
    request.send(body);
  });
}
