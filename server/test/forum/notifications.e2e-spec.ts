import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { NotificationEvents, type NotificationsChanged } from '../../src/notifications/notification-events.js';
import { SettingsService } from '../../src/settings/settings.service.js';
import { ACCOUNTS, actorTokens, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id username } } }';
const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const NOTIFICATIONS = `query($first: Int, $after: String) { notifications(first: $first, after: $after) {
  items { id type action topicId commentId commentPage topicTitle snippet removed othersCount readAt actor { username } } endCursor hasMore } }`;
const UNREAD = 'query { unreadNotificationCount }';

interface Member {
  id: string;
  username: string;
  token: string;
}

interface Item {
  id: string;
  type: string;
  action: string | null;
  topicId: string | null;
  commentId: string | null;
  commentPage: number | null;
  topicTitle: string | null;
  snippet: string | null;
  removed: boolean;
  othersCount: number;
  readAt: string | null;
  actor: { username: string } | null;
}

describe('notifications: who is told what, grouping, reading and preferences', () => {
  let t: TestApp;
  let serial = 0;
  let author: Member; // chili_fan
  let dana: Member;
  let eli: Member;
  let moderator: string;
  let admin: string;
  const events: NotificationsChanged[] = [];

  async function ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }

  async function register(name: string): Promise<Member> {
    const n = ++serial;
    const input = { email: `${name}${n}@example.com`, password: `notify-pass-${n}`, username: `${name}_${n}`, firstName: 'N', lastName: 'M' };
    const data = await ok(REGISTER, { input });
    return { id: data.register.user.id, username: data.register.user.username, token: data.register.accessToken };
  }

  async function all(member: Member): Promise<Item[]> {
    return (await ok(NOTIFICATIONS, { first: 50 }, member.token)).notifications.items;
  }

  async function topic(token: string, title: string, description: string[] = ['A question about peppers']): Promise<string> {
    return (await ok(CREATE, { input: { title, subject: 'Notifications', category: 'general', description } }, token)).createTopic.id;
  }

  async function comment(token: string, topicId: string, text: string, parentId?: string): Promise<string> {
    return (await ok(ADD, { input: { topicId, text, parentId } }, token)).addComment.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await actorTokens(t); // blocks noa_garden, whose mentions must tell nobody
    const user = await signIn(t, ACCOUNTS.user);
    author = { id: user.id, username: 'chili_fan', token: user.token };
    moderator = (await signIn(t, ACCOUNTS.moderator)).token;
    admin = (await signIn(t, ACCOUNTS.admin)).token;
    dana = await register('dana');
    eli = await register('eli');
    t.running.app.get(NotificationEvents).on((event) => events.push(event));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows snippets as the post reads, through the forum renderer: no Markdown syntax, no HTML, cut at a word', async () => {
    const topicId = await topic(moderator, 'Formatted posts', [`**Bold** question for @${eli.username}`, '- about [[Habanero]]']);
    const text = `Hi @${eli.username}, **very** _hot_ [[Habanero]] and [the guide](https://example.com/guide)!\n\n> quoted \`code\`\n\n${'word '.repeat(40)}`;
    const commentId = await comment(dana.token, topicId, text);
    const told = await all(eli);
    const ofComment = told.find((n) => n.commentId === commentId)!;
    const ofTopic = told.find((n) => n.topicId === topicId && !n.commentId)!;
    expect(ofTopic.snippet).toBe(`Bold question for @${eli.username} about Habanero`);
    expect(ofComment.snippet!.startsWith(`Hi @${eli.username}, very hot Habanero and the guide! quoted code word word`)).toBe(true);
    expect(ofComment.snippet!.endsWith('word…')).toBe(true);
    expect(ofComment.snippet!.length).toBeLessThanOrEqual(141);
    for (const snippet of [ofComment.snippet!, ofTopic.snippet!]) {
      expect(snippet).not.toMatch(/[*`>[\]<]|\b_|_\b|https?:/);
    }
  });

  it('tells a topic author of a comment, and the commenter of a reply, never the actor themself', async () => {
    const topicId = await topic(author.token, 'Who answers my topic?');
    await comment(author.token, topicId, 'My own first comment, @chili_fan');
    expect(await all(author)).toEqual([]);

    const before = events.length;
    const commentId = await comment(dana.token, topicId, 'Dana answers the topic');
    const [told] = await all(author);
    expect(told).toMatchObject({
      type: 'comment', topicId, commentId, topicTitle: 'Who answers my topic?', snippet: 'Dana answers the topic', removed: false,
      readAt: null, actor: { username: dana.username },
    });
    expect(events.slice(before)).toEqual([{ name: 'notifications.changed', userId: author.id }]);
    expect(await all(dana)).toEqual([]);

    // eli replies to Dana's comment and mentions her too: Dana hears once (the reply); the topic author hears of the comment.
    const replyId = await comment(eli.token, topicId, `Agreed, @${dana.username.toUpperCase()}!`, commentId);
    expect(await all(dana)).toEqual([expect.objectContaining({ type: 'reply', commentId: replyId, actor: { username: eli.username } })]);
    expect((await all(author))[0]).toMatchObject({ type: 'comment', commentId: replyId });
  });

  it('tells the mentioned (Unicode-aware, case-insensitive), not inside code, not a blocked member', async () => {
    const topicId = await topic(dana.token, `Ask @${eli.username}`, [`שלום @${eli.username}, and \`@chili_fan\` is code; @noa_garden is blocked`]);
    expect(await all(eli)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'mention', topicId, commentId: null, actor: { username: dana.username } })]),
    );
    expect((await all(author)).some((n) => n.topicId === topicId)).toBe(false);
    const noa: { n: number }[] = await t.running.app
      .get(DataSource)
      .query("SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.recipient_id WHERE u.username = 'noa_garden'");
    expect(noa[0].n).toBe(0);
  });

  it('groups parallel likes of one post into one notification with the right count', async () => {
    const topicId = await topic(author.token, 'Like me');
    const likers = [];
    for (let i = 0; i < 16; i++) likers.push(await register('liker'));
    await ok('mutation($id: ID!) { toggleTopicLike(id: $id) { liked } }', { id: topicId }, author.token); // own like: no notification
    const answers = await Promise.all(likers.map((l) => t.gql('mutation($id: ID!) { toggleTopicLike(id: $id) { liked } }', { id: topicId }, l.token)));
    expect(answers.every((a) => a.data?.toggleTopicLike.liked === true)).toBe(true);
    const likes = (await all(author)).filter((n) => n.type === 'like' && n.topicId === topicId);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ othersCount: 15, readAt: null, removed: false, topicTitle: 'Like me' });
    expect(likers.map((l) => l.username)).toContain(likes[0].actor?.username);

    // Read, then one more like: the same row comes back unread at the top.
    await ok('mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', { ids: [likes[0].id] }, author.token);
    const late = await register('late');
    await ok('mutation($id: ID!) { toggleTopicLike(id: $id) { liked } }', { id: topicId }, late.token);
    const [top] = await all(author);
    expect(top).toMatchObject({ id: likes[0].id, type: 'like', othersCount: 16, readAt: null, actor: { username: late.username } });
  });

  it('tells a reporter the outcome and an author what a moderator did, without naming the moderator', async () => {
    const topicId = await topic(author.token, 'Moderated topic');
    const commentId = await comment(author.token, topicId, 'A comment to be removed');
    const report = await ok(
      'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }',
      { input: { type: 'spam', description: 'spam', commentId } },
      dana.token,
    );
    await ok('mutation($id: ID!) { resolveReport(id: $id, note: "handled") { status } }', { id: report.reportContent.id }, moderator);
    await ok('mutation($id: ID!) { lockTopic(id: $id) { locked } }', { id: topicId }, moderator);
    await ok('mutation($id: ID!) { deleteComment(id: $id) }', { id: commentId }, moderator);

    expect((await all(dana))[0]).toMatchObject({ type: 'report', action: 'report.resolved', commentId, actor: null, removed: true, snippet: null });
    const [deleted, locked] = await all(author);
    expect(locked).toMatchObject({ type: 'moderation', action: 'topic.lock', topicId, topicTitle: 'Moderated topic', actor: null });
    expect(deleted).toMatchObject({ type: 'moderation', action: 'comment.delete', commentId, removed: true, snippet: null, topicTitle: null });
  });

  it('shows content deleted after the notification as removed, with no title or snippet', async () => {
    const topicId = await topic(dana.token, 'Soon gone', ['secret words']);
    await comment(dana.token, topicId, `psst @${eli.username}`);
    await ok('mutation($id: ID!) { deleteTopic(id: $id) }', { id: topicId }, admin);
    const mentions = (await all(eli)).filter((n) => n.topicId === topicId);
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toMatchObject({ type: 'mention', removed: true, snippet: null, topicTitle: null });
  });

  it('keeps per-type preferences per member: a type turned off is not stored', async () => {
    const prefs = await ok('query { notificationPreferences { reply comment mention like report moderation } }', undefined, eli.token);
    expect(prefs.notificationPreferences).toEqual({ reply: true, comment: true, mention: true, like: true, report: true, moderation: true });
    const updated = await ok(
      'mutation { updateNotificationPreferences(input: { mention: false, like: false }) { mention like reply } }',
      undefined,
      eli.token,
    );
    expect(updated.updateNotificationPreferences).toEqual({ mention: false, like: false, reply: true });
    await ok('mutation { updateNotificationPreferences(input: { like: true }) { like } }', undefined, eli.token);
    const count = (await all(eli)).length;
    const topicId = await topic(dana.token, 'Quiet please', [`hello @${eli.username}`]);
    expect((await all(eli)).length).toBe(count);
    expect((await all(eli)).some((n) => n.topicId === topicId)).toBe(false);
    const again = await ok('query { notificationPreferences { mention like } }', undefined, eli.token);
    expect(again.notificationPreferences).toEqual({ mention: false, like: true });
    // Another member's preferences are untouched.
    expect((await ok('query { notificationPreferences { mention } }', undefined, dana.token)).notificationPreferences.mention).toBe(true);
  });

  it('lets only the owner read and mark notifications; guests get none', async () => {
    for (const op of [NOTIFICATIONS, UNREAD, 'mutation { markAllNotificationsRead }', 'query { notificationPreferences { like } }']) {
      expect((await t.gql(op)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const mine = await all(author);
    const unread = (await ok(UNREAD, undefined, author.token)).unreadNotificationCount;
    expect(unread).toBe(mine.filter((n) => !n.readAt).length);
    expect(unread).toBeGreaterThan(1);
    const target = mine.find((n) => !n.readAt) as Item;

    const foreign = await t.gql('mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', { ids: [target.id] }, dana.token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await ok(UNREAD, undefined, author.token)).unreadNotificationCount).toBe(unread);
    expect((await all(dana)).some((n) => n.id === target.id)).toBe(false);

    const left = await ok('mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', { ids: [target.id] }, author.token);
    expect(left.markNotificationsRead).toBe(unread - 1);
    expect((await ok('mutation { markAllNotificationsRead }', undefined, author.token)).markAllNotificationsRead).toBe(0);
    expect((await ok(UNREAD, undefined, author.token)).unreadNotificationCount).toBe(0);
    expect((await all(author)).every((n) => n.readAt)).toBe(true);
  });

  it('pages newest first with a cursor', async () => {
    const mine = await all(author);
    expect(mine.length).toBeGreaterThan(4);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: { items: Item[]; endCursor: string | null; hasMore: boolean } = (
        await ok(NOTIFICATIONS, { first: 2, after }, author.token)
      ).notifications;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((n) => n.id));
      if (!page.hasMore) break;
      after = page.endCursor;
    }
    expect(seen).toEqual(mine.map((n) => n.id));
    const bad = await t.gql(NOTIFICATIONS, { first: 2, after: 'not-a-cursor' }, author.token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(NOTIFICATIONS, { first: 500 }, author.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("links a comment on a later page of its topic: the notification names the page that shows it", async () => {
    const settings = t.running.app.get(SettingsService);
    await settings.save({ commentsPerPage: 5 }, null);
    try {
      const zoe = await register('zoe');
      const topicId = await topic(moderator, 'A long conversation');
      const first = await comment(moderator, topicId, 'Comment 1');
      for (let i = 2; i <= 5; i++) await comment(moderator, topicId, `Comment ${i}`);
      const sixth = await comment(dana.token, topicId, `Comment 6, for @${zoe.username}`);
      const reply = await comment(dana.token, topicId, `A reply on page 1, @${zoe.username}`, first);
      const told = await all(zoe);
      expect(told.find((n) => n.commentId === sixth)).toMatchObject({ type: 'mention', commentPage: 2 });
      expect(told.find((n) => n.commentId === reply)).toMatchObject({ type: 'mention', commentPage: 1 });
    } finally {
      await settings.save({ commentsPerPage: 20 }, null);
    }
  });
});
