import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { POST_IMAGE_LIMITS } from '@pepper-atlas/domain';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Photos in topics and comments (issue 36, item 1): uploaded, then claimed by the post they were uploaded for in its
 * own transaction (the author's own uploads only, six at most, under parallel edits too), a daily count for new
 * accounts under parallel uploads, bad files refused with clear codes and nothing half-saved, metadata stripped, a photo
 * reported on its own and removed by a moderator (audited, the author told).
 */

const UPLOAD = 'mutation($file: Upload!) { uploadPostImage(file: $file) { id url thumbnailUrl srcSet width height alt } }';
const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id images { id alt position width height url } } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateTopicInput!) { updateTopic(id: $id, input: $input) { id images { id alt position } } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id images { id alt } } }';
const EDIT =
  'mutation($id: ID!, $text: String!, $images: [PostImageInput!]) { editComment(id: $id, text: $text, images: $images) { id images { id } } }';
const TOPIC =
  'query($id: ID!) { topic(id: $id) { id images { id alt url thumbnailUrl width height } comments { items { id images { id alt url } } } } }';
const REPORT = 'mutation($input: ReportContentInput!) { reportContent(input: $input) { id topicId commentId imageId } }';

const png = (width = 64, height = 48, r = 200): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 3, background: { r, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();

/** A phone's photo: landscape pixels turned by EXIF orientation 6 (shown portrait), with a place in GPS EXIF. */
const phonePhoto = (): Promise<Buffer> =>
  sharp({
    create: {
      width: 400,
      height: 200,
      channels: 3,
      background: { r: 20, g: 160, b: 40 },
    },
  })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'secret-home-address' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1' },
      },
    })
    .toBuffer();

