import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { base32Decode, totp } from '../../src/auth/totp.js';
import { sql } from '../utils/account-security.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const COMPLETE =
  'mutation($input: TwoFactorLoginInput!) { completeTwoFactorLogin(input: $input) { accessToken user { username twoFactorEnabled } } }';
const BEGIN = 'mutation { beginTwoFactorEnrolment { secret otpauthUrl qrCodeDataUrl } }';
const CONFIRM = 'mutation($code: String!) { confirmTwoFactorEnrolment(code: $code) }';
const DISABLE = 'mutation($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { twoFactorEnabled } }';

const codeAt = (secret: string, offsetSeconds = 0) => totp(base32Decode(secret), Date.now() + offsetSeconds * 1000);

/** Signs in up to the two-factor step and returns its challenge. */
async function challengeOf(t: TestApp, account: { email: string; password: string }): Promise<string> {
  const res = await t.gql(LOGIN, { input: account });
  expect(res.errors?.[0].extensions?.code).toBe('TWO_FACTOR_REQUIRED');
  return (res.errors?.[0].extensions as { challenge: string }).challenge;
}

describe('accounts: two-factor authentication (TOTP)', () => {
  let t: TestApp;
  let user: string;
  let admin: string;
  let secret: string;
  let recovery: string[];
  beforeAll(async () => {
    t = await createTestApp();
    user = (await signIn(t, ACCOUNTS.user)).token;
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('setting off, not enrolled: sign-in and admin operations as before', async () => {
    expect((await t.gql(LOGIN, { input: ACCOUNTS.user })).data?.login.accessToken).toBeTruthy();
    expect((await t.gql('query { settings { twoFactor } }', undefined, admin)).data?.settings.twoFactor).toBe(false);
    expect((await t.gql('query { me { twoFactorEnabled } }', undefined, user)).data?.me.twoFactorEnabled).toBe(false);
  });

  it('enrols: a secret with its otpauth URL and QR code; a wrong code does not confirm; a right one gives 10 recovery codes', async () => {
    const begin = await t.gql(BEGIN, undefined, user);
    expect(begin.errors).toBeUndefined();
    secret = begin.data?.beginTwoFactorEnrolment.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begin.data?.beginTwoFactorEnrolment.otpauthUrl).toBe(
      `otpauth://totp/Pepper%20Atlas%3Auser%40pepperatlas.dev?secret=${secret}&issuer=Pepper%20Atlas&algorithm=SHA1&digits=6&period=30`,
    );
    expect(begin.data?.beginTwoFactorEnrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // Not in force before confirmation.
    expect((await t.gql(LOGIN, { input: ACCOUNTS.user })).data?.login.accessToken).toBeTruthy();
    const wrong = await t.gql(CONFIRM, { code: codeAt(secret, -120) }, user);
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { code: 'twoFactorCodeInvalid' } });
    const ok = await t.gql(CONFIRM, { code: codeAt(secret) }, user);
    expect(ok.errors).toBeUndefined();
    recovery = ok.data?.confirmTwoFactorEnrolment;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await t.gql(CONFIRM, { code: codeAt(secret) }, user)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('sign-in answers TWO_FACTOR_REQUIRED with a challenge; the challenge is no access token; a code completes it once', async () => {
    const challenge = await challengeOf(t, ACCOUNTS.user);
    expect((await t.gql('query { me { id } }', undefined, challenge)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The code used to confirm enrolment cannot be replayed.
    const replay = await t.gql(COMPLETE, { input: { challenge, code: codeAt(secret) } });
    expect(replay.errors?.[0].extensions?.fields).toEqual({ code: 'twoFactorCodeInvalid' });
    const ok = await t.gql(COMPLETE, { input: { challenge, code: codeAt(secret, 30) } });
    expect(ok.data?.completeTwoFactorLogin.user).toEqual({ username: 'chili_fan', twoFactorEnabled: true });
    const me = await t.gql('query { me { username } }', undefined, ok.data?.completeTwoFactorLogin.accessToken);
    expect(me.data?.me.username).toBe('chili_fan');
  });

  it('REST: 401 with the code and challenge, then /api/users/login/two-factor with a recovery code (usable once)', async () => {
    const first = await t.rest('POST', '/api/users/login', ACCOUNTS.user);
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(typeof first.body.challenge).toBe('string');
    const ok = await t.rest('POST', '/api/users/login/two-factor', { challenge: first.body.challenge, code: recovery[0].toUpperCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.tokens.accessToken).toBeTruthy();
    expect(ok.body.user.twoFactorEnabled).toBe(true);
    const again = await t.rest('POST', '/api/users/login/two-factor', { challenge: first.body.challenge, code: recovery[0] });
    expect(again.status).toBe(400);
    const forged = await t.rest('POST', '/api/users/login/two-factor', { challenge: 'not-a-token', code: '123456' });
    expect(forged.status).toBe(401);
  });

  it('wrong codes count as failed sign-ins: the limit answers 429', async () => {
    // The replayed recovery code above still counts: a right password no longer clears code failures.
    await sql(t, 'DELETE FROM login_attempts');
    await t.gql('mutation { updateSettings(input: { loginAttemptLimit: 3 }) { loginAttemptLimit } }', undefined, admin);
    const challenge = await challengeOf(t, ACCOUNTS.user);
    for (let i = 0; i < 3; i++) {
      expect((await t.gql(COMPLETE, { input: { challenge, code: '000000' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await t.gql(COMPLETE, { input: { challenge, code: codeAt(secret, 30) } })).errors?.[0].extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    await t.gql('mutation { updateSettings(input: { loginAttemptLimit: 5 }) { loginAttemptLimit } }', undefined, admin);
    await sql(t, 'DELETE FROM login_attempts');
  });

  it('setting on: an admin without two-factor gets TWO_FACTOR_ENROLMENT_REQUIRED on admin operations until enrolled', async () => {
    await t.gql('mutation { updateSettings(input: { twoFactor: true }) { twoFactor } }', undefined, admin);
    const refused = await t.gql('query { users { totalItems } }', undefined, admin);
    expect(refused.errors?.[0].extensions?.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    const rest = await t.rest('GET', '/api/users', undefined, admin);
    expect(rest.status).toBe(422); // not 403, which ends a session: the admin must stay signed in to enrol
    expect(rest.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    // Members are not affected, and the admin can still use their own account.
    expect((await t.gql('query { me { id } }', undefined, admin)).errors).toBeUndefined();
    const adminSecret = (await t.gql(BEGIN, undefined, admin)).data?.beginTwoFactorEnrolment.secret;
    expect((await t.gql(CONFIRM, { code: codeAt(adminSecret) }, admin)).errors).toBeUndefined();
    const allowed = await t.gql('query { users { totalItems } }', undefined, admin);
    expect(allowed.errors).toBeUndefined();
  });

  it('disable needs the password and a code; enabling and disabling are in the audit log', async () => {
    const badPassword = await t.gql(DISABLE, { input: { password: 'nope', code: codeAt(secret, 0) } }, user);
    expect(badPassword.errors?.[0].extensions?.fields).toEqual({ password: 'currentPasswordIncorrect' });
    const badCode = await t.gql(DISABLE, { input: { password: ACCOUNTS.user.password, code: '123456' } }, user);
    expect(badCode.errors?.[0].extensions?.fields).toEqual({ code: 'twoFactorCodeInvalid' });
    const ok = await t.gql(DISABLE, { input: { password: ACCOUNTS.user.password, code: recovery[1] } }, user);
    expect(ok.data?.disableTwoFactor.twoFactorEnabled).toBe(false);
    expect((await t.gql(LOGIN, { input: ACCOUNTS.user })).data?.login.accessToken).toBeTruthy();
    const log = await t.gql(
      'query { auditLog(take: 50) { items { action targetType targetLabel actor { username } } } }',
      undefined,
      admin,
    );
    const entries = log.data?.auditLog.items.filter((e: { action: string }) => e.action.startsWith('user.two_factor'));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'user.two_factor.enable', targetType: 'user', targetLabel: 'chili_fan', actor: { username: 'chili_fan' } },
        { action: 'user.two_factor.disable', targetType: 'user', targetLabel: 'chili_fan', actor: { username: 'chili_fan' } },
        { action: 'user.two_factor.enable', targetType: 'user', targetLabel: 'admin', actor: { username: 'admin' } },
      ]),
    );
  });

  it('twoFactorEnabled is private: null for other members', async () => {
    type Author = { username: string; twoFactorEnabled: boolean | null };
    const topics = await t.gql('query { topics(limit: 50) { topics { author { username twoFactorEnabled } } } }', undefined, user);
    const authors: Author[] = topics.data?.topics.topics.map((x: { author: Author }) => x.author);
    const others = authors.filter((a) => a.username !== 'chili_fan');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((a) => a.twoFactorEnabled === null)).toBe(true);
    expect(authors.filter((a) => a.username === 'chili_fan').every((a) => a.twoFactorEnabled === false)).toBe(true);
  });
});
