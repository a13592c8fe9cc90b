// A database outage, for real: the app reaches PostgreSQL through a TCP relay in this test, and the
// relay is cut (every connection dropped, nothing listening) and restored. While it is down every
// answer is a clear 503 with Retry-After (REST `{message}`; GraphQL with SERVICE_UNAVAILABLE, also
// for a signed-in request whose user cannot be loaded), and the API serves data again once it is back.
// `node bench/load.mjs --fault` does the same under load with PostgreSQL itself stopped.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort, startServer, type StartedServer } from '../browser/utils/server.js';
import { Relay } from './tcp-relay.js';
import { throwawayDatabase } from './throwaway-database.js';

const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) throw new Error('The outage test needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');

const db = throwawayDatabase(PG_URL, 'pa_outage');

const QUERY = '{ topics(limit: 1) { total topics { id } } }';

async function gql(base: string, query: string, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

describe('PostgreSQL unreachable', () => {
  let relay: Relay;
  let server: StartedServer;
  let token: string;

  beforeAll(async () => {
    await db.create();
    const target = new URL(PG_URL);
    relay = new Relay(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    await relay.open();
    server = await startServer({ DATABASE_URL: db.url(`127.0.0.1:${relay.port}`) });
    const res = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@pepperatlas.dev', password: 'PepperUser1!' }),
    });
    token = ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  });

  afterAll(async () => {
    await server?.stop();
    await relay?.cut();
    await db.drop();
  });

  it('answers normally while the database is reachable', async () => {
    const res = await gql(server.url, QUERY);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('answers 503 with Retry-After on every API while it is down, then recovers when it is back', async () => {
    await relay.cut();
    // A guest's list answer of the last second is replayed without the database (GuestAnswers, 1 s): ask after it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    const guest = await gql(server.url, QUERY);
    expect(guest.status).toBe(503);
    expect(guest.retryAfter).toBe('5');
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(guest.body.errors?.[0]?.message).toMatch(/temporarily unavailable/);

    // A signed-in request: its user cannot be loaded. An outage, not an expired session (which would sign the user out).
    const signedIn = await gql(server.url, '{ me { id } }', token);
    expect(signedIn.status).toBe(503);
    expect(signedIn.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

    const rest = await fetch(`${server.url}/api/peppers`);
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    // The REST routes keep the texts of docs/rest-api.md ("Failed to load peppers").
    expect(((await rest.json()) as { message: string }).message).toEqual(expect.any(String));

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);

    await relay.open();
    const deadline = Date.now() + 5_000;
    let back = await gql(server.url, '{ me { id } }', token);
    while (back.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      back = await gql(server.url, '{ me { id } }', token);
    }
    expect(back.status).toBe(200);
    expect(back.body.errors).toBeUndefined();
    expect((await fetch(`${server.url}/api/peppers`)).status).toBe(200);
  });
});
