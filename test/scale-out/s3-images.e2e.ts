// Two app processes (the built server, as production runs it) sharing one S3-compatible bucket
// (s3rver, a real S3 server on this machine) and one PostgreSQL: an image uploaded through one is
// served by the other with the same URL, type and caching; an avatar replaced and then removed through
// one is gone from both and from the bucket. Nothing goes through the database's image table or either
// process's own folder.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { startServer, type StartedServer } from '../browser/utils/server.js';
import { throwawayDatabase } from './throwaway-database.js';

const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) throw new Error('The shared-bucket test needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const BUCKET = 'pepper-atlas-images';
const db = throwawayDatabase(PG_URL, 'pa_s3');
const s3Dir = mkdtempSync(join(tmpdir(), 'pepper-atlas-s3rver-'));
const uploadDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'pepper-atlas-own-uploads-')));

async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

async function upload(base: string, path: string, field: string, token: string, color: number): Promise<string> {
  const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: { r: color, g: 30, b: 20 } } }).png().toBuffer();
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
  const res = await fetch(`${base}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { image: { url: string } }).image.url;
}

let s3Url = '';
const s3Client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });

/** The keys the bucket holds, as the S3 API lists them (ListObjectsV2; a test bucket holds fewer than 1,000). */
async function keysInBucket(): Promise<string[]> {
  const res = await s3Client.fetch(`${s3Url}/${BUCKET}?list-type=2`);
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]).sort();
}

describe('two app processes sharing one S3-compatible bucket', () => {
  let s3: S3rver;
  let a: StartedServer;
  let b: StartedServer;

  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3.run();
    s3Url = `http://127.0.0.1:${port}`;
    await db.create();
    const shared = {
      DATABASE_URL: db.url(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      IMAGE_STORE: 's3',
      S3_ENDPOINT: s3Url,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    [a, b] = await Promise.all(uploadDirs.map((UPLOAD_DIR) => startServer({ ...shared, UPLOAD_DIR })));
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await db.drop();
    for (const dir of [s3Dir, ...uploadDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it('both report the bucket as their image store', async () => {
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', storage: 'up', storageKind: 's3' });
    }
  });

  it('serves an image uploaded through one process from the other', async () => {
    const url = await upload(a.url, '/api/upload-image', 'image', await adminToken(a.url), 200);
    const id = /peppers\/([0-9a-f-]{36})-/.exec(url)![1];
    expect((await keysInBucket()).filter((key) => key.includes(id))).toEqual([320, 640, 1280].map((w) => `peppers/${id}-${w}.webp`).sort());

    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${url}`), fetch(`${b.url}${url}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    const revalidated = await fetch(`${b.url}${url}`, { headers: { 'if-none-match': fromA.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    // The other process accepts it as an uploaded image for a pepper (it asks the bucket).
    const token = await adminToken(b.url);
    const query = (body: object) =>
      fetch(`${b.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) }).then(
        (res) => res.json() as Promise<{ data?: any; errors?: unknown[] }>,
      );
    const pepper = await query({ query: '{ peppers(take: 1) { items { id } } }' });
    const updated = await query({
      query: 'mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { img } }',
      variables: { id: pepper.data.peppers.items[0].id, input: { img: url } },
    });
    expect(updated.errors).toBeUndefined();
  });

  it('an avatar replaced, then removed, through one process is gone from the other and from the bucket', async () => {
    const token = await adminToken(a.url);
    const first = await upload(a.url, '/api/users/avatar', 'avatar', token, 90);
    expect((await fetch(`${b.url}${first}`)).status).toBe(200);
    const second = await upload(a.url, '/api/users/avatar', 'avatar', token, 150);
    const [oldOnB, newOnB] = await Promise.all([fetch(`${b.url}${first}`), fetch(`${b.url}${second}`)]);
    expect([oldOnB.status, newOnB.status]).toEqual([404, 200]);
    const idOf = (url: string) => /avatars\/([0-9a-f-]{36})-/.exec(url)![1];
    expect((await keysInBucket()).filter((key) => key.includes(idOf(first)))).toEqual([]);
    expect((await keysInBucket()).filter((key) => key.includes(idOf(second)))).toHaveLength(3);

    const removed = await fetch(`${a.url}/api/users/avatar`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(removed.status).toBe(200);
    expect((await fetch(`${b.url}${second}`)).status).toBe(404);
    expect((await keysInBucket()).filter((key) => key.includes(idOf(second)))).toEqual([]);
  });

  it('kept nothing in the database or in either process folder', async () => {
    const client = new pg.Client({ connectionString: db.url() });
    await client.connect();
    try {
      expect((await client.query('SELECT count(*)::int AS n FROM stored_files')).rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
    expect(uploadDirs.map((dir) => readdirSync(dir))).toEqual([[], []]);
  });
});
