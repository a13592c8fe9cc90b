import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { COUNT_CAP } from '../../src/peppers/pepper-search.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const LIST = `query($search: String, $heatLevels: [HeatLevel!], $sortBy: PepperSortBy, $skip: Int, $take: Int, $exactTotal: Boolean) {
  peppers(search: $search, heatLevels: $heatLevels, sortBy: $sortBy, skip: $skip, take: $take, exactTotal: $exactTotal) {
    totalItems totalCapped items { id name }
  }
}`;

interface List {
  totalItems: number;
  totalCapped: boolean;
  items: { id: string; name: string }[];
}

/**
 * Issue 34: a list counts its matches only as far as a reader's list needs them (COUNT_CAP, or one past the page), says
 * so with totalCapped ("1,000+"), and counts them all when asked (exactTotal: the admin table's pager).
 */
describe('the catalogue counts a large result up to 1,000', () => {
  let t: TestApp;
  const EXTRA = COUNT_CAP + 100;
  let mild = 0;
  const list = async (variables: Record<string, unknown>): Promise<List> => {
    const res = await t.gql<{ peppers: List }>(LIST, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.peppers;
  };
  beforeAll(async () => {
    t = await createTestApp();
    const ds = t.running.app.get(DataSource);
    await ds.query(
      `INSERT INTO peppers (name, slug, "group", shu, shu_min, shu_max, shu_sort, heat_level, is_active, is_featured, difficulty, last_updated)
       SELECT 'Countmark ' || g, 'countmark-' || g, 'C. Baccatum', '500', 500, 500, 500, 'Mild', true, false, 'Easy', now() FROM generate_series(1, ${EXTRA}) g`,
    );
    mild = Number((await ds.query(`SELECT count(*)::int AS n FROM peppers WHERE heat_level = 'Mild' AND is_active AND deleted_at IS NULL`))[0].n);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('says "at least 1,000" for a search that finds more, by relevance and by another order alike', async () => {
    const relevance = await list({ search: 'countmark', take: 24 });
    expect(relevance).toMatchObject({ totalItems: COUNT_CAP, totalCapped: true });
    expect(relevance.items).toHaveLength(24);
    expect(relevance.items.every((p) => p.name.startsWith('Countmark '))).toBe(true);
    // Sorted by another order, a search's matches are gathered and sorted whole anyway: that count is exact.
    const byName = await list({ search: 'countmark', sortBy: 'name', take: 24 });
    expect(byName).toMatchObject({ totalItems: EXTRA, totalCapped: false });
    expect(byName.items.map((p) => p.name)).toEqual(
      Array.from({ length: EXTRA }, (_, i) => `Countmark ${i + 1}`)
        .sort()
        .slice(0, 24),
    );

  });

  it('counts a filter without a search up to 1,000 too, and every match with exactTotal', async () => {
    expect(mild).toBeGreaterThan(COUNT_CAP);
    expect(await list({ heatLevels: ['mild'], take: 24 })).toMatchObject({ totalItems: COUNT_CAP, totalCapped: true });
    expect(await list({ heatLevels: ['mild'], take: 24, exactTotal: true })).toMatchObject({ totalItems: mild, totalCapped: false });
    expect(await list({ search: 'countmark', take: 24, exactTotal: true })).toMatchObject({ totalItems: EXTRA, totalCapped: false });
  });

  it('counts one past a page beyond the cap, so "show more" knows there is more, and ends exactly at the last page', async () => {
    const deep = await list({ search: 'countmark', skip: COUNT_CAP, take: 24 });
    expect(deep).toMatchObject({ totalItems: COUNT_CAP + 25, totalCapped: true });
    expect(deep.items).toHaveLength(24);
    const last = await list({ search: 'countmark', skip: EXTRA - 10, take: 24 });
    expect(last).toMatchObject({ totalItems: EXTRA, totalCapped: false });
    expect(last.items).toHaveLength(10);
    const past = await list({ search: 'countmark', skip: EXTRA + 50, take: 24 });
    expect(past.items).toHaveLength(0);
  });

  it('pages through a capped result without repeats or gaps, in parallel', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => list({ search: 'countmark', sortBy: 'shu', skip: i * 24, take: 24 })));
    const ids = pages.flatMap((p) => p.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(8 * 24);
    const whole = await list({ search: 'countmark', sortBy: 'shu', skip: 0, take: 100 });
    const again = await list({ search: 'countmark', sortBy: 'shu', skip: 100, take: 92 });
    expect(ids).toEqual([...whole.items, ...again.items].map((p) => p.id));
  });

  it('tells a small result exactly', async () => {
    expect(await list({ search: 'habanero', take: 24 })).toMatchObject({ totalCapped: false });
    // The numbers with "10" in them (10, 100-110, 210 ... 910, 1000-1100): 121, counted exactly, below the cap.
    const few = await list({ search: 'countmark 10', take: 24 });
    expect(few).toMatchObject({ totalItems: 121, totalCapped: false });
    const rest = await list({ search: 'countmark 10', skip: few.totalItems - 1, take: 24 });
    expect(rest).toMatchObject({ totalItems: few.totalItems, totalCapped: false });
    expect(rest.items).toHaveLength(1);
    expect(few.items[0].name).toBe('Countmark 10');
  });

  it('forgives a typo in a word of the names, never in a number', async () => {
    // One pepper as typed; "1051" is not a typo of "1050" (a search that finds one pepper asks for typos).
    expect(await list({ search: 'countmark 1050', take: 24 })).toMatchObject({ totalItems: 1, items: [{ name: 'Countmark 1050' }] });
    // A word typed wrong is found through the names' words (search_words), kept by a trigger as names are written.
    const ds = t.running.app.get(DataSource);
    await ds.query(`UPDATE peppers SET name = 'Countmark Zanzibarian 7' WHERE slug = 'countmark-7'`);
    expect(await list({ search: 'zanzibarain', take: 24 })).toMatchObject({ totalItems: 1, items: [{ name: 'Countmark Zanzibarian 7' }] });
    expect(await list({ search: 'countmark zanzibarain', take: 24 })).toMatchObject({ totalItems: 1 });
    // A word no name has any more finds nothing, though the dictionary keeps it.
    await ds.query(`UPDATE peppers SET name = 'Countmark 7' WHERE slug = 'countmark-7'`);
    expect(await list({ search: 'zanzibarain', take: 24 })).toMatchObject({ totalItems: 0 });
  });

  it('REST says X-Total-Count-Capped on a capped page, and counts everything without paging or with exactTotal', async () => {
    const page = await t.rest<unknown[]>('GET', '/api/peppers?search=countmark&take=10');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe(String(COUNT_CAP));
    expect(page.headers.get('x-total-count-capped')).toBe('true');
    const exact = await t.rest<unknown[]>('GET', '/api/peppers?search=countmark&take=10&exactTotal=true');
    expect(exact.headers.get('x-total-count')).toBe(String(EXTRA));
    expect(exact.headers.get('x-total-count-capped')).toBeNull();
    const all = await t.rest<unknown[]>('GET', '/api/peppers?search=countmark');
    expect(all.body).toHaveLength(EXTRA);
    expect(all.headers.get('x-total-count')).toBe(String(EXTRA));
    expect(all.headers.get('x-total-count-capped')).toBeNull();
  });

  it('keeps statistics over group, heat and country together (the planner sees a rare combination as rare)', async () => {
    const rows: { name: string }[] = await t.running.app.get(DataSource).query(`SELECT stxname AS name FROM pg_statistic_ext WHERE stxname = 'peppers_facets_stats'`);
    expect(rows).toHaveLength(1);
  });
});
