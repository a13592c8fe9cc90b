import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { TOPIC_SEED } from '../../src/database/seed/data/topics.data.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('foundation API on the seeded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the database as up', async () => {
    const res = await t.rest('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('lists the seeded peppers, paged on the server', async () => {
    const res = await t.gql<{ peppers: { totalItems: number; items: { name: string }[] } }>(
      'query { peppers(take: 10) { totalItems items { name shu shuMin shuMax group } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.peppers.totalItems).toBe(PEPPER_SEED.length);
    expect(res.data?.peppers.items).toHaveLength(10);
  });

  it('searches peppers in English and Hebrew', async () => {
    const en = await t.gql('query { peppers(search: "jalape") { totalItems items { name } } }');
    expect(en.data?.peppers.items.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Jalape/)]),
    );
    const he = await t.gql('query($s: String) { peppers(search: $s) { totalItems } }', { s: 'הבנרו' });
    expect(he.data?.peppers.totalItems).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const res = await t.gql('query { peppers(search: "%") { totalItems } }');
    expect(res.data?.peppers.totalItems).toBe(0);
  });

  it('returns the hottest peppers first, Pepper X on top', async () => {
    const res = await t.gql<{ hottestPeppers: { name: string; shuMin: number; shuMax: number | null }[] }>(
      'query { hottestPeppers(limit: 6) { name shuMin shuMax } }',
    );
    const list = res.data?.hottestPeppers ?? [];
    expect(list).toHaveLength(6);
    expect(list[0].name).toMatch(/Pepper X/);
    const heat = list.map((p) => (p.shuMax === null ? p.shuMin : (p.shuMin + p.shuMax) / 2));
    expect([...heat].sort((a, b) => b - a)).toEqual(heat);
  });

  it('answers GET /api/peppers with a plain array in the wire shape of docs/rest-api.md', async () => {
    const res = await t.rest('GET', '/api/peppers');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(PEPPER_SEED.length);
    expect(res.headers.get('x-total-count')).toBe(String(PEPPER_SEED.length));
    expect(Object.keys(res.body[0])).toEqual(
      expect.arrayContaining(['heb-name', 'heb-description', 'growing_time', 'heat_level', 'last_updated', 'img', 'isActive']),
    );
  });

  it('lists forum topics with pinned topics apart and totals', async () => {
    const res = await t.gql(
      'query { topics(limit: 5) { total totalPages currentPage stats { totalTopics totalViews totalComments } pinnedTopics { title pinned } topics { title pinned author { username } } } }',
    );
    expect(res.errors).toBeUndefined();
    const page = res.data?.topics;
    expect(page.stats.totalTopics).toBe(TOPIC_SEED.length);
    expect(page.pinnedTopics.length).toBe(TOPIC_SEED.filter((s) => s.pinned).length);
    expect(page.topics).toHaveLength(5);
    expect(page.topics.every((x: { pinned: boolean }) => !x.pinned)).toBe(true);
    expect(page.total).toBe(TOPIC_SEED.filter((s) => !s.pinned).length);
    expect(page.topics[0].author.username).toBeTruthy();
  });

  it('sorts topics by views in both directions', async () => {
    const q = 'query($o: SortOrder!) { topics(sortBy: views, sortOrder: $o, limit: 50) { topics { views } } }';
    const asc = (await t.gql(q, { o: 'asc' })).data?.topics.topics.map((x: { views: number }) => x.views);
    const desc = (await t.gql(q, { o: 'desc' })).data?.topics.topics.map((x: { views: number }) => x.views);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...asc].reverse());
  });

  it('opens a topic by id, and answers NOT_FOUND for an unknown or malformed id', async () => {
    const list = await t.gql('query { topics(limit: 1) { topics { id title } } }');
    const first = list.data?.topics.topics[0];
    const one = await t.gql('query($id: ID!) { topic(id: $id) { title description author { username } } }', { id: first.id });
    expect(one.data?.topic.title).toBe(first.title);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const missing = await t.gql('query($id: ID!) { topic(id: $id) { title } }', { id });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers GET /api/topics with the fields the old client reads', async () => {
    const res = await t.rest('GET', '/api/topics?category=growing&sortBy=views&sortOrder=desc&page=1&limit=5');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['topics', 'pinnedTopics', 'stats', 'currentPage', 'totalPages']));
    expect(res.body.topics.every((x: { category: string }) => x.category === 'growing')).toBe(true);
    expect(typeof res.body.topics[0].author).toBe('string');
    expect(typeof res.body.topics[0].comments).toBe('number');
  });

  it('refuses bad REST input with 400 and a message, never a 500', async () => {
    const res = await t.rest('GET', '/api/topics?sortBy=hack&limit=-4');
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.code).toBe('BAD_USER_INPUT');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.rest('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
