import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const LIST = `query($search: String, $category: TopicCategory, $sortBy: TopicSortBy, $sortOrder: SortOrder, $page: Int, $limit: Int) {
  topics(search: $search, category: $category, sortBy: $sortBy, sortOrder: $sortOrder, page: $page, limit: $limit) {
    total totalPages topics { id views commentsCount author { username } } pinnedTopics { id } } }`;

const COLUMNS = { date: 'create_date', views: 'views', comments: 'comments_count' } as const;

/**
 * 150 topics more, the same in every database (ids from md5), by three authors: ties in every order (the same views,
 * comment counts and dates), every category, pinned and deleted ones the list leaves out.
 */
const SYNTHETIC = `
  WITH authors AS (SELECT array_agg(id ORDER BY username) AS ids FROM (SELECT id, username FROM users ORDER BY username LIMIT 3) u)
  INSERT INTO topics (id, title, subject, description, category, author_id, views, comments_count, pinned, create_date, deleted_at)
  SELECT md5('list-' || g)::uuid, 'Listed zinnober topic ' || g, 'pepper', ARRAY['notes ' || g],
    (ARRAY['general', 'growing', 'identification', 'recipe', 'tips', 'diseases'])[1 + g % 6], ids[1 + g % array_length(ids, 1)],
    (g * 7) % 11, (g * 5) % 4, g % 37 = 0, timestamptz '2025-01-01 00:00:00+00' + (g % 40) * interval '1 minute',
    CASE WHEN g % 19 = 0 THEN timestamptz '2025-06-01 00:00:00+00' END
  FROM authors, generate_series(1, 150) g`;

interface Page {
  total: number;
  totalPages: number;
  topics: { id: string; views: number; commentsCount: number; author: { username: string } | null }[];
  pinnedTopics: { id: string }[];
}

/** Issue 34: a page's ids are read first (from an index of the order alone), then only their rows and authors. */
describe('the forum list pages as the order says', () => {
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    ds = t.running.app.get(DataSource);
    await ds.query(SYNTHETIC);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (variables: Record<string, unknown>): Promise<Page> => {
    const res = await t.gql<{ topics: Page }>(LIST, variables);
    if (res.errors) throw new Error(`${JSON.stringify(variables)}: ${JSON.stringify(res.errors)}`);
    return res.data!.topics;
  };

  it('walks every order and category page by page: the topics SQL orders, each once, each with its author', async () => {
    const authors = new Map<string, string>(
      (await ds.query(`SELECT t.id, u.username FROM topics t JOIN users u ON u.id = t.author_id`)).map((r: { id: string; username: string }) => [
        r.id,
        r.username,
      ]),
    );
    for (const sortBy of ['date', 'views', 'comments'] as const)
      for (const sortOrder of ['asc', 'desc'] as const)
        for (const category of [undefined, 'recipe']) {
          const direction = sortOrder.toUpperCase();
          const expected: string[] = (
            await ds.query(
              `SELECT id FROM topics WHERE deleted_at IS NULL AND NOT pinned AND ($1::text IS NULL OR category = $1)
               ORDER BY ${COLUMNS[sortBy]} ${direction}, id ${direction}`,
              [category ?? null],
            )
          ).map((r: { id: string }) => r.id);
          const limit = 7;
          const pages = await Promise.all(
            Array.from({ length: Math.ceil(expected.length / limit) + 1 }, (_, i) => list({ sortBy, sortOrder, category, page: i + 1, limit })),
          );
          const what = JSON.stringify({ sortBy, sortOrder, category });
          expect({ what, ids: pages.flatMap((p) => p.topics.map((x) => x.id)) }).toEqual({ what, ids: expected });
          expect(pages.every((p) => p.total === expected.length && p.totalPages === Math.ceil(expected.length / limit))).toBe(true);
          for (const topic of pages.flatMap((p) => p.topics)) expect(topic.author?.username).toBe(authors.get(topic.id));
        }
  });

  it('pages a search the same way: its pages together are its one long page, in its order, and pinned topics apart', async () => {
    const walk = async (sortBy: string, limit: number) => {
      const first = await list({ search: 'zinnober', sortBy, limit });
      const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => list({ search: 'zinnober', sortBy, page: i + 2, limit })));
      return { first, ids: [first, ...rest].flatMap((p) => p.topics.map((x) => x.id)) };
    };
    for (const sortBy of ['date', 'views', 'comments']) {
      const long = await walk(sortBy, 50);
      // Every topic above but the 4 pinned and 7 deleted ones, and maybe seeded ones that name it (none do).
      expect(long.ids).toHaveLength(139);
      expect(new Set(long.ids).size).toBe(139);
      expect(long.first.total).toBe(139);
      expect((await walk(sortBy, 9)).ids).toEqual(long.ids);
      const pinned = new Set(long.first.pinnedTopics.map((x) => x.id));
      expect(pinned.size).toBe(4);
      expect(long.ids.some((id) => pinned.has(id))).toBe(false);
    }
  });

  it('answers a page past the last with no topics and the right total', async () => {
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM topics WHERE deleted_at IS NULL AND NOT pinned AND category = 'tips'`);
    const past = await list({ category: 'tips', page: 500, limit: 20 });
    expect(past.topics).toEqual([]);
    expect(past.total).toBe(n);
  });
});
