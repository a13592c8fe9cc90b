import { randomUUID } from 'node:crypto';
import { AVATAR_SIZES, avatarFile, LIMITS } from '@pepper-atlas/domain';
import sharp from 'sharp';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { IMAGE_WIDTHS } from './image-urls.utils.js';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const MAX_IMAGE_PIXELS = 40_000_000;

function startsWith(buffer: Buffer, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, i) => buffer[offset + i] === byte);
}

/** The image type by its first bytes, whatever the file is called or claims to be. */
export function detectImageKind(buffer: Buffer): ImageKind | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (
    buffer
      .subarray(0, 6)
      .toString('ascii')
      .match(/^GIF8[79]a$/)
  )
    return 'gif';
  if (buffer.subarray(0, 4).toString('ascii') === 'RIFF' && buffer.subarray(8, 12).toString('ascii') === 'WEBP') return 'webp';
  if (buffer.subarray(4, 8).toString('ascii') === 'ftyp' && /^avi[fs]$/.test(buffer.subarray(8, 12).toString('ascii'))) return 'avif';
  return null;
}

export interface ProcessedImage {
  id: string;
  /** File name (under the storage root) per width. */
  files: { width: number; name: string; data: Buffer }[];
  width: number;
  height: number;
}

/** The sharp options every re-encode uses: the pixel limit, strict decoding, the first frame only. */
const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, animated: false };

function damaged(field: string): AppError {
  return new AppError(ErrorCode.BAD_USER_INPUT, 'The image file is damaged or not an image', { fields: { [field]: 'imageInvalidType' } });
}

/**
 * Checks an upload by content (type by magic bytes, size, pixel count against decompression
 * bombs) and answers its dimensions. `field` names the form field in the refusal's `fields`.
 */
export async function checkImage(buffer: Buffer, field = 'image'): Promise<{ width: number; height: number }> {
  const refuse = (code: ErrorCode, message: string, key: string) => new AppError(code, message, { fields: { [field]: key } });
  if (buffer.length === 0) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Please select an image file');
  if (buffer.length > LIMITS.image.maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Image must be 10 MB or smaller');
  if (!detectImageKind(buffer)) {
    throw refuse(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported image: use JPEG, PNG, WebP, GIF or AVIF', 'imageInvalidType');
  }
  let meta: sharp.Metadata;
  try {
    // Reading the header decodes no pixels, so the pixel limit is checked here by hand.
    meta = await sharp(buffer, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw damaged(field);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height || width * height > MAX_IMAGE_PIXELS) {
    throw refuse(ErrorCode.PAYLOAD_TOO_LARGE, 'The image has too many pixels', 'imageTooLarge');
  }
  return { width, height };
}

/**
 * Checks an upload (checkImage), then re-encodes it to WebP in a few widths. Re-encoding drops
 * all metadata (EXIF, GPS) and anything hidden in the original file.
 */
export async function processImage(buffer: Buffer, folder: 'peppers' | 'posts' = 'peppers'): Promise<ProcessedImage> {
  const { width, height } = await checkImage(buffer);
  const id = randomUUID();
  try {
    const files = await Promise.all(
      IMAGE_WIDTHS.map(async (target) => ({
        width: target,
        name: `${folder}/${id}-${target}.webp`,
        data: await sharp(buffer, DECODE_OPTIONS).rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { id, files, width, height };
  } catch {
    throw damaged('image');
  }
}

/**
 * A member's avatar: the same checks, then a square crop (the middle of the picture, turned
 * upright first) re-encoded to WebP at each of AVATAR_SIZES, metadata dropped.
 */
export async function processAvatar(buffer: Buffer): Promise<ProcessedImage> {
  await checkImage(buffer, 'avatar');
  const id = randomUUID();
  try {
    const files = await Promise.all(
      AVATAR_SIZES.map(async (size) => ({
        width: size,
        name: avatarFile(id, size),
        data: await sharp(buffer, DECODE_OPTIONS).rotate().resize({ width: size, height: size, fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
      })),
    );
    const largest = AVATAR_SIZES[AVATAR_SIZES.length - 1];
    return { id, files, width: largest, height: largest };
  } catch {
    throw damaged('avatar');
  }
}
