// IMAGE_STORE=s3 against a real S3-compatible server (s3rver, on this machine): uploads become objects
// of the bucket, the app serves them under the same URLs and caching, a replaced or removed avatar's
// objects are deleted, images an earlier set-up kept are copied in, /api/health reports the bucket,
// and a bucket set-up with something missing is refused at start with a message naming it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config.js';
import { findRepoRoot } from '../../src/config/repo-root.js';
import type { S3Config } from '../../src/config/app-config.js';
import { actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const BUCKET = 'pepper-images';
const png = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: 200, g: 60, b: 20 } } }).png().toBuffer();

async function post(t: TestApp, path: string, field: string, token: string): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await png(400))], { type: 'image/png' }), 'p.png');
  const res = await fetch(`${t.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

/** The sizes of one stored image, from the URL of its largest: `/uploads/avatars/<id>-160.webp` → its 32, 64 and 160 px keys. */
const keysOf = (url: string, widths: number[]) => widths.map((w) => url.replace(/^\/uploads\//, '').replace(/-\d+\.webp$/, `-${w}.webp`));

describe('images kept in an S3-compatible bucket', () => {
  const s3Dir = mkdtempSync(join(tmpdir(), 'pepper-atlas-s3rver-'));
  const legacyDir = mkdtempSync(join(tmpdir(), 'pepper-atlas-legacy-uploads-'));
  const legacyName = `peppers/${randomUUID()}-640.webp`;
  let legacyBytes: Buffer;
  let server: S3rver;
  let s3: S3Config;
  let bucket: AwsClient;
  let t: TestApp;
  let admin: string;
  let user: string;

  /** What the bucket holds under `key`, read straight from the S3 server (null: nothing). */
  async function object(key: string): Promise<Buffer | null> {
    const res = await bucket.fetch(`${s3.endpoint}/${BUCKET}/${key}`);
    if (res.status === 404) return null;
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await server.run();
    s3 = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: '',
    };
    bucket = new AwsClient({ accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region, service: 's3' });
    mkdirSync(join(legacyDir, 'peppers'));
    legacyBytes = await sharp(await png(640)).webp().toBuffer();
    writeFileSync(join(legacyDir, legacyName), legacyBytes);
    t = await createTestApp({ imageStore: 's3', s3, uploadDir: legacyDir });
    ({ admin, user } = (await actorTokens(t)) as { admin: string; user: string });
  });

  afterAll(async () => {
    await t?.close();
    // The last test stops it already.
    await server?.close().catch(() => undefined);
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(legacyDir, { recursive: true, force: true });
  });

  it('stores an upload as objects of the bucket, none in the database, and serves it with its type and a year of caching', async () => {
    const { status, body } = await post(t, '/api/upload-image', 'image', admin);
    expect(status).toBe(201);
    const url: string = body.image.url;
    for (const key of keysOf(url, [320, 640, 1280])) expect([key, (await object(key))?.length ?? 0]).toEqual([key, expect.any(Number)]);
    const rows = await t.running.app.get(DataSource).query('SELECT count(*)::int AS n FROM stored_files');
    expect(rows[0].n).toBe(0);

    const res = await fetch(`${t.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes).toEqual(await object(keysOf(url, [1280])[0]));
    expect((await fetch(`${t.url}${url}`, { headers: { 'if-none-match': res.headers.get('etag')! } })).status).toBe(304);
    expect((await fetch(`${t.url}/uploads/peppers/${randomUUID()}-640.webp`)).status).toBe(404);

    // A pepper may point at it: the check that it was uploaded asks the bucket.
    const pepper = await t.gql<{ peppers: { items: { id: string }[] } }>('{ peppers(take: 1) { items { id } } }');
    const update = (url: string) =>
      t.gql('mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { img } }', { id: pepper.data!.peppers.items[0].id, input: { img: url } }, admin);
    expect((await update(url)).errors).toBeUndefined();
    expect((await update(`/uploads/peppers/${randomUUID()}-1280.webp`)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('deletes the objects of a replaced avatar and of a removed one', async () => {
    const first = await post(t, '/api/users/avatar', 'avatar', user);
    expect(first.status).toBe(201);
    const firstKeys = keysOf(first.body.image.url, [32, 64, 160]);
    for (const key of firstKeys) expect(await object(key)).not.toBeNull();

    const second = await post(t, '/api/users/avatar', 'avatar', user);
    expect(second.status).toBe(201);
    const secondKeys = keysOf(second.body.image.url, [32, 64, 160]);
    for (const key of firstKeys) expect([key, await object(key)]).toEqual([key, null]);
    for (const key of secondKeys) expect(await object(key)).not.toBeNull();
    expect((await fetch(`${t.url}${first.body.image.url}`)).status).toBe(404);
    expect((await fetch(`${t.url}${second.body.image.url}`)).status).toBe(200);

    const removed = await t.rest('DELETE', '/api/users/avatar', undefined, user);
    expect(removed.status).toBe(200);
    for (const key of secondKeys) expect([key, await object(key)]).toEqual([key, null]);
  });

  it('copied the images an earlier set-up kept on disk into the bucket at start', async () => {
    expect(await object(legacyName)).toEqual(legacyBytes);
    const res = await fetch(`${t.url}/uploads/${legacyName}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(legacyBytes);
  });

  it('reports the bucket in /api/health, and 503 once it cannot be reached', async () => {
    const up = await t.rest('GET', '/api/health');
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ status: 'ok', database: 'up', storage: 'up', storageKind: 's3' });

    await server.close();
    const down = await t.rest('GET', '/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', database: 'up', storage: 'down', storageKind: 's3' });
    // An image cannot be served without its store: an error, not a hang or a crash.
    const image = await fetch(`${t.url}/uploads/${legacyName}`);
    expect(image.status).toBeGreaterThanOrEqual(500);
  });
});

describe('IMAGE_STORE=s3 configuration', () => {
  const env = (vars: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...vars }, { dataDir: '/nonexistent/pepper-atlas', jwtSecret: 'x'.repeat(40) });
  const complete = { S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'pepper-images', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('reads the bucket from S3_* (IMAGE_STORE=s3 is the default once S3_BUCKET is set), path-style for a custom endpoint', () => {
    for (const vars of [complete, { ...complete, IMAGE_STORE: 's3' }]) {
      const config = env(vars)();
      expect(config.imageStore).toBe('s3');
      expect(config.s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'pepper-images', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true, prefix: '' });
    }
    const aws = env({ S3_BUCKET: 'pepper-images', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: 'atlas/' })();
    expect(aws.s3).toMatchObject({ endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false, prefix: 'atlas/' });
    expect(env({})().imageStore).toBe('database');
  });

  it('refuses a bucket set-up with something missing or wrong, naming it', () => {
    expect(env({ IMAGE_STORE: 's3' })).toThrow(/IMAGE_STORE=s3 needs its bucket: set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    const { S3_SECRET_ACCESS_KEY: _, ...noSecret } = complete;
    expect(env(noSecret)).toThrow(/set S3_SECRET_ACCESS_KEY$/);
    expect(env({ ...complete, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(env({ ...complete, S3_BUCKET: 'Pepper_Images' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(env({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(env({ ...complete, S3_PREFIX: '/atlas' })).toThrow(/S3_PREFIX must be folder names ending with "\/"/);
    expect(env({ ...complete, IMAGE_STORE: 'database' })).toThrow(/S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set but IMAGE_STORE is "database"/);
    expect(env({ IMAGE_STORE: 'bucket' })).toThrow(/IMAGE_STORE must be "database", "s3" or "disk"/);
  });

  it('the server refuses to start with an incomplete bucket set-up, and says what to set', () => {
    const root = findRepoRoot();
    const run = spawnSync(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'q'.repeat(8) + randomUUID(), IMAGE_STORE: 's3', S3_BUCKET: 'pepper-images', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/IMAGE_STORE=s3 needs its bucket: set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });
});
