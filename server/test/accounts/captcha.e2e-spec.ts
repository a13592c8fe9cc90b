import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { solveChallenge, solvedCaptcha, sql } from '../utils/account-security.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { username } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const account = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'chili-pass-42',
  firstName: 'Dana',
  lastName: 'Green',
});

describe('accounts: proof-of-work captcha', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // The real defaults: captcha on (email verification too, which does not stop signing up).
    t = await createTestApp({ captchaDifficulty: 12 }, { settings: {} });
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a signed challenge with its difficulty and expiry (GraphQL and REST)', async () => {
    const res = await t.gql('query { captchaChallenge { challenge difficulty expiresAt } }');
    expect(res.data?.captchaChallenge.difficulty).toBe(12);
    expect(res.data?.captchaChallenge.challenge).toMatch(/^[\w-]+\.[\w-]+$/);
    const expires = new Date(res.data?.captchaChallenge.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(4 * 60 * 1000);
    const rest = await t.rest('GET', '/api/users/captcha-challenge');
    expect(rest.status).toBe(200);
    expect(rest.body.difficulty).toBe(12);
  });

  it('sign-up without a captcha: CAPTCHA_REQUIRED; with a solved one: created; the same solution again: CAPTCHA_INVALID', async () => {
    const missing = await t.gql(REGISTER, { input: account('captcha_a') });
    expect(missing.errors?.[0].extensions?.code).toBe('CAPTCHA_REQUIRED');
    const captcha = await solvedCaptcha(t);
    const ok = await t.gql(REGISTER, { input: { ...account('captcha_a'), captcha } });
    expect(ok.errors).toBeUndefined();
    const reuse = await t.gql(REGISTER, { input: { ...account('captcha_b'), captcha } });
    expect(reuse.errors?.[0].extensions?.code).toBe('CAPTCHA_INVALID');
  });

  it('refuses a wrong solution, a tampered or expired challenge', async () => {
    const { challenge, difficulty } = (await t.gql('query { captchaChallenge { challenge difficulty } }')).data?.captchaChallenge;
    let wrong = 0;
    while (solveChallenge(challenge, difficulty) === String(wrong)) wrong++;
    const bad = await t.gql(REGISTER, { input: { ...account('captcha_c'), captcha: { challenge, solution: `x${wrong}` } } });
    expect(bad.errors?.[0].extensions?.code).toBe('CAPTCHA_INVALID');
    // An easier challenge with a forged signature.
    const [payload] = challenge.split('.');
    const easy = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), d: 0 })).toString('base64url');
    const forged = `${easy}.${challenge.split('.')[1]}`;
    const tampered = await t.gql(REGISTER, { input: { ...account('captcha_c'), captcha: { challenge: forged, solution: '0' } } });
    expect(tampered.errors?.[0].extensions?.code).toBe('CAPTCHA_INVALID');
    // Expiry is signed: an old challenge (made with the same key) is refused even when solved.
    const { CaptchaService } = await import('../../src/auth/captcha.service.js');
    const service = t.running.app.get(CaptchaService);
    const now = Date.now;
    Date.now = () => now() - 6 * 60 * 1000;
    const old = service.challenge();
    Date.now = now;
    const expired = await t.gql(REGISTER, {
      input: { ...account('captcha_c'), captcha: { challenge: old.challenge, solution: solveChallenge(old.challenge, old.difficulty) } },
    });
    expect(expired.errors?.[0].extensions?.code).toBe('CAPTCHA_INVALID');
  });

  it('sign-in asks for a captcha after 2 failures for that email and address, and then accepts a solved one', async () => {
    const email = ACCOUNTS.user.email;
    for (const password of ['wrong-1', 'wrong-2']) {
      expect((await t.gql(LOGIN, { input: { email, password } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const third = await t.gql(LOGIN, { input: ACCOUNTS.user });
    expect(third.errors?.[0].extensions?.code).toBe('CAPTCHA_REQUIRED');
    const rest = await t.rest('POST', '/api/users/login', ACCOUNTS.user);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const ok = await t.rest('POST', '/api/users/login', { ...ACCOUNTS.user, captcha: await solvedCaptcha(t) });
    expect(ok.status).toBe(200);
    // Success clears the count: the next sign-in needs no captcha.
    expect((await t.gql(LOGIN, { input: ACCOUNTS.user })).data?.login.accessToken).toBeTruthy();
  });

  it('REST register takes the captcha too; solutions are stored once in captcha_uses', async () => {
    const missing = await t.rest('POST', '/api/users/register', account('captcha_rest'));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const ok = await t.rest('POST', '/api/users/register', { ...account('captcha_rest'), captcha: await solvedCaptcha(t) });
    expect(ok.status).toBe(201);
    const [{ count }] = await sql<{ count: string }[]>(t, 'SELECT count(*) FROM captcha_uses');
    expect(Number(count)).toBeGreaterThanOrEqual(2);
  });

  it('setting off: sign-up and sign-in need no captcha (the old behaviour)', async () => {
    await t.gql('mutation { updateSettings(input: { captcha: false }) { captcha } }', undefined, admin);
    const ok = await t.gql(REGISTER, { input: account('captcha_off') });
    expect(ok.errors).toBeUndefined();
    const email = ACCOUNTS.moderator.email;
    for (const password of ['wrong-1', 'wrong-2', 'wrong-3']) await t.gql(LOGIN, { input: { email, password } });
    expect((await t.gql(LOGIN, { input: ACCOUNTS.moderator })).data?.login.accessToken).toBeTruthy();
  });
});

describe('accounts: captcha uses in Redis (REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { redisUrl: 'redis://127.0.0.1:6379', redisPrefix: `pa-acct-test-${process.pid}-`, captchaDifficulty: 8 },
      { settings: { captcha: true } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('accepts a solution once across the Redis store', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await t.gql(REGISTER, { input: { ...account('redis_a'), captcha } })).errors).toBeUndefined();
    expect((await t.gql(REGISTER, { input: { ...account('redis_b'), captcha } })).errors?.[0].extensions?.code).toBe('CAPTCHA_INVALID');
    const [{ count }] = await sql<{ count: string }[]>(t, 'SELECT count(*) FROM captcha_uses');
    expect(Number(count)).toBe(0);
  });
});
