import { Injectable } from '@nestjs/common';
import { UploadsService } from '../uploads/uploads.service.js';
import type { User } from '../accounts/user.entity.js';
import type { Pepper } from './pepper.entity.js';
import { PeppersService } from './peppers.service.js';

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
