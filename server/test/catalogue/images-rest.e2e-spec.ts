import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { type Actor, actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

function png(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
}

function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 160, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-place' } } })
    .toBuffer();
}

describe('pepper images and the REST pepper routes', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let admin: string;

  const upload = async (data: Buffer, name: string, type: string, token = admin) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(data)], { type }), name);
    const res = await fetch(`${t.url}/api/upload-image`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
    admin = tokens.admin as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uploads a real PNG and a real JPEG, re-encoded to WebP without metadata, served with long cache headers', async () => {
    for (const [data, name, type] of [
      [await png(), 'chili.png', 'image/png'],
      [await jpeg(), 'chili.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(data, name, type);
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.image.url).toMatch(/^\/uploads\/peppers\/[0-9a-f-]{36}-1280\.webp$/);
      expect(res.body.image.srcSet).toContain('320w');
      const file = await fetch(`${t.url}${res.body.image.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.includes(Buffer.from('secret-gps-place'))).toBe(false);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    }
  });

  it('refuses a text file named .png, an SVG with a script, an oversize file and a decompression bomb', async () => {
    const text = await upload(Buffer.from('just some text, not an image'), 'fake.png', 'image/png');
    expect(text.status).toBe(415);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml');
    expect(svg.status).toBe(415);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await upload(big, 'big.png', 'image/png')).status).toBe(413);
    const bomb = await png(10000, 10000);
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    expect((await upload(bomb, 'bomb.png', 'image/png')).status).toBe(413);
    expect((await upload(Buffer.alloc(0), 'empty.png', 'image/png')).status).toBe(400);
  });

  it('refuses uploads to everyone but admins', async () => {
    const data = await png(40, 40);
    expect((await upload(data, 'a.png', 'image/png', '')).status).toBe(401);
    expect((await upload(data, 'a.png', 'image/png', tokens.user)).status).toBe(403);
    expect((await upload(data, 'a.png', 'image/png', tokens.blocked)).status).toBe(401);
  });

  it('creates a pepper over REST with the old field names and an uploaded image, then replaces and deletes the image', async () => {
    const image = (await upload(await png(), 'p.png', 'image/png')).body.image;
    const created = await t.rest(
      'POST',
      '/api/peppers',
      { name: 'REST Chili', 'heb-name': 'צ׳ילי', shu: 45000, group: 'Frutescens', heat_level: 'Hot', growing_time: '90 days', img: image.url, views: 99, likes: 7 },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'REST Chili', 'heb-name': 'צ׳ילי', shu: '45000', group: 'C. Frutescens', heat_level: 'Hot', growing_time: '90 days', img: image.url, views: 0, likes: 0, isActive: true, isFeatured: false });
    const id = created.body.id;

    // Replace through GraphQL multipart upload: the old files go away.
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($id: ID!, $file: Upload!) { uploadPepperImage(id: $id, file: $file) { img imageSrcSet } }', variables: { id, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(await png(300, 300))], { type: 'image/png' }), 'new.png');
    const replaced = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' } });
    const replacedBody = (await replaced.json()) as any;
    expect(replacedBody.errors).toBeUndefined();
    const newUrl = replacedBody.data.uploadPepperImage.img;
    expect(newUrl).not.toBe(image.url);
    expect((await fetch(`${t.url}${image.url}`)).status).toBe(404);
    expect((await fetch(`${t.url}${newUrl}`)).status).toBe(200);

    const removed = await t.rest('DELETE', `/api/peppers/${id}/image`, undefined, admin);
    expect(removed.body).toMatchObject({ success: true, message: 'image deleted successfully', pepper: { img: null } });
    expect((await fetch(`${t.url}${newUrl}`)).status).toBe(404);

    const foreign = await t.rest('PUT', `/api/peppers/${id}`, { img: 'https://evil.example.com/x.png' }, admin);
    expect(foreign.status).toBe(400);
  });

  it('updates, activates, deactivates, features, unfeatures and deletes over REST', async () => {
    const created = await t.rest('POST', '/chillies', { name: 'Alias Chili', shu: '1,000-2,000', group: 'C. Annuum' }, admin);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const updated = await t.rest('PUT', `/api/peppers/${id}`, { description: 'Updated', growingTime: '60 days' }, admin);
    expect(updated.body).toMatchObject({ description: 'Updated', growing_time: '60 days', name: 'Alias Chili' });
    expect((await t.rest('PATCH', `/api/peppers/${id}/deactivate`, undefined, admin)).body.isActive).toBe(false);
    expect((await t.rest('GET', `/api/peppers/${id}`)).status).toBe(404);
    expect((await t.rest('PATCH', `/api/peppers/${id}/activate`, undefined, admin)).body.isActive).toBe(true);
    expect((await t.rest('PATCH', `/api/peppers/${id}/feature`, undefined, admin)).body.isFeatured).toBe(true);
    expect((await t.rest('PATCH', `/api/peppers/${id}/unfeature`, undefined, admin)).body.isFeatured).toBe(false);
    const bad = await t.rest('PUT', `/api/peppers/${id}`, { shu: 'lots' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid SHU value');
    expect((await t.rest('DELETE', `/api/peppers/${id}`, undefined, admin)).body.success).toBe(true);
    expect((await t.rest('GET', `/api/peppers/${id}`)).status).toBe(404);
  });

  it('filters the REST list with query strings, one value or several', async () => {
    const one = await t.rest('GET', '/api/peppers?heatLevels=Super%20Hot');
    expect(one.body.length).toBeGreaterThan(0);
    expect(one.body.every((p: { heat_level: string }) => p.heat_level === 'Super Hot')).toBe(true);
    const two = await t.rest('GET', '/api/peppers?groups=C.%20Baccatum&groups=C.%20Pubescens&sortBy=shu');
    expect(two.body.every((p: { group: string }) => ['C. Baccatum', 'C. Pubescens'].includes(p.group))).toBe(true);
    expect((await t.rest('GET', '/api/peppers?take=1000')).status).toBe(400);
  });

  const REST_WRITES: [string, string, unknown?][] = [
    ['POST', '/api/peppers', { name: 'Nope', shu: '1', group: 'C. Annuum' }],
    ['POST', '/chillies', { name: 'Nope', shu: '1', group: 'C. Annuum' }],
    ['PUT', '/api/peppers/00000000-0000-0000-0000-000000000000', { name: 'Nope' }],
    ['DELETE', '/api/peppers/00000000-0000-0000-0000-000000000000'],
    ['PATCH', '/api/peppers/00000000-0000-0000-0000-000000000000/activate'],
    ['PATCH', '/api/peppers/00000000-0000-0000-0000-000000000000/deactivate'],
    ['PATCH', '/api/peppers/00000000-0000-0000-0000-000000000000/feature'],
    ['PATCH', '/api/peppers/00000000-0000-0000-0000-000000000000/unfeature'],
    ['DELETE', '/api/peppers/00000000-0000-0000-0000-000000000000/image'],
  ];
  const STATUS = { guest: 401, blocked: 401, user: 403, moderator: 403 } as const;
  for (const actor of ['guest', 'user', 'moderator', 'blocked'] as const) {
    it(`refuses every REST pepper write to a ${actor}`, async () => {
      for (const [method, path, body] of REST_WRITES) {
        const res = await t.rest(method, path, body, tokens[actor]);
        expect([method, path, res.status]).toEqual([method, path, STATUS[actor]]);
      }
    });
  }
});
