import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { TYPOS_WHEN_FEWER_THAN } from '../../src/common/search/folded-search.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const SEARCH = `query($search: String, $searchIn: PepperSearchIn, $sortBy: PepperSortBy, $sortOrder: SortOrder) {
  peppers(search: $search, searchIn: $searchIn, sortBy: $sortBy, sortOrder: $sortOrder, take: 100) { totalItems items { name } }
}`;

/** [search, the pepper it must show first, peppers it must also find (Pepper X's story names the Reaper), peppers it must not find] */
const SEARCHES: [string, string, string[], string[]][] = [
  ['habanero', 'Habanero', ['Chocolate Habanero'], ['Jalapeño', 'Carolina Reaper']],
  ['HABANERO', 'Habanero', ['Chocolate Habanero'], ['Jalapeño']],
  ['habenero', 'Habanero', ['Chocolate Habanero'], ['Jalapeño', 'Carolina Reaper']],
  ['jalapeno', 'Jalapeño', ['Serrano'], ['Habanero', 'Padrón']],
  ['JALAPEÑO', 'Jalapeño', [], ['Habanero']],
  ['jalepeno', 'Jalapeño', [], ['Habanero', 'Padrón']],
  ['padron', 'Padrón', [], ['Jalapeño', 'Poblano (Ancho)']],
  ['aji amarillo', 'Ají Amarillo', [], ['Ají Limo', 'Jalapeño']],
  ['AJÍ AMARILLO', 'Ají Amarillo', [], ['Ají Limo']],
  ['carolina', 'Carolina Cayenne', ['Carolina Reaper', 'Pepper X'], ['Habanero']],
  ['קרולינה ריפר', 'Carolina Reaper', ['Pepper X'], ['Habanero']],
  ['קָרוֹלִינָה רִיפֶּר', 'Carolina Reaper', [], ['Habanero']],
  ['חלפיניו', 'Jalapeño', [], ['Habanero']],
  ['חֲלַפִּינְיוֹ', 'Jalapeño', [], ['Habanero']],
  ['הבנרו', 'Habanero', ['Chocolate Habanero'], ['Jalapeño']],
  ['reaper carolina', 'Carolina Reaper', ['Pepper X'], ['Habanero']],
];

/** Searches that must find nothing: a typo in a short word is not forgiven, nor a different word. */
const NOTHING = ['xqzvw', 'jxl', 'habanero xqzvw', 'קרולינה xqzvw'];

describe('catalogue search forgives case, accents, Hebrew points and typos', () => {
  let t: TestApp;
  const search = async (variables: Record<string, unknown>) => {
    const res = await t.gql<{ peppers: { totalItems: number; items: { name: string }[] } }>(SEARCH, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.peppers;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has the peppers the table names', () => {
    const names = new Set(PEPPER_SEED.map((p) => p.name));
    for (const [, first, found, notFound] of SEARCHES) for (const name of [first, ...found, ...notFound]) expect(names).toContain(name);
  });

  it.each(SEARCHES)('%s finds %s first', async (text, first, found, notFound) => {
    const { items, totalItems } = await search({ search: text });
    const names = items.map((p) => p.name);
    expect(totalItems).toBe(items.length);
    expect(names[0]).toBe(first);
    for (const name of found) expect(names).toContain(name);
    for (const name of notFound) expect(names).not.toContain(name);
  });

  it.each(NOTHING)('%s finds nothing', async (text) => {
    expect((await search({ search: text })).totalItems).toBe(0);
  });

  it('searches the names only when asked (the admin table), still forgiving typos and Hebrew', async () => {
    // Pepper X's story names the Reaper: found by the whole text, not by the names.
    expect((await search({ search: 'carolina' })).items.map((p) => p.name)).toContain('Pepper X');
    const names = (await search({ search: 'carolina', searchIn: 'names' })).items.map((p) => p.name);
    expect(names).toContain('Carolina Reaper');
    expect(names).not.toContain('Pepper X');
    expect((await search({ search: 'habenero', searchIn: 'names' })).items.map((p) => p.name)).toContain('Habanero');
    expect((await search({ search: 'הבנרו', searchIn: 'names' })).items.map((p) => p.name)).toContain('Habanero');
    expect((await search({ search: 'carolina', searchIn: 'all' })).items.map((p) => p.name)).toContain('Pepper X');
    // The group is shown beside the names: it is searched too.
    const chinense = await search({ search: 'chinense habanero', searchIn: 'names' });
    expect(chinense.items.map((p) => p.name)).toContain('Habanero');
    expect(chinense.items.map((p) => p.name)).not.toContain('Jalapeño');
  });

  it('ranks name matches before matches in the other text, and a chosen order wins over relevance', async () => {
    const relevance = (await search({ search: 'carolina' })).items.map((p) => p.name);
    expect(relevance.indexOf('Carolina Reaper')).toBeLessThan(relevance.indexOf('Pepper X'));
    expect((await search({ search: 'carolina', sortBy: 'relevance' })).items.map((p) => p.name)).toEqual(relevance);
    const reversed = (await search({ search: 'carolina', sortBy: 'relevance', sortOrder: 'asc' })).items.map((p) => p.name);
    expect(reversed.at(-1)).toBe('Carolina Cayenne');
    const byName = (await search({ search: 'carolina', sortBy: 'name' })).items.map((p) => p.name);
    expect(byName).toEqual([...relevance].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    // Relevance without a search is the name order.
    const all = (await search({ sortBy: 'relevance' })).items.map((p) => p.name.toLowerCase());
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('keeps the folded text of a changed pepper, in its trigram indexes', async () => {
    const db = t.running.app.get(DataSource);
    const indexes: { indexname: string }[] = await db.query(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'peppers' AND indexdef LIKE '%gin_trgm_ops%' ORDER BY indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(['peppers_search_names_idx', 'peppers_search_text_idx']);
    await db.query(`UPDATE peppers SET heb_origin = 'קוֹסְטָה רִיקָה' WHERE name = 'Habanero'`);
    expect((await search({ search: 'קוסטה ריקה' })).items.map((p) => p.name)).toEqual(['Habanero']);
    // A counter update leaves the folded text alone (the trigger fires only for searched columns).
    await db.query(`UPDATE peppers SET views = views + 1 WHERE name = 'Habanero'`);
    expect((await search({ search: 'קוסטה ריקה' })).totalItems).toBe(1);
  });
});

/**
 * Varied searches and their order as they were before the uncached path was made fast (issue 34): [search, other
 * arguments, how many match, the first six]. Taken from the code of the commit before, on the seeded catalogue; taken
 * again, with the same code, when the seed grew from 56 to 152 varieties and then to 155 (issue 33): among the first
 * six, the earlier peppers kept their order.
 */
const PINNED: [string, Record<string, string>, number, string[]][] = [
  ['habanero', {}, 19, ['Habanero', 'Chocolate Habanero', 'Caribbean Red Habanero', 'Cobanero', 'Habanada', 'Madame Jeanette']],
  ['red', {}, 102, ['Red Savina', 'Caribbean Red Habanero', 'Carolina Reaper', 'Ata Rodo', 'Giant Rocoto', 'Ramnad Mundu']],
  ['smoky', {}, 7, ['Ají Dulce', 'Ají Panca', 'Chimayo', 'Chocolate Habanero', 'Cobanero', 'Pimenta de Bode']],
  ['reaper carolina', {}, 2, ['Carolina Reaper', 'Pepper X']],
  ['חריף', { language: 'he' }, 42, ['7 Pot Brain Strain', '7 Pot Douglah', 'Ají Dulce', 'Ata Rodo', 'Ellachipur Sannam', 'Biquinho']],
  ['chinense', {}, 43, ['Ají Charapita', 'Chocolate Habanero', 'Jamaican Hot Chocolate', 'Chocolate Bhut Jolokia', 'Carolina Reaper', 'Caribbean Red Habanero']],
  ['jolokia', {}, 6, ['Bhut Jolokia', 'Chocolate Bhut Jolokia', 'Naga Morich', 'Naga Viper', 'Red Savina', 'Spanish Naga']],
  ['scotch bonnet', {}, 2, ['Scotch Bonnet', 'Ata Rodo']],
  ['ghost', {}, 3, ['7 Pot Barrackpore', 'Bhut Jolokia', 'Chocolate Bhut Jolokia']],
  ['hot', {}, 64, ['Charleston Hot', 'Jamaican Hot Chocolate', 'Mad Hatter', 'Hatch Chile', '7 Pot Douglah', 'Siling Haba']],
  ['pepper', {}, 72, ['Pepper X', 'Fish Pepper', 'Peter Pepper', 'Banana Pepper', 'Bell Pepper', 'Pepperoncini']],
  ['sweet', { sortBy: 'shu' }, 32, ['Carolina Reaper', 'Trinidad Moruga Scorpion', 'Chocolate Bhut Jolokia', 'Scotch Bonnet', 'Datil', 'Sugar Rush Peach']],
  ['מקסיקו', { language: 'he' }, 30, ['Tabasco', 'Mulato', 'Manzano', 'Bell Pepper', 'NuMex Heritage 6-4', 'Mirasol (Guajillo)']],
  ['habenero', {}, 3, ['Habanero', 'Chocolate Habanero', 'Caribbean Red Habanero']],
  ['fruity', {}, 16, ['Infinity', '7 Pot Douglah', '7 Pot Primo', 'Ají Pineapple', 'Ata Rodo', 'Biquinho']],
];

describe('catalogue search at speed keeps its answers', () => {
  let t: TestApp;
  const PINNED_QUERY = `query($search: String, $sortBy: PepperSortBy, $language: Language, $skip: Int) {
    peppers(search: $search, sortBy: $sortBy, language: $language, skip: $skip, take: 6) { totalItems items { name } }
  }`;
  const page = async (variables: Record<string, unknown>) => {
    const res = await t.gql<{ peppers: { totalItems: number; items: { name: string }[] } }>(PINNED_QUERY, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return { total: res.data!.peppers.totalItems, names: res.data!.peppers.items.map((p) => p.name) };
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(PINNED)('%s %j: %i matches, the same first six', async (search, extra, total, first) => {
    expect(await page({ search, ...extra })).toEqual({ total, names: first });
  });

  it('counts a page past the last match, and pages a search without repeating or losing a pepper', async () => {
    const red = PINNED.find(([search]) => search === 'red')![2];
    expect(await page({ search: 'red', skip: 600 })).toEqual({ total: red, names: [] });
    const pages = await Promise.all(Array.from({ length: Math.ceil(red / 6) }, (_, i) => page({ search: 'red', skip: i * 6 })));
    expect(pages.every((p) => p.total === red)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.names)).size).toBe(red);
  });

  it('forgives typos only when the words as typed find fewer than a page of peppers', async () => {
    const db = t.running.app.get(DataSource);
    const insert = (names: string[]) =>
      db.query(
        `INSERT INTO peppers (name, slug, "group", shu, shu_min, shu_max, shu_sort, heat_level, is_active, is_featured, difficulty, last_updated)
         SELECT n, 'pinned-' || md5(n), 'C. Annuum', '1,000', 1000, 1000, 1000, 'Medium', true, false, 'Easy', now() FROM unnest($1::text[]) n`,
        [names],
      );
    await insert(['Zorbexa Special']);
    await insert(Array.from({ length: TYPOS_WHEN_FEWER_THAN - 1 }, (_, i) => `Zorbaxa ${i + 1}`));
    // One too few found as typed: the name with a typo is found too.
    expect((await page({ search: 'zorbaxa' })).total).toBe(TYPOS_WHEN_FEWER_THAN);
    expect((await page({ search: 'zorbaxa', skip: TYPOS_WHEN_FEWER_THAN - 6 })).names).toContain('Zorbexa Special');
    // A page's worth found as typed: no guess is added.
    await insert([`Zorbaxa ${TYPOS_WHEN_FEWER_THAN}`]);
    const enough = await page({ search: 'zorbaxa', skip: TYPOS_WHEN_FEWER_THAN - 6 });
    expect(enough.total).toBe(TYPOS_WHEN_FEWER_THAN);
    expect(enough.names).not.toContain('Zorbexa Special');
    // The typo alone still finds the rest, itself first.
    const typo = await page({ search: 'zorbexa' });
    expect(typo).toMatchObject({ total: TYPOS_WHEN_FEWER_THAN + 1 });
    expect(typo.names[0]).toBe('Zorbexa Special');
  });
});

describe('REST GET /api/peppers', () => {
  let t: TestApp;
  const EXTRA = 130;
  beforeAll(async () => {
    t = await createTestApp();
    // More active peppers than a page of 100 (the test's own database copy).
    await t.running.app.get(DataSource).query(
      `INSERT INTO peppers (name, slug, "group", shu, shu_min, shu_max, shu_sort, heat_level, is_active, is_featured, difficulty, last_updated)
       SELECT 'Extra ' || g, 'extra-' || g, 'C. Annuum', '1,000', 1000, 1000, 1000, 'Medium', true, false, 'Easy', now() FROM generate_series(1, ${EXTRA}) g`,
    );
    await t.running.app.get(DataSource).query(
      `INSERT INTO peppers (name, slug, "group", shu, shu_min, shu_max, shu_sort, heat_level, is_active, is_featured, difficulty, last_updated)
       VALUES ('Hidden Extra', 'hidden-extra', 'C. Annuum', '1,000', 1000, 1000, 1000, 'Medium', false, false, 'Easy', now())`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every active pepper without paging parameters, with X-Total-Count', async () => {
    const active = PEPPER_SEED.length + EXTRA;
    const res = await t.rest<{ name: string }[]>('GET', '/api/peppers');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(active);
    expect(res.body.length).toBeGreaterThan(100);
    expect(res.headers.get('x-total-count')).toBe(String(active));
    expect(res.body.map((p) => p.name)).not.toContain('Hidden Extra');
  });

  it('pages with skip and take, take at most 100', async () => {
    const active = PEPPER_SEED.length + EXTRA;
    const page = await t.rest<{ id: string }[]>('GET', '/api/peppers?skip=100&take=50');
    expect(page.body).toHaveLength(50);
    expect(page.headers.get('x-total-count')).toBe(String(active));
    const skipOnly = await t.rest<{ id: string }[]>('GET', `/api/peppers?skip=${active - 30}`);
    expect(skipOnly.body).toHaveLength(30);
    const takeOnly = await t.rest<{ id: string }[]>('GET', '/api/peppers?take=10');
    expect(takeOnly.body).toHaveLength(10);
    expect((await t.rest('GET', '/api/peppers?take=101')).status).toBe(400);
    // Filters and the search apply to the whole list as to a page.
    const searched = await t.rest<{ name: string }[]>('GET', '/api/peppers?search=jalapeno');
    expect(searched.body[0].name).toBe('Jalapeño');
  });
});
