// A block made during a Redis outage still closes the member's live socket on the other process (issue 28, item 10):
// two app processes reach Redis through a TCP relay in this test; the relay is cut, an admin blocks a member on one
// process (the account-changed message cannot cross), and the member's socket on the other process is closed with 4401
// as soon as that process's Redis connection is back (LiveGate checks every member's socket again then). The periodic
// check (LIVE_RECHECK_SECONDS) is set to an hour here, so only the reconnection can close it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { freePort, startServer, type StartedServer } from '../browser/utils/server.js';
import { Relay } from './tcp-relay.js';
import { throwawayDatabase } from './throwaway-database.js';
import { liveSocket, untilSubscribed, type LiveSocket } from '../../server/test/utils/live-client.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!PG_URL || !REDIS_URL) {
  throw new Error('The live re-check test needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)');
}

const db = throwawayDatabase(PG_URL, 'pa_live_recheck');

async function gql(base: string, query: string, variables: object = {}, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
}

async function signIn(base: string, email: string, password: string): Promise<{ token: string; id: string }> {
  const res = await gql(base, 'mutation($input: LoginInput!) { login(input: $input) { accessToken user { id } } }', { input: { email, password } });
  if (!res.data?.login) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(res.errors)}`);
  return { token: res.data.login.accessToken, id: res.data.login.user.id };
}

const LIKES = 'subscription($topicId: ID!) { topicEvents(topicId: $topicId) { kind likes } }';
const LIKE = 'mutation($id: ID!) { toggleTopicLike(id: $id) { likes } }';

describe('live sockets after a Redis outage', () => {
  let relay: Relay;
  let b: StartedServer;
  let c: StartedServer;
  let socket: LiveSocket | undefined;

  beforeAll(async () => {
    await db.create();
    const target = new URL(REDIS_URL);
    relay = new Relay(await freePort(), { host: target.hostname, port: Number(target.port || 6379) });
    await relay.open();
    const shared = {
      DATABASE_URL: db.url(),
      REDIS_URL: `redis://127.0.0.1:${relay.port}`,
      REDIS_PREFIX: `pa-test-${randomBytes(4).toString('hex')}:`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LIVE_RECHECK_SECONDS: '3600',
    };
    [b, c] = await Promise.all([startServer(shared), startServer(shared)]);
  });

  afterAll(async () => {
    await socket?.dispose();
    await Promise.all([b?.stop(), c?.stop()]);
    await relay?.cut();
    await db.drop();
  });

  it('closes with 4401 the socket on process C of a member blocked on process B while Redis was down, once Redis is back', async () => {
    const admin = await signIn(b.url, 'admin@pepperatlas.dev', 'PepperAdmin1!');
    const member = await signIn(c.url, 'user@pepperatlas.dev', 'PepperUser1!');
    const topicId = (await gql(c.url, '{ topics(limit: 1) { topics { id } } }')).data?.topics.topics[0].id;
    socket = liveSocket(c.url, member.token);
    await socket.connected;
    const events = socket.subscribe<Record<string, any>>(LIKES, { topicId });
    // Liked through B, received on C: events cross through Redis.
    await untilSubscribed(events, () => gql(b.url, LIKE, { id: topicId }, admin.token), (e) => e.data?.topicEvents.kind === 'TOPIC_LIKES');

    await relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const blocked = await gql(b.url, 'mutation($id: ID!) { setUserActive(id: $id, isActive: false) { isActive } }', { id: member.id }, admin.token);
    expect(blocked.errors).toBeUndefined();
    expect(blocked.data?.setUserActive.isActive).toBe(false);
    // Long enough for the message's publish to have failed for good (ioredis gives up a command after one retry).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const stillOpen = await Promise.race([socket.closed.then(() => false), Promise.resolve(true)]);
    expect(stillOpen).toBe(true);

    await relay.open();
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([socket.closed, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 15_000)))]);
    clearTimeout(timer);
    expect(closed?.code).toBe(4401);
  });
});
