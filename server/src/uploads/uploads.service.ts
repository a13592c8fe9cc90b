import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { IMAGE_STORAGE, uploadUrl, type ImageStorage } from './image-storage.service.js';
import { processAvatar, processImage } from './image-processor.js';
import { avatarFilesOf, imageFilesOf, srcSetOf } from './image-urls.utils.js';

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
