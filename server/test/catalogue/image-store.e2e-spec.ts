import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DatabaseImageStorage, IMAGE_STORAGE } from '../../src/uploads/image-storage.service.js';
import { actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const webp = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: { r: 180, g: 40, b: 20 } } }).webp().toBuffer();

async function uploadPng(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 20, g: 120, b: 40 } } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  const res = await fetch(`${t.url}/api/upload-image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { image: { url: string } }).image.url;
}

describe('images kept in the database', () => {
  let t: TestApp;
  let admin: string;
  // Files an earlier version wrote to disk, in the folder the app is told about.
  const legacyDir = mkdtempSync(join(tmpdir(), 'pepper-atlas-legacy-uploads-'));
  const legacyId = randomUUID();
  const legacy = new Map<string, Buffer>();

  beforeAll(async () => {
    mkdirSync(join(legacyDir, 'peppers'));
    for (const width of [320, 640, 1280]) {
      const name = `peppers/${legacyId}-${width}.webp`;
      legacy.set(name, await webp(width));
      writeFileSync(join(legacyDir, name), legacy.get(name)!);
    }
    writeFileSync(join(legacyDir, 'peppers', 'notes.txt'), 'not an image of ours');
    t = await createTestApp({ uploadDir: legacyDir });
    admin = (await actorTokens(t)).admin as string;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(legacyDir, { recursive: true, force: true });
  });

  it('stores an upload as rows, not files, and serves it with a year of immutable caching and 304 revalidation', async () => {
    const before = readdirSync(join(legacyDir, 'peppers')).length;
    const url = await uploadPng(t, admin);
    const id = /peppers\/([0-9a-f-]{36})-1280/.exec(url)![1];
    const rows: { name: string; content_type: string }[] = await t.running.app
      .get(DataSource)
      .query('SELECT name, content_type FROM stored_files WHERE name LIKE $1 ORDER BY name', [`peppers/${id}-%`]);
    expect(rows).toEqual([320, 640, 1280].map((w) => ({ name: `peppers/${id}-${w}.webp`, content_type: 'image/webp' })).sort((a, b) => a.name.localeCompare(b.name)));
    expect(readdirSync(join(legacyDir, 'peppers')).length).toBe(before);

    const res = await fetch(`${t.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(700);
    const again = await fetch(`${t.url}${url}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const head = await fetch(`${t.url}${url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
  });

  it('answers 404 for a missing image, a file that is not one of ours and an encoded path that climbs out', async () => {
    for (const path of [`/uploads/peppers/${randomUUID()}-640.webp`, '/uploads/peppers/notes.txt', '/uploads/peppers%2f..%2f..%2fpackage.json']) {
      const res = await fetch(`${t.url}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('copied the images an earlier version kept on disk at start, once', async () => {
    for (const [name, data] of legacy) {
      const res = await fetch(`${t.url}/uploads/${name}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
    }
    // A pepper may point at the copied image; starting again copies nothing twice.
    const pepper = await t.gql<{ peppers: { items: { id: string }[] } }>('{ peppers(take: 1) { items { id } } }');
    const id = pepper.data!.peppers.items[0].id;
    const update = await t.gql('mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { img } }', { id, input: { img: `/uploads/peppers/${legacyId}-1280.webp` } }, admin);
    expect(update.errors).toBeUndefined();
    const storage = t.running.app.get(IMAGE_STORAGE) as DatabaseImageStorage;
    expect(await storage.importFolder(legacyDir)).toBe(0);
    const count = await t.running.app.get(DataSource).query('SELECT count(*)::int AS n FROM stored_files WHERE name LIKE $1', [`peppers/${legacyId}-%`]);
    expect(count[0].n).toBe(3);
    expect(existsSync(join(legacyDir, `peppers/${legacyId}-1280.webp`))).toBe(true);
  });

  it('refuses a pepper image that was never uploaded', async () => {
    const pepper = await t.gql<{ peppers: { items: { id: string }[] } }>('{ peppers(take: 1) { items { id } } }');
    const res = await t.gql('mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { img } }', { id: pepper.data!.peppers.items[0].id, input: { img: `/uploads/peppers/${randomUUID()}-1280.webp` } }, admin);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
