// Two app processes on one PostgreSQL and one Redis, on different ports with nothing in front:
// a token from one works on the other, an image uploaded through one is served by the other
// (kept in the shared database: each process has its own UPLOAD_DIR), sign-in throttling counts across both (in Redis),
// posting limits hold across both (in PostgreSQL), a settings change on one is seen within a second by the other, and so is a
// catalogue change with both catalogue caches warm (the catalogue version is in PostgreSQL). Both
// start at the same moment: migrations and the seed run once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { startServer, type StartedServer } from '../browser/utils/server.js';
import { throwawayDatabase } from './throwaway-database.js';
import { liveSocket, TOPIC_EVENTS, untilSubscribed } from '../../server/test/utils/live-client.js';
import { solveChallenge } from '../../server/test/utils/account-security.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!PG_URL || !REDIS_URL) {
  throw new Error(
    'The scale-out test needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)',
  );
}

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const db = throwawayDatabase(PG_URL, 'pa_scale');
const redisPrefix = `pa-test-${randomBytes(4).toString('hex')}:`;
// Each process its own folder, as on two machines: images travel through the database.
const uploadDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'pepper-atlas-own-uploads-')));

async function gql<T = Record<string, unknown>>(base: string, query: string, variables: object = {}, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function adminToken(base: string): Promise<string> {
  const res = await login(base, ADMIN.email, ADMIN.password);
  expect(res.status).toBe(200);
  return ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** Asks `base` until its answer passes `ok`, for at most one second (the bound across processes). */
async function withinOneSecond<T>(base: string, query: string, ok: (data: T) => boolean): Promise<void> {
  const deadline = Date.now() + 1000;
  let last: T | undefined;
  do {
    last = (await gql<T>(base, query)).data;
    if (last !== undefined && ok(last)) return;
    await new Promise((r) => setTimeout(r, 25));
  } while (Date.now() < deadline);
  throw new Error(`${base} still answered ${JSON.stringify(last)} one second after the change`);
}

const CREATE_TOPIC = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';

/** A new account (new accounts have the tight posting limits), signed up through `base`. */
async function register(base: string, name: string): Promise<{ id: string; email: string; password: string; token: string }> {
  const username = `${name}_${randomBytes(3).toString('hex')}`;
  const input = { username, email: `${username}@example.com`, password: 'chili-pass-42', firstName: 'Split', lastName: 'Load' };
  const res = await gql<{ register: { accessToken: string; user: { id: string } } }>(
    base,
    'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }',
    { input },
  );
  if (!res.data) throw new Error(`Sign-up failed: ${JSON.stringify(res.errors)}`);
  return { id: res.data.register.user.id, email: input.email, password: input.password, token: res.data.register.accessToken };
}

describe('two app processes on one PostgreSQL and one Redis', () => {
  let a: StartedServer;
  let b: StartedServer;
  let redis: Redis;

  beforeAll(async () => {
    await db.create();
    const shared = {
      DATABASE_URL: db.url(),
      REDIS_URL: REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      // The account's captcha after 10 failures from any addresses, at a difficulty the test solves quickly.
      CAPTCHA_DIFFICULTY: '6',
      ACCOUNT_CAPTCHA_AFTER_FAILURES: '10',
      ACCOUNT_CAPTCHA_DIFFICULTY: '10',
    };
    // Started together on an empty database: the startup lock makes them migrate and seed in turn.
    [a, b] = await Promise.all(uploadDirs.map((UPLOAD_DIR) => startServer({ ...shared, UPLOAD_DIR })));
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.quit();
    await db.drop();
    for (const dir of uploadDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('migrated and seeded once, and both serve the same data', async () => {
    const client = new pg.Client({ connectionString: db.url() });
    await client.connect();
    try {
      const admins = await client.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [ADMIN.email]);
      expect(admins.rows[0].n).toBe(1);
      const migrations = await client.query(`SELECT name, count(*)::int AS n FROM migrations GROUP BY name HAVING count(*) > 1`);
      expect(migrations.rows).toEqual([]);
    } finally {
      await client.end();
    }
    const query = '{ peppers(take: 5) { totalItems items { id } } }';
    const [fromA, fromB] = await Promise.all([gql(a.url, query), gql(b.url, query)]);
    expect(fromA.errors).toBeUndefined();
    expect(fromB.data).toEqual(fromA.data);
  });

  it('accepts a token issued by one process on the other', async () => {
    const token = await adminToken(a.url);
    const me = await gql<{ me: { email: string; role: string } }>(b.url, '{ me { email role } }', {}, token);
    expect(me.data?.me).toEqual({ email: ADMIN.email, role: 'admin' });
    const rest = await fetch(`${b.url}/api/users/verify`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(200);
  });

  it('serves an image uploaded through one process from the other', async () => {
    const token = await adminToken(a.url);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 20 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pepper.png');
    const upload = await fetch(`${a.url}/api/upload-image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(upload.status).toBe(201);
    const { image } = (await upload.json()) as { image: { url: string } };
    const [fromA, fromB] = await Promise.all([fetch(`${a.url}${image.url}`), fetch(`${b.url}${image.url}`)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    // Nothing went through a folder: neither process wrote one.
    expect(uploadDirs.map((dir) => readdirSync(dir))).toEqual([[], []]);
  });

  it('counts failed sign-ins across both processes, in Redis', async () => {
    const email = 'user@pepperatlas.dev';
    // The stored limit is 5: failures alternate between the processes.
    for (const [i, base] of [a.url, b.url, a.url, b.url, a.url].entries()) {
      const res = await login(base, email, `wrong-${i}`);
      expect(res.status).toBe(401);
    }
    for (const base of [b.url, a.url]) {
      const res = await login(base, email, 'PepperUser1!');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const keys = await redis.keys(`${redisPrefix}login:*`);
    expect(keys.sort()).toEqual([`${redisPrefix}login:account|${email}`, `${redisPrefix}login:${email}|127.0.0.1`]);
    // Every attempt is counted before it is checked: the 5 failures and the 2 refused ones.
    expect(await redis.hget(`${redisPrefix}login:${email}|127.0.0.1`, 'n')).toBe('7');
    // The account's failures from every address: the refused attempts were never checked.
    expect(await redis.hget(`${redisPrefix}login:account|${email}`, 'n')).toBe('5');
    // Redis holds the count: the database table stays empty.
    const client = new pg.Client({ connectionString: db.url() });
    await client.connect();
    try {
      expect((await client.query('SELECT count(*)::int AS n FROM login_attempts')).rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('checks exactly the limit of 60 parallel sign-ins (59 wrong, 1 right) split across both processes', async () => {
    const member = await register(a.url, 'burst');
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => (await login(i % 2 ? a.url : b.url, member.email, i === 2 ? member.password : `wrong-${i}`)).status),
    );
    expect(answers.filter((status) => status !== 429)).toHaveLength(5);
    expect(answers.every((status) => [200, 401, 429].includes(status))).toBe(true);
    expect((await login(a.url, member.email, member.password)).status).toBe(429);
    expect(await redis.hget(`${redisPrefix}login:${member.email}|127.0.0.1`, 'n')).toBe('61');
  });

  it('asks for the harder captcha, not a refusal, once an account failed past its limit from many addresses on both processes', async () => {
    const member = await register(a.url, 'guessed');
    const from = async (base: string, address: string, body: object) => {
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { code?: string; challenge?: string; difficulty?: number } };
    };
    // 60 parallel wrong passwords from 20 addresses (3 each, within the limit per address), split across the processes.
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const { status, body } = await from(i % 2 ? a.url : b.url, `198.51.100.${(i % 20) + 1}`, { email: member.email, password: `guess-${i}` });
        return `${status} ${body.code}`;
      }),
    );
    const tally = answers.reduce<Record<string, number>>((all, answer) => ({ ...all, [answer]: (all[answer] ?? 0) + 1 }), {});
    expect(tally).toEqual({ '401 UNAUTHENTICATED': 10, '400 CAPTCHA_REQUIRED': 50 });
    expect(await redis.hget(`${redisPrefix}login:account|${member.email}`, 'n')).toBe('10');
    // The owner on process b: asked for the harder captcha; solved, the sign-in goes through on process a.
    const asked = await from(b.url, '192.0.2.7', { email: member.email, password: member.password });
    expect(asked).toMatchObject({ status: 400, body: { code: 'CAPTCHA_REQUIRED', difficulty: 10 } });
    const captcha = { challenge: asked.body.challenge!, solution: solveChallenge(asked.body.challenge!, 10) };
    expect((await from(a.url, '192.0.2.7', { email: member.email, password: member.password, captcha })).status).toBe(200);
  });

  it('holds the new-account posting limits exactly with parallel posts split across both processes', async () => {
    const member = await register(b.url, 'poster');
    const topics = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        gql(i % 2 ? a.url : b.url, CREATE_TOPIC, { input: { title: `Split topic ${i}`, subject: 'Limits', description: ['x'] } }, member.token),
      ),
    );
    const created = topics.filter((r) => r.data).map((r) => r.data as { createTopic: { id: string } });
    expect(created).toHaveLength(3);
    expect(topics.filter((r) => r.errors?.[0].extensions?.code === 'TOO_MANY_REQUESTS')).toHaveLength(22);
    const topicId = created[0].createTopic.id;
    const comments = await Promise.all(
      Array.from({ length: 40 }, (_, i) => gql(i % 2 ? a.url : b.url, ADD_COMMENT, { input: { topicId, text: `Split comment ${i}` } }, member.token)),
    );
    expect(comments.filter((r) => r.data)).toHaveLength(10);
    expect(comments.filter((r) => r.errors?.[0].extensions?.code === 'TOO_MANY_REQUESTS')).toHaveLength(30);
    const client = new pg.Client({ connectionString: db.url() });
    await client.connect();
    try {
      const rows = await client.query(
        `SELECT (SELECT count(*)::int FROM topics WHERE author_id = $1) AS topics, (SELECT count(*)::int FROM comments WHERE author_id = $1) AS comments`,
        [member.id],
      );
      expect(rows.rows[0]).toEqual({ topics: 3, comments: 10 });
    } finally {
      await client.end();
    }
  });

  it('sees a settings change made through one process at once on the other', async () => {
    const token = await adminToken(a.url);
    const read = '{ publicSettings { commentsPerPage } }';
    expect((await gql<{ publicSettings: { commentsPerPage: number } }>(b.url, read)).data?.publicSettings.commentsPerPage).toBe(20);
    const saved = await gql(a.url, 'mutation { updateSettings(input: { commentsPerPage: 7 }) { commentsPerPage } }', {}, token);
    expect(saved.errors).toBeUndefined();
    // Well inside the 5 s cache: only the Redis announcement can make B read the new value this soon.
    const deadline = Date.now() + 1000;
    let seen = 0;
    while (Date.now() < deadline) {
      seen = (await gql<{ publicSettings: { commentsPerPage: number } }>(b.url, read)).data?.publicSettings.commentsPerPage ?? 0;
      if (seen === 7) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(7);
  });

  it("shows an admin's catalogue change in the writing process's very next answer and in the other's within a second, with both caches warm", async () => {
    type Page = { peppers: { totalItems: number; items: { id: string; name: string }[] } };
    type Stats = { pepperStats: { total: number } };
    const search = '{ peppers(search: "habanero", take: 24) { totalItems items { id name } } }';
    const stats = '{ pepperStats { total } }';
    // Each process answers twice, so the second answer of each comes from its own cache.
    const before = await gql<Page>(b.url, search);
    for (const base of [a.url, b.url, a.url, b.url]) expect((await gql<Page>(base, search)).data).toEqual(before.data);
    const total = (await gql<Stats>(b.url, stats)).data!.pepperStats.total;
    expect((await gql<Stats>(b.url, stats)).data!.pepperStats.total).toBe(total);
    const habanero = before.data!.peppers.items.find((p) => p.name === 'Habanero')!;
    const token = await adminToken(a.url);
    const setActive = 'mutation($id: ID!, $value: Boolean!) { setPepperStatus(id: $id, action: active, value: $value) { isActive } }';

    // Reads on B are in flight while A writes. A's very next answer has the change (its own connection hears its
    // COMMIT); B hears it on an idle connection within milliseconds, and the issue allows it 1 s.
    const inFlight = Array.from({ length: 16 }, () => gql<Page>(b.url, search));
    expect((await gql(a.url, setActive, { id: habanero.id, value: false }, token)).errors).toBeUndefined();
    const onA = await gql<Page>(a.url, search);
    expect(onA.data!.peppers.items.map((p) => p.id)).not.toContain(habanero.id);
    const hidden = (page: Page) => !page.peppers.items.some((p) => p.id === habanero.id) && page.peppers.totalItems === before.data!.peppers.totalItems - 1;
    await withinOneSecond(b.url, search, hidden);
    await Promise.all(inFlight);
    // Once B has it, B never answers the old catalogue again.
    for (let i = 0; i < 5; i++) expect(hidden((await gql<Page>(b.url, search)).data!)).toBe(true);
    await withinOneSecond<Stats>(b.url, stats, (s) => s.pepperStats.total === total - 1);

    expect((await gql(a.url, setActive, { id: habanero.id, value: true }, token)).errors).toBeUndefined();
    expect((await gql<Page>(a.url, search)).data).toEqual(before.data);
    await withinOneSecond<Page>(b.url, search, (page) => JSON.stringify(page) === JSON.stringify(before.data));
    await withinOneSecond<Stats>(b.url, stats, (s) => s.pepperStats.total === total);
  });

  it('delivers a comment posted through one process to a subscriber of the other, through Redis pub/sub', async () => {
    const author = await register(a.url, 'live_author');
    const topic = await gql<{ createTopic: { id: string } }>(
      a.url, CREATE_TOPIC, { input: { title: 'Across processes', subject: 'Live', description: ['x'] } }, author.token,
    );
    const topicId = topic.data!.createTopic.id;
    // A guest on b and the author's own socket on a: both hear every event, whichever process wrote it.
    const watchers = [liveSocket(b.url), liveSocket(a.url, author.token)];
    try {
      const streams = watchers.map((w) => w.subscribe(TOPIC_EVENTS, { topicId }));
      await Promise.all(watchers.map((w) => w.connected));
      // Likes through b until each subscriber has one: both subscriptions are in place before the comment.
      const like = () => gql(b.url, 'mutation($id: ID!) { toggleTopicLike(id: $id) { likes } }', { id: topicId }, author.token);
      for (const stream of streams) await untilSubscribed(stream, like, (e) => e.data?.topicEvents.kind === 'TOPIC_LIKES');
      const kind = (wanted: string) => (e: { data?: Record<string, any> }) => e.data?.topicEvents.kind === wanted;

      const posted = await gql<{ addComment: { id: string } }>(a.url, ADD_COMMENT, { input: { topicId, text: 'Posted on a' } }, author.token);
      for (const stream of streams) {
        expect((await stream.nextWhere(kind('COMMENT_ADDED'))).data?.topicEvents).toMatchObject({
          kind: 'COMMENT_ADDED', commentId: posted.data?.addComment.id, comment: { text: 'Posted on a', author: { username: expect.stringMatching(/^live_author_/) } },
        });
      }
      await gql(b.url, 'mutation($id: ID!) { editComment(id: $id, text: "Edited on b") { id } }', { id: posted.data?.addComment.id }, author.token);
      for (const stream of streams) expect((await stream.nextWhere(kind('COMMENT_EDITED'))).data?.topicEvents).toMatchObject({ kind: 'COMMENT_EDITED', comment: { text: 'Edited on b' } });
    } finally {
      await Promise.all(watchers.map((w) => w.dispose()));
    }
  });

  it('keeps serving from one process when the other stops', async () => {
    await a.stop();
    const res = await fetch(`${b.url}/api/health`);
    expect(res.status).toBe(200);
    const peppers = await gql<{ peppers: { totalItems: number } }>(b.url, '{ peppers(take: 1) { totalItems } }');
    expect(peppers.data?.peppers.totalItems).toBeGreaterThan(40);
  });
});
