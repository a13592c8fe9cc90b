import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { DataSource } from 'typeorm';
import { StoredFile } from './stored-file.entity.js';

/**
 * Where processed images live: the database by default (every process sharing it serves them), an
 * S3-compatible bucket (`IMAGE_STORE=s3`, `S3ImageStorage`), or one machine's folder (`IMAGE_STORE=disk`).
 */
export interface ImageStorage {
  /** `database`, `s3` or `disk`: reported by /api/health. */
  readonly kind: string;
  save(name: string, data: Buffer): Promise<void>;
  /** The bytes of a stored file, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  exists(name: string): Promise<boolean>;
  remove(names: string[]): Promise<void>;
  /** Throws when the store cannot be reached. */
  check(): Promise<void>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');
export const UPLOADS_URL_PREFIX = '/uploads';

/** Public URL path of a stored file. */
export const uploadUrl = (name: string): string => `${UPLOADS_URL_PREFIX}/${name}`;

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** The content type of a stored file, by its extension (we only write WebP). */
export const contentTypeOf = (name: string): string => CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';

/** A stored file's name: a folder and a WebP file name of safe characters (no `..`). */
export const isStoredName = (name: string): boolean => /^[a-z]+\/[A-Za-z0-9_-]+\.webp$/.test(name);

export class DatabaseImageStorage implements ImageStorage {
  readonly kind = 'database';

  constructor(private readonly dataSource: DataSource) {}

  async save(name: string, data: Buffer): Promise<void> {
    await this.dataSource.getRepository(StoredFile).upsert({ name, contentType: contentTypeOf(name), data }, ['name']);
  }

  async read(name: string): Promise<Buffer | null> {
    const row = await this.dataSource.getRepository(StoredFile).findOne({ where: { name }, select: { name: true, data: true } });
    return row?.data ?? null;
  }

  async exists(name: string): Promise<boolean> {
    return this.dataSource.getRepository(StoredFile).exists({ where: { name } });
  }

  async remove(names: string[]): Promise<void> {
    if (names.length) await this.dataSource.getRepository(StoredFile).delete(names.map((name) => ({ name })));
  }

  async check(): Promise<void> {
    await this.dataSource.query('SELECT 1 FROM stored_files LIMIT 1');
  }

  /**
   * Copies the images an earlier version kept in `folder` into the database (those not there yet):
   * safe on every start and from several processes at once. Answers how many were copied; the files
   * stay where they were.
   */
  async importFolder(folder: string): Promise<number> {
    const names = await storedNamesIn(folder);
    let copied = 0;
    for (const name of names) {
      if (await this.exists(name)) continue;
      const data = await readFile(join(folder, name));
      const inserted: unknown[] = await this.dataSource.query(
        'INSERT INTO stored_files (name, content_type, data) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name',
        [name, contentTypeOf(name), data],
      );
      copied += inserted.length;
    }
    return copied;
  }
}

/** The names (relative, with `/`) of the image files below `folder`; none when it does not exist. */
export async function storedNamesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  const names: string[] = [];
  for (const entry of entries) {
    const name = relative(folder, join(folder, entry)).split(sep).join('/');
    if (isStoredName(name) && (await stat(join(folder, entry))).isFile()) names.push(name);
  }
  return names.sort();
}

export class LocalImageStorage implements ImageStorage {
  readonly kind = 'disk';

  constructor(private readonly root: string) {}

  async save(name: string, data: Buffer): Promise<void> {
    const file = join(this.root, name);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, data);
  }

  async read(name: string): Promise<Buffer | null> {
    return readFile(join(this.root, name)).catch(() => null);
  }

  async exists(name: string): Promise<boolean> {
    return stat(join(this.root, name)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(names.map((name) => rm(join(this.root, name), { force: true })));
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }
}
