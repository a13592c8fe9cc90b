// Limits under parallel requests: every limit must count an attempt before it checks it, so N
// requests in flight at once count as N. Each scenario fires dozens of real HTTP requests at
// once (Promise.all over fetch) and asserts the count a serial order of the same requests gives.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { base32Decode, totp } from '../../src/auth/totp.js';
import { FORUM_LIMITS } from '../../src/topics/forum-limits.js';
import { solvedCaptcha, sql } from '../utils/account-security.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const CHANGE_PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }';
const DISABLE = 'mutation($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { twoFactorEnabled } }';
const CREATE_TOPIC = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const REPORT = 'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }';

interface Member {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** A fresh account of its own per scenario, so no scenario's count leaks into another's. */
async function newMember(t: TestApp, name: string): Promise<Member> {
  const username = `${name}_${randomBytes(3).toString('hex')}`;
  const input = { username, email: `${username}@example.com`, password: 'chili-pass-42', firstName: 'Par', lastName: 'Allel' };
  const res = await t.gql(REGISTER, { input });
  if (!res.data?.register) throw new Error(`Sign-up failed: ${JSON.stringify(res.errors)}`);
  return { id: res.data.register.user.id, email: input.email, password: input.password, token: res.data.register.accessToken };
}

/** Turns two-factor on for a member and answers the secret. */
async function enrol(t: TestApp, member: Member): Promise<string> {
  const secret = (await t.gql('mutation { beginTwoFactorEnrolment { secret } }', undefined, member.token)).data?.beginTwoFactorEnrolment.secret;
  const confirmed = await t.gql('mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) }', { code: codeAt(secret) }, member.token);
  if (confirmed.errors) throw new Error(JSON.stringify(confirmed.errors));
  return secret;
}

const codeAt = (secret: string, offsetSeconds = 0) => totp(base32Decode(secret), Date.now() + offsetSeconds * 1000);

/** A six-digit code that none of the accepted steps (previous, current, next) matches. */
function wrongCode(secret: string): string {
  const accepted = new Set([-60, -30, 0, 30, 60].map((s) => codeAt(secret, s)));
  return ['000000', '111111', '222222'].find((c) => !accepted.has(c)) as string;
}

/** One answer of GraphQL or REST as what happened: 'ok', the error code, or the HTTP status. */
function outcome(res: { status: number; errors?: { extensions?: { code?: string } }[]; body?: any }): string {
  if ('errors' in res && res.errors) return res.errors[0].extensions?.code ?? 'ERROR';
  if (res.status === 429) return 'TOO_MANY_REQUESTS';
  if (res.status >= 400) return res.body?.code ?? String(res.status);
  return 'ok';
}

const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

const STORES = [
  { store: 'the database', overrides: {} },
  { store: 'Redis', overrides: { redisUrl: 'redis://127.0.0.1:6379', redisPrefix: `pa-limits-test-${process.pid}-${randomBytes(3).toString('hex')}:` } },
];

describe.each(STORES)('throttles under parallel attempts (counted in $store)', ({ overrides }) => {
  let t: TestApp;
  let limit: number;
  beforeAll(async () => {
    t = await createTestApp({ ...overrides, captchaDifficulty: 8 });
    const admin = await signIn(t, ACCOUNTS.admin);
    limit = (await t.gql('query { settings { loginAttemptLimit } }', undefined, admin.token)).data?.settings.loginAttemptLimit;
    expect(limit).toBe(5);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sign-in: of 60 parallel attempts (59 wrong, 1 right) exactly the limit are checked, and the success resets none in flight', async () => {
    const m = await newMember(t, 'burst');
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const input = { email: m.email, password: i === 2 ? m.password : `wrong-${i}` };
        return outcome(i % 2 ? await t.gql(LOGIN, { input }) : await t.rest('POST', '/api/users/login', input));
      }),
    );
    const counts = tally(answers);
    expect(Object.keys(counts).every((o) => ['ok', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS'].includes(o))).toBe(true);
    expect(60 - (counts.TOO_MANY_REQUESTS ?? 0)).toBe(limit);
    // The right password, now alone: still refused (no success cleared the failures counted with it).
    const after = await t.rest('POST', '/api/users/login', { email: m.email, password: m.password });
    expect(after.status).toBe(429);
    expect(Number(after.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('two-factor: wrong codes keep counting across rounds of "right password, then 4 wrong codes"; then even the right code gets 429', async () => {
    const m = await newMember(t, 'totp');
    const secret = await enrol(t, m);
    const codes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const first = await t.rest('POST', '/api/users/login', { email: m.email, password: m.password });
      expect(first.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => t.rest('POST', '/api/users/login/two-factor', { challenge: first.body.challenge, code: wrongCode(secret) })),
      );
      codes.push(...answers.map(outcome));
    }
    expect(tally(codes)).toEqual({ BAD_USER_INPUT: limit, TOO_MANY_REQUESTS: 16 - limit });
    const first = await t.rest('POST', '/api/users/login', { email: m.email, password: m.password });
    expect(first.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    const right = await t.rest('POST', '/api/users/login/two-factor', { challenge: first.body.challenge, code: codeAt(secret, 30) });
    expect(right.status).toBe(429);
  });

  // Current-password checks count on the sign-in key of their account and address (email|address):
  // a guess through changePassword or disableTwoFactor costs a sign-in attempt, and the other way round.
  it('changePassword: of 50 parallel wrong current passwords (GraphQL and REST) exactly the limit are checked; sign-in is throttled after', async () => {
    const m = await newMember(t, 'guess');
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const input = { currentPassword: `wrong-${i}`, newPassword: 'brand-new-pass-1' };
        return outcome(i % 2 ? await t.gql(CHANGE_PASSWORD, { input }, m.token) : await t.rest('PUT', '/api/users/change-password', input, m.token));
      }),
    );
    expect(tally(answers)).toEqual({ BAD_USER_INPUT: limit, TOO_MANY_REQUESTS: 50 - limit });
    expect((await t.rest('POST', '/api/users/login', { email: m.email, password: m.password })).status).toBe(429);
  });

  it('disableTwoFactor: of 50 parallel wrong passwords exactly the limit are checked; two-factor stays on', async () => {
    const m = await newMember(t, 'disable');
    const secret = await enrol(t, m);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        outcome(await t.gql(DISABLE, { input: { password: `wrong-${i}`, code: codeAt(secret, 30) } }, m.token)),
      ),
    );
    expect(tally(answers)).toEqual({ BAD_USER_INPUT: limit, TOO_MANY_REQUESTS: 50 - limit });
    expect((await t.gql('query { me { twoFactorEnabled } }', undefined, m.token)).data?.me.twoFactorEnabled).toBe(true);
    expect((await t.rest('POST', '/api/users/login', { email: m.email, password: m.password })).status).toBe(429);
  });

