import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { COUNTERS_MAY_LAG_MS } from '../../src/common/cache/content-cache.js';
import { CatalogueIndexService, foldedAsciiWord } from '../../src/peppers/catalogue-index.service.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';
// @ts-expect-error plain JavaScript shared with jest's globalSetup
import { testDbKind } from '../utils/template.mjs';
import { mismatches, pick as pickOf, seeded, typedWord } from '../utils/varied-searches.js';

const LIST = `query($search: String, $heatLevels: [HeatLevel!], $groups: [PepperGroup!], $origins: [String!], $colors: [String!],
  $featured: Boolean, $sortBy: PepperSortBy, $sortOrder: SortOrder, $language: Language, $skip: Int, $take: Int, $exactTotal: Boolean) {
  peppers(search: $search, heatLevels: $heatLevels, groups: $groups, origins: $origins, colors: $colors, featured: $featured,
    sortBy: $sortBy, sortOrder: $sortOrder, language: $language, skip: $skip, take: $take, exactTotal: $exactTotal) {
    totalItems totalCapped items { id }
  }
}`;

/**
 * 3,000 more peppers, the same in every database this runs on (ids from md5): names and texts put together from the
 * seeded ones, with ties in every order (the same names, heat, dates), Hebrew names missing from some, empty facets,
 * inactive and deleted rows the catalogue must not show.
 */
const SYNTHETIC = `
  WITH src AS (
    SELECT array_agg(name ORDER BY slug) AS names, array_agg(coalesce(heb_name, name) ORDER BY slug) AS hebs,
      array_agg(coalesce(description, '') ORDER BY slug) AS descs, array_agg(coalesce(heb_description, '') ORDER BY slug) AS hebdescs,
      array_agg(DISTINCT country) FILTER (WHERE country IS NOT NULL) AS countries,
      array_agg(DISTINCT color) FILTER (WHERE color IS NOT NULL) AS colors, array_agg(DISTINCT shape) FILTER (WHERE shape IS NOT NULL) AS shapes,
      count(*)::int AS n
    FROM peppers
  )
  INSERT INTO peppers (id, name, heb_name, description, heb_description, slug, "group", shu, shu_min, shu_max, shu_sort, heat_level,
    country, color, shape, is_active, is_featured, difficulty, created_at, last_updated, deleted_at)
  SELECT md5('index-' || g)::uuid,
    CASE WHEN g % 10 = 0 THEN names[1 + g % n] ELSE names[1 + (g * 31) % n] || ' ' || split_part(names[1 + (g * 7) % n], ' ', 1) END,
    CASE WHEN g % 4 = 0 THEN NULL ELSE hebs[1 + (g * 13) % n] || CASE WHEN g % 3 = 0 THEN '' ELSE ' ' || (g % 7) END END,
    descs[1 + (g * 17) % n], hebdescs[1 + (g * 19) % n], 'index-' || g,
    (ARRAY['C. Annuum', 'C. Baccatum', 'C. Chinense', 'C. Frutescens', 'C. Pubescens'])[1 + g % 5],
    ((g * 37) % 500 * 100)::text, (g * 37) % 500 * 100, (g * 37) % 500 * 100, (g * 37) % 500 * 100,
    (ARRAY['Mild', 'Medium', 'Hot', 'Very Hot', 'Extremely Hot', 'Super Hot'])[1 + (g * 3) % 6],
    CASE WHEN g % 9 = 0 THEN NULL ELSE countries[1 + (g * 11) % array_length(countries, 1)] END,
    CASE WHEN g % 8 = 0 THEN NULL ELSE colors[1 + (g * 5) % array_length(colors, 1)] END,
    CASE WHEN g % 6 = 0 THEN NULL ELSE shapes[1 + (g * 7) % array_length(shapes, 1)] END,
    g % 17 <> 0, g % 13 = 0, 'Easy',
    timestamptz '2024-01-01 00:00:00+00' + (g % 400) * interval '1 hour', timestamptz '2025-01-01 00:00:00+00' + (g % 300) * interval '1 day',
    CASE WHEN g % 29 = 0 THEN timestamptz '2025-06-01 00:00:00+00' END
  FROM src, generate_series(1, 3000) g`;

interface Answer {
  totalItems: number;
  totalCapped: boolean;
  items: { id: string }[];
}

