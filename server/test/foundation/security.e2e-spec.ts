import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GRAPHQL_LIMITS } from '../../src/config/app-config.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('security basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets security headers and hides the framework', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses queries deeper than the depth limit', async () => {
    // The schema is shallow today, so the limit is checked on an app configured with a low one.
    const shallow = await createTestApp({ graphql: { ...GRAPHQL_LIMITS, maxDepth: 3 } });
    try {
      const ok = await shallow.gql('query { topics { topics { title } } }');
      expect(ok.errors).toBeUndefined();
      const deep = await shallow.gql('query { topics { topics { author { username } } } }');
      expect(deep.errors?.[0].message).toMatch(/depth/i);
      expect(deep.data ?? null).toBeNull();
    } finally {
      await shallow.close();
    }
  });

  it('refuses more aliases than allowed', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: hottestPeppers { name }`).join(' ');
    const res = await t.gql(`query { ${aliases} }`);
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses queries above the cost limit', async () => {
    const fields = 'name hebName group shu shuMin shuMax description hebDescription origin flavor heatLevel growingTime difficulty color shape';
    const parts = Array.from({ length: 14 }, (_, i) => `p${i}: peppers(take: 100) { items { ${fields} } }`).join(' ');
    const res = await t.gql(`query { ${parts} }`);
    expect(res.errors?.map((e) => e.message).join(' ')).toMatch(/cost|alias/i);
  });

  it('does not run batched requests', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ hottestPeppers { name } }' }, { query: '{ hottestPeppers { name } }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('blocks simple cross-site GraphQL requests (CSRF prevention)', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ hottestPeppers { name } }')}`);
    expect(res.status).toBe(400);
    const ok = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ hottestPeppers { name } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(ok.status).toBe(200);
  });

  it('answers 413 with a JSON message for a body over the limit', async () => {
    const big = JSON.stringify({ query: `{ hottestPeppers { name } } # ${'x'.repeat(1_200_000)}` });
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const gql = await t.rest('POST', '/graphql', '{"query": ');
    expect(gql.status).toBe(400);
    expect(JSON.stringify(gql.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('never sends stack traces', async () => {
    const res = await t.gql('query { pepper(id: "nope") { name } }');
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(res)).not.toMatch(/stacktrace|at .*\.(js|ts):\d+/);
    const syntax = await t.gql('query { peppers( }');
    expect(syntax.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(JSON.stringify(syntax)).not.toMatch(/stacktrace/);
  });

  it('rejects a malformed bearer token with 401 even on public operations', async () => {
    const res = await t.rest('GET', '/api/peppers', undefined, 'not-a-jwt');
    expect(res.status).toBe(401);
    const gql = await t.gql('query { hottestPeppers { name } }', undefined, 'not-a-jwt');
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('validates GraphQL arguments with field messages', async () => {
    const res = await t.gql('query { peppers(take: 1000) { totalItems } }');
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.fields).toHaveProperty('take');
  });

  it('the development mailbox answers only this machine: any forwarding header naming another address is refused (404)', async () => {
    const mailbox = (headers: Record<string, string>) => fetch(`${t.url}/api/dev/mail?to=a@example.com`, { headers });
    expect((await mailbox({})).status).toBe(200);
    // A proxy on this machine naming itself is still this machine.
    expect((await mailbox({ 'x-forwarded-for': '127.0.0.1', forwarded: 'for="[::1]:4711"' })).status).toBe(200);
    // Before, only X-Forwarded-For was read: a local proxy sending another of these let anyone through.
    const spoofs: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { forwarded: 'for="[2001:db8::1]:443"' },
      { forwarded: 'for=127.0.0.1, for=203.0.113.9' },
      { forwarded: 'for=unknown' },
      { 'x-real-ip': '203.0.113.9' },
      { 'true-client-ip': '203.0.113.9' },
      { 'cf-connecting-ip': '203.0.113.9' },
      { 'x-client-ip': '203.0.113.9' },
    ];
    for (const headers of spoofs) {
      const res = await mailbox(headers);
      expect([JSON.stringify(headers), res.status]).toEqual([JSON.stringify(headers), 404]);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Refused before validation: no hint that the route exists.
    expect((await fetch(`${t.url}/api/dev/mail`, { headers: { 'x-real-ip': '203.0.113.9' } })).status).toBe(404);
  });

  it('in production: the development mailbox is absent (404 for any request, before validation, and not in /api/openapi.json)', async () => {
    const prod = await createTestApp({ env: 'production', introspection: false });
    try {
      for (const path of ['/api/dev/mail', '/api/dev/mail?to=a@example.com', '/api/dev/mail?to=', '/api/dev/mail?to[]=x']) {
        const res = await prod.rest('GET', path);
        expect([path, res.status, res.body?.code]).toEqual([path, 404, 'NOT_FOUND']);
        expect(JSON.stringify(res.body)).not.toMatch(/required|stack/i);
      }
      expect((await prod.rest('POST', '/api/dev/mail', { to: 'a@example.com' })).status).toBe(404);
      const document = (await prod.rest('GET', '/api/openapi.json')).body as {
        paths: Record<string, unknown>;
        components: { schemas: Record<string, unknown> };
      };
      expect(Object.keys(document.paths).length).toBeGreaterThan(40);
      expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/dev'))).toEqual([]);
      expect(document.components.schemas.DevMailAnswer).toBeUndefined();
      // Development documents it: the check above can fail.
      expect((await t.rest('GET', '/api/openapi.json')).body.paths['/api/dev/mail']).toBeDefined();
    } finally {
      await prod.close();
    }
  });

  it('in production mode: no introspection and no field suggestions', async () => {
    const prod = await createTestApp({ env: 'production', introspection: false });
    try {
      const intro = await prod.gql('query { __schema { types { name } } }');
      expect(intro.errors?.[0].message).toMatch(/introspection/i);
      const typo = await prod.gql('query { pepers { totalItems } }');
      expect(typo.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
      // Development keeps suggestions, which shows the check above can fail.
      const dev = await t.gql('query { pepers { totalItems } }');
      expect(JSON.stringify(dev.errors)).toMatch(/Did you mean/);
    } finally {
      await prod.close();
    }
  });
});
