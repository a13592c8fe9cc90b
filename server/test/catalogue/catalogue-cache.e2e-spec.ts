// The catalogue's caches (totals, statistics, page ids) never show a change late: every answer checks
// the catalogue version a trigger moves with each change, in the same transaction. Checked through real
// HTTP with requests in flight at the same time, on both databases.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../../src/peppers/catalogue-cache.service.js';
import { GUEST_ANSWER_MS, GuestAnswers } from '../../src/app/guest-answers.js';
import { actorTokens } from '../utils/actors.js';
import { allPages } from '../utils/catalogue-pages.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const SEARCH = 'query($search: String, $sortBy: PepperSortBy, $take: Int) { peppers(search: $search, sortBy: $sortBy, take: $take) { totalItems items { id name likes views } } }';
const STATS = '{ pepperStats { total } }';
const SET_STATUS = 'mutation($id: ID!, $value: Boolean!) { setPepperStatus(id: $id, action: active, value: $value) { id isActive } }';
const UPDATE = 'mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { id name } }';

type Page = { totalItems: number; items: { id: string; name: string; likes: number; views: number }[] };

describe('catalogue caches', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let cache: CatalogueCache;
  let guests: GuestAnswers;
  let sql: DataSource;
  const page = async (variables: Record<string, unknown>, token?: string): Promise<Page> => {
    const res = await t.gql(SEARCH, { take: 24, ...variables }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data?.peppers as Page;
  };
  const total = async (): Promise<number> => (await t.gql(STATS)).data?.pepperStats.total;

  beforeAll(async () => {
    t = await createTestApp();
    const tokens = await actorTokens(t);
    admin = tokens.admin as string;
    member = tokens.user as string;
    cache = t.running.app.get(CatalogueCache);
    guests = t.running.app.get(GuestAnswers);
    sql = t.running.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a repeated search from the cache, and an admin change is in the very next answer', async () => {
    const first = await page({ search: 'habanero' }, member);
    const habanero = first.items.find((p) => p.name === 'Habanero')!;
    expect(habanero).toBeDefined();
    const before = await total();
    const { hits } = cache.stats();
    expect(await page({ search: 'habanero' }, member)).toEqual(first);
    expect(await total()).toBe(before);
    expect(cache.stats().hits).toBeGreaterThan(hits);

    expect((await t.gql(SET_STATUS, { id: habanero.id, value: false }, admin)).errors).toBeUndefined();
    const hidden = await page({ search: 'habanero' }, member);
    expect(hidden.items.map((p) => p.id)).not.toContain(habanero.id);
    expect(hidden.totalItems).toBe(first.totalItems - 1);
    expect(await total()).toBe(before - 1);

    expect((await t.gql(SET_STATUS, { id: habanero.id, value: true }, admin)).errors).toBeUndefined();
    expect(await page({ search: 'habanero' }, member)).toEqual(first);
    expect(await total()).toBe(before);
  });

  it('sees a change written with SQL behind the API, because the database moves the version', async () => {
    const before = await page({ search: 'datil' });
    expect(before.items[0]?.name).toBe('Datil');
    await sql.query(`UPDATE peppers SET is_active = false WHERE name = 'Datil'`);
    const hidden = await page({ search: 'datil' });
    expect(hidden.items.map((p) => p.name)).not.toContain('Datil');
    expect(hidden.totalItems).toBe(before.totalItems - 1);
    await sql.query(`UPDATE peppers SET is_active = true WHERE name = 'Datil'`);
    expect(await page({ search: 'datil' })).toEqual(before);
  });

  it('keeps its entries through views and likes, while a member sees the current likes and popularity order at once', async () => {
    const version = async () => (await sql.query('SELECT version FROM content_versions WHERE name = \'catalogue\''))[0].version;
    const listed = await page({ sortBy: 'name' }, member);
    const target = listed.items[5];
    const v = await version();
    await t.gql('mutation($id: ID!) { viewPepper(id: $id) }', { id: target.id });
    expect(await version()).toBe(v);
    const again = await page({ sortBy: 'name' }, member);
    expect(again.items[5]).toMatchObject({ id: target.id, views: target.views + 1 });

    // Popularity is read every time: enough views put a pepper first at once.
    const popular = await page({ sortBy: 'popularity' }, member);
    const last = popular.items[popular.items.length - 1];
    const lead = popular.items[0].likes * 5 + popular.items[0].views;
    await sql.query('UPDATE peppers SET views = views + $2 WHERE id = $1', [last.id, lead + 1]);
    expect((await page({ sortBy: 'popularity' }, member)).items[0].id).toBe(last.id);
    expect(await version()).toBe(v);
  });

  it('runs a new search once for thirty clients asking at the same moment, and all get the same answer', async () => {
    const { misses } = cache.stats();
    const answers = await Promise.all(Array.from({ length: 30 }, () => page({ search: 'pepper' }, member)));
    expect(answers[0].totalItems).toBeGreaterThan(24);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // One page of ids and one total.
    expect(cache.stats().misses - misses).toBe(2);
  });

  it('never answers from before a change once the change is acknowledged, with reads and writes in flight together', async () => {
    const peppers = (await page({ sortBy: 'name', take: 20 })).items;
    const reads: Promise<Page>[] = [];
    const writes = peppers.map((p, i) => {
      reads.push(page({ search: 'renamed', take: 50 }));
      return t.gql(UPDATE, { id: p.id, input: { name: `${p.name} Renamed ${i}` } }, admin);
    });
    for (const res of await Promise.all(writes)) expect(res.errors).toBeUndefined();
    await Promise.all(reads);
    const after = await page({ search: 'renamed', take: 50 });
    expect(after.totalItems).toBe(20);
    expect(after.items.map((p) => p.id).sort()).toEqual(peppers.map((p) => p.id).sort());
    await Promise.all(peppers.map((p) => t.gql(UPDATE, { id: p.id, input: { name: p.name } }, admin)));
    expect((await page({ search: 'renamed', take: 50 })).totalItems).toBe(0);
  });

  it('lets two bulk edits run at the same moment (the version row is taken at commit, after the peppers)', async () => {
    const ids = (await page({ sortBy: 'name', take: 20 })).items.map((p) => p.id);
    const bulk = 'mutation($ids: [ID!]!, $patch: PepperPatchInput!) { bulkUpdatePeppers(ids: $ids, patch: $patch) { applied changeSetId } }';
    const results = await Promise.all([
      t.gql(bulk, { ids: ids.slice(0, 10), patch: { isFeatured: true } }, admin),
      t.gql(bulk, { ids: ids.slice(10).reverse(), patch: { isFeatured: true } }, admin),
    ]);
    for (const res of results) expect(res.data?.bulkUpdatePeppers.applied).toBe(true);
    const featured = await allPages<{ id: string }>(t, 'query($skip: Int) { peppers(featured: true, skip: $skip, take: 100) { totalItems items { id } } }');
    const featuredIds = featured.items.map((p) => p.id);
    for (const id of ids) expect(featuredIds).toContain(id);
    for (const res of results) {
      await t.gql('mutation($id: ID!) { undoPepperChanges(changeSetId: $id) { applied } }', { id: res.data?.bulkUpdatePeppers.changeSetId }, admin);
    }
  });

  it("replays a guest's catalogue answer to other guests for a second, never a member's, and never one with an error", async () => {
    const { hits, misses } = guests.stats();
    const first = await t.rest('POST', '/graphql', { query: SEARCH, variables: { search: 'chinense', take: 24 } });
    const second = await t.rest('POST', '/graphql', { query: SEARCH, variables: { search: 'chinense', take: 24 } });
    expect(second.body).toEqual(first.body);
    expect(guests.stats()).toMatchObject({ hits: hits + 1, misses: misses + 1 });
    // Members' answers carry their own likes and favourites: always computed.
    const liked = 'query { peppers(search: "chinense", take: 3) { items { id likedByMe } } }';
    await t.gql(liked, {}, member);
    await t.gql(liked, {}, member);
    expect(guests.stats().hits).toBe(hits + 1);
    // A question outside the catalogue is not kept, nor an answer with an error.
    await t.gql('{ publicSettings { commentsPerPage } }');
    await t.gql('{ publicSettings { commentsPerPage } }');
    const bad = '{ peppers(status: inactive) { totalItems } }';
    expect((await t.gql(bad)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(bad)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(guests.stats().hits).toBe(hits + 1);
  });

  it('shows guests a view within a second, and an admin change at once', async () => {
    const guest = await page({ sortBy: 'name' });
    const target = guest.items[3];
    await t.gql('mutation($id: ID!) { viewPepper(id: $id) }', { id: target.id });
    await new Promise((r) => setTimeout(r, GUEST_ANSWER_MS + 50));
    expect((await page({ sortBy: 'name' })).items[3]).toMatchObject({ id: target.id, views: target.views + 1 });
    expect((await t.gql(UPDATE, { id: target.id, input: { name: `${target.name} Changed` } }, admin)).errors).toBeUndefined();
    expect((await page({ sortBy: 'name' })).items.map((p) => p.name)).toContain(`${target.name} Changed`);
    await t.gql(UPDATE, { id: target.id, input: { name: target.name } }, admin);
  });

  it('replays the REST list to guests with its total and its ETag (304 when unchanged)', async () => {
    const first = await t.rest('GET', '/api/peppers?search=habanero&take=5');
    expect(first.status).toBe(200);
    const again = await t.rest('GET', '/api/peppers?search=habanero&take=5');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-total-count')).toBe(first.headers.get('x-total-count'));
    const etag = again.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const res = await fetch(`${t.url}/api/peppers?search=habanero&take=5`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
  });
});
