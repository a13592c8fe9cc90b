import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BOOKMARKS_MAX } from '@pepper-atlas/domain';
import { DataSource } from 'typeorm';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id username } } }';
const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const WATCH = 'mutation($topicId: ID!, $level: TopicWatchLevel!) { setTopicWatch(topicId: $topicId, level: $level) { id watchLevel } }';
const LEVEL = 'query($id: ID!) { topic(id: $id) { id watchLevel bookmarked comments { items { id bookmarked } } } }';
const BOOKMARK = 'mutation($topicId: ID, $commentId: ID, $saved: Boolean!) { setBookmark(topicId: $topicId, commentId: $commentId, saved: $saved) }';
const BOOKMARKS = `query($first: Int, $after: String) { myBookmarks(first: $first, after: $after) {
  items { id topicId commentId createdAt removed topicTitle snippet commentPage } endCursor hasMore } }`;
const NOTIFICATIONS = 'query { notifications(first: 10) { items { id type topicId commentId readAt actor { username } } } }';
const PREFERENCES = 'mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { watched autoWatch } }';
const LIKE = 'mutation($id: ID!) { toggleTopicLike(id: $id) { liked } }';
const READ_ALL = 'mutation { markAllNotificationsRead }';
const DELETE_TOPIC = 'mutation($id: ID!) { deleteTopic(id: $id) }';
const DELETE_COMMENT = 'mutation($id: ID!) { deleteComment(id: $id) }';

interface Member {
  id: string;
  username: string;
  token: string;
}

interface Told {
  id: string;
  type: string;
  topicId: string | null;
  commentId: string | null;
  readAt: string | null;
  actor: { username: string } | null;
}

