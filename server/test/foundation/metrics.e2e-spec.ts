import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const scrape = (t: TestApp, authorization?: string) => fetch(`${t.url}/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is off: 404, with or without a token, never the page of the client', async () => {
    for (const authorization of [undefined, 'Bearer anything']) {
      const res = await scrape(t, authorization);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const token = randomBytes(24).toString('hex');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: token });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs that bearer token: 401 without it or with another one (a session token included)', async () => {
    const session = (await signIn(t, ACCOUNTS.admin)).token;
    for (const authorization of [undefined, `Bearer ${token}x`, `Bearer ${session}`, token, `Basic ${token}`]) {
      const res = await scrape(t, authorization);
      expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const res = await scrape(t, `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('reports HTTP and GraphQL latency, error counts, the database pool and cache lookups', async () => {
    const operation = `Metrics${randomBytes(3).toString('hex')}`;
    const before = await (await scrape(t, `Bearer ${token}`)).text();
    const peppersBefore = sample(before, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/peppers/:id', status: '404' }) ?? 0;

    expect((await t.rest('GET', '/api/peppers?take=2')).status).toBe(200);
    expect((await t.gql(`query { forumSearch(search: "pepper") { total } }`)).errors).toBeUndefined();
    expect((await t.rest('GET', '/api/peppers/no-such-pepper')).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await t.gql(`query ${operation} { peppers(take: 1) { totalItems } }`)).errors).toBeUndefined();
    const denied = await t.gql(`mutation ${operation}Denied { deletePepper(id: "00000000-0000-0000-0000-000000000000") { id } }`);
    expect(denied.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const text = await (await scrape(t, `Bearer ${token}`)).text();
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/peppers', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/peppers', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/peppers/:id', status: '404' })).toBe(peppersBefore + 1);
    expect(sample(text, 'http_request_errors_total', { method: 'GET', route: '/api/peppers/:id', status: '404' })).toBe(peppersBefore + 1);
    // The second of the two guests' catalogue queries is answered from the first's answer, without executing it.
    expect(sample(text, 'graphql_operation_duration_seconds_count', { operation, type: 'query' })).toBe(1);
    expect(sample(text, 'cache_lookups', { cache: 'guest-answers', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_lookups', { cache: 'catalogue', result: 'miss' })).toBeGreaterThanOrEqual(1);
    // The catalogue's list went to its index in memory, which holds the active peppers.
    const indexLookups = (sample(text, 'cache_lookups', { cache: 'catalogue-index', result: 'hit' }) ?? 0) + (sample(text, 'cache_lookups', { cache: 'catalogue-index', result: 'miss' }) ?? 0);
    expect(indexLookups).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'search_index_rows', { index: 'catalogue' })).toBeGreaterThan(100);
    expect(sample(text, 'search_index_build_seconds', { index: 'catalogue' })).toBeGreaterThan(0);
    // So did the forum search, to the forum's (SQL answers while it is built: a miss).
    const forumLookups = (sample(text, 'cache_lookups', { cache: 'forum-index', result: 'hit' }) ?? 0) + (sample(text, 'cache_lookups', { cache: 'forum-index', result: 'miss' }) ?? 0);
    expect(forumLookups).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'graphql_operation_duration_seconds_count', { operation: `${operation}Denied`, type: 'mutation' })).toBe(1);
    expect(sample(text, 'graphql_operation_errors_total', { operation: `${operation}Denied`, code: 'UNAUTHENTICATED' })).toBe(1);
    expect(sample(text, 'graphql_operation_errors_total', { operation })).toBeUndefined();
    expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^db_pool_max_connections \d+$/m);
    // Settings are read on every request that checks a setting: the cache answers most of them.
    expect(sample(text, 'cache_lookups', { cache: 'settings', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // The scrape itself carries no session: it is counted like any request, under its own route.
    expect(text).not.toContain(token);
  });
});