/**
 * Issue 34: the catalogue's searches are answered from an index in memory (peppers/catalogue-index.ts). Its answers must
 * be SQL's, to the id and the count: the same varied requests go to an app that answers them in SQL (SEARCH_INDEX=off)
 * and to one that answers them from its index, over identical databases.
 */
describe('the catalogue index answers as SQL does', () => {
  let sql: TestApp;
  let indexed: TestApp;
  let words: string[] = [];

  beforeAll(async () => {
    [sql, indexed] = await Promise.all([createTestApp({ searchIndex: false }), createTestApp()]);
    for (const app of [sql, indexed]) await app.running.app.get(DataSource).query(SYNTHETIC);
    const rows: { w: string }[] = await sql.running.app
      .get(DataSource)
      .query(`SELECT DISTINCT w FROM peppers, regexp_split_to_table(search_names || ' ' || left(search_text, 200), '\\s+') w WHERE length(w) >= 2 ORDER BY w`);
    words = rows.map((r) => r.w);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([sql?.close(), indexed?.close()]);
  });

  const ask = async (app: TestApp, variables: Record<string, unknown>): Promise<Answer> => {
    const res = await app.gql<{ peppers: Answer }>(LIST, variables);
    if (res.errors) throw new Error(`${JSON.stringify(variables)}: ${JSON.stringify(res.errors)}`);
    return res.data!.peppers;
  };

  /** A request as a reader sends them: a word or two, part of a word, a typo, Hebrew points; filters, an order, a page. */
  const request = (rng: () => number): Record<string, unknown> => {
    const pick = <T>(list: readonly T[]): T => pickOf(rng, list);
    const word = () => typedWord(rng, words);
    const r = rng();
    // Some lists have no search: filters alone, in an order.
    const search = r < 0.12 ? undefined : r < 0.35 ? `${word()} ${word()}` : word();
    const variables: Record<string, unknown> = {
      search,
      sortBy: pick([undefined, undefined, 'relevance', 'name', 'shu', 'newest', 'oldest', 'lastUpdated', 'popularity']),
      sortOrder: pick([undefined, undefined, 'asc', 'desc']),
      language: pick(['en', 'he']),
      take: pick([6, 24, 24, 50]),
    };
    variables.skip = pick([0, 0, 0, 6, 24, 48, 120]);
    if (rng() < 0.2) variables.heatLevels = [pick(['mild', 'medium', 'hot', 'very_hot', 'extremely_hot', 'super_hot'])];
    if (rng() < 0.15) variables.groups = [pick(['c_annuum', 'c_baccatum', 'c_chinense']), pick(['c_frutescens', 'c_pubescens'])];
    if (rng() < 0.1) variables.origins = [pick(['MX', 'Mexico', 'פרו', 'India', 'Nowhere'])];
    if (rng() < 0.08) variables.colors = [pick(['red', 'yellow', 'green'])];
    if (rng() < 0.08) variables.featured = rng() < 0.5;
    if (rng() < 0.05) variables.exactTotal = true;
    return variables;
  };

  it('gives the same page and count for 400 varied searches, several at once', async () => {
    const rng = seeded(34);
    const requests = Array.from({ length: 400 }, () => request(rng));
    const service = indexed.running.app.get(CatalogueIndexService);
    const before = service.stats();
    const found = await mismatches(requests, (variables) => ask(sql, variables), (variables) => ask(indexed, variables));
    expect(found.slice(0, 5)).toEqual([]);
    // The index answered (the page cache answers a repeat; popularity is SQL's), and typos were forgiven by it too.
    const after = service.stats();
    expect(after.answers - before.answers).toBeGreaterThan(200);
    expect(after.typos - before.typos).toBeGreaterThan(5);
    expect(sql.running.app.get(CatalogueIndexService).stats().answers).toBe(0);
  }, 300_000);

  it('folds a plain ASCII word as PostgreSQL does, without asking it', async () => {
    const rng = seeded(35);
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const random = Array.from({ length: 300 }, () => Array.from({ length: 1 + Math.floor(rng() * 12) }, () => alphabet[Math.floor(rng() * alphabet.length)]).join(''));
    const ascii = [...words.filter((w) => /^[a-z0-9]+$/.test(w)), ...random];
    expect(ascii.length).toBeGreaterThan(400);
    const rows: { word: string; folded: string; trigrams: string[] }[] = await sql.running.app
      .get(DataSource)
      .query(`SELECT w AS word, search_fold(w) AS folded, show_trgm(search_fold(w)) AS trigrams FROM unnest($1::text[]) AS w`, [ascii]);
    const differ = rows.filter((row) => {
      const mine = foldedAsciiWord(row.word);
      return !mine || mine.folded !== row.folded || [...mine.trigrams].sort().join('|') !== [...row.trigrams].sort().join('|');
    });
    expect(differ.slice(0, 5)).toEqual([]);
    // Anything else is PostgreSQL's to fold.
    for (const word of ['jalapeño', 'o\'neil', 'חריף', 'Habanero', 'a-b', '']) expect(foldedAsciiWord(word)).toBeNull();
  });

  it('follows a change at once: a renamed pepper is found by its new name in the next answer, then by the new index', async () => {
    const ds = indexed.running.app.get(DataSource);
    const service = indexed.running.app.get(CatalogueIndexService);
    const variables = { search: 'quixotrand', take: 6 };
    expect((await ask(indexed, variables)).totalItems).toBe(0);
    const { builds } = service.stats();
    await ds.query(`UPDATE peppers SET name = 'Quixotrand Special' WHERE slug = 'index-1'`);
    const id = (await ds.query(`SELECT id FROM peppers WHERE slug = 'index-1'`))[0].id;
    // The next answer has it: from the index if its rebuild was quick enough to wait for, else from SQL meanwhile.
    const found = await ask(indexed, variables);
    expect(found).toEqual({ totalItems: 1, totalCapped: false, items: [{ id }] });
    for (let i = 0; i < 100 && service.stats().builds === builds; i++) await new Promise((r) => setTimeout(r, 50));
    expect(service.stats().builds).toBe(builds + 1);
    const { answers } = service.stats();
    expect(await ask(indexed, { ...variables, sortBy: 'name' })).toEqual(found);
    expect(service.stats().answers).toBe(answers + 1);
  });

  it('reads the words a typo may stand for once per index: a repeat asks nothing, a new name word is found by its typo', async () => {
    const ds = indexed.running.app.get(DataSource);
    const service = indexed.running.app.get(CatalogueIndexService);
    // "zorblaxine" is in no name yet: its typo finds nothing, and that reading is kept.
    const typo = { search: 'zorblaxime' };
    expect((await ask(indexed, { ...typo, take: 6 })).totalItems).toBe(0);
    const { typoReads, typos } = service.stats();
    // The same typed word in other lists (other answers, so no answer cache): forgiven again, not read again.
    for (const take of [7, 8, 9]) expect((await ask(indexed, { ...typo, take })).totalItems).toBe(0);
    expect(service.stats().typos).toBe(typos + 3);
    expect(service.stats().typoReads).toBe(typoReads);
    // A new name word belongs to a new version, whose index reads the typo again and finds the pepper by it.
    const { builds } = service.stats();
    for (const app of [sql, indexed]) await app.running.app.get(DataSource).query(`UPDATE peppers SET name = 'Zorblaxine Red' WHERE slug = 'index-3'`);
    const id = (await ds.query(`SELECT id FROM peppers WHERE slug = 'index-3'`))[0].id;
    expect(await ask(indexed, { ...typo, take: 10 })).toEqual({ totalItems: 1, totalCapped: false, items: [{ id }] });
    for (let i = 0; i < 100 && service.stats().builds === builds; i++) await new Promise((r) => setTimeout(r, 50));
    expect(service.stats().builds).toBe(builds + 1);
    const { answers } = service.stats();
    expect(await ask(indexed, { ...typo, take: 11 })).toEqual({ totalItems: 1, totalCapped: false, items: [{ id }] });
    expect(service.stats().answers).toBe(answers + 1);
    expect(await ask(sql, { ...typo, take: 11 })).toEqual({ totalItems: 1, totalCapped: false, items: [{ id }] });
  });

  it('reads popularity again once the counters may have moved: the pepper viewed most comes first, from the index', async () => {
    const ds = indexed.running.app.get(DataSource);
    const service = indexed.running.app.get(CatalogueIndexService);
    const variables = { sortBy: 'popularity', take: 6 };
    const before = await ask(indexed, variables);
    const { id } = (await ds.query(`SELECT id FROM peppers WHERE slug = 'index-2'`))[0];
    expect(before.items.map((p) => p.id)).not.toContain(id);
    // Views move no catalogue version: the same index answers, with popularity read again.
    const { builds } = service.stats();
    await ds.query(`UPDATE peppers SET views = 10000000 WHERE id = $1`, [id]);
    await new Promise((r) => setTimeout(r, COUNTERS_MAY_LAG_MS + 50));
    const { answers } = service.stats();
    const after = await ask(indexed, variables);
    expect(after.items[0].id).toBe(id);
    expect(after.totalItems).toBe(before.totalItems);
    expect(service.stats()).toMatchObject({ answers: answers + 1, builds });
  });

  it('reads the counters whole once, then only the rows written since: a like, then a view, each moves the order', async () => {
    const ds = indexed.running.app.get(DataSource);
    const service = indexed.running.app.get(CatalogueIndexService);
    const variables = { sortBy: 'popularity', take: 3 };
    const top = async () => (await ask(indexed, variables)).items.map((p) => p.id);
    const later = () => new Promise((r) => setTimeout(r, COUNTERS_MAY_LAG_MS + 50));
    await top();
    await later();
    await top();
    const [{ id: liked }] = await ds.query(`SELECT id FROM peppers WHERE slug = 'index-3'`);
    const before = service.popularityStats();
    // A like counts five views: 3,000,000 likes outrank the 10,000,000 views above.
    await ds.query(`UPDATE peppers SET likes = 3000000 WHERE id = $1`, [liked]);
    await later();
    expect((await top())[0]).toBe(liked);
    const after = service.popularityStats();
    // Read again: only the rows written since the last read's snapshot (this one, and any write it could not yet see).
    expect(after).toMatchObject({ whole: before.whole, since: before.since + 1 });
    expect(after.rows - before.rows).toBeGreaterThanOrEqual(1);
    expect(after.rows - before.rows).toBeLessThanOrEqual(3);
    // A read with nothing written since reads no row.
    await later();
    await top();
    await later();
    const quiet = service.popularityStats();
    await top();
    expect(service.popularityStats()).toMatchObject({ whole: before.whole, since: quiet.since + 1, rows: quiet.rows });
    // A single view moves it back below the viewed pepper's 15,000,001.
    const [{ id: viewed }] = await ds.query(`SELECT id FROM peppers WHERE slug = 'index-2'`);
    await ds.query(`UPDATE peppers SET views = 15000001 WHERE id = $1`, [viewed]);
    await later();
    expect((await top()).slice(0, 2)).toEqual([viewed, liked]);
    // Rows changed but as they were (a like taken back at once) change nothing, and no new catalogue version was built.
    const { builds } = service.stats();
    await ds.query(`UPDATE peppers SET likes = likes + 1 WHERE id = $1`, [viewed]);
    await ds.query(`UPDATE peppers SET likes = likes - 1 WHERE id = $1`, [viewed]);
    await later();
    expect((await top()).slice(0, 2)).toEqual([viewed, liked]);
    expect(service.stats().builds).toBe(builds);
  });

  it('reads popularity whole while it builds an index: the first popularity search of a new index reads none', async () => {
    const ds = indexed.running.app.get(DataSource);
    const service = indexed.running.app.get(CatalogueIndexService);
    const variables = { sortBy: 'popularity', take: 4 };
    await ask(indexed, variables);
    // Views move no catalogue version; a new name does, and so a new index, which must see these views.
    const [{ id: viewed }] = await ds.query(`SELECT id FROM peppers WHERE slug = 'index-4'`);
    const [{ best }] = await ds.query(`SELECT max(likes::bigint * 5 + views)::float8 AS best FROM peppers WHERE is_active AND deleted_at IS NULL`);
    await ds.query(`UPDATE peppers SET views = $2 WHERE id = $1`, [viewed, best + 1000]);
    const { builds } = service.stats();
    const before = service.popularityStats();
    for (const app of [sql, indexed]) await app.running.app.get(DataSource).query(`UPDATE peppers SET name = 'Quillabrant Red' WHERE slug = 'index-4'`);
    await ask(indexed, { ...variables, search: 'quillabrant' });
    for (let i = 0; i < 100 && service.stats().builds === builds; i++) await new Promise((r) => setTimeout(r, 50));
    expect(service.stats().builds).toBe(builds + 1);
    // The build read it whole, once.
    expect(service.popularityStats().whole).toBe(before.whole + 1);
    const { answers } = service.stats();
    expect((await ask(indexed, variables)).items[0].id).toBe(viewed);
    // Answered from the new index with what the build read: no whole read more.
    expect(service.stats().answers).toBe(answers + 1);
    expect(service.popularityStats().whole).toBe(before.whole + 1);
  });

  (testDbKind() === 'postgres' ? it : it.skip)(
    'sees a view whose transaction was still open through two reads once it commits (PostgreSQL: PGlite runs one transaction at a time)',
    async () => {
      const ds = indexed.running.app.get(DataSource);
      const variables = { sortBy: 'popularity', take: 3 };
      const top = async () => (await ask(indexed, variables)).items.map((p) => p.id);
      const later = () => new Promise((r) => setTimeout(r, COUNTERS_MAY_LAG_MS + 50));
      const [{ id }] = await ds.query(`SELECT id FROM peppers WHERE slug = 'index-5'`);
      const [{ best }] = await ds.query(`SELECT max(likes::bigint * 5 + views)::float8 AS best FROM peppers WHERE is_active AND deleted_at IS NULL`);
      await top();
      const writer = ds.createQueryRunner();
      await writer.connect();
      try {
        await writer.startTransaction();
        await writer.query(`UPDATE peppers SET views = $2 WHERE id = $1`, [id, best + 1000]);
        // Two reads while it is open: neither sees it, and a write committed meanwhile by another is seen at once.
        await later();
        expect(await top()).not.toContain(id);
        const [{ id: other }] = await ds.query(`SELECT id FROM peppers WHERE slug = 'index-7'`);
        await ds.query(`UPDATE peppers SET views = $2 WHERE id = $1`, [other, best + 500]);
        await later();
        expect((await top())[0]).toBe(other);
        await writer.commitTransaction();
      } finally {
        await writer.release();
      }
      await later();
      expect((await top()).slice(0, 2)).toEqual([id, (await ds.query(`SELECT id FROM peppers WHERE slug = 'index-7'`))[0].id]);
    },
  );

  it('counts views sent at once: 40 parallel views lift a pepper to the top of the settled popularity order', async () => {
    const ds = indexed.running.app.get(DataSource);
    const variables = { sortBy: 'popularity', take: 3 };
    const top = async () => (await ask(indexed, variables)).items.map((p) => p.id);
    const later = () => new Promise((r) => setTimeout(r, COUNTERS_MAY_LAG_MS + 50));
    // A seeded pepper: the synthetic ones' ids (from md5) are not UUIDs the API takes.
    const [{ id }] = await ds.query(`SELECT id FROM peppers WHERE slug NOT LIKE 'index-%' AND is_active AND deleted_at IS NULL ORDER BY slug LIMIT 1`);
    const [{ best }] = await ds.query(`SELECT max(likes::bigint * 5 + views)::float8 AS best FROM peppers WHERE is_active AND deleted_at IS NULL`);
    // 20 short of the top, then settled: two reads see the same counters.
    await ds.query(`UPDATE peppers SET likes = 0, views = $2 WHERE id = $1`, [id, best - 20]);
    await later();
    expect((await top())[0]).not.toBe(id);
    await later();
    await top();
    await later();
    const views = await Promise.all(Array.from({ length: 40 }, () => indexed.gql<{ viewPepper: number }>(`mutation($id: ID!) { viewPepper(id: $id) }`, { id })));
    expect(views.flatMap((v) => v.errors ?? [])).toEqual([]);
    expect(new Set(views.map((v) => v.data!.viewPepper)).size).toBe(40);
    await later();
    const { answers } = indexed.running.app.get(CatalogueIndexService).stats();
    expect((await top())[0]).toBe(id);
    // From the index, its popularity read again.
    expect(indexed.running.app.get(CatalogueIndexService).stats().answers).toBe(answers + 1);
    expect((await ds.query(`SELECT views::float8 AS views FROM peppers WHERE id = $1`, [id]))[0].views).toBe(best + 20);
  });
});
