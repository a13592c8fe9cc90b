import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type GqlResponse, type TestApp } from '../utils/test-app.js';

/**
 * Parallel requests against the running app (issue 14, items 1-3): a write changes only the columns it
 * means to change, so a security change (password, block, demotion) sticks while other requests of the
 * same account keep saving, edits never put back old counters, and every like counter equals its rows.
 * Races show mainly on PostgreSQL (PGlite runs one transaction at a time); the suite runs on both.
 */

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const ME = '{ me { id role isActive } }';
const UPDATE_PROFILE = 'mutation($bio: String) { updateProfile(input: { bio: $bio }) { id } }';
const UPDATE_USER = 'mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }';
const CHANGE_PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }';
const SET_ACTIVE = 'mutation($id: ID!, $value: Boolean!) { setUserActive(id: $id, isActive: $value) { isActive } }';
const SET_ROLE = 'mutation($id: ID!, $role: UserRole!) { setUserRole(id: $id, role: $role) { role } }';
const CREATE_TOPIC = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const UPDATE_TOPIC = 'mutation($id: ID!, $input: UpdateTopicInput!) { updateTopic(id: $id, input: $input) { id } }';
const VIEW_TOPIC = 'mutation($id: ID!) { incrementTopicViews(id: $id) }';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const EDIT_COMMENT = 'mutation($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }';
const LIKE = {
  topic: 'mutation($id: ID!) { toggleTopicLike(id: $id) { liked likes } }',
  comment: 'mutation($id: ID!) { toggleCommentLike(id: $id) { liked likes } }',
  pepper: 'mutation($id: ID!) { togglePepperLike(id: $id) { liked likes } }',
} as const;
const CREATE_PEPPER = 'mutation($input: PepperInput!) { createPepper(input: $input) { id } }';
const UPDATE_PEPPER = 'mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { id } }';
const SET_PEPPER_STATUS = 'mutation($id: ID!, $value: Boolean!) { setPepperStatus(id: $id, action: featured, value: $value) { id } }';
const VIEW_PEPPER = 'mutation($id: ID!) { viewPepper(id: $id) }';

interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A step of a loop: the request for its i-th turn, and the value it writes (to know the loop's last acknowledged write). */
type Step = (i: number) => { request: Promise<GqlResponse>; value?: unknown };

interface Race<T> {
  result: T;
  /** Per loop, the value of its last acknowledged request. */
  last: unknown[];
  /** Requests the loops got answered without an error. */
  acknowledged: number;
}

/**
 * Runs each loop (one request at a time) until `change` has answered. `change` starts once every loop has
 * had an answer, so requests are in flight on every loop while it runs.
 */
async function race<T>(loops: Step[], change: () => Promise<T>): Promise<Race<T>> {
  let stop = false;
  let answered = 0;
  let acknowledged = 0;
  const last: unknown[] = loops.map(() => undefined);
  let warm!: () => void;
  const warmedUp = new Promise<void>((resolve) => (warm = resolve));
  const runners = Promise.all(
    loops.map(async (step, loop) => {
      for (let i = 0; !stop; i++) {
        const { request, value } = step(i);
        const res = await request;
        if (!res.errors) {
          acknowledged++;
          last[loop] = value;
        }
        if (++answered === loops.length) warm();
      }
    }),
  );
  await Promise.race([warmedUp, runners]);
  try {
    return { result: await change(), last, acknowledged };
  } finally {
    stop = true;
    await runners;
  }
}

function errorCode(res: GqlResponse): string | undefined {
  return res.errors ? (res.errors[0]?.extensions?.code ?? 'ERROR') : undefined;
}

describe('concurrency: writes change only their columns, counters equal their rows', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: string;
  let moderator: string;
  let serial = 0;
  /** Members who like things: eight, so dozens of likes are in flight at once. */
  let likers: Member[];

  async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }

  async function register(): Promise<Member> {
    const n = ++serial;
    const member = { email: `racer${n}@example.com`, password: `first-pass-${n}` };
    const data = await ok(REGISTER, {
      input: { ...member, username: `racer_${n}`, firstName: 'Race', lastName: 'Runner' },
    });
    return { ...member, id: data.register.user.id, token: data.register.accessToken };
  }

  async function row(sql: string, params: unknown[]): Promise<Record<string, any>> {
    const rows: Record<string, any>[] = await db.query(sql, params);
    return rows[0];
  }

  /** Six loops of the member saving their bio, two of an admin editing the member's first name. */
  function profileLoops(member: Member, token: string): Step[] {
    const own: Step[] = Array.from({ length: 6 }, (_, loop) => (i) => ({
      request: t.gql(UPDATE_PROFILE, { bio: `loop ${loop} turn ${i}` }, token),
    }));
    const byAdmin: Step[] = Array.from({ length: 2 }, (_, loop) => (i) => ({
      request: t.gql(UPDATE_USER, { id: member.id, input: { firstName: `Racer${'abcdefgh'[(loop + i) % 8]}` } }, admin),
    }));
    return [...own, ...byAdmin];
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = t.running.app.get(DataSource);
    admin = (await signIn(t, ACCOUNTS.admin)).token;
    moderator = (await signIn(t, ACCOUNTS.moderator)).token;
    likers = [];
    for (let i = 0; i < 8; i++) likers.push(await register());
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('security changes stick while other requests of the account keep saving it', () => {
    it('a new password (changed by the owner, or reset by an admin) stays: the old password and token are refused', async () => {
      const member = await register();
      let { token, password } = member;
      for (let round = 1; round <= 4; round++) {
        const next = `changed-pass-${round}`;
        const byAdmin = round === 4;
        const { result, acknowledged } = await race(profileLoops(member, token), () =>
          byAdmin
            ? t.gql(UPDATE_USER, { id: member.id, input: { password: next } }, admin)
            : t.gql(CHANGE_PASSWORD, { input: { currentPassword: password, newPassword: next, confirmPassword: next } }, token),
        );
        expect(errorCode(result)).toBeUndefined();
        expect(acknowledged).toBeGreaterThan(0);
        const signedIn = await t.gql(LOGIN, { input: { email: member.email, password: next } });
        expect(errorCode(signedIn)).toBeUndefined();
        expect(errorCode(await t.gql(LOGIN, { input: { email: member.email, password } }))).toBe('UNAUTHENTICATED');
        expect(errorCode(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
        const newToken: string = byAdmin ? signedIn.data?.login.accessToken : result.data?.changePassword.accessToken;
        expect((await t.gql(ME, {}, newToken)).data?.me).toEqual({ id: member.id, role: 'user', isActive: true });
        token = newToken;
        password = next;
      }
    });

    it('a demotion and a block stay: the row says so and the blocked token is refused', async () => {
      const member = await register();
      for (let round = 1; round <= 3; round++) {
        await ok(SET_ROLE, { id: member.id, role: 'moderator' }, admin);
        const { token } = await signIn(t, { email: member.email, password: member.password });

        const demotion = await race(profileLoops(member, token), () => t.gql(SET_ROLE, { id: member.id, role: 'user' }, admin));
        expect(errorCode(demotion.result)).toBeUndefined();
        expect(demotion.acknowledged).toBeGreaterThan(0);
        expect((await row('SELECT role FROM users WHERE id = $1', [member.id])).role).toBe('user');
        expect((await t.gql(ME, {}, token)).data?.me.role).toBe('user');

        const block = await race(profileLoops(member, token), () => t.gql(SET_ACTIVE, { id: member.id, value: false }, admin));
        expect(errorCode(block.result)).toBeUndefined();
        expect(block.acknowledged).toBeGreaterThan(0);
        expect((await row('SELECT is_active FROM users WHERE id = $1', [member.id])).is_active).toBe(false);
        expect(errorCode(await t.gql(ME, {}, token))).toBe('UNAUTHENTICATED');
        await ok(SET_ACTIVE, { id: member.id, value: true }, admin);
      }
    });
  });

  describe('edits keep the counters that parallel requests move', () => {
    /**
     * 60 views (half over REST), 30 comments by staff (no posting limit) and a like or two from each
     * liker, all in flight at once. Answers the number of acknowledged views.
     */
    async function topicTraffic(topicId: string): Promise<number> {
      const views = Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? t.gql(VIEW_TOPIC, { id: topicId }).then((res) => !res.errors)
          : t.rest('PATCH', `/api/topics/${topicId}/views`).then((res) => res.status === 200),
      );
      const comments = Array.from({ length: 30 }, (_, i) =>
        t.gql(ADD_COMMENT, { input: { topicId, text: `Parallel comment ${i}` } }, i % 2 ? admin : moderator),
      );
      const likes = likers.flatMap((liker, i) => Array.from({ length: 1 + (i % 2) }, () => t.gql(LIKE.topic, { id: topicId }, liker.token)));
      const [acknowledged] = await Promise.all([Promise.all(views), Promise.all(comments), Promise.all(likes)]);
      return acknowledged.filter(Boolean).length;
    }

    async function topicRow(id: string) {
      return row(
        `SELECT t.views, t.comments_count, t.likes, t.title, t.subject, t.category, t.description, t.pinned, t.locked,
          (SELECT count(*)::int FROM comments c WHERE c.topic_id = t.id AND c.deleted_at IS NULL) AS comment_rows,
          (SELECT count(*)::int FROM topic_likes l WHERE l.topic_id = t.id) AS like_rows
         FROM topics t WHERE t.id = $1`,
        [id],
      );
    }

    async function newTopic(title: string): Promise<string> {
      return (await ok(CREATE_TOPIC, { input: { title, subject: 'Races', category: 'tips', description: ['First line'] } }, admin)).createTopic
        .id;
    }

    it('topic edits (title, subject, description, category) lose no view, comment or like, and each keeps its last value', async () => {
      const id = await newTopic('Edited while busy');
      const categories = ['growing', 'recipe', 'tips', 'diseases'];
      const edit = (input: Record<string, unknown>, token: string, value: unknown) => ({
        request: t.gql(UPDATE_TOPIC, { id, input }, token),
        value,
      });
      const loops: Step[] = [
        (i) => edit({ title: `Title turn ${i}` }, admin, `Title turn ${i}`),
        (i) => edit({ subject: `Subject ${i}` }, moderator, `Subject ${i}`),
        (i) => edit({ description: [`Line ${i}`] }, admin, [`Line ${i}`]),
        (i) => edit({ category: categories[i % 4] }, moderator, categories[i % 4]),
      ];
      const { result: views, last } = await race(loops, () => topicTraffic(id));
      const after = await topicRow(id);
      expect(after.views).toBe(views);
      expect(after.comments_count).toBe(after.comment_rows);
      expect(after.comment_rows).toBe(30);
      expect(after.likes).toBe(after.like_rows);
      expect([after.title, after.subject, after.description, after.category]).toEqual(last);
    });

    it('pin and lock flags lose no view, comment or like, and neither flag undoes the other', async () => {
      const id = await newTopic('Pinned while busy');
      const flag = (on: string, off: string) => (i: number) => ({
        request: t.gql(`mutation($id: ID!) { ${i % 2 ? off : on}(id: $id) { id } }`, { id }, moderator),
        value: i % 2 === 0,
      });
      const { result: views, last } = await race([flag('pinTopic', 'unpinTopic'), flag('lockTopic', 'unlockTopic')], () => topicTraffic(id));
      const after = await topicRow(id);
      expect(after.views).toBe(views);
      expect(after.comments_count).toBe(after.comment_rows);
      expect(after.likes).toBe(after.like_rows);
      expect([after.pinned, after.locked]).toEqual(last);
    });

    it('comment edits lose no like, and the text is one of the last edits', async () => {
      const topicId = await newTopic('Comment edits');
      const id = (await ok(ADD_COMMENT, { input: { topicId, text: 'To be edited' } }, admin)).addComment.id;
      const edit = (token: string, who: string) => (i: number) => ({
        request: t.gql(EDIT_COMMENT, { id, text: `${who} edit ${i}` }, token),
        value: `${who} edit ${i}`,
      });
      const likes = () =>
        Promise.all(likers.flatMap((liker, i) => Array.from({ length: 1 + (i % 3) }, () => t.gql(LIKE.comment, { id }, liker.token))));
      const { last } = await race([edit(admin, 'author'), edit(moderator, 'moderator')], () => Promise.all([likes(), likes()]));
      const after = await row(
        'SELECT c.text, c.likes, (SELECT count(*)::int FROM comment_likes l WHERE l.comment_id = c.id) AS like_rows FROM comments c WHERE c.id = $1',
        [id],
      );
      expect(after.likes).toBe(after.like_rows);
      expect(last).toContain(after.text);
    });

    it('pepper edits and featuring lose no view or like, and each keeps its last value', async () => {
      const id = (await ok(CREATE_PEPPER, { input: { name: 'Race Pepper', shu: '1,000-2,000', group: 'c_annuum' } }, admin)).createPepper.id;
      const loops: Step[] = [
        (i) => ({ request: t.gql(UPDATE_PEPPER, { id, input: { description: `Described ${i}` } }, admin), value: `Described ${i}` }),
        (i) => ({ request: t.gql(UPDATE_PEPPER, { id, input: { hebDescription: `תיאור ${i}` } }, admin), value: `תיאור ${i}` }),
        (i) => ({ request: t.gql(SET_PEPPER_STATUS, { id, value: i % 2 === 0 }, admin), value: i % 2 === 0 }),
      ];
      const traffic = async () => {
        const views = Array.from({ length: 60 }, () => t.gql(VIEW_PEPPER, { id }).then((res) => !res.errors));
        const likes = likers.flatMap((liker, i) => Array.from({ length: 1 + (i % 2) }, () => t.gql(LIKE.pepper, { id }, liker.token)));
        const [acknowledged] = await Promise.all([Promise.all(views), Promise.all(likes)]);
        return acknowledged.filter(Boolean).length;
      };
      const { result: views, last } = await race(loops, traffic);
      const after = await row(
        `SELECT p.views, p.likes, p.description, p.heb_description, p.is_featured,
          (SELECT count(*)::int FROM pepper_likes l WHERE l.pepper_id = p.id) AS like_rows FROM peppers p WHERE p.id = $1`,
        [id],
      );
      expect(after.views).toBe(views);
      expect(after.likes).toBe(after.like_rows);
      expect([after.description, after.heb_description, after.is_featured]).toEqual(last);
    });
  });

  it('a report reviewed and resolved by ten moderators at once moves forward once per step and ends resolved', async () => {
    const topicId = await ok<{ createTopic: { id: string } }>(
      CREATE_TOPIC,
      { input: { title: 'Reported while busy', subject: 'Reports', category: 'tips', description: ['x'] } },
      admin,
    );
    const report = await ok(
      'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }',
      { input: { topicId: topicId.createTopic.id, type: 'spam', description: 'Raced' } },
      likers[0].token,
    );
    const id = report.reportContent.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.gql(`mutation($id: ID!) { ${i % 2 ? 'resolveReport' : 'reviewReport'}(id: $id) { status } }`, { id }, i % 4 < 2 ? admin : moderator),
      ),
    );
    const done = answers.filter((res) => !res.errors).map((res) => (res.data?.resolveReport ? 'resolved' : 'reviewed'));
    expect(done.filter((step) => step === 'resolved')).toHaveLength(1);
    expect(done.filter((step) => step === 'reviewed').length).toBeLessThanOrEqual(1);
    expect(answers.filter((res) => res.errors).map(errorCode)).toEqual(Array(20 - done.length).fill('BAD_USER_INPUT'));
    const after = await row('SELECT status, resolved_at FROM reports WHERE id = $1', [id]);
    expect(after.status).toBe('resolved');
    expect(after.resolved_at).not.toBeNull();
  });

  describe('like counters equal their rows after parallel toggles by one member', () => {
    const targets = {
      pepper: async () =>
        (await ok(CREATE_PEPPER, { input: { name: `Toggle Pepper ${++serial}`, shu: '500', group: 'c_annuum' } }, admin)).createPepper.id,
      topic: async () =>
        (await ok(CREATE_TOPIC, { input: { title: `Toggled ${++serial}`, subject: 'Likes', category: 'tips', description: ['x'] } }, admin))
          .createTopic.id,
      comment: async () => {
        const topicId = await targets.topic();
        return (await ok(ADD_COMMENT, { input: { topicId, text: 'Liked and unliked' } }, admin)).addComment.id;
      },
    };
    const counted = {
      pepper: 'SELECT likes, (SELECT count(*)::int FROM pepper_likes WHERE pepper_id = $1) AS rows FROM peppers WHERE id = $1',
      topic: 'SELECT likes, (SELECT count(*)::int FROM topic_likes WHERE topic_id = $1) AS rows FROM topics WHERE id = $1',
      comment: 'SELECT likes, (SELECT count(*)::int FROM comment_likes WHERE comment_id = $1) AS rows FROM comments WHERE id = $1',
    };

    it.each(['pepper', 'topic', 'comment'] as const)('%s: 20 parallel toggles, 5 rounds', async (kind) => {
      const id = await targets[kind]();
      const [liker, other] = likers;
      for (let round = 0; round < 5; round++) {
        // Another member's like is in the count too, so a counter that drifts cannot hide at zero.
        const answers = await Promise.all([
          ...Array.from({ length: 20 }, () => t.gql(LIKE[kind], { id }, liker.token)),
          ...(round === 0 ? [t.gql(LIKE[kind], { id }, other.token)] : []),
        ]);
        expect(answers.map(errorCode).filter(Boolean)).toEqual([]);
        const after = await row(counted[kind], [id]);
        expect(after.likes).toBe(after.rows);
      }
    });
  });
});
