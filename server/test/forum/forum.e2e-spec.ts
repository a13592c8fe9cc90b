import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, type Actor, actorTokens, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id title subject category description author { username } pinned locked views commentsCount } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id text parentId topicId author { username } } }';
const TOPIC = `query($id: ID!, $page: Int) { topic(id: $id) { id title commentsCount likes locked pinned views likedByMe
  comments(page: $page) { totalItems page totalPages perPage items { id text likes likedByMe author { username } replies { id text parentId } } } } }`;

describe('forum: topics, comments, likes, views', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let topicId: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a signed-in member start a topic as themself; guests and blocked members cannot', async () => {
    const input = { title: 'שאלה על פלפל חבנרו', subject: 'Growing habanero', category: 'growing', description: ['שורה ראשונה', '', '  שורה שנייה  '] };
    const res = await t.gql(CREATE, { input }, tokens.user);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createTopic).toMatchObject({
      title: 'שאלה על פלפל חבנרו', category: 'growing', description: ['שורה ראשונה', 'שורה שנייה'], author: { username: 'chili_fan' },
      pinned: false, locked: false, views: 0, commentsCount: 0,
    });
    topicId = res.data?.createTopic.id;
    expect((await t.gql(CREATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(CREATE, { input }, tokens.blocked)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const blank = await t.gql(CREATE, { input: { ...input, title: '  ' } }, tokens.user);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Please fill in all required fields', extensions: { code: 'BAD_USER_INPUT', fields: { title: 'requiredFields' } } });
  });

  it('puts a new topic first and raises the totals by one', async () => {
    const page = await t.gql('query { topics { stats { totalTopics } topics { id } } }');
    expect(page.data?.topics.topics[0].id).toBe(topicId);
  });

  it('stores text as plain text, markup and all', async () => {
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const res = await t.gql(CREATE, { input: { title: xss, subject: xss, description: [xss] } }, tokens.moderator);
    expect(res.data?.createTopic.title).toBe(xss);
  });

  it('rate-limits new accounts so the forum cannot be flooded', async () => {
    const reg = await t.gql('mutation { register(input: { username: "flooder", email: "flood@example.com", password: "flood-pass-1", firstName: "F", lastName: "L" }) { accessToken } }');
    const token = reg.data?.register.accessToken;
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const r = await t.gql(CREATE, { input: { title: `Flood ${i}`, subject: 'spam', description: ['x'] } }, token);
      codes.push(r.errors?.[0].extensions?.code ?? 'OK');
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
  });

  it('lets the author, a moderator or an admin edit and delete; nobody else', async () => {
    const UPDATE = 'mutation($id: ID!, $input: UpdateTopicInput!) { updateTopic(id: $id, input: $input) { subject } }';
    expect((await t.gql(UPDATE, { id: topicId, input: { subject: 'Habanero question' } }, tokens.user)).data?.updateTopic.subject).toBe('Habanero question');
    const other = await signIn(t, { email: 'avi.mizrahi@example.com', password: 'Community1!' });
    expect((await t.gql(UPDATE, { id: topicId, input: { subject: 'hijack' } }, other.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { id: topicId, input: { subject: 'Tidied' } }, tokens.moderator)).data?.updateTopic.subject).toBe('Tidied');
    const victim = await t.gql(CREATE, { input: { title: 'To delete', subject: 'x', description: ['x'] } }, other.token);
    expect((await t.gql('mutation($id: ID!) { deleteTopic(id: $id) }', { id: victim.data?.createTopic.id }, tokens.user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('mutation($id: ID!) { deleteTopic(id: $id) }', { id: victim.data?.createTopic.id }, tokens.admin)).data?.deleteTopic).toBe(true);
    expect((await t.gql(TOPIC, { id: victim.data?.createTopic.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('pins, unpins, locks and unlocks for moderators and admins only', async () => {
    for (const op of ['pinTopic', 'unpinTopic', 'lockTopic', 'unlockTopic']) {
      const q = `mutation($id: ID!) { ${op}(id: $id) { pinned locked } }`;
      expect([op, (await t.gql(q, { id: topicId })).errors?.[0].extensions?.code]).toEqual([op, 'UNAUTHENTICATED']);
      expect([op, (await t.gql(q, { id: topicId }, tokens.user)).errors?.[0].extensions?.code]).toEqual([op, 'FORBIDDEN']);
      expect([op, (await t.gql(q, { id: topicId }, tokens.blocked)).errors?.[0].extensions?.code]).toEqual([op, 'UNAUTHENTICATED']);
      expect([op, (await t.gql(q, { id: topicId }, tokens.moderator)).errors]).toEqual([op, undefined]);
      expect([op, (await t.gql(q, { id: topicId }, tokens.admin)).errors]).toEqual([op, undefined]);
    }
  });

  it('adds comments and replies, refuses them on a locked topic, and counts them', async () => {
    const first = await t.gql(ADD, { input: { topicId, text: 'Soak the seeds overnight' } }, tokens.moderator);
    expect(first.data?.addComment).toMatchObject({ text: 'Soak the seeds overnight', parentId: null, author: { username: 'moshe.grower' } });
    const reply = await t.gql(ADD, { input: { topicId, text: 'Thanks!', parentId: first.data?.addComment.id } }, tokens.user);
    const replyToReply = await t.gql(ADD, { input: { topicId, text: 'Same thread', parentId: reply.data?.addComment.id } }, tokens.admin);
    // Threads are one level deep: a reply to a reply joins the same thread.
    expect(replyToReply.data?.addComment.parentId).toBe(first.data?.addComment.id);
    expect((await t.gql(ADD, { input: { topicId, text: '   ' } }, tokens.user)).errors?.[0].extensions?.fields).toEqual({ text: 'commentEmpty' });
    expect((await t.gql(ADD, { input: { topicId, text: 'guest' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    await t.gql('mutation($id: ID!) { lockTopic(id: $id) { locked } }', { id: topicId }, tokens.moderator);
    const locked = await t.gql(ADD, { input: { topicId, text: 'Too late' } }, tokens.user);
    expect(locked.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(locked.errors?.[0].message).toMatch(/locked/);
    await t.gql('mutation($id: ID!) { unlockTopic(id: $id) { locked } }', { id: topicId }, tokens.moderator);

    const topic = (await t.gql(TOPIC, { id: topicId })).data?.topic;
    expect(topic.commentsCount).toBe(3);
    expect(topic.comments.totalItems).toBe(1);
    expect(topic.comments.items[0].replies.map((r: { text: string }) => r.text)).toEqual(['Thanks!', 'Same thread']);
  });

  it('deletes a comment with its replies; the count drops by as many and never below 0', async () => {
    const topic = (await t.gql(TOPIC, { id: topicId })).data?.topic;
    const thread = topic.comments.items[0];
    const reply = thread.replies[0];
    const otherUser = await signIn(t, { email: 'avi.mizrahi@example.com', password: 'Community1!' });
    expect((await t.gql('mutation($id: ID!) { deleteComment(id: $id) }', { id: reply.id }, otherUser.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('mutation($id: ID!) { deleteComment(id: $id) }', { id: thread.id }, tokens.moderator)).data?.deleteComment).toBe(true);
    const after = (await t.gql(TOPIC, { id: topicId })).data?.topic;
    expect(after.commentsCount).toBe(0);
    expect(after.comments.totalItems).toBe(0);
    expect((await t.gql('mutation($id: ID!) { deleteComment(id: $id) }', { id: reply.id }, tokens.admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(TOPIC, { id: topicId })).data?.topic.commentsCount).toBe(0);
  });

  it('pages comments by the stored "comments per page" setting', async () => {
    await t.gql('mutation { updateSettings(input: { commentsPerPage: 5 }) { commentsPerPage } }', undefined, tokens.admin);
    for (let i = 0; i < 7; i++) await t.gql(ADD, { input: { topicId, text: `Comment ${i}` } }, tokens.admin);
    const page1 = (await t.gql(TOPIC, { id: topicId, page: 1 })).data?.topic.comments;
    const page2 = (await t.gql(TOPIC, { id: topicId, page: 2 })).data?.topic.comments;
    expect(page1).toMatchObject({ totalItems: 7, perPage: 5, totalPages: 2, page: 1 });
    expect(page1.items.map((c: { text: string }) => c.text)).toEqual(['Comment 0', 'Comment 1', 'Comment 2', 'Comment 3', 'Comment 4']);
    expect(page2.items.map((c: { text: string }) => c.text)).toEqual(['Comment 5', 'Comment 6']);
    await t.gql('mutation { resetSettings { commentsPerPage } }', undefined, tokens.admin);
  });

  it('likes a topic and a comment once per member (a toggle)', async () => {
    const like = await t.gql('mutation($id: ID!) { toggleTopicLike(id: $id) { liked likes } }', { id: topicId }, tokens.user);
    expect(like.data?.toggleTopicLike).toEqual({ liked: true, likes: 1 });
    expect((await t.gql(TOPIC, { id: topicId }, tokens.user)).data?.topic.likedByMe).toBe(true);
    expect((await t.gql('mutation($id: ID!) { toggleTopicLike(id: $id) { liked likes } }', { id: topicId }, tokens.user)).data?.toggleTopicLike).toEqual({ liked: false, likes: 0 });
    const comment = (await t.gql(TOPIC, { id: topicId })).data?.topic.comments.items[0];
    const cl = await t.gql('mutation($id: ID!) { toggleCommentLike(id: $id) { liked likes } }', { id: comment.id }, tokens.user);
    expect(cl.data?.toggleCommentLike).toEqual({ liked: true, likes: 1 });
    expect((await t.gql('mutation($id: ID!) { toggleCommentLike(id: $id) { liked } }', { id: comment.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts 100 parallel views exactly', async () => {
    const before = (await t.gql(TOPIC, { id: topicId })).data?.topic.views;
    await Promise.all(Array.from({ length: 100 }, () => t.gql('mutation($id: ID!) { incrementTopicViews(id: $id) }', { id: topicId })));
    expect((await t.gql(TOPIC, { id: topicId })).data?.topic.views).toBe(before + 100);
  });

  it('counts topics per category', async () => {
    const res = await t.gql('query { categoryStats { category count } topics { stats { totalTopics } } }');
    const sum = res.data?.categoryStats.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(sum).toBe(res.data?.topics.stats.totalTopics);
    expect(res.data?.categoryStats.map((c: { category: string }) => c.category)).toEqual(['general', 'growing', 'identification', 'recipe', 'tips', 'diseases']);
  });

  it('keeps the email of members private in the forum', async () => {
    const res = await t.gql(TOPIC.replace('author { username }', 'author { username email }'), { id: topicId }, tokens.moderator);
    expect(JSON.stringify(res.data)).not.toContain('@example.com');
    expect(ACCOUNTS.user.email).toContain('@');
  });
});
