import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Clock } from '../../src/common/clock.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { liveSocket } from '../utils/live-client.js';
import { readOutbox, sql, verificationToken } from '../utils/account-security.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const REQUEST = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { accessToken user { id email } } }';
const ME = 'query { me { id } }';

/** The reset mails are prepared after the answer: waits for the `n`th mail to `email` to arrive. */
async function resetToken(t: TestApp, email: string, n = 1): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mails = readOutbox(t).filter((m) => m.to === email && m.text.includes('/reset-password?token='));
    if (mails.length >= n) {
      const token = mails[n - 1].text.match(/reset-password\?token=([\w-]+)/)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No reset mail ${n} to ${email}`);
}

const resetMails = (t: TestApp, email: string) => readOutbox(t).filter((m) => m.to === email && m.text.includes('/reset-password'));

/** Asks for a reset of `email` and answers the token of the mail it brings. */
async function requestToken(t: TestApp, email: string): Promise<string> {
  const before = resetMails(t, email).length;
  expect((await t.gql(REQUEST, { email })).data?.requestPasswordReset).toBe(true);
  return resetToken(t, email, before + 1);
}

/** A GraphQL request as forwarded by a proxy on this machine for the client at `address`. */
async function gqlFrom(t: TestApp, address: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] }) };
}

describe('accounts: password reset', () => {
  let t: TestApp;
  let clock: Clock;
  const realNow = Clock.prototype.now;

  beforeAll(async () => {
    t = await createTestApp({ mail: { from: 'Atlas <atlas@example.com>', publicUrl: 'https://atlas.example' } });
    clock = t.running.app.get(Clock);
  });
  beforeEach(async () => {
    // Every request of these tests comes from 127.0.0.1: each test starts with fresh counters.
    await sql(t, 'DELETE FROM login_attempts');
    clock.now = realNow;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('happy path (GraphQL): the mailed link sets the new password, signs the user in and ends every other session', async () => {
    const email = ACCOUNTS.user.email;
    const other = await signIn(t, ACCOUNTS.user);
    expect((await t.gql(ME, undefined, other.token)).data?.me.id).toBe(other.id);
    // A live socket of that session, open while the password is reset elsewhere.
    const socket = liveSocket(t.url, other.token);
    await socket.connected;

    const asked = await t.gql(REQUEST, { email: '  ' + email.toUpperCase() + ' ' });
    expect(asked).toMatchObject({ status: 200, data: { requestPasswordReset: true } });
    const token = await resetToken(t, email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const mail = resetMails(t, email)[0];
    expect(mail.text).toContain('https://atlas.example/reset-password?token=');
    expect(mail.text).toContain('לבחירת סיסמה חדשה');
    expect(mail.text).toContain('Choose a new password');
    // Stored as its SHA-256 only.
    const [row] = await sql<{ password_reset_token_hash: string }[]>(t, 'SELECT password_reset_token_hash FROM users WHERE email = $1', [email]);
    expect(row.password_reset_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.password_reset_token_hash).not.toContain(token);

    const reset = await t.gql(RESET, { token, newPassword: 'brand-new-pepper-1' });
    expect(reset.errors).toBeUndefined();
    expect(reset.data?.resetPassword.user).toEqual({ id: other.id, email });
    const session = reset.data?.resetPassword.accessToken;
    expect((await t.gql(ME, undefined, session)).data?.me.id).toBe(other.id);
    // The session from before the reset has ended, its open live socket too (without subscribing again).
    const old = await t.gql(ME, undefined, other.token);
    expect(old.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await socket.closed).code).toBe(4440);
    // The new password signs in, the old one does not.
    expect((await signIn(t, { email, password: 'brand-new-pepper-1' })).id).toBe(other.id);
    const oldPassword = await t.gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ACCOUNTS.user });
    expect(oldPassword.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a token works once; a made-up token is refused with the same field message', async () => {
    const email = ACCOUNTS.moderator.email;
    const token = await requestToken(t, email);
    const first = await t.gql(RESET, { token, newPassword: 'first-new-pass-1' });
    expect(first.errors).toBeUndefined();
    const again = await t.gql(RESET, { token, newPassword: 'second-new-pass-2' });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: 'resetLinkInvalid' } });
    const madeUp = await t.gql(RESET, { token: 'A'.repeat(43), newPassword: 'second-new-pass-2' });
    expect(madeUp.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: 'resetLinkInvalid' } });
    // The password is the one of the first use.
    expect((await signIn(t, { email, password: 'first-new-pass-1' })).token).toBeTruthy();
  });

  it('two parallel uses of one token: exactly one wins', async () => {
    const token = await requestToken(t, ACCOUNTS.other.email);
    const answers = await Promise.all([1, 2, 3].map((i) => t.gql(RESET, { token, newPassword: `parallel-pass-${i}` })));
    expect(answers.filter((a) => a.data?.resetPassword)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0].extensions?.code === 'BAD_USER_INPUT')).toHaveLength(2);
  });

  it('the link expires after 30 minutes (injected clock); a repeated request mails the same link again rather than replacing it', async () => {
    const email = ACCOUNTS.admin.email;
    const start = Date.now();
    clock.now = () => new Date(start);
    await t.gql(REQUEST, { email });
    const first = await resetToken(t, email);
    await t.gql(REQUEST, { email });
    const second = await resetToken(t, email, 2);
    // The pending link is mailed again: nobody can make it stop working by asking for another.
    expect(second).toBe(first);
    // 31 minutes later, it has expired.
    clock.now = () => new Date(start + 31 * 60 * 1000);
    const late = await t.gql(RESET, { token: first, newPassword: 'admin-new-pass-1' });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: 'resetLinkInvalid' } });
    expect((await signIn(t, ACCOUNTS.admin)).token).toBeTruthy();
    // A request after the expiry mails a new link, which works within its 30 minutes.
    await t.gql(REQUEST, { email });
    const third = await resetToken(t, email, 3);
    expect(third).not.toBe(first);
    clock.now = () => new Date(start + 31 * 60 * 1000 + 29 * 60 * 1000);
    expect((await t.gql(RESET, { token: third, newPassword: 'admin-new-pass-1' })).errors).toBeUndefined();
  });

  it('the new password must meet the stored policy (the message names its minimum)', async () => {
    const token = await requestToken(t, ACCOUNTS.other.email);
    const short = await t.gql(RESET, { token, newPassword: 'seven77' });
    expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: 'passwordTooShort' }, passwordMin: 8 });
    expect(short.errors?.[0].message).toBe('Password must be at least 8 characters long');
  });

  it('the same answer for a known and an unknown email (GraphQL and REST); only the known one gets a mail', async () => {
    // The budget's count of what remains moves with each request (the same for both): the rest is the same answer.
    const withoutRemaining = (answer: object) => {
      const { extensions, ...rest } = answer as { extensions?: { cost?: object } };
      return { ...rest, extensions: { ...extensions, cost: { ...extensions?.cost, remaining: undefined } } };
    };
    const known = await t.gql(REQUEST, { email: ACCOUNTS.other.email });
    const unknown = await t.gql(REQUEST, { email: 'nobody-here@example.com' });
    expect(withoutRemaining(unknown)).toEqual(withoutRemaining(known));
    const knownRest = await t.rest('POST', '/api/users/forgot-password', { email: ACCOUNTS.other.email });
    const unknownRest = await t.rest('POST', '/api/users/forgot-password', { email: 'nobody-here@example.com' });
    expect(knownRest.status).toBe(200);
    expect(unknownRest.status).toBe(knownRest.status);
    expect(unknownRest.body).toEqual(knownRest.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readOutbox(t).filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);
    // Bad input is refused the same way for every address.
    const bad = await t.gql(REQUEST, { email: 'not-an-email' });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: 'emailInvalid' } });
    const missing = await t.rest('POST', '/api/users/forgot-password', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBeTruthy();
  });

  it('per email, requests past the limit answer the same true and mail only from addresses not heard yet (unknown emails alike)', async () => {
    const email = ACCOUNTS.other.email;
    // From as many client addresses (through a proxy on this machine), so the per-address limit is not what stops them.
    const before = resetMails(t, email).length;
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => gqlFrom(t, `10.0.0.${i + 1}`, REQUEST, { email })));
    expect(answers.map((a) => a.data?.requestPasswordReset)).toEqual(Array(9).fill(true));
    // The same address again, past the per-email limit: answered alike, nothing mailed.
    await resetToken(t, email, before + 9);
    const repeat = await gqlFrom(t, '10.0.0.1', REQUEST, { email });
    expect(repeat.data?.requestPasswordReset).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resetMails(t, email).length).toBe(before + 9);
    // Every one of those mails carries the one live link.
    expect(new Set(resetMails(t, email).slice(before).map((m) => m.text.match(/token=([\w-]+)/)?.[1])).size).toBe(1);
    const unknown = await Promise.all(
      Array.from({ length: 9 }, (_, i) => gqlFrom(t, `10.0.1.${i + 1}`, REQUEST, { email: 'ghost@example.com' })),
    );
    expect(unknown.map((a) => a.data?.requestPasswordReset)).toEqual(Array(9).fill(true));
  });

  it('throttled per address: different emails from one address stop at the limit (REST answers 429 {message})', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.rest('POST', '/api/users/forgot-password', { email: `someone${i}@example.com` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.message).toBeTruthy();
    const [row] = await sql<{ attempts: number }[]>(t, `SELECT attempts FROM login_attempts WHERE key = 'password-reset|address|127.0.0.1'`);
    expect(row.attempts).toBe(8);
  });

  it('REST: reset-password answers like the other user routes ({success, user, tokens}); a bad token is a 400 {message}', async () => {
    const email = ACCOUNTS.other.email;
    const before = resetMails(t, email).length;
    expect((await t.rest('POST', '/api/users/forgot-password', { email })).body).toEqual({
      success: true,
      message: 'If an account uses this email, a password-reset link is on its way',
    });
    const token = await resetToken(t, email, before + 1);
    const ok = await t.rest('POST', '/api/users/reset-password', { token, newPassword: 'rest-new-pass-1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { email }, tokens: { accessToken: expect.any(String) } });
    expect(ok.body.user.passwordHash).toBeUndefined();
    const again = await t.rest('POST', '/api/users/reset-password', { token, newPassword: 'rest-new-pass-2' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This password-reset link is invalid or has expired.');
    expect((await t.rest('POST', '/api/users/reset-password', { token })).status).toBe(400);
  });

  it('the development mailbox shows the newest mail to an address, with its links', async () => {
    const email = ACCOUNTS.other.email;
    const token = await requestToken(t, email);
    const res = await t.rest('GET', `/api/dev/mail?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.mail).toMatchObject({ to: email, links: [`https://atlas.example/reset-password?token=${token}`] });
    expect((await t.rest('GET', '/api/dev/mail?to=nobody-here@example.com')).body).toEqual({ mail: null });
    expect((await t.rest('GET', '/api/dev/mail')).status).toBe(400);
    // A remote client behind a proxy on this machine is refused: the mailbox is for this machine only.
    const remote = await fetch(`${t.url}/api/dev/mail?to=${encodeURIComponent(email)}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain('reset-password');
    expect((await t.gql('query { publicSettings { devMailbox passwordMinLength } }')).data?.publicSettings).toEqual({
      devMailbox: true,
      passwordMinLength: 8,
    });
  });

  it('admins read the outbox; others cannot', async () => {
    const admin = (await signIn(t, { email: ACCOUNTS.admin.email, password: 'admin-new-pass-1' })).token;
    const OUTBOX = 'query { outbox(limit: 3) { usesOutbox undelivered mails { id to subject text date } } }';
    const res = await t.gql(OUTBOX, undefined, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data?.outbox).toMatchObject({ usesOutbox: true, undelivered: false });
    expect(res.data?.outbox.mails).toHaveLength(3);
    const dates = res.data?.outbox.mails.map((m: { date: string }) => Date.parse(m.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const user = (await signIn(t, { email: ACCOUNTS.other.email, password: 'rest-new-pass-1' })).token;
    expect((await t.gql(OUTBOX, undefined, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(OUTBOX)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('accounts: the development mailbox is closed in production and with SMTP', () => {
  it('production without SMTP_URL: the route answers 404, publicSettings says no, the dashboard warns', async () => {
    const prod = await createTestApp({ env: 'production', introspection: false });
    try {
      await prod.gql(REQUEST, { email: ACCOUNTS.user.email });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(readOutbox(prod).some((m) => m.to === ACCOUNTS.user.email)).toBe(true);
      const res = await prod.rest('GET', `/api/dev/mail?to=${encodeURIComponent(ACCOUNTS.user.email)}`);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('reset-password');
      expect((await prod.gql('query { publicSettings { devMailbox } }')).data?.publicSettings.devMailbox).toBe(false);
      const admin = (await signIn(prod, ACCOUNTS.admin)).token;
      expect((await prod.gql('query { dashboardStats { mailUndelivered } }', undefined, admin)).data?.dashboardStats.mailUndelivered).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('development with SMTP_URL: the route answers 404 (mail is in the SMTP server, e.g. Mailpit)', async () => {
    const dev = await createTestApp({ mail: { from: 'a@example.com', smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      expect((await dev.rest('GET', '/api/dev/mail?to=a@example.com')).status).toBe(404);
      const admin = (await signIn(dev, ACCOUNTS.admin)).token;
      expect((await dev.gql('query { dashboardStats { mailUndelivered } }', undefined, admin)).data?.dashboardStats.mailUndelivered).toBe(false);
    } finally {
      await dev.close();
    }
  });
});

describe('accounts: the verification link signs the member in', () => {
  it('confirmEmail answers a session of the verified member; the token works once', async () => {
    const t = await createTestApp({ mail: { from: 'a@example.com', publicUrl: 'https://atlas.example' } }, { settings: { captcha: false } });
    try {
      const input = { username: 'link_signin', email: 'link_signin@example.com', password: 'chili-pass-42', firstName: 'Dana', lastName: 'Green' };
      const reg = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { user { id } } }', { input });
      const token = verificationToken(t, input.email);
      // Before confirming, reporting is refused like posting.
      const topicId = (await t.gql('query { topics { topics { id } } }')).data?.topics.topics[0].id;
      const REPORT = 'mutation($input: ReportContentInput!) { reportContent(input: $input) { id } }';
      const login = await signIn(t, { email: input.email, password: input.password });
      const early = await t.gql(REPORT, { input: { topicId, type: 'spam', description: 'Looks like spam' } }, login.token);
      expect(early.errors?.[0].extensions?.code).toBe('EMAIL_NOT_VERIFIED');
      const CONFIRM = 'mutation($token: String!) { confirmEmail(token: $token) { accessToken user { id email emailVerified } } }';
      const res = await t.gql(CONFIRM, { token });
      expect(res.data?.confirmEmail.user).toEqual({ id: reg.data?.register.user.id, email: input.email, emailVerified: true });
      const session = res.data?.confirmEmail.accessToken;
      expect((await t.gql(ME, undefined, session)).data?.me.id).toBe(reg.data?.register.user.id);
      const topic = await t.gql(
        'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
        { input: { title: 'After the link', subject: 'Peppers', category: 'general', description: ['Hello'] } },
        session,
      );
      expect(topic.errors).toBeUndefined();
      expect((await t.gql(CONFIRM, { token })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const report = await t.gql(REPORT, { input: { topicId, type: 'spam', description: 'Looks like spam' } }, session);
      expect(report.errors).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
