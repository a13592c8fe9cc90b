import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { TOPIC_SEED } from '../../src/database/seed/data/topics.data.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * The REST routes as an old client calls them (docs/rest-api.md): query strings carry text, so every
 * boolean and number parameter is read from its text; the forum's default category `all` is a filter
 * value like any other; anything unreadable is a 400 with a message, never a 500 or a silent guess.
 * Adding a pepper without its required fields answers the add-pepper copy's messages.
 */
describe('REST contract: query parameters, forum categories, add-pepper messages, report dates', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const unpinned = TOPIC_SEED.filter((x) => !x.pinned);
  const expect400 = async (path: string, message: RegExp, token?: string) => {
    const res = await t.rest('GET', path, undefined, token);
    expect({ path, status: res.status }).toEqual({ path, status: 400 });
    expect(res.body.message).toMatch(message);
  };

  it("answers every topic for the category 'all', in the query and in the path", async () => {
    const plain = await t.rest('GET', '/api/topics?limit=100');
    expect(plain.status).toBe(200);
    expect(plain.body.total).toBe(unpinned.length);
    for (const path of ['/api/topics?category=all&limit=100', '/api/topics/category/all?limit=100', '/api/topics/search?q=&category=all&limit=100']) {
      const res = await t.rest('GET', path);
      expect({ path, status: res.status, total: res.body.total }).toEqual({ path, status: 200, total: unpinned.length });
      expect(res.body.topics.length).toBe(unpinned.length);
    }
    // A real category in the path still filters, and wins over a category in the query string.
    const recipe = await t.rest('GET', '/api/topics/category/recipe?category=all&limit=100');
    expect(recipe.body.total).toBe(unpinned.filter((x) => x.category === 'recipe').length);
    expect(recipe.body.topics.every((x: { category: string }) => x.category === 'recipe')).toBe(true);
  });

  it('refuses an unknown category with a 400 that names the accepted values', async () => {
    for (const path of ['/api/topics/category/bogus', '/api/topics?category=bogus', '/api/topics/search?q=a&category=bogus']) {
      await expect400(path, /^category must be one of all, general, growing, identification, recipe, tips, diseases$/);
    }
  });

  it('reads booleans from query strings: true/false/1/0, anything else is a 400', async () => {
    const featured = PEPPER_SEED.filter((p) => p.isFeatured).length;
    for (const [value, count] of [
      ['true', featured],
      ['1', featured],
      ['TRUE', featured],
      ['false', PEPPER_SEED.length - featured],
      ['0', PEPPER_SEED.length - featured],
    ] as const) {
      const res = await t.rest('GET', `/api/peppers?featured=${value}`);
      expect({ value, status: res.status, count: res.body.length }).toEqual({ value, status: 200, count });
      expect(res.body.every((p: { isFeatured: boolean }) => p.isFeatured === (count === featured))).toBe(true);
    }
    for (const value of ['maybe', '', 'yes', '2']) await expect400(`/api/peppers?featured=${value}`, /^featured must be true or false/);
    await expect400('/api/peppers?featured=true&featured=false', /^featured must be true or false/);
    // favoritesOnly without a session is an empty list, parsed all the same
    expect((await t.rest('GET', '/api/peppers?favoritesOnly=1')).status).not.toBe(500);
    await expect400('/api/peppers?favoritesOnly=sure', /^favoritesOnly must be true or false/);

    const active = await t.rest('GET', '/api/users?isActive=1&take=100', undefined, admin);
    expect(active.status).toBe(200);
    expect(active.body.users.length).toBeGreaterThan(0);
    expect(active.body.users.every((u: { isActive: boolean }) => u.isActive)).toBe(true);
    const blocked = await t.rest('GET', '/api/users?isActive=0&take=100', undefined, admin);
    expect(blocked.body.users.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
    expect(active.body.total + blocked.body.total).toBe((await t.rest('GET', '/api/users?take=100', undefined, admin)).body.total);
    await expect400('/api/users?isActive=nope', /^isActive must be true or false/, admin);
    await expect400('/api/users/search?q=a&isActive=nope', /^isActive must be true or false/, admin);
    await expect400('/api/users/role/user?isActive=nope', /^isActive must be true or false/, admin);
  });

  it('reads whole numbers from query strings, and refuses text, fractions, hex and blanks with a 400', async () => {
    const page = await t.rest('GET', '/api/peppers?skip=2&take=3');
    expect(page.status).toBe(200);
    expect(page.body.length).toBe(3);
    expect(page.headers.get('x-total-count')).toBe(String(PEPPER_SEED.length));
    expect((await t.rest('GET', '/api/peppers?skip=%202&take=3')).body.length).toBe(3);
    const topics = await t.rest('GET', '/api/topics?page=2&limit=2');
    expect(topics.body).toMatchObject({ currentPage: 2 });
    expect(topics.body.topics.length).toBe(2);
    expect((await t.rest('GET', '/api/topics/recent?limit=4')).body.topics.length).toBe(4);
    expect((await t.rest('GET', '/api/users?skip=0&take=2', undefined, admin)).body.users.length).toBe(2);

    const bad = ['abc', '1.5', '0x10', '', '1e3', '9999999999999999999999'];
    const routes: [string, string, string?][] = [
      ['/api/peppers', 'skip'],
      ['/api/peppers', 'take'],
      ['/api/topics', 'page'],
      ['/api/topics', 'limit'],
      ['/api/topics/category/all', 'page'],
      ['/api/topics/search', 'limit'],
      ['/api/topics/recent', 'limit'],
      ['/api/topics/popular', 'limit'],
      ['/api/topics/active', 'limit'],
      [`/api/topics/author/${TOPIC_SEED[0].author}`, 'limit'],
      ['/api/users', 'take', admin],
      ['/api/users/search', 'skip', admin],
      ['/api/users/role/admin', 'take', admin],
    ];
    for (const [route, name, token] of routes) {
      for (const value of bad) await expect400(`${route}?${name}=${encodeURIComponent(value)}`, new RegExp(`^${name} must be`), token);
    }
    // In range but out of bounds: the bounds' own messages
    await expect400('/api/topics?page=0', /^page must not be less than 1/);
    await expect400('/api/peppers?take=101', /^take must not be greater than 100/);
    await expect400('/api/peppers?skip=-1', /^skip must not be less than 0/);
  });

  it("refuses a new pepper without name, heat units or group with the add-pepper copy's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shu: 5, group: 'C. Annuum' }, 'name', 'Pepper name is required'],
      [{ name: 'Okay', group: 'C. Annuum' }, 'shu', 'Heat units are required'],
      [{ name: 'Okay', shu: '', group: 'C. Annuum' }, 'shu', 'Heat units are required'],
      [{ name: 'Okay', shu: 5 }, 'group', 'Pepper group is required'],
    ];
    for (const [body, field, message] of cases) {
      for (const path of ['/api/peppers', '/chillies']) {
        const res = await t.rest('POST', path, body, admin);
        expect({ path, field, status: res.status, message: res.body.message }).toEqual({ path, field, status: 400, message });
      }
    }
    const all = await t.rest('POST', '/api/peppers', {}, admin);
    expect(all.body.message).toBe('Pepper name is required');
    // An existing pepper whose name is emptied: the form table's wording
    const [first] = (await t.rest('GET', '/api/peppers?take=1')).body;
    const cleared = await t.rest('PUT', `/api/peppers/${first.id}`, { name: '' }, admin);
    expect({ status: cleared.status, message: cleared.body.message }).toEqual({ status: 400, message: 'Name is required' });
  });

  it('answers a report with createDate, the same date as createdAt', async () => {
    const member = (await signIn(t, ACCOUNTS.user)).token;
    const topics = (await t.rest('GET', '/api/topics?limit=20')).body.topics;
    const topic = topics.find((x: { author: string }) => x.author !== 'chili_fan');
    const made = await t.gql(
      'mutation($input: ReportContentInput!) { reportContent(input: $input) { id createdAt createDate } }',
      { input: { type: 'spam', description: 'Selling seeds', topicId: topic.id } },
      member,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data?.reportContent.createDate).toBe(made.data?.reportContent.createdAt);
    const queue = await t.gql('query { reports { items { id createdAt createDate } } }', undefined, admin);
    const mine = queue.data?.reports.items.find((r: { id: string }) => r.id === made.data?.reportContent.id);
    expect(mine.createDate).toBe(mine.createdAt);
    expect(Number.isNaN(Date.parse(mine.createDate))).toBe(false);
  });
});
