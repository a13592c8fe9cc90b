import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const PROFILE = `query($username: String!) { memberProfile(username: $username) {
  id username firstName lastName avatar bio joinDate postsCount } }`;
const TOPICS = `query($username: String!, $skip: Int, $take: Int) {
  topicsByAuthor(username: $username, skip: $skip, take: $take) { totalItems items { id title author { username avatar } } } }`;
const COMMENTS = `query($username: String!, $skip: Int, $take: Int) {
  commentsByAuthor(username: $username, skip: $skip, take: $take) { totalItems items { id text topic { id title } author { username avatar } } } }`;

/** A wide photo with EXIF text, so the square crop and the dropped metadata both show. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 240, channels: 3, background: { r: 220, g: 40, b: 20 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'home-address-secret' } } })
    .toBuffer();
}

describe('member profiles: avatars, public pages and paged activity', () => {
  let t: TestApp;
  let token: string;
  let username: string;

  const uploadAvatar = async (data: Buffer | null, as = token, name = 'me.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    if (data) form.append('avatar', new Blob([new Uint8Array(data)], { type }), name);
    const res = await fetch(`${t.url}/api/users/avatar`, { method: 'POST', body: form, headers: as ? { authorization: `Bearer ${as}` } : {} });
    return { status: res.status, body: (await res.json()) as any };
  };
  const fileAt = async (url: string) => {
    const res = await fetch(`${t.url}${url}`);
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    username = 'avatar_tester';
    const reg = await t.gql(
      `mutation { register(input: { username: "${username}", email: "avatar.tester@example.com", password: "avatar-pass-1", firstName: "Ava", lastName: "Tal" }) { accessToken } }`,
    );
    token = reg.data?.register.accessToken;
    expect(token).toBeTruthy();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('crops an uploaded avatar square and re-encodes it at 32, 64 and 160 px without metadata', async () => {
    const res = await uploadAvatar(await photo());
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const url: string = res.body.user.avatar;
    expect(res.body.image).toEqual({ url });
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-160\.webp$/);
    for (const size of [32, 64, 160]) {
      const file = await fileAt(url.replace(/-160\.webp$/, `-${size}.webp`));
      expect(file.status).toBe(200);
      const meta = await sharp(file.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(file.bytes.includes(Buffer.from('home-address-secret'))).toBe(false);
    }
    const me = await t.gql('{ me { avatar } }', {}, token);
    expect(me.data?.me.avatar).toBe(url);
  });

  it('refuses what is not an image, by content, and keeps the avatar it had', async () => {
    const before = (await t.gql('{ me { avatar } }', {}, token)).data?.me.avatar;
    const text = await uploadAvatar(Buffer.from('GIF89a? no, just text'), token, 'fake.gif', 'image/gif');
    expect(text.status).toBe(400);
    const html = await uploadAvatar(Buffer.from('<html><script>alert(1)</script></html>'), token, 'me.png', 'image/png');
    expect(html.status).toBe(415);
    expect(html.body.errors).toEqual({ avatar: 'imageInvalidType' });
    const big = Buffer.concat([await photo(), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await uploadAvatar(big)).status).toBe(413);
    expect((await uploadAvatar(null)).status).toBe(400);
    expect((await uploadAvatar(await photo(), '')).status).toBe(401);
    expect((await t.gql('{ me { avatar } }', {}, token)).data?.me.avatar).toBe(before);
  });

  it('removes the files of a replaced avatar, and refuses pointing at a stored avatar that is not yours', async () => {
    const first = (await uploadAvatar(await photo())).body.user.avatar as string;
    const second = (await uploadAvatar(await photo())).body.user.avatar as string;
    expect(second).not.toBe(first);
    expect((await fileAt(first)).status).toBe(404);
    expect((await fileAt(second)).status).toBe(200);

    const other = await signIn(t, ACCOUNTS.user);
    const steal = await t.gql('mutation($a: String) { updateProfile(input: { avatar: $a }) { avatar } }', { a: second }, other.token);
    expect(steal.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await fileAt(second)).status).toBe(200);

    const removed = await t.gql('mutation { removeAvatar { avatar } }', {}, token);
    expect(removed.data?.removeAvatar.avatar).toBeNull();
    expect((await fileAt(second)).status).toBe(404);
    // Only an upload of one's own, or nothing (issue 28): an emoji is refused like any other text.
    const emoji = await t.gql('mutation { updateProfile(input: { avatar: "🌶️" }) { avatar } }', {}, token);
    expect(emoji.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await uploadAvatar(await photo())).status).toBe(201);
  });

  it('shows a public profile with no private field, to guests too', async () => {
    await t.gql('mutation { updateProfile(input: { bio: "I grow habaneros" }) { id } }', {}, token);
    const res = await t.gql(PROFILE, { username: 'AVATAR_TESTER' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.memberProfile).toMatchObject({ username, firstName: 'Ava', lastName: 'Tal', bio: 'I grow habaneros', postsCount: 0 });
    expect(res.data?.memberProfile.avatar).toMatch(/^\/uploads\/avatars\//);
    expect(JSON.stringify(res.data)).not.toContain('avatar.tester@example.com');
    // The type has no private fields at all: asking for one is a validation error, not a null.
    for (const field of ['email', 'role', 'isActive', 'emailVerified', 'twoFactorEnabled']) {
      const asked = await t.gql(`query { memberProfile(username: "${username}") { ${field} } }`);
      expect(asked.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const missing = await t.gql(PROFILE, { username: 'nobody_here_at_all' });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("pages a member's topics and comments on the server, with each author's avatar", async () => {
    const topicIds: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const r = await t.gql(CREATE, { input: { title: `Avatar topic ${i}`, subject: 'chili', description: ['x'] } }, token);
      expect(r.errors).toBeUndefined();
      topicIds.push(r.data?.createTopic.id);
    }
    for (let i = 1; i <= 5; i++) {
      const r = await t.gql(ADD, { input: { topicId: topicIds[i % 3], text: `Comment ${i}` } }, token);
      expect(r.errors).toBeUndefined();
    }
    const avatar = (await t.gql('{ me { avatar } }', {}, token)).data?.me.avatar;

    const topicsFirst = await t.gql(TOPICS, { username, skip: 0, take: 2 });
    expect(topicsFirst.data?.topicsByAuthor.totalItems).toBe(3);
    expect(topicsFirst.data?.topicsByAuthor.items.map((x: any) => x.title)).toEqual(['Avatar topic 3', 'Avatar topic 2']);
    expect(topicsFirst.data?.topicsByAuthor.items[0].author).toEqual({ username, avatar });
    const topicsNext = await t.gql(TOPICS, { username, skip: 2, take: 2 });
    expect(topicsNext.data?.topicsByAuthor.items.map((x: any) => x.title)).toEqual(['Avatar topic 1']);

    const commentsFirst = await t.gql(COMMENTS, { username, skip: 0, take: 2 });
    expect(commentsFirst.errors).toBeUndefined();
    expect(commentsFirst.data?.commentsByAuthor.totalItems).toBe(5);
    expect(commentsFirst.data?.commentsByAuthor.items.map((x: any) => x.text)).toEqual(['Comment 5', 'Comment 4']);
    expect(commentsFirst.data?.commentsByAuthor.items[0].topic).toEqual({ id: topicIds[2], title: 'Avatar topic 3' });
    expect(commentsFirst.data?.commentsByAuthor.items[0].author).toEqual({ username, avatar });
    const commentsLast = await t.gql(COMMENTS, { username, skip: 4, take: 2 });
    expect(commentsLast.data?.commentsByAuthor.items.map((x: any) => x.text)).toEqual(['Comment 1']);

    expect((await t.gql(PROFILE, { username })).data?.memberProfile.postsCount).toBe(8);
    const tooMany = await t.gql(COMMENTS, { username, skip: 0, take: 1000 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const negative = await t.gql(COMMENTS, { username, skip: -1, take: 2 });
    expect(negative.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("pages the member's own favorites on the server", async () => {
    const peppers = await t.gql('{ peppers(take: 3) { items { id } } }');
    const ids: string[] = peppers.data?.peppers.items.map((p: any) => p.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect((await t.gql('mutation($id: ID!) { toggleFavorite(id: $id) }', { id }, token)).data?.toggleFavorite).toBe(true);
    const page = (skip: number) =>
      t.gql('query($skip: Int) { peppers(favoritesOnly: true, skip: $skip, take: 2) { totalItems items { id } } }', { skip }, token);
    const first = await page(0);
    const second = await page(2);
    expect(first.data?.peppers.totalItems).toBe(3);
    expect(first.data?.peppers.items).toHaveLength(2);
    expect(second.data?.peppers.items).toHaveLength(1);
    const seen = [...first.data?.peppers.items, ...second.data?.peppers.items].map((p: any) => p.id).sort();
    expect(seen).toEqual([...ids].sort());
  });
});
