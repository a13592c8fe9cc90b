import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { SettingsService } from '../../src/settings/settings.service.js';
import { ForumIndexService } from '../../src/topics/forum-index.service.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';
import { mismatches, pick as pickOf, seeded, typedWord } from '../utils/varied-searches.js';

const SEARCH = `query($search: String!, $category: TopicCategory, $page: Int, $limit: Int) {
  forumSearch(search: $search, category: $category, page: $page, limit: $limit) {
    total currentPage totalPages
    hits { kind date commentPage topic { id } comment { id } title { text highlights { start length } } excerpt { text highlights { start length } } } } }`;

const CATEGORIES = ['general', 'growing', 'identification', 'recipe', 'tips', 'diseases'];

/**
 * 800 topics and 5,000 comments more, the same in every database this runs on (ids from md5): texts put together from
 * a vocabulary in both languages, dates with ties (the same minute, and the same microsecond), every category, deleted
 * topics and comments, comments of deleted topics; the comments in 200 of the topics, about 19 threads each, and replies
 * (every fourth after the first 200, to an earlier comment of the same topic, some of them deleted). Five comments a page:
 * a hit's page counts the threads before it.
 */
const SYNTHETIC = `
  WITH vocabulary AS (
    SELECT ARRAY['habanero', 'jalapeño', 'Scotch', 'bonnet', 'seedlings', 'aphids', 'epsom', 'salt', 'magnesium', 'pruning',
      'fermented', 'sauce', 'ghost', 'pepper', 'חריף', 'פלפל', 'שתילים', 'כנימות', 'דשן', 'השקיה', 'קציר', 'רוטב', 'the', 'and',
      'C.', 'chinense', 'Naga', 'Morich', '7-pot', 'leaf-curl', 'pH', '50%', 'under_score'] AS w
  ), author AS (SELECT id FROM users ORDER BY username LIMIT 1)
  INSERT INTO topics (id, title, subject, description, category, author_id, create_date, deleted_at)
  SELECT md5('topic-' || g)::uuid,
    w[1 + (g * 7) % 33] || ' ' || w[1 + (g * 11) % 33] || ' ' || g, w[1 + (g * 13) % 33],
    ARRAY[w[1 + (g * 17) % 33] || ' ' || w[1 + (g * 19) % 33] || ' ' || w[1 + (g * 23) % 33]],
    (ARRAY['general', 'growing', 'identification', 'recipe', 'tips', 'diseases'])[1 + g % 6], author.id,
    timestamptz '2025-01-01 00:00:00+00' + (g % 500) * interval '1 minute' + (g % 3) * interval '1 microsecond',
    CASE WHEN g % 23 = 0 THEN timestamptz '2025-06-01 00:00:00+00' END
  FROM vocabulary, author, generate_series(1, 800) g;
  WITH vocabulary AS (
    SELECT ARRAY['habanero', 'jalapeño', 'Scotch', 'bonnet', 'seedlings', 'aphids', 'epsom', 'salt', 'magnesium', 'pruning',
      'fermented', 'sauce', 'ghost', 'pepper', 'חריף', 'פלפל', 'שתילים', 'כנימות', 'דשן', 'השקיה', 'קציר', 'רוטב', 'the', 'and',
      'C.', 'chinense', 'Naga', 'Morich', '7-pot', 'leaf-curl', 'pH', '50%', 'under_score'] AS w
  ), author AS (SELECT id FROM users ORDER BY username LIMIT 1)
  INSERT INTO comments (id, topic_id, parent_id, author_id, text, created_at, deleted_at)
  SELECT md5('comment-' || g)::uuid, md5('topic-' || (1 + (g * 37) % 200))::uuid,
    CASE WHEN g > 200 AND g % 4 = 0 THEN md5('comment-' || (g - 200))::uuid END, author.id,
    w[1 + (g * 3) % 33] || ' ' || w[1 + (g * 5) % 33] || ' **' || w[1 + (g * 29) % 33] || '** ' || w[1 + (g * 31) % 33] || ' ' || g,
    timestamptz '2025-01-01 00:00:00+00' + (g % 900) * interval '1 minute' + (g % 2) * interval '1 microsecond',
    CASE WHEN g % 31 = 0 THEN timestamptz '2025-06-01 00:00:00+00' END
  FROM vocabulary, author, generate_series(1, 5000) g`;


/**
 * Issue 34: the forum search is answered from an index in memory (topics/forum-index.ts) plus what changed since it was
 * built. Its answers must be SQL's, hit for hit: the same varied searches go to an app answering in SQL
 * (SEARCH_INDEX=off) and to one answering from its index, over identical databases, before and after changes.
 */
