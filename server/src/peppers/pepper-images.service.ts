import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { LIMITS } from '@pepper-atlas/domain';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { User } from '../accounts/user.entity.js';
import type { Pepper } from './pepper.entity.js';
import { PeppersService } from './peppers.service.js';

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

/** A pepper's picture: store the new one, point the pepper at it, remove the old files. */
@Injectable()
export class PepperImagesService {
  constructor(
    private readonly peppers: PeppersService,
    private readonly uploads: UploadsService,
  ) {}

  async replace(id: string, buffer: Buffer, viewer: User): Promise<Pepper> {
    await this.peppers.findById(id, viewer);
    const stored = await this.uploads.storeImage(buffer);
    const { pepper, previous } = await this.peppers.setImage(id, stored.url, viewer);
    if (previous !== stored.url) await this.uploads.removeImage(previous);
    return pepper;
  }

  async remove(id: string, viewer: User): Promise<Pepper> {
    const { pepper, previous } = await this.peppers.setImage(id, null, viewer);
    await this.uploads.removeImage(previous);
    return pepper;
  }
}
