import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { LIMITS } from '@pepper-atlas/domain';
import sharp from 'sharp';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { IMAGE_STORAGE, uploadUrl, type ImageStorage } from './image-storage.service.js';
import { processAvatar, processImage } from './image-processor.js';
import { avatarFilesOf, imageFilesOf, postImageFiles, srcSetOf } from './image-urls.utils.js';

/** Reads an upload stream, refusing it as soon as it passes the size limit. */
export async function readLimited(stream: Readable, limit: number = LIMITS.image.maxBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        stream.destroy();
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Image must be 10 MB or smaller');
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // graphql-upload ends the stream with an error once its own file size limit is passed
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'Image must be 10 MB or smaller');
  }
  return Buffer.concat(chunks);
}

export interface StoredImage {
  url: string;
  srcSet: string;
  width: number;
  height: number;
}

@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(@Inject(IMAGE_STORAGE) private readonly storage: ImageStorage) {}

  async storeImage(buffer: Buffer): Promise<StoredImage> {
    const image = await processImage(buffer);
    await Promise.all(image.files.map((file) => this.storage.save(file.name, file.data)));
    const url = uploadUrl(image.files[image.files.length - 1].name);
    return { url, srcSet: srcSetOf(url) as string, width: image.width, height: image.height };
  }

  /**
   * Checks and re-encodes a forum post's photo (WebP at IMAGE_WIDTHS, metadata dropped) and stores its files; answers
   * their key and the upright size of the largest (a phone's portrait photo is stored turned as it is seen).
   */
  async storePostImage(buffer: Buffer): Promise<{ key: string; width: number; height: number }> {
    const image = await processImage(buffer, 'posts');
    const largest = await sharp(image.files[image.files.length - 1].data).metadata();
    await Promise.all(image.files.map((file) => this.storage.save(file.name, file.data)));
    return { key: image.id, width: largest.width ?? image.width, height: largest.height ?? image.height };
  }

  /** Removes the files of forum post photos (by key); failures are logged, never fatal. */
  async removePostImages(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.storage.remove(keys.flatMap(postImageFiles)).catch((error: unknown) => this.logger.warn(`Could not remove post photos: ${String(error)}`));
  }

  /** Checks and re-encodes an avatar (square, 32, 64 and 160 px) and answers the URL of the largest. */
  async storeAvatar(buffer: Buffer): Promise<string> {
    const image = await processAvatar(buffer);
    await Promise.all(image.files.map((file) => this.storage.save(file.name, file.data)));
    return uploadUrl(image.files[image.files.length - 1].name);
  }

  /** Whether an avatar URL is one of ours whose files are stored. */
  async isStoredAvatar(url: string): Promise<boolean> {
    const files = avatarFilesOf(url);
    return Boolean(files && (await this.storage.exists(files[files.length - 1])));
  }

  /** Removes the files of a replaced avatar (nothing for an emoji or anything not ours); failures are logged. */
  async removeAvatar(url: string | null | undefined): Promise<void> {
    const files = avatarFilesOf(url);
    if (!files) return;
    await this.storage.remove(files).catch((error: unknown) => this.logger.warn(`Could not remove ${url}: ${String(error)}`));
  }

  /** Refuses an image URL that is not one of ours (checked with the other fields; `assertStoredImage` looks it up). */
  assertImageUrl(url: string): void {
    if (!imageFilesOf(url)) throw this.notUploaded();
  }

  /** Refuses an image URL that is not one of our stored uploads. */
  async assertStoredImage(url: string): Promise<void> {
    const files = imageFilesOf(url);
    if (!files || !(await this.storage.exists(files[files.length - 1]))) throw this.notUploaded();
  }

  private notUploaded(): AppError {
    return new AppError(ErrorCode.BAD_USER_INPUT, 'Upload the image first (POST /api/upload-image)', { fields: { img: 'imageInvalidType' } });
  }

  /** Removes the files of a replaced or deleted image; failures are logged, never fatal. */
  async removeImage(url: string | null | undefined): Promise<void> {
    const files = imageFilesOf(url);
    if (!files) return;
    await this.storage.remove(files).catch((error: unknown) => this.logger.warn(`Could not remove ${url}: ${String(error)}`));
  }
}
