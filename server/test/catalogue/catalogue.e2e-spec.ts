import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parsePodColors } from '@pepper-atlas/domain';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { allPages } from '../utils/catalogue-pages.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const LIST = `query($search: String, $heatLevels: [HeatLevel!], $groups: [PepperGroup!], $origins: [String!], $colors: [String!], $shapes: [String!],
  $featured: Boolean, $sortBy: PepperSortBy, $sortOrder: SortOrder, $skip: Int, $take: Int, $status: PepperStatus) {
  peppers(search: $search, heatLevels: $heatLevels, groups: $groups, origins: $origins, colors: $colors, shapes: $shapes,
    featured: $featured, sortBy: $sortBy, sortOrder: $sortOrder, skip: $skip, take: $take, status: $status) {
    totalItems items { id name heatLevel group origin color shape isFeatured shuMin shuMax views likes }
  }
}`;

type Item = { id: string; name: string; heatLevel: string; group: string; origin: string; color: string; shape: string; isFeatured: boolean; shuMin: number; shuMax: number | null; views: number; likes: number };

describe('catalogue: search, filters, sort, statistics, content', () => {
  let t: TestApp;
  let admin: string;
  /** One page when `take` is given, else every matching pepper (page after page of 100). */
  const list = async (variables: Record<string, unknown>, token?: string) => {
    if (variables.take === undefined) return allPages<Item>(t, LIST, { take: 100, ...variables }, token);
    const res = await t.gql<{ peppers: { totalItems: number; items: Item[] } }>(LIST, variables, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.peppers;
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('filters by heat level, group, origin, color and shape, combined with AND', async () => {
    const hot = await list({ heatLevels: ['super_hot'] });
    expect(hot.totalItems).toBe(PEPPER_SEED.filter((p) => p.heatLevel === 'Super Hot').length);
    expect(hot.items.every((p) => p.heatLevel === 'super_hot')).toBe(true);
    const two = await list({ heatLevels: ['mild', 'medium'] });
    expect(two.totalItems).toBe(PEPPER_SEED.filter((p) => p.heatLevel === 'Mild' || p.heatLevel === 'Medium').length);
    const chinenseRed = await list({ groups: ['c_chinense'], colors: ['Red'] });
    expect(chinenseRed.totalItems).toBe(PEPPER_SEED.filter((p) => p.group === 'C. Chinense' && parsePodColors(p.color)?.color === 'red').length);
    const country = PEPPER_SEED[0].country;
    expect((await list({ origins: [country] })).totalItems).toBe(PEPPER_SEED.filter((p) => p.country === country).length);
    const shape = PEPPER_SEED[0].shape;
    expect((await list({ shapes: [shape] })).totalItems).toBe(PEPPER_SEED.filter((p) => p.shape === shape).length);
    expect((await list({ featured: true })).totalItems).toBe(PEPPER_SEED.filter((p) => p.isFeatured).length);
    // A null list means no filter, as an absent one does.
    expect((await list({ heatLevels: null, groups: null })).totalItems).toBe(PEPPER_SEED.length);
  });

  it('sorts by name, heat (a range by its midpoint), popularity, newest and oldest', async () => {
    const byName = (await list({ sortBy: 'name' })).items.map((p) => p.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    const desc = (await list({ sortBy: 'name', sortOrder: 'desc' })).items.map((p) => p.name.toLowerCase());
    expect(desc).toEqual([...byName].reverse());
    const mid = (p: Item) => (p.shuMax === null ? p.shuMin : (p.shuMin + p.shuMax) / 2);
    const heat = (await list({ sortBy: 'shu' })).items.map(mid);
    expect(heat).toEqual([...heat].sort((a, b) => b - a));
    const heatAsc = (await list({ sortBy: 'shu', sortOrder: 'asc' })).items.map(mid);
    expect(heatAsc).toEqual([...heatAsc].sort((a, b) => a - b));
    const popular = (await list({ sortBy: 'popularity' })).items.map((p) => p.likes * 5 + p.views);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const newest = (await list({ sortBy: 'newest' })).items.map((p) => p.id);
    const oldest = (await list({ sortBy: 'oldest' })).items.map((p) => p.id);
    expect(newest).toHaveLength(oldest.length);
  });

  it('pages on the server and caps the page size', async () => {
    const first = await list({ take: 10, sortBy: 'name' });
    const second = await list({ take: 10, skip: 10, sortBy: 'name' });
    expect(first.items).toHaveLength(10);
    expect(second.items[0].id).not.toBe(first.items[9].id);
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(20);
    const tooMany = await t.gql(LIST, { take: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('treats SQL in every search and filter as plain text', async () => {
    const attacks = ["' OR 1=1 --", "'); DROP TABLE peppers; --", '%_%', '\\'];
    for (const text of attacks) {
      const res = await list({ search: text, origins: [text], colors: [text], shapes: [text] });
      expect(res.totalItems).toBe(0);
      // Heat levels and groups are enums: text outside them is refused before any query runs.
      const refused = await t.gql(LIST, { heatLevels: [text], groups: [text] });
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await list({})).totalItems).toBe(PEPPER_SEED.length);
  });

  it('reports statistics that add up', async () => {
    const res = await t.gql('query { pepperStats { total byHeatLevel { value count } byOrigin { value count hebValue } byGroup { value count } byColor { value count } byShape { value count } } }');
    const stats = res.data?.pepperStats;
    expect(stats.total).toBe(PEPPER_SEED.length);
    const sum = (facet: { count: number }[]) => facet.reduce((n, f) => n + f.count, 0);
    expect(sum(stats.byGroup)).toBe(PEPPER_SEED.length);
    expect(sum(stats.byHeatLevel)).toBe(PEPPER_SEED.length);
    expect(sum(stats.byOrigin)).toBe(PEPPER_SEED.length);
    expect(stats.byOrigin.map((o: { value: string }) => o.value).sort()).toEqual([...new Set(PEPPER_SEED.map((p) => p.country))].sort());
    expect(stats.byGroup.map((g: { value: string }) => g.value).sort()).toEqual(['c_annuum', 'c_baccatum', 'c_chinense', 'c_frutescens', 'c_pubescens']);
  });

  it('keeps inactive peppers for admins only', async () => {
    const guest = await t.gql(LIST, { status: 'all' });
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const user = await t.gql(LIST, { status: 'inactive' }, (await signIn(t, ACCOUNTS.user)).token);
    expect(user.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const victim = (await list({ sortBy: 'name', take: 1 })).items[0];
    await t.gql('mutation($id: ID!) { setPepperStatus(id: $id, action: active, value: false) { isActive } }', { id: victim.id }, admin);
    expect((await list({}, undefined)).items.map((p) => p.id)).not.toContain(victim.id);
    expect((await t.gql('query($id: ID!) { pepper(id: $id) { name } }', { id: victim.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await list({ status: 'inactive' }, admin)).items.map((p) => p.id)).toEqual([victim.id]);
    expect((await t.gql('query($id: ID!) { pepper(id: $id) { name } }', { id: victim.id }, admin)).data?.pepper.name).toBe(victim.name);
  });

  it('serves bilingual home content: news and events, recipes, guides', async () => {
    const res = await t.gql(`query {
      newsEvents(take: 3) { totalItems items { id title hebTitle date location hebLocation attendees } }
      recipes(take: 3) { totalItems items { id title hebTitle difficulty timeMinutes rating servings ingredients hebSteps } }
      guides(take: 3) { totalItems items { id title hebTitle durationMinutes level views body } }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.newsEvents.totalItems).toBe(8);
    expect(res.data?.recipes.items).toHaveLength(3);
    const dates = res.data?.newsEvents.items.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
    const recipe = res.data?.recipes.items[0];
    expect((await t.gql('query($id: ID!) { recipe(id: $id) { title } }', { id: recipe.id })).data?.recipe.title).toBe(recipe.title);
    expect((await t.gql('query { guide(id: "nope") { title } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
