// Forum photos in each image store but the database's (issue 36, item 1; the database store is post-images'): on
// disk (IMAGE_STORE=disk, one machine) and in an S3-compatible bucket (s3rver, a real S3 server on this machine). An
// upload becomes its three WebP sizes in that store and none in the database; attached to a topic it is served with
// its type and a year of caching; a moderator's removal deletes every size from the store.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { S3Config } from '../../src/config/app-config.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const UPLOAD = 'mutation($file: Upload!) { uploadPostImage(file: $file) { id url } }';
const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id images { id url } } }';
const TOPIC = 'query($id: ID!) { topic(id: $id) { images { id } } }';
const REMOVE = 'mutation($id: ID!) { removePostImage(id: $id) }';
const BUCKET = 'pepper-forum-photos';
const WIDTHS = [320, 640, 1280];

/** The store's keys of one photo, from its URL: `/uploads/posts/<key>-1280.webp` → `posts/<key>-<w>.webp` for each width. */
const keysOf = (url: string) => WIDTHS.map((w) => url.replace(/^\/uploads\//, '').replace(/-\d+\.webp$/, `-${w}.webp`));

interface Store {
  name: 'disk' | 's3';
  start(): Promise<TestApp>;
  /** Whether the store holds `key`. */
  holds(key: string): Promise<boolean>;
  stop(): Promise<void>;
}

function diskStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'pepper-atlas-disk-photos-'));
  return {
    name: 'disk',
    start: () => createTestApp({ imageStore: 'disk', uploadDir: dir }),
    holds: async (key) => existsSync(join(dir, key)),
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function s3Store(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'pepper-atlas-s3rver-photos-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'pepper-atlas-s3-own-uploads-'));
  let server: S3rver;
  let s3: S3Config;
  const client = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });
  return {
    name: 's3',
    async start() {
      server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
      const { port } = await server.run();
      s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: '' };
      return createTestApp({ imageStore: 's3', s3, uploadDir });
    },
    async holds(key) {
      const res = await client.fetch(`${s3.endpoint}/${BUCKET}/${key}`);
      expect([200, 404]).toContain(res.status);
      return res.status === 200;
    },
    async stop() {
      await server?.close().catch(() => undefined);
      for (const folder of [dir, uploadDir]) rmSync(folder, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['on disk', diskStore],
  ['in an S3 bucket', s3Store],
] as const)('forum photos kept %s', (_where, makeStore) => {
  const store = makeStore();
  let t: TestApp;
  let member: { token: string; id: string };
  let moderator: { token: string; id: string };

  async function upload(token: string): Promise<{ id: string; url: string }> {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 150, b: 60 } } }).png().toBuffer();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plant.png');
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data?: { uploadPostImage: { id: string; url: string } }; errors?: unknown[] };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.uploadPostImage;
  }

  beforeAll(async () => {
    t = await store.start();
    member = await signIn(t, ACCOUNTS.user);
    moderator = await signIn(t, ACCOUNTS.moderator);
    await t.running.app.get(DataSource).query("UPDATE users SET join_date = now() - interval '30 days' WHERE id = $1", [member.id]);
  });
  afterAll(async () => {
    await t?.close();
    await store.stop();
  });

  it('keeps an upload in the store, serves it in its post, and deletes every size when a moderator removes it', async () => {
    const photo = await upload(member.token);
    const keys = keysOf(photo.url);
    expect(keys[0]).toMatch(/^posts\/[\w-]+-320\.webp$/);
    for (const key of keys) expect([key, await store.holds(key)]).toEqual([key, true]);
    const rows = await t.running.app.get(DataSource).query('SELECT count(*)::int AS n FROM stored_files');
    expect(rows[0].n).toBe(0);

    const created = await t.gql(CREATE, { input: { title: `Photo in the ${store.name} store`, subject: 'Photos', category: 'growing', description: ['See'], images: [{ id: photo.id, alt: 'A plant' }] } }, member.token);
    expect(created.errors).toBeUndefined();
    const topic = created.data!.createTopic as { id: string; images: { id: string; url: string }[] };
    expect(topic.images.map((image) => image.id)).toEqual([photo.id]);
    const res = await fetch(`${t.url}${topic.images[0]!.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');

    expect((await t.gql(REMOVE, { id: photo.id }, moderator.token)).data?.removePostImage).toBe(true);
    expect((await t.gql(TOPIC, { id: topic.id })).data!.topic.images).toEqual([]);
    for (const key of keys) expect([key, await store.holds(key)]).toEqual([key, false]);
    expect((await fetch(`${t.url}${photo.url}`)).status).toBe(404);
  });
});
