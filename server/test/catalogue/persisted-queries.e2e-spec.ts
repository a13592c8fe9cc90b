// Guests' public reads over GET with automatic persisted queries (Apollo's APQ): a hash the server does not
// know is refused with a stable code, the text registers it, and the GET answer then carries an ETag and
// Cache-Control a browser or CDN revalidates with (304), changes at once after an admin's write, and is
// never what a member (a token) gets. Real HTTP, on both databases.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GUEST_CACHE_CONTROL, GuestAnswers } from '../../src/app/guest-answers.js';
import { actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const CATALOGUE = `query GuestCatalogue($search: String, $take: Int) {
  peppers(search: $search, sortBy: name, take: $take) { totalItems items { id name likedByMe } }
}`;
const TOPICS = 'query GuestTopics { topics(limit: 5) { total topics { id title } } categoryStats { category } }';
const UPDATE = 'mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { id name } }';
const LIKE = 'mutation($id: ID!) { togglePepperLike(id: $id) { liked } }';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const extensions = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
/** What the client sends: the CSRF prevention header, JSON wanted. */
const CLIENT_HEADERS = { 'apollo-require-preflight': 'true', accept: 'application/json' };

type Peppers = { totalItems: number; items: { id: string; name: string; likedByMe: boolean }[] };

describe('persisted queries over GET for guests', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let guests: GuestAnswers;

  /** The GET a guest's browser sends for a persisted query. */
  const urlOf = (query: string, variables: Record<string, unknown>) => {
    const params = new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(extensions(query)) });
    return `${t.url}/graphql?${params}`;
  };
  const get = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(urlOf(query, variables), { headers: { ...CLIENT_HEADERS, ...headers } });
  const register = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, extensions: extensions(query) }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const tokens = await actorTokens(t);
    admin = tokens.admin as string;
    member = tokens.user as string;
    guests = t.running.app.get(GuestAnswers);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an unknown hash with PERSISTED_QUERY_NOT_FOUND, registers the text, then answers the GET with an ETag and 304s', async () => {
    const variables = { search: 'habanero', take: 5 };
    const missing = await get(CATALOGUE, variables);
    expect(missing.status).toBe(200);
    expect(((await missing.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );

    const registered = await register(CATALOGUE, variables);
    expect(registered.errors).toBeUndefined();

    const { hits } = guests.stats();
    const first = await get(CATALOGUE, variables);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { data: { peppers: Peppers } };
    expect(body.data.peppers.items.map((p) => p.name)).toContain('Chocolate Habanero');
    expect(body).toEqual(registered);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(first.headers.get('vary')).toMatch(/Authorization/i);

    // The same URL again: replayed without running the query, the same bytes and ETag.
    const again = await get(CATALOGUE, variables);
    expect(await again.json()).toEqual(body);
    expect(again.headers.get('etag')).toBe(etag);
    expect(guests.stats().hits).toBeGreaterThan(hits);

    // A browser or CDN revalidating what it kept.
    const revalidated = await get(CATALOGUE, variables, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it("answers an admin's change in the next GET: the ETag a browser kept no longer matches", async () => {
    // Datil is the one pepper from St. Augustine (sorted by name, a search for 'datil' also finds names a typo away).
    const variables = { search: 'augustine', take: 5 };
    expect((await register(CATALOGUE, variables)).errors).toBeUndefined();
    const before = await get(CATALOGUE, variables);
    const etag = before.headers.get('etag')!;
    const datil = ((await before.json()) as { data: { peppers: Peppers } }).data.peppers.items[0];
    expect(datil.name).toBe('Datil');
    expect((await get(CATALOGUE, variables, { 'if-none-match': etag })).status).toBe(304);

    expect((await t.gql(UPDATE, { id: datil.id, input: { name: 'Datil Changed' } }, admin)).errors).toBeUndefined();
    const after = await get(CATALOGUE, variables, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { data: { peppers: Peppers } }).data.peppers.items[0].name).toBe('Datil Changed');
    await t.gql(UPDATE, { id: datil.id, input: { name: 'Datil' } }, admin);
    const restored = (await (await get(CATALOGUE, variables)).json()) as { data: { peppers: Peppers } };
    expect(restored.data.peppers.items[0].name).toBe('Datil');
  });

  it("never gives a token-bearing request a guest's answer, nor keeps a member's for guests", async () => {
    const variables = { search: 'scotch bonnet', take: 5 };
    expect((await register(CATALOGUE, variables)).errors).toBeUndefined();
    const guestFirst = (await (await get(CATALOGUE, variables)).json()) as { data: { peppers: Peppers } };
    const pepper = guestFirst.data.peppers.items[0];
    expect(pepper.likedByMe).toBe(false);
    const liked = await t.gql<{ togglePepperLike: { liked: boolean } }>(LIKE, { id: pepper.id }, member);
    expect(liked.data?.togglePepperLike.liked).toBe(true);

    // The guest's answer is kept (and replayed to guests) while the member asks the same URL with a token.
    await get(CATALOGUE, variables);
    const { hits } = guests.stats();
    const asMember = await get(CATALOGUE, variables, { authorization: `Bearer ${member}` });
    expect(asMember.status).toBe(200);
    expect(asMember.headers.get('cache-control')).not.toBe(GUEST_CACHE_CONTROL);
    expect(((await asMember.json()) as { data: { peppers: Peppers } }).data.peppers.items[0]).toMatchObject({ id: pepper.id, likedByMe: true });
    expect(guests.stats().hits).toBe(hits);
    const guestAgain = (await (await get(CATALOGUE, variables)).json()) as { data: { peppers: Peppers } };
    expect(guestAgain.data.peppers.items[0].likedByMe).toBe(false);
    await t.gql(LIKE, { id: pepper.id }, member);
  });

  it('answers the forum lists the same way, and leaves a GET without the CSRF header to Apollo, which refuses it', async () => {
    expect((await register(TOPICS, {})).errors).toBeUndefined();
    const first = await get(TOPICS, {});
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe(GUEST_CACHE_CONTROL);
    expect(((await first.json()) as { data: { topics: { topics: unknown[] } } }).data.topics.topics.length).toBeGreaterThan(0);
    expect((await get(TOPICS, {}, { 'if-none-match': etag })).status).toBe(304);

    const { hits } = guests.stats();
    const simple = await fetch(urlOf(TOPICS, {}));
    expect(simple.status).toBe(400);
    expect(guests.stats().hits).toBe(hits);
  });

  it('refuses a text that does not match its hash with a stable code, and registers nothing', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ query: CATALOGUE, variables: {}, extensions: extensions(TOPICS.replace('limit: 5', 'limit: 6')) }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const other = TOPICS.replace('limit: 5', 'limit: 6');
    const missing = (await (await get(other, {})).json()) as { errors: { extensions: { code: string } }[] };
    expect(missing.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
