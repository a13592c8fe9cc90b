import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where processed images live. Local folder today; an S3-compatible store can implement the same. */
export interface ImageStorage {
  save(name: string, data: Buffer): Promise<void>;
  remove(names: string[]): Promise<void>;
  /** Public URL path of a stored file. */
  url(name: string): string;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
export const UPLOADS_URL_PREFIX = '/uploads';

export class LocalImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async save(name: string, data: Buffer): Promise<void> {
    const file = join(this.root, name);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, data);
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.root, name), { force: true })));
  }

  url(name: string): string {
    return `${UPLOADS_URL_PREFIX}/${name}`;
  }
}
