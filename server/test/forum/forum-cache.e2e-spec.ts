// The forum's caches (a search's or a category's total, the category chips) and guests' replayed
// answers never show a topic change late: the forum's version moves with every new, deleted, moved,
// edited or (un)pinned topic, in the same transaction. Checked through real HTTP, on both databases.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ForumCache } from '../../src/topics/forum-cache.service.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const LIST = 'query($category: TopicCategory, $search: String) { topics(category: $category, search: $search, limit: 5) { total topics { id title } } }';
const CHIPS = 'query($search: String) { categoryStats(search: $search) { category count } }';
const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateTopicInput!) { updateTopic(id: $id, input: $input) { id category } }';

describe('forum caches', () => {
  let t: TestApp;
  let member: string;
  let admin: string;
  let cache: ForumCache;
  let sql: DataSource;
  const list = async (variables: Record<string, unknown>, token?: string) => {
    const res = await t.gql<{ topics: { total: number; topics: { id: string; title: string }[] } }>(LIST, variables, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.topics;
  };
  const chips = async (search?: string, token?: string) => {
    const res = await t.gql<{ categoryStats: { category: string; count: number }[] }>(CHIPS, { search }, token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return Object.fromEntries(res.data!.categoryStats.map((c) => [c.category, c.count]));
  };
  const version = async () => (await sql.query(`SELECT version FROM content_versions WHERE name = 'forum'`))[0].version as string;

  beforeAll(async () => {
    t = await createTestApp();
    member = (await signIn(t, ACCOUNTS.user)).token;
    admin = (await signIn(t, ACCOUNTS.admin)).token;
    cache = t.running.app.get(ForumCache);
    sql = t.running.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts a category once, and a new or moved topic is in the next answer, a guest's too", async () => {
    const before = await list({ category: 'diseases' });
    const beforeChips = await chips();
    const { hits } = cache.stats();
    expect(await list({ category: 'diseases' }, member)).toMatchObject({ total: before.total });
    expect(await chips(undefined, member)).toEqual(beforeChips);
    expect(cache.stats().hits).toBeGreaterThan(hits);

    const created = await t.gql<{ createTopic: { id: string } }>(
      CREATE,
      { input: { title: 'Cache check: spots on leaves', subject: 'Brown spots', description: ['What is this?'], category: 'diseases' } },
      member,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createTopic.id;
    // Guests (replayed answers) and members (counted answers) both see it at once.
    for (const token of [undefined, member]) {
      expect((await list({ category: 'diseases' }, token)).total).toBe(before.total + 1);
      expect((await chips(undefined, token)).diseases).toBe(beforeChips.diseases + 1);
    }
    expect((await t.gql(UPDATE, { id, input: { category: 'tips' } }, member)).errors).toBeUndefined();
    expect((await list({ category: 'diseases' })).total).toBe(before.total);
    expect(await chips()).toEqual({ ...beforeChips, tips: beforeChips.tips + 1 });
    expect((await t.gql('mutation($id: ID!) { deleteTopic(id: $id) }', { id }, admin)).errors).toBeUndefined();
    expect(await chips()).toEqual(beforeChips);
  });

  it('keeps its counts through views and comments, which no count shows', async () => {
    const { topics } = await list({ search: 'pepper' }, member);
    const v = await version();
    await t.gql('mutation($id: ID!) { incrementTopicViews(id: $id) }', { id: topics[0].id });
    const comment = await t.gql('mutation($input: AddCommentInput!) { addComment(input: $input) { id } }', { input: { topicId: topics[0].id, text: 'Counting check' } }, member);
    expect(comment.errors).toBeUndefined();
    expect(await version()).toBe(v);
  });

  it('counts a topic renamed by SQL behind the API in the next answer, with the same question in flight', async () => {
    const target = (await list({}, member)).topics[0];
    const total = async (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(await total(await chips('zanzibar', member))).toBe(0);
    const inFlight = Array.from({ length: 10 }, () => chips('zanzibar', member));
    await sql.query(`UPDATE topics SET title = 'Zanzibar chillies' WHERE id = $1`, [target.id]);
    await Promise.all(inFlight);
    expect(await total(await chips('zanzibar', member))).toBe(1);
    expect(await total(await chips('zanzibar'))).toBe(1);
    expect((await list({ search: 'zanzibar' })).topics.map((topic) => topic.id)).toEqual([target.id]);
  });
});
