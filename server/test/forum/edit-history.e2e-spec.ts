import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Edit history (issue 36, item 5): an edit later than five minutes after posting keeps the text it replaced (parallel
 * edits included: each keeps its own); the versions are read newest first, and a moderator may hide one, whose text
 * then reads only for moderators and admins (audited).
 */

const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const UPDATE_TOPIC = 'mutation($id: ID!, $input: UpdateTopicInput!) { updateTopic(id: $id, input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const EDIT = 'mutation($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }';
const VERSIONS = `query($id: ID!) {
  topic(id: $id) {
    versionsCount
    versions { id title text hidden writtenAt replacedAt }
    comments { items { id text versionsCount versions { id title text hidden writtenAt replacedAt } } }
  }
}`;
const HIDE = 'mutation($id: ID!, $hidden: Boolean!) { setPostVersionHidden(id: $id, hidden: $hidden) { id text hidden } }';

interface Version {
  id: string;
  title: string | null;
  text: string | null;
  hidden: boolean;
  writtenAt: string;
  replacedAt: string;
}

describe('edit history', () => {
  let t: TestApp;
  let writer: string; // a moderator: no posting limits in the way of the parallel edits
  let member: string;
  let admin: string;
  let db: DataSource;

  async function ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }
  async function history(topicId: string, token?: string) {
    const { topic } = await ok<{ topic: { versionsCount: number; versions: Version[]; comments: { items: { id: string; text: string; versionsCount: number; versions: Version[] }[] } } }>(
      VERSIONS,
      { id: topicId },
      token,
    );
    return topic;
  }
  /** A topic with one comment, both posted `minutesAgo` minutes ago. */
  async function posted(minutesAgo: number) {
    const topicId = (await ok(CREATE, { input: { title: 'Watering a habanero', subject: 'Watering', description: ['Every day?', 'In a pot.'] } }, writer)).createTopic.id as string;
    const commentId = (await ok(ADD, { input: { topicId, text: 'Every two days is enough.' } }, writer)).addComment.id as string;
    await db.query(`UPDATE topics SET create_date = now() - make_interval(mins => $2), updated_at = now() - make_interval(mins => $2) WHERE id = $1`, [topicId, minutesAgo]);
    await db.query(`UPDATE comments SET created_at = now() - make_interval(mins => $2), updated_at = now() - make_interval(mins => $2) WHERE id = $1`, [commentId, minutesAgo]);
    return { topicId, commentId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.running.app.get(DataSource);
    writer = (await signIn(t, ACCOUNTS.moderator)).token;
    member = (await signIn(t, ACCOUNTS.user)).token;
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps nothing for an edit within five minutes of posting', async () => {
    const { topicId, commentId } = await posted(4);
    await ok(EDIT, { id: commentId, text: 'Every day in summer.' }, writer);
    await ok(UPDATE_TOPIC, { id: topicId, input: { title: 'Watering a habanero in summer' } }, writer);
    const topic = await history(topicId);
    expect(topic.versionsCount).toBe(0);
    expect(topic.versions).toEqual([]);
    expect(topic.comments.items[0]).toMatchObject({ text: 'Every day in summer.', versionsCount: 0, versions: [] });
  });

  it('keeps the text each later edit replaced, newest first; a topic its title too; a save that changes nothing keeps none', async () => {
    const { topicId, commentId } = await posted(10);
    await ok(EDIT, { id: commentId, text: 'Every day in summer.' }, writer);
    await ok(EDIT, { id: commentId, text: 'Every day in summer, weekly in winter.' }, writer);
    await ok(EDIT, { id: commentId, text: 'Every day in summer, weekly in winter.' }, writer);
    await ok(UPDATE_TOPIC, { id: topicId, input: { title: 'Watering a habanero in a pot', description: ['Every day?', 'In a 10 l pot.'] } }, writer);
    const topic = await history(topicId, member);
    const comment = topic.comments.items[0]!;
    expect(comment.versionsCount).toBe(2);
    expect(comment.versions.map((v) => v.text)).toEqual(['Every day in summer.', 'Every two days is enough.']);
    expect(comment.versions.every((v) => !v.hidden && v.title === null)).toBe(true);
    // The oldest was written when the comment was posted; each was replaced after it was written.
    expect(Date.now() - Date.parse(comment.versions[1]!.writtenAt)).toBeGreaterThan(9 * 60_000);
    for (const v of comment.versions) expect(Date.parse(v.replacedAt)).toBeGreaterThan(Date.parse(v.writtenAt));
    expect(topic.versionsCount).toBe(1);
    expect(topic.versions).toEqual([expect.objectContaining({ title: 'Watering a habanero', text: 'Every day?\n\nIn a pot.', hidden: false })]);
  });

  it('keeps one version per edit when edits arrive at once: each the text it replaced', async () => {
    const { topicId, commentId } = await posted(10);
    const texts = Array.from({ length: 8 }, (_, i) => `Parallel edit number ${i + 1}.`);
    await Promise.all(texts.map((text) => ok(EDIT, { id: commentId, text }, writer)));
    const comment = (await history(topicId)).comments.items[0]!;
    expect(comment.versionsCount).toBe(8);
    // Every text the comment ever had appears once: the first and seven edits as versions, the last edit as the text.
    const all = [...comment.versions.map((v) => v.text), comment.text].sort();
    expect(all).toEqual(['Every two days is enough.', ...texts].sort());
    // Each version is what the next one replaced: the chain holds (newest first, each written when the one before was replaced).
    for (let i = 0; i + 1 < comment.versions.length; i++) {
      expect(comment.versions[i]!.writtenAt).toBe(comment.versions[i + 1]!.replacedAt);
    }
  });

  it('lets a moderator hide a version: its text then reads only for moderators and admins, audited; shown again', async () => {
    const { topicId, commentId } = await posted(10);
    await ok(EDIT, { id: commentId, text: 'A polite text.' }, writer);
    const [version] = (await history(topicId)).comments.items[0]!.versions;
    const refused = await t.gql(HIDE, { id: version!.id, hidden: true }, member);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(HIDE, { id: version!.id, hidden: true })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    expect((await ok(HIDE, { id: version!.id, hidden: true }, writer)).setPostVersionHidden).toEqual({ id: version!.id, text: 'Every two days is enough.', hidden: true });
    for (const token of [undefined, member]) {
      expect((await history(topicId, token)).comments.items[0]!.versions[0]).toMatchObject({ id: version!.id, text: null, hidden: true });
    }
    for (const token of [writer, admin]) {
      expect((await history(topicId, token)).comments.items[0]!.versions[0]).toMatchObject({ text: 'Every two days is enough.', hidden: true });
    }
    const [audit] = await db.query(`SELECT action, target_type, target_id FROM audit_log WHERE target_id = $1 ORDER BY created_at DESC LIMIT 1`, [commentId]);
    expect(audit).toMatchObject({ action: 'post.version.hide', target_type: 'comment', target_id: commentId });

    await ok(HIDE, { id: version!.id, hidden: false }, admin);
    expect((await history(topicId, member)).comments.items[0]!.versions[0]).toMatchObject({ text: 'Every two days is enough.', hidden: false });
    const unknown = await t.gql(HIDE, { id: '00000000-0000-4000-8000-000000000000', hidden: true }, admin);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("answers a post's versions by its ids, and NOT_FOUND for a deleted, unknown or mismatched post", async () => {
    const { topicId, commentId } = await posted(10);
    await ok(EDIT, { id: commentId, text: 'Changed later.' }, writer);
    const POST_VERSIONS = 'query($topicId: ID!, $commentId: ID) { postVersions(topicId: $topicId, commentId: $commentId) { text } }';
    expect((await ok(POST_VERSIONS, { topicId, commentId })).postVersions).toEqual([{ text: 'Every two days is enough.' }]);
    expect((await ok(POST_VERSIONS, { topicId })).postVersions).toEqual([]);
    const other = await posted(10);
    for (const variables of [{ topicId: other.topicId, commentId }, { topicId, commentId: 'not-an-id' }, { topicId: '00000000-0000-4000-8000-000000000000' }]) {
      expect((await t.gql(POST_VERSIONS, variables)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    await ok('mutation($id: ID!) { deleteComment(id: $id) }', { id: commentId }, writer);
    expect((await t.gql(POST_VERSIONS, { topicId, commentId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
