import { randomUUID } from 'node:crypto';
import { LIMITS } from '@pepper-atlas/domain';
import sharp from 'sharp';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { IMAGE_WIDTHS } from './image-urls.js';

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

/**
 * Checks an upload by content (type by magic bytes, size, pixel count against decompression
 * bombs), then re-encodes it to WebP in a few widths. Re-encoding drops all metadata (EXIF, GPS)
 * and anything hidden in the original file.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  if (buffer.length === 0) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Please select an image file');
  if (buffer.length > LIMITS.image.maxBytes) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Image must be 10 MB or smaller');
  const kind = detectImageKind(buffer);
  if (!kind) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported image: use JPEG, PNG, WebP, GIF or AVIF', {
      fields: { image: 'imageInvalidType' },
    });
  }
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, animated: false };
  let meta: sharp.Metadata;
  try {
    // Reading the header decodes no pixels, so the pixel limit is checked here by hand.
    meta = await sharp(buffer, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'The image file is damaged or not an image', { fields: { image: 'imageInvalidType' } });
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height || width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The image has too many pixels', { fields: { image: 'imageTooLarge' } });
  }
  const id = randomUUID();
  try {
    const files = await Promise.all(
      IMAGE_WIDTHS.map(async (target) => ({
        width: target,
        name: `peppers/${id}-${target}.webp`,
        data: await sharp(buffer, options).rotate().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
    );
    return { id, files, width, height };
  } catch {
    throw new AppError(ErrorCode.BAD_USER_INPUT, 'The image file is damaged or not an image', { fields: { image: 'imageInvalidType' } });
  }
}