describe('photos in topics and comments', () => {
  let t: TestApp;
  let member: { token: string; id: string };
  let other: { token: string; id: string };
  let moderator: { token: string; id: string };
  let admin: { token: string; id: string };
  let db: DataSource;

  async function upload(data: Buffer, token: string | undefined, type = 'image/png', name = 'photo.png'): Promise<{ status: number; body: any }> {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(data)], { type }), name);
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: {
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: res.status, body: await res.json() };
  }
  async function photo(token: string, data?: Buffer): Promise<{ id: string; url: string; width: number; height: number }> {
    const res = await upload(data ?? (await png()), token);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.uploadPostImage;
  }
  async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }
  const topicInput = (title: string, images?: { id: string; alt?: string }[]) => ({
    title,
    subject: 'Photos',
    category: 'general',
    description: ['Look at these'],
    images,
  });
  const rows = (where: string, params: unknown[]) =>
    db.query(`SELECT count(*)::int AS n FROM post_images WHERE ${where}`, params).then((r: { n: number }[]) => r[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.running.app.get(DataSource);
    member = await signIn(t, ACCOUNTS.user);
    other = await signIn(t, ACCOUNTS.other);
    moderator = await signIn(t, ACCOUNTS.moderator);
    admin = await signIn(t, ACCOUNTS.admin);
    // Established members (the seed's join dates are recent): the daily count has its own test with a new account.
    await db.query("UPDATE users SET join_date = now() - interval '30 days' WHERE id = ANY($1)", [[member.id, other.id]]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('attaches two photos to a topic and a comment, in order with their alt text; guests see them; GPS EXIF is gone and the photo stands upright', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const first = await photo(member.token, original);
    // Stored as it is seen: 200 wide, 400 high.
    expect(first).toMatchObject({ width: 200, height: 400 });
    expect(first.url).toMatch(/^\/uploads\/posts\/[0-9a-f-]{36}-1280\.webp$/);
    const stored = Buffer.from(await (await fetch(`${t.url}${first.url}`)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-home-address'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([200, 400]);

    const second = await photo(member.token);
    const topic = (
      await ok(
        CREATE,
        {
          input: topicInput('Two photos', [{ id: second.id, alt: '  The pod  ' }, { id: first.id }]),
        },
        member.token,
      )
    ).createTopic;
    expect(topic.images).toMatchObject([
      { id: second.id, alt: 'The pod', position: 0, width: 64, height: 48 },
      { id: first.id, alt: '', position: 1 },
    ]);
    const [c1, c2] = [await photo(member.token), await photo(member.token)];
    const comment = (
      await ok(
        ADD,
        {
          input: {
            topicId: topic.id,
            text: 'More',
            images: [
              { id: c1.id, alt: 'One' },
              { id: c2.id, alt: 'Two' },
            ],
          },
        },
        member.token,
      )
    ).addComment;
    expect(comment.images).toEqual([
      { id: c1.id, alt: 'One' },
      { id: c2.id, alt: 'Two' },
    ]);
    // A guest reads the same, and the topic's photos are not its comment's.
    const read = (await ok(TOPIC, { id: topic.id })).topic;
    expect(read.images.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);
    expect(read.images[0].thumbnailUrl).toMatch(/-320\.webp$/);
    expect(read.comments.items.find((c: { id: string }) => c.id === comment.id).images.map((i: { id: string }) => i.id)).toEqual([c1.id, c2.id]);
    expect((await fetch(`${t.url}${read.images[0].thumbnailUrl}`)).status).toBe(200);
  });

  it('edits the photos: reorders, changes alt text, drops one (back to unattached) and adds one; left out, they stay', async () => {
    const [a, b, c] = [await photo(member.token), await photo(member.token), await photo(member.token)];
    const topic = (await ok(CREATE, { input: topicInput('Edit photos', [{ id: a.id }, { id: b.id }]) }, member.token)).createTopic;
    const edited = (
      await ok(
        UPDATE,
        {
          id: topic.id,
          input: {
            images: [
              { id: c.id, alt: 'New' },
              { id: b.id, alt: 'Second' },
            ],
          },
        },
        member.token,
      )
    ).updateTopic;
    expect(edited.images).toEqual([
      { id: c.id, alt: 'New', position: 0 },
      { id: b.id, alt: 'Second', position: 1 },
    ]);
    expect(await rows('id = $1 AND topic_id IS NULL', [a.id])).toBe(1);
    const titleOnly = (await ok(UPDATE, { id: topic.id, input: { title: 'Edit photos again' } }, member.token)).updateTopic;
    expect(titleOnly.images.map((i: { id: string }) => i.id)).toEqual([c.id, b.id]);
    // The dropped one may come back.
    const back = (await ok(UPDATE, { id: topic.id, input: { images: [{ id: a.id }] } }, member.token)).updateTopic;
    expect(back.images.map((i: { id: string }) => i.id)).toEqual([a.id]);
  });

  it('refuses a seventh photo, and leaves no topic or claimed photo behind', async () => {
    const seven = await Promise.all(Array.from({ length: 7 }, () => photo(member.token)));
    const res = await t.gql(
      CREATE,
      {
        input: topicInput(
          'Seven photos',
          seven.map((p) => ({ id: p.id })),
        ),
      },
      member.token,
    );
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { images: 'postImagesTooMany' },
    });
    expect((await db.query('SELECT count(*)::int AS n FROM topics WHERE title = $1', ['Seven photos']))[0].n).toBe(0);
    expect(await rows('id = ANY($1) AND topic_id IS NULL', [seven.map((p) => p.id)])).toBe(7);
    // Six are fine.
    const six = (
      await ok(
        CREATE,
        {
          input: topicInput(
            'Six photos',
            seven.slice(0, 6).map((p) => ({ id: p.id })),
          ),
        },
        member.token,
      )
    ).createTopic;
    expect(six.images).toHaveLength(POST_IMAGE_LIMITS.perPost);
    const tooLong = await t.gql(
      ADD,
      {
        input: {
          topicId: six.id,
          text: 'Alt',
          images: [{ id: seven[6]!.id, alt: 'x'.repeat(301) }],
        },
      },
      member.token,
    );
    expect(tooLong.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { images: 'postImageAltTooLong' },
    });
  });

  it('keeps a comment at six photos under 8 parallel edits, and lets only one of two parallel posts claim one upload', async () => {
    const topicId = (await ok(CREATE, { input: topicInput('Parallel photos') }, member.token)).createTopic.id;
    const five = await Promise.all(Array.from({ length: 5 }, () => photo(member.token)));
    const comment = (
      await ok(
        ADD,
        {
          input: {
            topicId,
            text: 'Five',
            images: five.map((p) => ({ id: p.id })),
          },
        },
        member.token,
      )
    ).addComment;
    const extra = await Promise.all(Array.from({ length: 8 }, () => photo(member.token)));
    // Each edit keeps the five and adds its own sixth; another adds two (seven: refused whatever the order).
    const edits = await Promise.all([
      ...extra.map((p) =>
        t.gql(
          EDIT,
          {
            id: comment.id,
            text: 'Five and one',
            images: [...five, p].map((x) => ({ id: x.id })),
          },
          member.token,
        ),
      ),
      t.gql(
        EDIT,
        {
          id: comment.id,
          text: 'Seven',
          images: [...five, extra[0]!, extra[1]!].map((x) => ({ id: x.id })),
        },
        member.token,
      ),
    ]);
    expect(edits.slice(0, 8).every((res) => !res.errors)).toBe(true);
    expect(edits[8]!.errors?.[0].extensions?.fields).toEqual({
      images: 'postImagesTooMany',
    });
    expect(await rows('comment_id = $1 AND removed_at IS NULL', [comment.id])).toBe(6);

    const shared = await photo(member.token);
    const claims = await Promise.all(
      ['First claim', 'Second claim'].map((title) => t.gql(CREATE, { input: topicInput(title, [{ id: shared.id }]) }, member.token)),
    );
    expect(claims.filter((res) => !res.errors)).toHaveLength(1);
    expect(claims.find((res) => res.errors)!.errors?.[0].extensions?.fields).toEqual({ images: 'postImageInvalid' });
    expect((await db.query("SELECT count(*)::int AS n FROM topics WHERE title IN ('First claim', 'Second claim')"))[0].n).toBe(1);
  });

  it("refuses another member's upload and a photo shown in another post (no hotlinking); a moderator's edit cannot add their own", async () => {
    const theirs = await photo(other.token);
    const stolen = await t.gql(CREATE, { input: topicInput('Not mine', [{ id: theirs.id }]) }, member.token);
    expect(stolen.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { images: 'postImageInvalid' },
    });
    expect((await db.query('SELECT count(*)::int AS n FROM topics WHERE title = $1', ['Not mine']))[0].n).toBe(0);

    const mine = await photo(member.token);
    const first = (await ok(CREATE, { input: topicInput('Shown here', [{ id: mine.id }]) }, member.token)).createTopic;
    const again = await t.gql(
      ADD,
      {
        input: {
          topicId: first.id,
          text: 'Same photo',
          images: [{ id: mine.id }],
        },
      },
      member.token,
    );
    expect(again.errors?.[0].extensions?.fields).toEqual({
      images: 'postImageInvalid',
    });
    const unknown = await t.gql(
      CREATE,
      {
        input: topicInput('Unknown', [{ id: '00000000-0000-4000-8000-000000000000' }]),
      },
      member.token,
    );
    expect(unknown.errors?.[0].extensions?.fields).toEqual({
      images: 'postImageInvalid',
    });

    const moderatorsOwn = await photo(moderator.token);
    const edit = await t.gql(
      UPDATE,
      {
        id: first.id,
        input: { images: [{ id: mine.id }, { id: moderatorsOwn.id }] },
      },
      moderator.token,
    );
    expect(edit.errors?.[0].extensions?.fields).toEqual({
      images: 'postImageInvalid',
    });
    expect((await ok(TOPIC, { id: first.id })).topic.images.map((i: { id: string }) => i.id)).toEqual([mine.id]);
  });

  it('refuses a non-image, an oversize file, a decompression bomb and a guest with clear codes, storing nothing', async () => {
    const before = await rows('uploader_id = $1', [member.id]);
    const text = await upload(Buffer.from('just text, not a photo'), member.token, 'image/png', 'fake.png');
    expect(text.body.errors?.[0].extensions).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { image: 'imageInvalidType' },
    });
    const big = await upload(Buffer.concat([await png(10, 10), Buffer.alloc(11 * 1024 * 1024)]), member.token);
    expect(big.body.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    const bomb = await png(10000, 10000);
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    expect((await upload(bomb, member.token)).body.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await upload(await png(), undefined)).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await rows('uploader_id = $1', [member.id])).toBe(before);
  });

  it(`lets an account younger than ${POST_IMAGE_LIMITS.newAccountDays} days upload ${POST_IMAGE_LIMITS.newAccountPerDay} photos a day, under parallel uploads too`, async () => {
    const input = {
      username: 'new_photographer',
      email: 'new.photographer@example.com',
      password: 'photo-pass-1',
      firstName: 'New',
      lastName: 'Member',
    };
    await ok('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input }, admin.token);
    const newcomer = await signIn(t, {
      email: input.email,
      password: input.password,
    });
    const data = await png(32, 32);
    const results = await Promise.all(Array.from({ length: POST_IMAGE_LIMITS.newAccountPerDay + 3 }, () => upload(data, newcomer.token)));
    const refused = results.filter((res) => res.body.errors);
    expect(refused).toHaveLength(3);
    for (const res of refused)
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        fields: { images: 'postImageDailyLimit' },
      });
    expect(await rows('uploader_id = $1', [newcomer.id])).toBe(POST_IMAGE_LIMITS.newAccountPerDay);
    // The refused uploads' files were deleted again: every stored photo file belongs to a row.
    const orphans: { n: number }[] = await db.query(
      "SELECT count(*)::int AS n FROM stored_files s WHERE s.name LIKE 'posts/%' AND NOT EXISTS (SELECT 1 FROM post_images p WHERE s.name LIKE 'posts/' || p.file_key || '-%')",
    );
    expect(orphans[0]!.n).toBe(0);
    // An established member has no daily count.
    expect((await upload(data, member.token)).body.errors).toBeUndefined();
  });

  it('reports one photo; a moderator removes it (audited, the author told, its files gone); members cannot', async () => {
    const [keep, bad] = [await photo(member.token), await photo(member.token)];
    const topic = (
      await ok(
        CREATE,
        {
          input: topicInput('Reported photo', [{ id: keep.id }, { id: bad.id }]),
        },
        member.token,
      )
    ).createTopic;
    const report = (
      await ok(
        REPORT,
        {
          input: {
            type: 'inappropriate',
            description: 'This photo',
            imageId: bad.id,
          },
        },
        other.token,
      )
    ).reportContent;
    expect(report).toMatchObject({
      topicId: topic.id,
      commentId: null,
      imageId: bad.id,
    });
    const again = await t.gql(REPORT, { input: { type: 'spam', description: 'Again', imageId: bad.id } }, other.token);
    expect(again.errors?.[0].extensions?.code).toBe('ALREADY_REPORTED');
    // The post itself is another report.
    expect(
      (
        await t.gql(
          REPORT,
          {
            input: { type: 'spam', description: 'The post', topicId: topic.id },
          },
          other.token,
        )
      ).errors,
    ).toBeUndefined();
    expect((await t.gql(REPORT, { input: { type: 'spam', description: 'Mine', imageId: bad.id } }, member.token)).errors?.[0].extensions?.code).toBe(
      'CANNOT_REPORT_OWN_CONTENT',
    );
    const REVIEW = 'query($id: ID!) { report(id: $id) { imageId image { id url removed } } }';
    expect((await ok(REVIEW, { id: report.id }, moderator.token)).report.image).toEqual({ id: bad.id, url: bad.url, removed: false });

    const REMOVE = 'mutation($id: ID!) { removePostImage(id: $id) }';
    expect((await t.gql(REMOVE, { id: bad.id }, member.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await ok(REMOVE, { id: bad.id }, moderator.token)).removePostImage).toBe(true);
    expect((await t.gql(REMOVE, { id: bad.id }, moderator.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await ok(TOPIC, { id: topic.id })).topic.images.map((i: { id: string }) => i.id)).toEqual([keep.id]);
    expect((await fetch(`${t.url}${bad.url}`)).status).toBe(404);
    expect((await ok(REVIEW, { id: report.id }, moderator.token)).report.image).toMatchObject({ id: bad.id, removed: true });
    const log = await ok('query { auditLog(take: 5) { items { action targetType targetId actor { username } } } }', {}, admin.token);
    expect(log.auditLog.items[0]).toMatchObject({
      action: 'post.image.remove',
      targetType: 'topic',
      targetId: topic.id,
    });
    const told: { action: string }[] = await db.query(
      "SELECT action FROM notifications WHERE recipient_id = $1 AND type = 'moderation' AND topic_id = $2",
      [member.id, topic.id],
    );
    expect(told.map((n) => n.action)).toEqual(['image.remove']);
    // A removed photo cannot be reported, nor put back in its post.
    expect((await t.gql(REPORT, { input: { type: 'spam', description: 'Gone', imageId: bad.id } }, admin.token)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    const putBack = await t.gql(UPDATE, { id: topic.id, input: { images: [{ id: keep.id }, { id: bad.id }] } }, member.token);
    expect(putBack.errors?.[0].extensions?.fields).toEqual({
      images: 'postImageInvalid',
    });
  });
});