  it('captcha: one solved challenge sent by 20 parallel sign-ups is accepted once', async () => {
    const admin = await signIn(t, ACCOUNTS.admin);
    await t.gql('mutation { updateSettings(input: { captcha: true }) { captcha } }', undefined, admin.token);
    try {
      const captcha = await solvedCaptcha(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const username = `cap_${i}_${randomBytes(3).toString('hex')}`;
          const input = { username, email: `${username}@example.com`, password: 'chili-pass-42', firstName: 'C', lastName: 'P', captcha };
          return outcome(await t.gql(REGISTER, { input }));
        }),
      );
      expect(tally(answers)).toEqual({ ok: 1, CAPTCHA_INVALID: 19 });
    } finally {
      await t.gql('mutation { updateSettings(input: { captcha: false }) { captcha } }', undefined, admin.token);
    }
  });
});

describe('posting and report limits under parallel requests', () => {
  let t: TestApp;
  let topicId: string;
  beforeAll(async () => {
    t = await createTestApp();
    topicId = (await t.gql('query { topics(limit: 1) { topics { id } } }')).data?.topics.topics[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`a new account: 25 parallel createTopic create exactly ${FORUM_LIMITS.topicsPerHour.newAccount}; the rest get 429`, async () => {
    const m = await newMember(t, 'topics');
    const answers = await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const input = { title: `Parallel topic ${i}`, subject: 'Limits', category: 'general', description: ['x'] };
        return outcome(i % 2 ? await t.gql(CREATE_TOPIC, { input }, m.token) : await t.rest('POST', '/api/topics', input, m.token));
      }),
    );
    const limit = FORUM_LIMITS.topicsPerHour.newAccount;
    expect(tally(answers)).toEqual({ ok: limit, TOO_MANY_REQUESTS: 25 - limit });
    const [{ n }] = await sql<{ n: number }[]>(t, 'SELECT count(*)::int AS n FROM topics WHERE author_id = $1', [m.id]);
    expect(n).toBe(limit);
  });

  it(`a new account: 40 parallel addComment create exactly ${FORUM_LIMITS.commentsPerHour.newAccount}; the rest get 429`, async () => {
    const m = await newMember(t, 'comments');
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const text = `Parallel comment ${i}`;
        return outcome(
          i % 2
            ? await t.gql(ADD_COMMENT, { input: { topicId, text } }, m.token)
            : await t.rest('PATCH', `/api/topics/${topicId}/comments`, { text }, m.token),
        );
      }),
    );
    const limit = FORUM_LIMITS.commentsPerHour.newAccount;
    expect(tally(answers)).toEqual({ ok: limit, TOO_MANY_REQUESTS: 40 - limit });
    const [{ n }] = await sql<{ n: number }[]>(t, 'SELECT count(*)::int AS n FROM comments WHERE author_id = $1', [m.id]);
    expect(n).toBe(limit);
  });

  it('reports: 30 parallel reports of one topic by one member make one open report; the rest are ALREADY_REPORTED', async () => {
    const m = await newMember(t, 'reporter');
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => outcome(await t.gql(REPORT, { input: { type: 'spam', description: 'Spam', topicId } }, m.token))),
    );
    expect(tally(answers)).toEqual({ ok: 1, ALREADY_REPORTED: 29 });
    const [{ n }] = await sql<{ n: number }[]>(t, 'SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1', [m.id]);
    expect(n).toBe(1);
  });
});
