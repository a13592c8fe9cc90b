import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { type Actor, actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

// Read as a member: guests may get the last second's answer (views and comment counts up to 1 s old).
const STATS = 'query { topics { total stats { totalTopics totalViews totalComments } pinnedTopics { id } } }';
const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';

/** The forum figures counted the slow way, to hold the trigger-kept forum_counters against. */
async function counted(db: DataSource) {
  const [row] = await db.query(`SELECT count(*)::int AS "totalTopics", coalesce(sum(views), 0)::int AS "totalViews",
    coalesce(sum(comments_count), 0)::int AS "totalComments", (count(*) FILTER (WHERE NOT pinned))::int AS unpinned
    FROM topics WHERE deleted_at IS NULL`);
  return row as { totalTopics: number; totalViews: number; totalComments: number; unpinned: number };
}

describe('forum counters: stats and list totals kept by triggers', () => {
  let t: TestApp;
  let db: DataSource;
  let tokens: Record<Actor, string | undefined>;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.running.app.get(DataSource);
    tokens = await actorTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectStatsRight() {
    const { unpinned, ...stats } = await counted(db);
    const page = (await t.gql(STATS, {}, tokens.user)).data?.topics;
    expect(page.stats).toEqual(stats);
    expect(page.total).toBe(unpinned);
    const [row] = await db.query('SELECT topics, pinned, views, comments FROM forum_counters');
    for (const value of Object.values(row)) expect(Number(value)).toBeGreaterThanOrEqual(0);
  }

  it('starts equal to the seeded forum', async () => {
    await expectStatsRight();
  });

  it('counts 100 parallel views exactly, in the topic and in the stats', async () => {
    const topicId = (await t.gql('query { topics(limit: 1) { topics { id views } } }')).data?.topics.topics[0].id;
    const before = (await t.gql(STATS, {}, tokens.user)).data?.topics.stats.totalViews;
    const [{ views }] = await db.query('SELECT views FROM topics WHERE id = $1', [topicId]);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2
          ? t.gql('mutation($id: ID!) { incrementTopicViews(id: $id) }', { id: topicId })
          : t.rest('PATCH', `/api/topics/${topicId}/views`),
      ),
    );
    expect(answers.every((a) => ('errors' in a ? !a.errors : a.status === 200))).toBe(true);
    const [after] = await db.query('SELECT views FROM topics WHERE id = $1', [topicId]);
    expect(after.views).toBe(views + 100);
    expect((await t.gql(STATS, {}, tokens.user)).data?.topics.stats.totalViews).toBe(before + 100);
    await expectStatsRight();
  });

  it('follows topics and comments added, pinned, and deleted, and never goes below zero', async () => {
    const input = { title: 'Counter check', subject: 'Counters', category: 'tips', description: ['one'] };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await t.gql(CREATE, { input: { ...input, title: `Counter check ${i}` } }, tokens.admin)).data?.createTopic.id);
    await t.gql(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { topicId: ids[0], text: 'A comment' } },
      tokens.user,
    );
    await Promise.all(ids.map((id) => t.gql('mutation($id: ID!) { incrementTopicViews(id: $id) }', { id })));
    await t.gql('mutation($id: ID!) { pinTopic(id: $id) { pinned } }', { id: ids[1] }, tokens.moderator);
    await expectStatsRight();
    // Deleting in parallel (and deleting twice) takes each topic's share away exactly once.
    await Promise.all([...ids, ids[0]].map((id) => t.gql('mutation($id: ID!) { deleteTopic(id: $id) }', { id }, tokens.admin)));
    await expectStatsRight();
    // Even a counter row that drifted low (say, edited by hand) stops at zero instead of going negative.
    await db.query('UPDATE forum_counters SET views = 0, comments = 0');
    const topicId = (await t.gql('query { topics(limit: 1) { topics { id } } }')).data?.topics.topics[0].id;
    await db.query('UPDATE topics SET deleted_at = now() WHERE id = $1', [topicId]);
    const [row] = await db.query('SELECT views, comments FROM forum_counters');
    expect([Number(row.views), Number(row.comments)]).toEqual([0, 0]);
  });

  it('answers filtered totals exactly (category, search, author, last pages)', async () => {
    const all = await db.query(`SELECT category, title FROM topics WHERE deleted_at IS NULL AND NOT pinned`);
    const category = all[0].category;
    const byCategory = (await t.gql('query($c: TopicCategory) { topics(category: $c, limit: 2) { total totalPages } }', { c: category }))
      .data?.topics;
    expect(byCategory.total).toBe(all.filter((r: { category: string }) => r.category === category).length);
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM topics WHERE deleted_at IS NULL AND NOT pinned AND (title ILIKE '%pepper%' OR subject ILIKE '%pepper%' OR array_to_string(description, ' ') ILIKE '%pepper%')`,
    );
    expect((await t.gql('query { topics(search: "pepper", limit: 1) { total } }')).data?.topics.total).toBe(n);
    const beyond = (await t.gql('query { topics(page: 999, limit: 5) { total topics { id } } }')).data?.topics;
    expect(beyond).toEqual({ total: all.length, topics: [] });
  });
});
