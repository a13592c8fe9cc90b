import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MENTIONS_NOTIFIED_PER_POST } from '@pepper-atlas/domain';
import { DataSource } from 'typeorm';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Mention spam (issue 28, item 6): a post tells at most MENTIONS_NOTIFIED_PER_POST members (the first distinct ones,
 * the rest shown as plain text, in the preview too); a member is told of a post once, whatever its edits do, parallel
 * edits included; edits count against the posting limits.
 */

const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id descriptionHtml } }';
const UPDATE_TOPIC = 'mutation($id: ID!, $input: UpdateTopicInput!) { updateTopic(id: $id, input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id textHtml } }';
const EDIT = 'mutation($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id textHtml } }';
const PREVIEW = 'query($source: String!) { previewPost(source: $source) }';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }';

describe('mentions: at most ten per post, each member told once, edits counted', () => {
  let t: TestApp;
  let writer: string; // a moderator: no posting limits in the way
  let member: string; // chili_fan, an established member
  let admin: string;
  const members: { id: string; username: string }[] = [];

  async function ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }
  /** Mention notifications per recipient for one post (a comment, or a topic without comment). */
  async function toldOf(post: { topicId?: string; commentId?: string }): Promise<string[]> {
    const rows: { recipient_id: string }[] = await t.running.app
      .get(DataSource)
      .query(
        `SELECT recipient_id FROM notifications WHERE type = 'mention' AND ${post.commentId ? 'comment_id = $1' : 'topic_id = $1 AND comment_id IS NULL'} ORDER BY recipient_id`,
        [post.commentId ?? post.topicId],
      );
    return rows.map((r) => r.recipient_id);
  }
  const ids = (list: { id: string }[]) => list.map((m) => m.id).sort();
  const mentionLinks = (html: string) => [...html.matchAll(/class="post-mention"[^>]*>@([^<]+)</g)].map((m) => m[1]!.toLowerCase());

  beforeAll(async () => {
    t = await createTestApp();
    writer = (await signIn(t, ACCOUNTS.moderator)).token;
    member = (await signIn(t, ACCOUNTS.user)).token;
    admin = (await signIn(t, ACCOUNTS.admin)).token;
    for (let i = 1; i <= 13; i++) {
      const input = { username: `mentioned_${i}`, email: `mentioned.${i}@example.com`, password: `mention-pass-${i}`, firstName: 'M', lastName: `${i}` };
      const data = await ok('mutation($input: CreateUserInput!) { createUser(input: $input) { id username } }', { input }, admin);
      members.push(data.createUser);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells only the first ten distinct members a comment or topic mentions; the others read as plain text, in the preview too', async () => {
    expect(MENTIONS_NOTIFIED_PER_POST).toBe(10);
    // The first mention twice (in another case): it counts once.
    const names = [members[0]!.username.toUpperCase(), ...members.slice(0, 12).map((m) => m.username)];
    const text = `Calling ${names.map((n) => `@${n}`).join(' ')}`;
    const topicId = (await ok(CREATE, { input: { title: 'Mention limits', subject: 'Spam', category: 'general', description: ['No mentions here'] } }, writer))
      .createTopic.id;
    const added = (await ok(ADD, { input: { topicId, text } }, writer)).addComment;
    expect(await toldOf({ commentId: added.id })).toEqual(ids(members.slice(0, 10)));
    const linked = members.slice(0, 10).map((m) => m.username);
    expect(mentionLinks(added.textHtml)).toEqual([linked[0], ...linked]);
    for (const later of members.slice(10, 12)) {
      expect(added.textHtml).toContain(`@${later.username}`);
      expect(added.textHtml).not.toContain(`/users/${later.username}`);
    }
    // The composer's preview is the same rendering.
    expect((await ok(PREVIEW, { source: text }, writer)).previewPost).toBe(added.textHtml);

    const topic = (await ok(CREATE, { input: { title: 'Many names', subject: 'Spam', category: 'general', description: [text] } }, writer)).createTopic;
    expect(await toldOf({ topicId: topic.id })).toEqual(ids(members.slice(0, 10)));
    expect(mentionLinks(topic.descriptionHtml)).toHaveLength(11);
  });

  it('tells a member of a post once, whatever its edits do, and ten members in all', async () => {
    const topicId = (await ok(CREATE, { input: { title: 'Edit cycles', subject: 'Spam', category: 'general', description: ['Plain'] } }, writer)).createTopic.id;
    const [first] = members;
    const commentId = (await ok(ADD, { input: { topicId, text: `Hello @${first!.username}` } }, writer)).addComment.id;
    for (let cycle = 0; cycle < 3; cycle++) {
      await ok(EDIT, { id: commentId, text: `Hello nobody (${cycle})` }, writer);
      await ok(EDIT, { id: commentId, text: `Hello again @${first!.username} (${cycle})` }, writer);
    }
    expect(await toldOf({ commentId })).toEqual([first!.id]);
    // Edits that swap in other names tell new members only until the post has told ten.
    await ok(EDIT, { id: commentId, text: members.slice(1, 7).map((m) => `@${m.username}`).join(' ') }, writer);
    await ok(EDIT, { id: commentId, text: members.slice(7, 13).map((m) => `@${m.username}`).join(' ') }, writer);
    expect(await toldOf({ commentId })).toEqual(ids(members.slice(0, 10)));

    // A topic's edits likewise.
    await ok(UPDATE_TOPIC, { id: topicId, input: { description: [`Now for @${first!.username}`] } }, writer);
    await ok(UPDATE_TOPIC, { id: topicId, input: { description: ['Nobody'] } }, writer);
    await ok(UPDATE_TOPIC, { id: topicId, input: { description: [`Again @${first!.username}`] } }, writer);
    expect(await toldOf({ topicId })).toEqual([first!.id]);
  });

  it('tells a member once when parallel edits of one post re-add the mention', async () => {
    const topicId = (await ok(CREATE, { input: { title: 'Parallel edits', subject: 'Spam', category: 'general', description: ['Plain'] } }, writer)).createTopic.id;
    const target = members[12]!;
    const commentId = (await ok(ADD, { input: { topicId, text: 'No one yet' } }, writer)).addComment.id;
    const edits = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.gql(EDIT, { id: commentId, text: i % 2 ? `Edit ${i} for @${target.username}` : `Edit ${i}, @${target.username}!` }, writer)),
    );
    for (const edit of edits) expect(edit.errors).toBeUndefined();
    expect(await toldOf({ commentId })).toEqual([target.id]);
    const unread = await ok('query { unreadNotificationCount }', {}, (await signIn(t, { email: 'mentioned.13@example.com', password: 'mention-pass-13' })).token);
    expect(unread.unreadNotificationCount).toBe(1);
  });

  it("counts a new account's edits against its posting limits", async () => {
    const input = { username: 'fresh_editor', email: 'fresh.editor@example.com', password: 'fresh-pass-1', firstName: 'F', lastName: 'E' };
    const token = (await ok(REGISTER, { input })).register.accessToken as string;
    const topicId = (await ok(CREATE, { input: { title: 'Fresh edits', subject: 'Spam', category: 'general', description: ['Plain'] } }, token)).createTopic.id;
    const commentId = (await ok(ADD, { input: { topicId, text: 'First words' } }, token)).addComment.id;
    for (let i = 0; i < 9; i++) await ok(EDIT, { id: commentId, text: `Words ${i}` }, token);
    await ok(UPDATE_TOPIC, { id: topicId, input: { description: ['Edited once'] } }, token);
    const refused = await t.gql(EDIT, { id: commentId, text: 'One edit too many' }, token);
    expect(refused.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const topicRefused = await t.gql(UPDATE_TOPIC, { id: topicId, input: { description: ['Too many'] } }, token);
    expect(topicRefused.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // A member past the new-account day edits more (the demo member joined when seeded: move that back).
    await t.running.app.get(DataSource).query("UPDATE users SET join_date = now() - interval '30 days' WHERE email = $1", [ACCOUNTS.user.email]);
    const own = (await ok(ADD, { input: { topicId, text: 'Established words' } }, member)).addComment.id;
    for (let i = 0; i < 11; i++) await ok(EDIT, { id: own, text: `Established, edited ${i}` }, member);
  });
});