describe('the forum index answers as SQL does', () => {
  let sql: TestApp;
  let indexed: TestApp;
  let words: string[] = [];

  const both = (statement: string, parameters: unknown[] = []) =>
    Promise.all([sql, indexed].map((app) => app.running.app.get(DataSource).query(statement, parameters)));
  const service = () => indexed.running.app.get(ForumIndexService);

  /** Until the index has been built again since `builds` (a change past the rebuild's bar starts one). */
  const rebuilt = async (builds: number) => {
    for (let i = 0; service().stats().builds <= builds; i++) {
      if (i > 600) throw new Error('the forum index was not built again');
      await indexed.gql(SEARCH, { search: 'pepper' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    [sql, indexed] = await Promise.all([
      createTestApp({ searchIndex: false }, { settings: { commentsPerPage: 5 } }),
      // Without API budgets, whose statements (a request's spending) would be counted with the search's.
      createTestApp({ apiBudgets: false }, { settings: { commentsPerPage: 5 } }),
    ]);
    // The index of the seeded forum, then 5,800 new rows: past the changes a search reads, so it is built again.
    await rebuilt(0);
    const builds = service().stats().builds;
    await both(SYNTHETIC);
    await rebuilt(builds);
    const rows: { w: string }[] = await sql.running.app
      .get(DataSource)
      .query(`SELECT DISTINCT w FROM (SELECT search_text FROM topics UNION ALL SELECT search_text FROM comments) s, regexp_split_to_table(s.search_text, '\\s+') w WHERE length(w) >= 2 ORDER BY w`);
    words = rows.map((r) => r.w);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([sql?.close(), indexed?.close()]);
  });

  const ask = async (app: TestApp, variables: Record<string, unknown>) => {
    const res = await app.gql(SEARCH, variables);
    if (res.errors) throw new Error(`${JSON.stringify(variables)}: ${JSON.stringify(res.errors)}`);
    return res.data!.forumSearch;
  };

  /** A search as a reader types them: a word or two, part of a word, a typo, Hebrew points, capitals; a category, a page. */
  const request = (rng: () => number): Record<string, unknown> => {
    const pick = <T>(list: readonly T[]): T => pickOf(rng, list);
    const word = () => typedWord(rng, words);
    const variables: Record<string, unknown> = {
      search: rng() < 0.3 ? `${word()} ${word()}` : word(),
      page: pick([1, 1, 1, 2, 3, 8, 40]),
      limit: pick([5, 20, 20, 50]),
    };
    // A category, or null as the forum page sends "all of them".
    if (rng() < 0.25) variables.category = pick(CATEGORIES);
    else if (rng() < 0.2) variables.category = null;
    return variables;
  };

  const compare = async (seed: number, count: number) => {
    const rng = seeded(seed);
    const requests = Array.from({ length: count }, () => request(rng));
    return mismatches(requests, (variables) => ask(sql, variables), (variables) => ask(indexed, variables));
  };

  it('gives the same hits, pages and count for 300 varied searches, several at once', async () => {
    const before = service().stats();
    expect(await compare(34, 300).then((m) => m.slice(0, 3))).toEqual([]);
    // The index answered them all (with a title's typos from SQL when the words as typed find too little); SQL's app none.
    expect(service().stats().answers - before.answers).toBe(300);
    expect(service().stats().typos - before.typos).toBeGreaterThan(30);
    expect(sql.running.app.get(ForumIndexService).stats().answers).toBe(0);
  }, 300_000);

  it('answers a search of a forum unchanged since the build in one statement: its hits, and whether the forum changed', async () => {
    // Connections borrowed from the pool: one a statement (a transaction's statements would share one; the search has none).
    const pool = (indexed.running.app.get(DataSource).driver as unknown as { master: { on(e: 'acquire', f: () => void): void; off(e: 'acquire', f: () => void): void } }).master;
    let borrowed = 0;
    const borrow = () => borrowed++;
    pool.on('acquire', borrow);
    try {
      const before = service().stats().answers;
      // Pages with hits and one past the last (the check alone), in a category and not, in both languages.
      const searches = ['pepper', 'habanero sauce', 'חריף', 'פלפל דשן'].flatMap((search) =>
        [1, 2, 40].flatMap((page) => [undefined, 'growing'].map((category) => ({ search, page, limit: 20, category }))),
      );
      for (const variables of searches) {
        // Asked once before: the title words a typo may stand for are then kept (a search that forgives typos reads them
        // once), and the settings (comments a page) were read just now, not within the search counted.
        await ask(indexed, variables);
        await indexed.running.app.get(SettingsService).get();
        borrowed = 0;
        const found = await ask(indexed, variables);
        expect({ variables, borrowed }).toEqual({ variables, borrowed: 1 });
        expect(found).toEqual(await ask(sql, variables));
      }
      expect(service().stats().answers - before).toBe(2 * searches.length);
      // A comment edited now: the next search's check finds the change, and the search reads it (a word too short for
      // a typo: the index's answer, no hits, is read at once).
      await both(`UPDATE comments SET text = text || ' zqx' WHERE id = md5('comment-30')::uuid`);
      const found = await ask(indexed, { search: 'zqx' });
      expect(found).toEqual(await ask(sql, { search: 'zqx' }));
      expect(found.total).toBe(1);
    } finally {
      pool.off('acquire', borrow);
    }
  });

  it('reads the title words a typo may stand for once while no topic has changed, and again once one has', async () => {
    // "zorblaxine" is in no title yet: its typo finds nothing, and that reading is kept with the index.
    const typo = 'zorblaxime';
    expect((await ask(indexed, { search: typo, limit: 5 })).total).toBe(0);
    const { typoReads, typos, builds } = service().stats();
    // The same typed word in other pages (other answers): forgiven again, not read again.
    for (const limit of [6, 7, 8]) expect((await ask(indexed, { search: typo, limit })).total).toBe(0);
    expect(service().stats().typos).toBe(typos + 3);
    expect(service().stats().typoReads).toBe(typoReads);
    // A new title is a changed topic: the typo is read again, and finds it.
    await both(
      `INSERT INTO topics (id, title, subject, description, author_id, create_date)
       SELECT md5('zorblaxine-topic')::uuid, 'Zorblaxine harvest', 'pepper', ARRAY['notes'], id, timestamptz '2025-03-01 00:00:00+00' FROM users ORDER BY username LIMIT 1`,
    );
    const found = await ask(indexed, { search: typo, limit: 9 });
    expect(found).toEqual(await ask(sql, { search: typo, limit: 9 }));
    expect(found.hits.map((h: { topic: { id: string } }) => h.topic.id)).toEqual([createHash('md5').update('zorblaxine-topic').digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')]);
    expect(service().stats().typoReads).toBe(typoReads + 1);
    expect(service().stats().builds).toBe(builds);
  });

  it('answers the forum as it is now after edits, deletions, moves and new posts, without a new build', async () => {
    const { builds } = service().stats();
    // An edited comment, a deleted and a restored topic, a topic moved to another category, a deleted comment, a new
    // comment dated among the old ones and a new topic.
    await both(`UPDATE comments SET text = 'nightshade ' || text WHERE id IN (md5('comment-10')::uuid, md5('comment-11')::uuid)`);
    await both(`UPDATE comments SET text = 'quite different now' WHERE id = md5('comment-12')::uuid`);
    await both(`UPDATE topics SET deleted_at = now() WHERE id IN (md5('topic-5')::uuid, md5('topic-6')::uuid)`);
    await both(`UPDATE topics SET deleted_at = NULL WHERE id = md5('topic-23')::uuid`);
    await both(`UPDATE topics SET category = 'recipe' WHERE id = md5('topic-7')::uuid`);
    await both(`UPDATE comments SET deleted_at = now() WHERE id = md5('comment-14')::uuid`);
    await both(
      `INSERT INTO comments (id, topic_id, author_id, text, created_at)
       SELECT md5('late-comment')::uuid, md5('topic-8')::uuid, id, 'habanero nightshade', timestamptz '2025-01-01 03:00:00+00' FROM users ORDER BY username LIMIT 1`,
    );
    await both(
      `INSERT INTO topics (id, title, subject, description, author_id, create_date)
       SELECT md5('new-topic')::uuid, 'Nightshade habanero', 'pepper', ARRAY['aphids'], id, timestamptz '2025-02-01 00:00:00+00' FROM users ORDER BY username LIMIT 1`,
    );
    const answers = service().stats().answers;
    expect(await compare(35, 120).then((m) => m.slice(0, 3))).toEqual([]);
    for (const search of ['nightshade', 'quite different', 'habanero', 'nightshade habanero'])
      for (const category of [undefined, null, 'recipe', 'general'])
        expect(await ask(indexed, { search, category, limit: 50 })).toEqual(await ask(sql, { search, category, limit: 50 }));
    // The comments of comment-14's topic (a thread deleted since the build) after it: each on the page SQL says, its
    // threads before counted without the deleted one. By the number each text ends with.
    for (let g = 214; g < 5000; g += 200)
      expect(await ask(indexed, { search: String(g), limit: 50 })).toEqual(await ask(sql, { search: String(g), limit: 50 }));
    const pages = await Promise.all(Array.from({ length: 24 }, (_, i) => ask(indexed, { search: String(214 + i * 200), limit: 50 })));
    expect(new Set(pages.flatMap((page) => page.hits.map((hit: { commentPage: number | null }) => hit.commentPage))).size).toBeGreaterThan(2);
    const found = await ask(indexed, { search: 'nightshade', limit: 50 });
    expect(found.total).toBe(4);
    // No category and a null one (as the forum page sends it) are the same search.
    expect(await ask(indexed, { search: 'nightshade', category: null, limit: 50 })).toEqual(found);
    // A typo finds the new topic by its title (a changed row), and old ones by theirs (the index's title words).
    for (const search of ['nightshdae', 'nightshdae habanero', 'habanreo pepper', 'חריפ'])
      for (const category of [undefined, null, 'general'])
        expect(await ask(indexed, { search, category, limit: 50 })).toEqual(await ask(sql, { search, category, limit: 50 }));
    expect((await ask(indexed, { search: 'nightshdae', limit: 50 })).hits.map((h: { kind: string; topic: { id: string } }) => [h.kind, h.topic.id])).toEqual([
      ['topic', createHash('md5').update('new-topic').digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')],
    ]);
    expect((await ask(indexed, { search: 'habanreo pepper', limit: 50 })).total).toBeGreaterThan(0);
    expect(service().stats().answers - answers).toBeGreaterThan(80);
    expect(service().stats().builds).toBe(builds);
  }, 300_000);

  it('is built again after a post is deleted for good, and answers as SQL does meanwhile', async () => {
    const { builds } = service().stats();
    await both(`DELETE FROM comments WHERE id = md5('comment-20')::uuid`);
    expect(await compare(36, 40).then((m) => m.slice(0, 3))).toEqual([]);
    await rebuilt(builds);
    const answers = service().stats().answers;
    expect(await compare(37, 80).then((m) => m.slice(0, 3))).toEqual([]);
    expect(service().stats().answers - answers).toBeGreaterThan(50);
  }, 300_000);

  it('holds every write made while it is being built: edits, new posts and deletions racing the build', async () => {
    const { builds } = service().stats();
    // A post deleted for good: the next search starts a build, and the writes go on while it reads the rows.
    await both(`DELETE FROM comments WHERE id = md5('comment-21')::uuid`);
    const write = async (i: number) => {
      const n = 100 + i;
      if (i % 3 === 0) await both(`UPDATE comments SET text = 'racewort ' || text WHERE id = md5('comment-' || $1::text)::uuid`, [n]);
      else if (i % 3 === 1)
        await both(
          `INSERT INTO comments (id, topic_id, author_id, text, created_at)
           SELECT md5('race-' || $1::text)::uuid, md5('topic-' || $1::text)::uuid, id, 'racewort ' || $1::text, timestamptz '2025-01-01 00:00:00+00' + $1::int * interval '1 minute'
           FROM users ORDER BY username LIMIT 1`,
          [n],
        );
      else await both(`UPDATE comments SET deleted_at = now(), text = 'racewort gone' WHERE id = md5('comment-' || $1::text)::uuid`, [n]);
    };
    // All at once, with searches among them, as the build starts.
    let during = 0;
    await Promise.all([
      rebuilt(builds),
      ...Array.from({ length: 45 }, async (_, i) => {
        await write(i);
        if (service().stats().builds === builds) during++;
        if (i % 5 === 0) await ask(indexed, { search: 'racewort', limit: 50 });
      }),
    ]);
    // Most writes were done before the build was.
    expect(during).toBeGreaterThan(20);
    const answers = service().stats().answers;
    for (const search of ['racewort', 'racewort gone', 'racwort'])
      for (const category of [undefined, 'general'])
        expect(await ask(indexed, { search, category, limit: 50 })).toEqual(await ask(sql, { search, category, limit: 50 }));
    expect((await ask(indexed, { search: 'racewort', limit: 50 })).total).toBeGreaterThan(20);
    expect(await compare(38, 60).then((m) => m.slice(0, 3))).toEqual([]);
    expect(service().stats().answers - answers).toBeGreaterThan(50);
  }, 300_000);
});
