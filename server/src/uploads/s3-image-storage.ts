import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { DataSource } from 'typeorm';
import { contentTypeOf, storedNamesIn, type ImageStorage } from './image-storage.service.js';
import { StoredFile } from './stored-file.entity.js';
import type { S3Config } from '../config/app-config.js';
import { IMMUTABLE_CACHE } from './serve-images.js';

/** One request to the store waits at most this long: a hung store fails the upload or image, not the process. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Images as objects of an S3-compatible bucket, shared by every app process: save is a PUT, read a
 * GET, exists a HEAD, remove a DELETE per object, check a HEAD of the bucket. The app keeps serving
 * them under /uploads (same URLs, content type and caching); the bucket can stay private.
 */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;
  private readonly bucketUrl: string;

  constructor(private readonly config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 2,
    });
    const endpoint = new URL(config.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    this.bucketUrl = config.forcePathStyle
      ? `${endpoint.protocol}//${endpoint.host}${base}/${encodeURIComponent(config.bucket)}`
      : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}`;
  }

  private objectUrl(name: string): string {
    return `${this.bucketUrl}/${`${this.config.prefix}${name}`.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async request(url: string, init: RequestInit & { method: string }): Promise<Response> {
    return this.client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  private async fail(res: Response, what: string): Promise<never> {
    const body = await res.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
    throw new Error(`S3 ${what} failed: ${res.status}${code ? ` ${code}` : ''} (bucket "${this.config.bucket}")`);
  }

  async save(name: string, data: Buffer): Promise<void> {
    const res = await this.request(this.objectUrl(name), {
      method: 'PUT',
      body: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      headers: { 'content-type': contentTypeOf(name), 'cache-control': IMMUTABLE_CACHE },
    });
    if (!res.ok) await this.fail(res, `PUT ${name}`);
    await res.arrayBuffer();
  }

  async read(name: string): Promise<Buffer | null> {
    const res = await this.request(this.objectUrl(name), { method: 'GET' });
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) await this.fail(res, `GET ${name}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async exists(name: string): Promise<boolean> {
    const res = await this.request(this.objectUrl(name), { method: 'HEAD' });
    if (res.status === 404) return false;
    if (!res.ok) await this.fail(res, `HEAD ${name}`);
    return true;
  }

  async remove(names: string[]): Promise<void> {
    await Promise.all(
      names.map(async (name) => {
        const res = await this.request(this.objectUrl(name), { method: 'DELETE' });
        // Deleting what is not there is not an error (S3 answers 204 anyway; some stores 404).
        if (!res.ok && res.status !== 404) await this.fail(res, `DELETE ${name}`);
        await res.arrayBuffer();
      }),
    );
  }

  async check(): Promise<void> {
    const res = await this.request(`${this.bucketUrl}/`, { method: 'HEAD' });
    if (!res.ok) await this.fail(res, 'HEAD of the bucket');
  }

  /**
   * Copies into the bucket the images an earlier set-up kept elsewhere, those not there yet: files in
   * `folder` (the disk store, or a version before the database store) and rows of `stored_files` (the
   * database store). Safe on every start and from several processes at once (a PUT of the same bytes);
   * the originals stay. Answers how many were copied.
   */
  async importEarlier(folder: string, dataSource: DataSource): Promise<number> {
    let copied = 0;
    const copy = async (name: string, load: () => Promise<Buffer | null>) => {
      if (await this.exists(name)) return;
      const data = await load();
      if (!data) return;
      await this.save(name, data);
      copied += 1;
    };
    for (const name of await storedNamesIn(folder)) await copy(name, () => readFile(join(folder, name)));
    const files = dataSource.getRepository(StoredFile);
    const rows = await files.find({ select: { name: true }, order: { name: 'ASC' } });
    for (const { name } of rows) {
      await copy(name, async () => (await files.findOne({ where: { name }, select: { name: true, data: true } }))?.data ?? null);
    }
    return copied;
  }
}
