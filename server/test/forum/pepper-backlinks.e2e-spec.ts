import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PepperLinks1796800000331 } from '../../src/database/migrations/1796800000331-PepperLinks.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Back-links (issue 33): the topics that link a pepper with [[Name]], in their text or in a comment, listed on its
 * page newest first; kept in the post's transaction, as it is posted and as each edit leaves it.
 */

const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const UPDATE_TOPIC = 'mutation($id: ID!, $input: UpdateTopicInput!) { updateTopic(id: $id, input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const EDIT = 'mutation($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }';
const TOPICS = 'query($slug: String!, $page: Int) { pepperBySlug(slug: $slug) { forumTopics(page: $page) { totalItems items { id title } } } }';

describe('pepper page: the forum topics that link it', () => {
  let t: TestApp;
  let writer: string; // a moderator: no posting limits in the way

  async function ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }
  const topicsOf = async (slug: string, page?: number) =>
    (await ok<{ pepperBySlug: { forumTopics: { totalItems: number; items: { id: string; title: string }[] } } }>(TOPICS, { slug, page })).pepperBySlug
      .forumTopics;
  const idsOf = async (slug: string) => (await topicsOf(slug)).items.map((topic) => topic.id);
  const post = async (title: string, description: string[]) =>
    (await ok<{ createTopic: { id: string } }>(CREATE, { input: { title, subject: 'Back-links', description } }, writer)).createTopic.id;

  beforeAll(async () => {
    t = await createTestApp();
    writer = (await signIn(t, ACCOUNTS.moderator)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a topic that links a pepper once it is posted, newest first, and drops it when the link is edited away', async () => {
    const before = await topicsOf('habanero');
    const first = await post('Habanero salsa for the weekend', ['A mango salsa with [[Habanero]] and lime.']);
    const second = await post('Second habanero topic', ['More about [[habanero]], in lower case.']);
    const after = await topicsOf('habanero');
    expect(after.totalItems).toBe(before.totalItems + 2);
    expect(after.items.slice(0, 2).map((topic) => topic.id)).toEqual([second, first]);

    await ok(UPDATE_TOPIC, { id: first, input: { description: ['A mango salsa with a chinense and lime.'] } }, writer);
    expect(await idsOf('habanero')).not.toContain(first);
    expect(await idsOf('habanero')).toContain(second);
    expect((await topicsOf('habanero')).totalItems).toBe(before.totalItems + 1);
  });

  it('knows a pepper by its Hebrew name, and not inside code', async () => {
    const hebrew = await post('חלפיניו כבוש', ['כבשתי [[חלפיניו]] עם שום.']);
    const code = await post('Markdown help', ['Write `[[Fatalii]]` to link a pepper.']);
    expect(await idsOf('jalapeno')).toContain(hebrew);
    expect(await idsOf('fatalii')).not.toContain(code);
  });

  it('lists a topic for a comment that links the pepper, until the comment is edited or deleted', async () => {
    const topic = await post('Chinense growing log', ['Week one of the grow.']);
    expect(await idsOf('fatalii')).not.toContain(topic);
    const comment = (await ok<{ addComment: { id: string } }>(ADD, { input: { topicId: topic, text: 'My [[Fatalii]] set fruit today.' } }, writer)).addComment.id;
    expect(await idsOf('fatalii')).toContain(topic);
    await ok(EDIT, { id: comment, text: 'My yellow chinense set fruit today.' }, writer);
    expect(await idsOf('fatalii')).not.toContain(topic);
    await ok(EDIT, { id: comment, text: 'It was a [[Fatalii]] after all.' }, writer);
    expect(await idsOf('fatalii')).toContain(topic);
    await ok('mutation($id: ID!) { deleteComment(id: $id) }', { id: comment }, writer);
    expect(await idsOf('fatalii')).not.toContain(topic);
  });

  it('answers any page number without an error: past the end is empty', async () => {
    for (const page of [0, -3, 1, 2, 1_000_000]) {
      const res = await t.gql(TOPICS, { slug: 'habanero', page });
      expect(res.errors).toBeUndefined();
    }
    expect((await topicsOf('habanero', 50)).items).toEqual([]);
  });

  it('finds, when the table is made, the links of the posts written before it', async () => {
    const topic = await post('Before the upgrade', ['An old post about the [[Carolina Reaper]].']);
    const commented = await post('Another old post', ['No pepper here.']);
    await ok(ADD, { input: { topicId: commented, text: 'A [[carolina reaper]] in a comment.' } }, writer);
    const runner = t.running.app.get(DataSource).createQueryRunner();
    try {
      const migration = new PepperLinks1796800000331();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const ids = await idsOf('carolina-reaper');
    expect(ids).toContain(topic);
    expect(ids).toContain(commented);
  });
});
