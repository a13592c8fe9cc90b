import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { SettingsService } from '../../src/settings/settings.service.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { startServerProcess, type ServerProcess } from '../utils/server-process.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../utils/test-app.js';

const KEY_BUDGET = 40;
const CREATE = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }';
const RATE_LIMIT = '{ rateLimit { limit remaining resetAt cost } }';

/**
 * Counted in the database, and in Redis too when TEST_REDIS_URL is set (shared by every process), as .ci/run does:
 * in CI a missing Redis fails here rather than leaving the Redis half untested.
 */
const testRedisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && !testRedisUrl) throw new Error('The budgets test needs TEST_REDIS_URL in CI (e.g. redis://127.0.0.1:6379)');
const STORES = [{ store: 'the database', redisUrl: undefined as string | undefined }, ...(testRedisUrl ? [{ store: 'Redis', redisUrl: testRedisUrl }] : [])];

async function gqlWithHeaders(url: string, query: string, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: any[]; extensions?: any } };
}

describe.each(STORES)('API budgets (issue 35), counted in $store', ({ redisUrl }) => {
  const redisPrefix = `pa-budget-test-${process.pid}-${randomBytes(3).toString('hex')}:`;
  let t: TestApp;
  let member: string;
  const newKey = async () => (await t.gql(CREATE, { input: { name: `k${randomBytes(3).toString('hex')}`, scopes: ['read'] } }, member)).data!.createApiKey.key as string;

  beforeAll(async () => {
    t = await createTestApp(redisUrl ? { redisUrl, redisPrefix } : {});
    await t.running.app.get(SettingsService).save({ keyPointsPerHour: KEY_BUDGET }, null);
    member = (await signIn(t, ACCOUNTS.user)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers GraphQL and REST with RateLimit-Policy and RateLimit, and GraphQL with its cost in extensions', async () => {
    const first = await gqlWithHeaders(t.url, '{ peppers(take: 2) { totalItems items { name } } }', member);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('"hour";q=250000;w=3600');
    const cost = first.body.extensions.cost;
    expect(cost).toEqual({ requested: expect.any(Number), limit: 250000, remaining: expect.any(Number), resetAt: expect.any(String) });
    expect(cost.requested).toBeGreaterThan(1);
    expect(first.headers.get('ratelimit')).toMatch(new RegExp(`^"hour";r=${cost.remaining};t=\\d+$`));
    const second = await gqlWithHeaders(t.url, '{ peppers(take: 2) { totalItems items { name } } }', member);
    expect(second.body.extensions.cost.remaining).toBe(cost.remaining - cost.requested);

    const restFirst = await t.rest('GET', '/api/peppers?take=1', undefined, member);
    const restSecond = await t.rest('GET', '/api/peppers?take=1', undefined, member);
    expect(restFirst.headers.get('ratelimit-policy')).toBe('"hour";q=250000;w=3600');
    const remaining = (headers: Headers) => Number(/r=(\d+)/.exec(headers.get('ratelimit') ?? '')?.[1]);
    expect(remaining(restSecond.headers)).toBe(remaining(restFirst.headers) - 1);
  });

  it('answers rateLimit alone for free, and tells a key its own budget', async () => {
    const key = await newKey();
    const a = await gqlWithHeaders(t.url, RATE_LIMIT, key);
    const b = await gqlWithHeaders(t.url, RATE_LIMIT, key);
    expect(a.body.data.rateLimit).toEqual({ limit: KEY_BUDGET, remaining: KEY_BUDGET, resetAt: expect.any(String), cost: 0 });
    expect(b.body.data.rateLimit.remaining).toBe(KEY_BUDGET);
    expect(new Date(a.body.data.rateLimit.resetAt).getTime()).toBeGreaterThan(Date.now());
    // Asked with other fields, it counts like any query, and says what this one cost.
    const c = await gqlWithHeaders(t.url, '{ me { username } rateLimit { remaining cost } }', key);
    expect(c.body.data.rateLimit.cost).toBeGreaterThan(0);
    expect(c.body.data.rateLimit.remaining).toBe(KEY_BUDGET - c.body.data.rateLimit.cost);
  });

  it('refuses a client over its budget: 429 with Retry-After, TOO_MANY_REQUESTS on GraphQL and REST', async () => {
    const key = await newKey();
    for (let i = 0; i < KEY_BUDGET; i++) expect((await t.rest('GET', '/api/peppers?take=1', undefined, key)).status).toBe(200);
    const rest = await t.rest('GET', '/api/peppers?take=1', undefined, key);
    expect([rest.status, rest.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(rest.headers.get('ratelimit')).toMatch(/^"hour";r=0;t=\d+$/);
    const gql = await gqlWithHeaders(t.url, '{ me { username } }', key);
    expect(gql.status).toBe(429);
    expect(gql.body.errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
    // Where it stands can still be asked; the member's own session has a budget of its own.
    expect((await gqlWithHeaders(t.url, RATE_LIMIT, key)).body.data.rateLimit.remaining).toBe(0);
    expect((await gqlWithHeaders(t.url, '{ me { username } }', member)).status).toBe(200);
  });

  it('admits exactly the budget under parallel requests, across two processes on PostgreSQL', async () => {
    let other: ServerProcess | undefined;
    // PGlite is one process's database: two processes share PostgreSQL only.
    if (t.db.databaseUrl) {
      other = await startServerProcess({
        NODE_ENV: 'test',
        DATABASE_URL: t.db.databaseUrl!,
        DATA_DIR: t.db.dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SEED: 'false',
        LOG_FORMAT: 'json',
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
      });
    }
    try {
      const key = await newKey();
      const urls = other ? [t.url, other.url] : [t.url];
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          fetch(`${urls[i % urls.length]}/api/peppers?take=1`, { headers: { authorization: `Bearer ${key}` } }).then((res) => res.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(KEY_BUDGET);
      expect(statuses.filter((s) => s === 429)).toHaveLength(100 - KEY_BUDGET);
    } finally {
      await other?.stop();
    }
  });
});

describe('API_BUDGETS=off: a deployment whose gateway meters clients itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiBudgets: false });
    await t.running.app.get(SettingsService).save({ keyPointsPerHour: KEY_BUDGET }, null);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts and refuses nothing, and sends no RateLimit headers', async () => {
    const member = (await signIn(t, ACCOUNTS.user)).token;
    const key = (await t.gql(CREATE, { input: { name: 'unmetered', scopes: ['read'] } }, member)).data!.createApiKey.key as string;
    for (let i = 0; i < KEY_BUDGET + 2; i++) {
      const rest = await t.rest('GET', '/api/peppers?take=1', undefined, key);
      expect(rest.status).toBe(200);
      expect(rest.headers.get('ratelimit')).toBeNull();
    }
    const gql = await gqlWithHeaders(t.url, '{ me { username } }', key);
    expect(gql.status).toBe(200);
    expect(gql.headers.get('ratelimit-policy')).toBeNull();
    expect(gql.body.extensions?.cost).toBeUndefined();
  });
});
