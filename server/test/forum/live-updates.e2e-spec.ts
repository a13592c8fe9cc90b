// Live updates over a real WebSocket (graphql-ws at /graphql): one client writes over HTTP, another receives the
// event; the same authentication and permissions as queries; the socket limit per member and per guest address.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ACCOUNTS, type Actor, actorTokens, signIn } from '../utils/actors.js';
import { liveSocket, TOPIC_EVENTS, untilSubscribed, type LiveSocket, type LiveSubscription } from '../utils/live-client.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';
import WebSocket from 'ws';
import { LIVE_MAX_MESSAGE_BYTES } from '../../src/auth/live-socket.js';

const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const LIMITS = { connectionsPerUser: 2, connectionsPerGuestIp: 3 };

describe('live updates: GraphQL subscriptions over WebSocket', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let topicId: string;
  const sockets: LiveSocket[] = [];
  const open = (token?: string, params?: Record<string, unknown>) => {
    const socket = liveSocket(t.url, token, params);
    sockets.push(socket);
    return socket;
  };

  /** Ready once a like (the poke) comes through; every later event is looked for by its kind. */
  const ready = (events: LiveSubscription<Record<string, any>>, id = topicId) =>
    untilSubscribed(events, () => t.gql('mutation($id: ID!) { toggleTopicLike(id: $id) { likes } }', { id }, tokens.admin), (e) => e.data?.topicEvents.kind === 'TOPIC_LIKES');
  const nextOf = (events: LiveSubscription<Record<string, any>>, kind: string) => events.nextWhere((e) => e.data?.topicEvents.kind === kind);

  beforeAll(async () => {
    t = await createTestApp({ live: LIMITS });
    tokens = await actorTokens(t);
    const created = await t.gql(CREATE, { input: { title: 'Live habaneros', subject: 'Live', description: ['Watch this'] } }, tokens.user);
    topicId = created.data?.createTopic.id;
  });
  // Each test's sockets close after it: the guest limit counts every open one.
  afterEach(async () => {
    const closing = sockets.splice(0);
    await Promise.all(closing.map((s) => s.dispose()));
    await Promise.all(closing.map((s) => s.closed));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers a comment posted over HTTP to a guest watching the topic, in the shape queries answer', async () => {
    const guest = open();
    const events = guest.subscribe(TOPIC_EVENTS, { topicId });
    await guest.connected;
    await ready(events);
    const liked = await t.gql('mutation($id: ID!) { toggleTopicLike(id: $id) { likes } }', { id: topicId }, tokens.moderator);
    expect((await events.nextWhere((e) => e.data?.topicEvents.likes === liked.data?.toggleTopicLike.likes)).data?.topicEvents).toEqual({
      kind: 'TOPIC_LIKES', topicId, commentId: null, likes: liked.data?.toggleTopicLike.likes, comment: null,
    });

    // Another client receives it while its socket stays open, no reload (issue 19). How fast is bench/live.mjs's to
    // measure: a timed assertion here failed a CI run on a busy machine (1.3 s) without any defect.
    const [posted, added] = await Promise.all([t.gql(ADD, { input: { topicId, text: 'Hot off the press' } }, tokens.admin), nextOf(events, 'COMMENT_ADDED')]);
    expect(added.errors).toBeUndefined();
    expect(added.data?.topicEvents).toEqual({
      kind: 'COMMENT_ADDED',
      topicId,
      commentId: posted.data?.addComment.id,
      likes: null,
      comment: {
        id: posted.data?.addComment.id, text: 'Hot off the press', likes: 0, likedByMe: false, parentId: null, topicId,
        author: { username: 'admin' }, replies: [],
      },
    });
    events.stop();
  });

  it('sends edits, comment likes with the viewer\'s own likedByMe, replies and deletions', async () => {
    const member = await signIn(t, ACCOUNTS.user);
    const watcher = open(member.token);
    const events = watcher.subscribe(TOPIC_EVENTS, { topicId });
    await watcher.connected;
    await ready(events);
    const posted = await t.gql(ADD, { input: { topicId, text: 'First version' } }, tokens.moderator);
    const commentId = posted.data?.addComment.id;
    expect((await nextOf(events, 'COMMENT_ADDED')).data?.topicEvents).toMatchObject({ kind: 'COMMENT_ADDED', commentId });

    await t.gql('mutation($id: ID!) { editComment(id: $id, text: "Second version") { id } }', { id: commentId }, tokens.moderator);
    expect((await nextOf(events, 'COMMENT_EDITED')).data?.topicEvents).toMatchObject({ kind: 'COMMENT_EDITED', commentId, comment: { id: commentId, text: 'Second version' } });

    await t.gql('mutation($id: ID!) { toggleCommentLike(id: $id) { likes } }', { id: commentId }, member.token);
    expect((await nextOf(events, 'COMMENT_LIKES')).data?.topicEvents).toMatchObject({ kind: 'COMMENT_LIKES', commentId, likes: 1 });
    // The next edit's comment says the watcher liked it: loaders are fresh for each event.
    await t.gql('mutation($id: ID!) { editComment(id: $id, text: "Third version") { id } }', { id: commentId }, tokens.moderator);
    expect((await nextOf(events, 'COMMENT_EDITED')).data?.topicEvents.comment).toMatchObject({ text: 'Third version', likes: 1, likedByMe: true });

    const reply = await t.gql(ADD, { input: { topicId, parentId: commentId, text: 'A reply' } }, tokens.admin);
    expect((await nextOf(events, 'COMMENT_ADDED')).data?.topicEvents).toMatchObject({
      kind: 'COMMENT_ADDED', commentId: reply.data?.addComment.id, comment: { parentId: commentId },
    });

    await t.gql('mutation($id: ID!) { deleteComment(id: $id) }', { id: commentId }, tokens.moderator);
    const deleted = [(await nextOf(events, 'COMMENT_DELETED')).data?.topicEvents, (await nextOf(events, 'COMMENT_DELETED')).data?.topicEvents];
    expect(deleted.map((e) => e?.kind)).toEqual(['COMMENT_DELETED', 'COMMENT_DELETED']);
    expect(new Set(deleted.map((e) => e?.commentId))).toEqual(new Set([commentId, reply.data?.addComment.id]));
    events.stop();
  });

  it('answers each viewer with what they may see, though sockets share one execution per event and kind of viewer', async () => {
    // Two members in the same account state, one the author: who liked what and whose contact details show differ
    // per viewer, so the answers of one event must too.
    const PRIVATE = `subscription($topicId: ID!) { topicEvents(topicId: $topicId) {
      kind comment { id likedByMe author { username email } replies { id likedByMe } } } }`;
    const register = async (username: string) => {
      const input = { username, email: `${username}@example.com`, password: 'chili-pass-42', firstName: 'V', lastName: 'W' };
      const registered = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken } }', { input });
      return { token: registered.data?.register.accessToken as string, email: input.email };
    };
    const [author, fan] = [await register('viewer_author'), await register('viewer_fan')];
    const created = await t.gql(CREATE, { input: { title: 'Who sees what', subject: 'Live', description: ['x'] } }, tokens.user);
    const shared = created.data?.createTopic.id;
    const commentId = (await t.gql(ADD, { input: { topicId: shared, text: 'Like me' } }, author.token)).data?.addComment.id;
    expect(commentId).toBeDefined();
    const replyId = (await t.gql(ADD, { input: { topicId: shared, parentId: commentId, text: 'And me' } }, tokens.admin)).data?.addComment.id;
    const like = (id: string, token?: string) => t.gql('mutation($id: ID!) { toggleCommentLike(id: $id) { likes } }', { id }, token);
    await like(commentId, fan.token);
    await like(replyId, fan.token);

    const watchers = {
      guest: [open(), TOPIC_EVENTS], guestPrivate: [open(), PRIVATE],
      author: [open(author.token), TOPIC_EVENTS], authorPrivate: [open(author.token), PRIVATE],
      fan: [open(fan.token), TOPIC_EVENTS], fanPrivate: [open(fan.token), PRIVATE],
      admin: [open(tokens.admin), PRIVATE],
    } as const;
    const events = Object.fromEntries(
      Object.entries(watchers).map(([name, [socket, query]]) => [name, socket.subscribe<Record<string, any>>(query, { topicId: shared })]),
    ) as Record<keyof typeof watchers, LiveSubscription<Record<string, any>>>;
    await Promise.all(Object.values(watchers).map(([socket]) => socket.connected));
    for (const e of Object.values(events)) await ready(e, shared);

    await t.gql('mutation($id: ID!) { editComment(id: $id, text: "Liked?") { id } }', { id: commentId }, author.token);
    const edited = Object.fromEntries(
      await Promise.all(Object.entries(events).map(async ([name, e]) => [name, (await nextOf(e, 'COMMENT_EDITED')).data?.topicEvents.comment])),
    );
    expect(edited.guest).toMatchObject({ id: commentId, likedByMe: false });
    expect(edited.author).toMatchObject({ id: commentId, likedByMe: false });
    expect(edited.fan).toMatchObject({ id: commentId, likedByMe: true });
    const answer = (likedByMe: boolean, email: string | null, replyLiked: boolean) => ({
      id: commentId, likedByMe, author: { username: 'viewer_author', email }, replies: [{ id: replyId, likedByMe: replyLiked }],
    });
    expect(edited.guestPrivate).toEqual(answer(false, null, false));
    // The author sees their own address, an admin everyone's, nobody else; each like is the viewer's own.
    expect(edited.authorPrivate).toEqual(answer(false, author.email, false));
    expect(edited.fanPrivate).toEqual(answer(true, null, true));
    expect(edited.admin).toEqual(answer(false, author.email, false));
    for (const e of Object.values(events)) e.stop();
  });

  it('ends the subscription when the topic is deleted, and nobody may subscribe to a deleted or unknown topic', async () => {
    const created = await t.gql(CREATE, { input: { title: 'Soon gone', subject: 'Gone', description: ['x'] } }, tokens.user);
    const goneId = created.data?.createTopic.id;
    const guest = open();
    const events = guest.subscribe(TOPIC_EVENTS, { topicId: goneId });
    await guest.connected;
    await ready(events, goneId);
    await t.gql('mutation($id: ID!) { deleteTopic(id: $id) }', { id: goneId }, tokens.moderator);
    expect((await nextOf(events, 'TOPIC_DELETED')).data?.topicEvents).toMatchObject({ kind: 'TOPIC_DELETED', topicId: goneId });
    await events.completed;

    for (const token of [undefined, tokens.user, tokens.admin]) {
      const again = open(token).subscribe(TOPIC_EVENTS, { topicId: goneId });
      expect((await again.next()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const unknown = open().subscribe(TOPIC_EVENTS, { topicId: '00000000-0000-4000-8000-000000000000' });
    expect((await unknown.next()).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("sends a member their unread notification count when it moves, and refuses a guest", async () => {
    const COUNT = 'subscription { unreadNotificationCountChanged }';
    const author = await signIn(t, ACCOUNTS.user);
    const socket = open(author.token);
    const counts = socket.subscribe<{ unreadNotificationCountChanged: number }>(COUNT);
    await socket.connected;
    const unread = async () => (await t.gql('{ unreadNotificationCount }', {}, author.token)).data?.unreadNotificationCount as number;
    // Each comment by another member on the author's topic is one more unread notification.
    let posted = 0;
    await untilSubscribed(
      counts,
      () => (posted++, t.gql(ADD, { input: { topicId, text: `Ping ${posted}` } }, tokens.moderator)),
      (e) => typeof e.data?.unreadNotificationCountChanged === 'number',
    );
    await t.gql(ADD, { input: { topicId, text: 'One more for the author' } }, tokens.admin);
    const expected = await unread();
    expect((await counts.nextWhere((e) => e.data?.unreadNotificationCountChanged === expected)).data?.unreadNotificationCountChanged).toBe(expected);
    await t.gql('mutation { markAllNotificationsRead }', {}, author.token);
    expect((await counts.nextWhere((e) => e.data?.unreadNotificationCountChanged === 0)).data?.unreadNotificationCountChanged).toBe(0);
    counts.stop();

    const guest = open().subscribe(COUNT);
    expect((await guest.next()).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad token and a blocked account when the socket opens (close code 4401)', async () => {
    for (const token of ['not-a-token', tokens.blocked]) {
      const socket = open(token);
      await expect(socket.connected).rejects.toBeDefined();
      expect((await socket.closed).code).toBe(4401);
    }
    expect((await open(tokens.blocked).closed).reason).toBe('Your account is blocked.');
  });

  it("takes an API key as its member's credential, and closes its socket at once when the key is revoked", async () => {
    const member = await signIn(t, ACCOUNTS.user);
    const created = await t.gql(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }',
      { input: { name: 'live socket', scopes: ['read'] } },
      member.token,
    );
    const { key, apiKey } = created.data?.createApiKey as { key: string; apiKey: { id: string } };
    // As its member: the member's own notification count, which a guest may not ask for.
    const socket = open(key);
    const counts = socket.subscribe<{ unreadNotificationCountChanged: number }>('subscription { unreadNotificationCountChanged }');
    await socket.connected;
    let posted = 0;
    await untilSubscribed(
      counts,
      () => (posted++, t.gql(ADD, { input: { topicId, text: `Key ping ${posted}` } }, tokens.moderator)),
      (e) => typeof e.data?.unreadNotificationCountChanged === 'number',
    );
    // Revoked while connected: the socket ends without waiting for the next periodic check; the key opens no other.
    const revoked = await t.gql('mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id: apiKey.id }, member.token);
    expect(revoked.data?.revokeApiKey.revokedAt).toEqual(expect.any(String));
    expect((await socket.closed).code).toBe(4401);
    const again = open(key);
    await expect(again.connected).rejects.toBeDefined();
    expect((await again.closed).code).toBe(4401);
    // A malformed or unknown key is refused like a bad token.
    for (const bad of ['pa_short', `pa_${'x'.repeat(40)}`]) expect((await open(bad).closed).code).toBe(4401);
  });

  it('closes the sockets of a member blocked while connected at once, and refuses their token afterwards', async () => {
    const victim = await t.gql(
      'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }',
      { input: { username: 'soon_blocked', email: 'soon.blocked@example.com', password: 'chili-pass-42', firstName: 'S', lastName: 'B' } },
    );
    const token = victim.data?.register.accessToken;
    const socket = open(token);
    const events = socket.subscribe(TOPIC_EVENTS, { topicId });
    await socket.connected;
    await ready(events);
    const blocked = await t.gql('mutation($id: ID!) { setUserActive(id: $id, isActive: false) { isActive } }', { id: victim.data?.register.user.id }, tokens.admin);
    expect(blocked.data?.setUserActive.isActive).toBe(false);
    // Without subscribing again: the running subscription's socket ends (a waiting window, not a speed test).
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Your account is blocked.' });
    const again = open(token);
    await expect(again.connected).rejects.toBeDefined();
    expect((await again.closed).code).toBe(4401);
  });

  it('closes the sockets of a deleted member and of one whose password an admin reset, and keeps the others open', async () => {
    const register = (username: string) =>
      t.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }', {
        input: { username, email: `${username}@example.com`, password: 'chili-pass-42', firstName: 'S', lastName: 'B' },
      });
    const [gone, reset] = [await register('soon_deleted'), await register('soon_reset')];
    const bystander = await signIn(t, ACCOUNTS.moderator);
    const [goneSocket, resetSocket, bystanderSocket] = [gone, reset].map((r) => open(r.data?.register.accessToken)).concat(open(bystander.token));
    const watching = bystanderSocket.subscribe(TOPIC_EVENTS, { topicId });
    await Promise.all([goneSocket.connected, resetSocket.connected, bystanderSocket.connected]);
    await ready(watching);

    await t.gql('mutation($id: ID!) { deleteUser(id: $id) }', { id: gone.data?.register.user.id }, tokens.admin);
    expect((await goneSocket.closed).code).toBe(4401);
    await t.gql('mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }', {
      id: reset.data?.register.user.id, input: { password: 'a-new-chili-pass-43' },
    }, tokens.admin);
    expect((await resetSocket.closed).code).toBe(4401);
    // Everyone else's socket carries on.
    await t.gql(ADD, { input: { topicId, text: 'Still here' } }, tokens.admin);
    expect((await nextOf(watching, 'COMMENT_ADDED')).data?.topicEvents.comment.text).toBe('Still here');
    watching.stop();
  });

  it("closes a member's other sockets when they change their own password; the new token opens one", async () => {
    const registered = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken } }', {
      input: { username: 'changes_own', email: 'changes.own@example.com', password: 'chili-pass-42', firstName: 'C', lastName: 'O' },
    });
    const before = registered.data?.register.accessToken;
    const [elsewhere, here] = [open(before), open(before)];
    const watching = elsewhere.subscribe(TOPIC_EVENTS, { topicId });
    await Promise.all([elsewhere.connected, here.connected]);
    await ready(watching);
    const changed = await t.gql(
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }',
      { input: { currentPassword: 'chili-pass-42', newPassword: 'chili-pass-43', confirmPassword: 'chili-pass-43' } },
      before,
    );
    expect(changed.errors).toBeUndefined();
    // Without subscribing again, every socket of the old token ends with 4440 (graphql-ws clients reconnect after
    // it: the one holding the new token carries on, the old token is refused 4401).
    expect((await elsewhere.closed).code).toBe(4440);
    expect((await here.closed).code).toBe(4440);
    expect((await open(before).closed).code).toBe(4401);
    const after = open(changed.data?.changePassword.accessToken);
    const events = after.subscribe(TOPIC_EVENTS, { topicId });
    await after.connected;
    await ready(events);
    events.stop();
  });

  it('closes a socket that sends a message over the size limit (1009), and takes a large one under it', async () => {
    const raw = (message: string) =>
      new Promise<{ code: number; acked: boolean }>((resolve) => {
        const socket = new WebSocket(t.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
        let acked = false;
        socket.on('open', () => socket.send(message));
        socket.on('message', (data) => {
          acked ||= JSON.parse(String(data)).type === 'connection_ack';
          socket.close(1000);
        });
        socket.on('error', () => undefined);
        socket.on('close', (code) => resolve({ code, acked }));
      });
    const init = (padding: number) => JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(padding) } });
    // The client's doing, not the server's: no "Internal error" with a stack on the console (graphql-ws's default).
    const consoleErrors = jest.spyOn(console, 'error');
    try {
      expect(await raw(init(LIVE_MAX_MESSAGE_BYTES + 1))).toEqual({ code: 1009, acked: false });
      expect(consoleErrors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      consoleErrors.mockRestore();
    }
    expect(await raw(init(LIVE_MAX_MESSAGE_BYTES - 100))).toEqual({ code: 1000, acked: true });
  });

  it('takes only subscriptions over the socket, under the same depth limit as HTTP', async () => {
    const guest = open();
    const query = guest.subscribe('query { topics { total } }');
    expect((await query.next()).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const deep = guest.subscribe(`subscription($topicId: ID!) { topicEvents(topicId: $topicId) { comment { topic { comments { items { replies {
      topic { comments { items { replies { id } } } } } } } } } } }`, { topicId });
    const refused = await deep.next();
    expect(refused.errors?.[0].message).toMatch(/depth/i);
  });

  it('limits open sockets per member (and per address for guests) with close code 4430', async () => {
    const member = await signIn(t, ACCOUNTS.moderator);
    const first = open(member.token);
    const second = open(member.token);
    await Promise.all([first.connected, second.connected]);
    const third = open(member.token);
    await expect(third.connected).rejects.toBeDefined();
    expect(await third.closed).toEqual({ code: 4430, reason: 'Too many connections (at most 2)' });
    // A closed socket frees its place.
    await first.dispose();
    await first.closed;
    const fourth = open(member.token);
    await fourth.connected;

    const guests = [open(), open(), open()];
    await Promise.all(guests.map((g) => g.connected));
    const extra = open();
    expect((await extra.closed).code).toBe(4430);
  });
});

describe('live updates through Redis: a blocked member\'s socket closes when the control event comes back from Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: `pa-live-test-${process.pid}-${randomBytes(3).toString('hex')}:` });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('closes the socket with 4401 once the admin blocked the member', async () => {
    const admin = await signIn(t, ACCOUNTS.admin);
    const victim = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }', {
      input: { username: 'redis_blocked', email: 'redis.blocked@example.com', password: 'chili-pass-42', firstName: 'R', lastName: 'B' },
    });
    const socket = liveSocket(t.url, victim.data?.register.accessToken);
    await socket.connected;
    await t.gql('mutation($id: ID!) { setUserActive(id: $id, isActive: false) { isActive } }', { id: victim.data?.register.user.id }, admin.token);
    expect((await socket.closed).code).toBe(4401);
  });
});