describe('watching, muting and bookmarks (issue 36, item 2)', () => {
  let t: TestApp;
  let db: DataSource;
  let serial = 0;
  let moderator: Member;
  let admin: Member;

  async function ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }

  async function refused(query: string, variables: Record<string, unknown>, token?: string): Promise<{ code?: string; fields?: Record<string, string> }> {
    const res = await t.gql(query, variables, token);
    expect(res.errors).toBeDefined();
    expect(res.status).toBeLessThan(500);
    return res.errors![0].extensions ?? {};
  }

  async function register(name: string): Promise<Member> {
    const n = ++serial;
    const input = { email: `${name}${n}@example.com`, password: `watch-pass-${n}`, username: `${name}_w${n}`, firstName: 'W', lastName: 'B' };
    const data = await ok(REGISTER, { input });
    return { id: data.register.user.id, username: data.register.user.username, token: data.register.accessToken };
  }

  async function topic(member: Member, title: string): Promise<string> {
    return (await ok(CREATE, { input: { title, subject: 'Watching', category: 'general', description: ['How do I follow this?'] } }, member.token)).createTopic.id;
  }

  async function comment(member: Member, topicId: string, text: string, parentId?: string): Promise<string> {
    return (await ok(ADD, { input: { topicId, text, parentId } }, member.token)).addComment.id;
  }

  async function told(member: Member): Promise<Told[]> {
    return (await ok(NOTIFICATIONS, {}, member.token)).notifications.items;
  }

  async function level(member: Member | null, topicId: string): Promise<string> {
    return (await ok(LEVEL, { id: topicId }, member?.token)).topic.watchLevel;
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.running.app.get(DataSource);
    const named = async (account: { email: string; password: string }): Promise<Member> => {
      const { id, token } = await signIn(t, account);
      return { id, token, username: (await ok('query { me { username } }', {}, token)).me.username };
    };
    moderator = await named(ACCOUNTS.moderator);
    admin = await named(ACCOUNTS.admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('watches a topic its member created or commented in, and tells watchers of each new comment once per topic', async () => {
    const asker = await register('asker');
    const helper = await register('helper');
    const topicId = await topic(asker, 'Yellow leaves on my habanero');
    expect(await level(asker, topicId)).toBe('watching');
    expect(await level(helper, topicId)).toBe('normal');
    expect(await level(null, topicId)).toBe('normal');

    const first = await comment(helper, topicId, 'Too much water, probably.');
    expect(await level(helper, topicId)).toBe('watching');
    // The asker hears of it as the topic's author (comment), not twice.
    expect((await told(asker)).map((n) => n.type)).toEqual(['comment']);
    expect(await told(helper)).toEqual([]);

    // A third member's comment: the helper, watching, hears of it as `watched`; the asker as the topic's author.
    const second = await comment(moderator, topicId, 'Check the roots as well.');
    expect(await told(helper)).toEqual([expect.objectContaining({ type: 'watched', topicId, commentId: second, readAt: null, actor: { username: moderator.username } })]);

    // Read, then another comment: the same one row moves up to the newest comment and is unread again.
    await ok(READ_ALL, {}, helper.token);
    const third = await comment(admin, topicId, 'And the light.');
    const rows = (await told(helper)).filter((n) => n.type === 'watched');
    expect(rows).toEqual([expect.objectContaining({ commentId: third, readAt: null, actor: { username: admin.username } })]);
    // A reply to the helper's comment tells them as a reply, not also as watched (still one watched row, on `third`).
    const reply = await comment(moderator, topicId, 'Agreed with the helper.', first);
    const helperNow = await told(helper);
    expect(helperNow.filter((n) => n.type === 'reply').map((n) => n.commentId)).toEqual([reply]);
    expect(helperNow.filter((n) => n.type === 'watched').map((n) => n.commentId)).toEqual([third]);
  });

  it('keeps a choice made for the topic: normal and muted stay when the member comments again', async () => {
    const owner = await register('owner');
    const quiet = await register('quiet');
    const topicId = await topic(owner, 'Choices stay');
    await comment(quiet, topicId, 'First words.');
    expect(await level(quiet, topicId)).toBe('watching');
    expect((await ok(WATCH, { topicId, level: 'normal' }, quiet.token)).setTopicWatch).toEqual({ id: topicId, watchLevel: 'normal' });
    await comment(quiet, topicId, 'Second words.');
    expect(await level(quiet, topicId)).toBe('normal');
    await comment(moderator, topicId, 'Nobody watching hears this but the owner.');
    expect(await told(quiet)).toEqual([]);
  });

  it('tells a member who muted a topic nothing about it but what moderators did', async () => {
    const owner = await register('muter');
    const topicId = await topic(owner, 'Muted by its own author');
    await ok(WATCH, { topicId, level: 'muted' }, owner.token);
    await comment(moderator, topicId, 'A comment the author will not hear of.');
    await comment(admin, topicId, `And a mention of @${owner.username} that stays silent.`);
    await ok(LIKE, { id: topicId }, moderator.token);
    expect(await told(owner)).toEqual([]);
    // A moderator's action on their topic still reaches them.
    await ok('mutation($id: ID!) { lockTopic(id: $id) { id } }', { id: topicId }, moderator.token);
    expect((await told(owner)).map((n) => n.type)).toEqual(['moderation']);
    // Watching again brings the comments back.
    await ok('mutation($id: ID!) { unlockTopic(id: $id) { id } }', { id: topicId }, moderator.token);
    await ok(WATCH, { topicId, level: 'watching' }, owner.token);
    await comment(admin, topicId, 'Now heard.');
    expect((await told(owner)).map((n) => n.type)).toContain('comment');
  });

  it('follows the preferences: no automatic watch when turned off, no watched notifications when that type is off', async () => {
    const owner = await register('prefs');
    const manual = await register('manual');
    expect((await ok(PREFERENCES, { input: { autoWatch: false } }, manual.token)).updateNotificationPreferences).toEqual({ watched: true, autoWatch: false });
    const topicId = await topic(owner, 'Preferences decide');
    await comment(manual, topicId, 'I do not want to follow this.');
    expect(await level(manual, topicId)).toBe('normal');
    const own = await topic(manual, 'Not even my own');
    expect(await level(manual, own)).toBe('normal');

    await ok(WATCH, { topicId, level: 'watching' }, manual.token);
    await ok(PREFERENCES, { input: { watched: false } }, manual.token);
    await comment(moderator, topicId, 'The watched type is off.');
    expect(await told(manual)).toEqual([]);
    // Turning one preference leaves the other as it was.
    expect((await ok(PREFERENCES, { input: { watched: true } }, manual.token)).updateNotificationPreferences).toEqual({ watched: true, autoWatch: false });
  });

  it('refuses guests, unknown and deleted topics and bad levels with clear errors, changing nothing', async () => {
    const member = await register('refused');
    const topicId = await topic(member, 'Soon deleted');
    expect((await refused(WATCH, { topicId, level: 'watching' })).code).toBe('UNAUTHENTICATED');
    expect((await refused(WATCH, { topicId: '00000000-0000-4000-8000-000000000000', level: 'muted' }, member.token)).code).toBe('NOT_FOUND');
    expect((await refused(WATCH, { topicId: 'not-a-uuid', level: 'muted' }, member.token)).code).toBe('NOT_FOUND');
    const bad = await t.gql(WATCH, { topicId, level: 'LOUD' }, member.token);
    expect(bad.status).toBeLessThan(500);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    await ok(DELETE_TOPIC, { id: topicId }, member.token);
    expect((await refused(WATCH, { topicId, level: 'muted' }, member.token)).code).toBe('NOT_FOUND');
    const [row] = (await db.query('SELECT level FROM topic_watches WHERE user_id = $1 AND topic_id = $2', [member.id, topicId])) as { level: string }[];
    expect(row.level).toBe('watching');
  });

  it('saves topics and comments as bookmarks, lists them newest first in pages, and shows deleted ones as removed', async () => {
    const reader = await register('reader');
    const other = await register('other');
    const topicId = await topic(moderator, 'Worth keeping');
    const commentId = await comment(admin, topicId, 'A **useful** answer about [[Habanero]] seeds.');
    const gone = await comment(admin, topicId, 'This one will be deleted.');

    expect((await ok(BOOKMARK, { topicId, saved: true }, reader.token)).setBookmark).toBe(true);
    expect((await ok(BOOKMARK, { commentId, saved: true }, reader.token)).setBookmark).toBe(true);
    expect((await ok(BOOKMARK, { commentId: gone, saved: true }, reader.token)).setBookmark).toBe(true);
    // Saving again changes nothing.
    expect((await ok(BOOKMARK, { topicId, saved: true }, reader.token)).setBookmark).toBe(true);

    const seen = (await ok(LEVEL, { id: topicId }, reader.token)).topic;
    expect(seen.bookmarked).toBe(true);
    expect(seen.comments.items.map((c: { bookmarked: boolean }) => c.bookmarked)).toEqual([true, true]);
    const theirs = (await ok(LEVEL, { id: topicId }, other.token)).topic;
    expect([theirs.bookmarked, ...theirs.comments.items.map((c: { bookmarked: boolean }) => c.bookmarked)]).toEqual([false, false, false]);
    const guest = (await ok(LEVEL, { id: topicId })).topic;
    expect(guest.bookmarked).toBe(false);
    const SAVED_IN = 'query($topicId: ID!) { myBookmarkedComments(topicId: $topicId) }';
    expect((await ok(SAVED_IN, { topicId }, reader.token)).myBookmarkedComments).toEqual([commentId, gone]);
    expect((await ok(SAVED_IN, { topicId }, other.token)).myBookmarkedComments).toEqual([]);
    expect((await refused(SAVED_IN, { topicId })).code).toBe('UNAUTHENTICATED');

    await ok(DELETE_COMMENT, { id: gone }, admin.token);
    const page1 = (await ok(BOOKMARKS, { first: 2 }, reader.token)).myBookmarks;
    expect(page1.hasMore).toBe(true);
    expect(page1.items).toEqual([
      expect.objectContaining({ commentId: gone, removed: true, topicTitle: null, snippet: null, commentPage: null }),
      expect.objectContaining({ topicId, commentId, removed: false, topicTitle: 'Worth keeping', snippet: 'A useful answer about Habanero seeds.', commentPage: 1 }),
    ]);
    const page2 = (await ok(BOOKMARKS, { first: 2, after: page1.endCursor }, reader.token)).myBookmarks;
    expect(page2).toEqual({
      items: [expect.objectContaining({ topicId, commentId: null, removed: false, topicTitle: 'Worth keeping', snippet: 'How do I follow this?' })],
      endCursor: null,
      hasMore: false,
    });
    expect((await ok(BOOKMARKS, {}, other.token)).myBookmarks.items).toEqual([]);

    expect((await ok(BOOKMARK, { commentId, saved: false }, reader.token)).setBookmark).toBe(false);
    expect((await ok(BOOKMARKS, {}, reader.token)).myBookmarks.items.map((b: { commentId: string | null }) => b.commentId)).toEqual([gone, null]);
  });

  it('refuses bad bookmarks with clear errors and writes nothing', async () => {
    const member = await register('badmark');
    const topicId = await topic(moderator, 'Bookmark errors');
    const commentId = await comment(admin, topicId, 'Deleted soon.');
    await ok(DELETE_COMMENT, { id: commentId }, admin.token);
    expect((await refused(BOOKMARK, { topicId, saved: true })).code).toBe('UNAUTHENTICATED');
    expect(await refused(BOOKMARK, { saved: true }, member.token)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { target: 'oneTarget' } });
    expect(await refused(BOOKMARK, { topicId, commentId, saved: true }, member.token)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { target: 'oneTarget' } });
    expect((await refused(BOOKMARK, { commentId, saved: true }, member.token)).code).toBe('NOT_FOUND');
    expect((await refused(BOOKMARK, { topicId: 'nope', saved: true }, member.token)).code).toBe('NOT_FOUND');
    expect((await refused(BOOKMARKS, { after: 'not-a-cursor' }, member.token)).fields).toEqual({ after: 'invalidCursor' });
    expect((await refused(BOOKMARKS, { first: 51 }, member.token)).code).toBe('BAD_USER_INPUT');
    const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM bookmarks WHERE user_id = $1', [member.id])) as { count: number }[];
    expect(count).toBe(0);
  });

  it(`holds the ${BOOKMARKS_MAX} bookmarks limit and one row per post under parallel saves`, async () => {
    const collector = await register('collector');
    const topicId = await topic(moderator, 'Many comments to save');
    // Enough comments, written directly: the limit is what is under test, not posting.
    const comments = (await db.query(
      `INSERT INTO comments (topic_id, author_id, text) SELECT $1, $2, 'Saved number ' || n FROM generate_series(1, $3::int) n RETURNING id`,
      [topicId, admin.id, BOOKMARKS_MAX + 6],
    )) as { id: string }[];
    const ids = comments.map((c) => c.id);
    await db.query('INSERT INTO bookmarks (user_id, topic_id, comment_id) SELECT $1, $2, unnest($3::uuid[])', [collector.id, topicId, ids.slice(0, BOOKMARKS_MAX - 3)]);

    // Eight saves of one post at once: one row.
    const same = await Promise.all(Array.from({ length: 8 }, () => t.gql(BOOKMARK, { topicId, saved: true }, collector.token)));
    expect(same.every((r) => r.data?.setBookmark === true)).toBe(true);
    // Eight saves of eight other posts at once: the two places left go to two of them.
    const rest = await Promise.all(ids.slice(BOOKMARKS_MAX - 3, BOOKMARKS_MAX + 5).map((commentId) => t.gql(BOOKMARK, { commentId, saved: true }, collector.token)));
    expect(rest.filter((r) => r.data?.setBookmark === true)).toHaveLength(2);
    const over = rest.filter((r) => r.errors);
    expect(over).toHaveLength(6);
    for (const r of over) {
      expect(r.status).toBeLessThan(500);
      expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { bookmark: 'tooManyBookmarks' } });
    }
    const [{ count, topics }] = (await db.query(
      'SELECT count(*)::int AS count, count(*) FILTER (WHERE comment_id IS NULL)::int AS topics FROM bookmarks WHERE user_id = $1',
      [collector.id],
    )) as { count: number; topics: number }[];
    expect({ count, topics }).toEqual({ count: BOOKMARKS_MAX, topics: 1 });
  });

  it('tells every watcher of a busy topic with one statement per comment, and a parallel burst of comments leaves one row each', async () => {
    const owner = await register('busy');
    const topicId = await topic(owner, 'Everyone is watching');
    const watchers = await Promise.all(Array.from({ length: 6 }, (_, i) => register(`watcher${i}`)));
    await Promise.all(watchers.map((w) => ok(WATCH, { topicId, level: 'watching' }, w.token)));
    const added = await Promise.all(['One', 'Two', 'Three', 'Four'].map((word, i) => comment(i % 2 ? moderator : admin, topicId, `${word} at once.`)));
    for (const w of watchers) {
      const rows = (await told(w)).filter((n) => n.type === 'watched');
      expect(rows).toHaveLength(1);
      expect(added).toContain(rows[0].commentId);
      expect(rows[0].topicId).toBe(topicId);
    }
  });
});
