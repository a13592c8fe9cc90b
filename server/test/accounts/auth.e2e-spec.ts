import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../utils/test-app.js';

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id username email role isActive } } }';
const ME = 'query { me { id username email firstName lastName bio role isActive } }';

function b64url(value: object | string): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

function forge(payload: object, header: object = { alg: 'HS256', typ: 'JWT' }, secret = TEST_JWT_SECRET): string {
  const body = `${b64url(header)}.${b64url(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('accounts: sign up, sign in, profile, password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const newcomer = {
    username: 'new_grower',
    email: 'New.Grower@Example.com',
    password: 'chili-pass-42',
    firstName: 'Dana',
    lastName: 'Green',
  };

  it('registers a user (email stored lower-case) and signs them in', async () => {
    const res = await t.gql(REGISTER, { input: newcomer });
    expect(res.errors).toBeUndefined();
    expect(res.data?.register.user).toMatchObject({
      username: 'new_grower',
      email: 'new.grower@example.com',
      role: 'user',
      isActive: true,
    });
    const me = await t.gql(ME, undefined, res.data?.register.accessToken);
    expect(me.data?.me.username).toBe('new_grower');
  });

  it('refuses a duplicate email (any case) or username with CONFLICT', async () => {
    const byEmail = await t.gql(REGISTER, { input: { ...newcomer, username: 'another_one', email: 'NEW.GROWER@example.com' } });
    expect(byEmail.errors?.[0].extensions?.code).toBe('CONFLICT');
    const byName = await t.gql(REGISTER, { input: { ...newcomer, username: 'NEW_GROWER', email: 'x@example.com' } });
    expect(byName.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('names both fields when the email and the username are both taken (code and message unchanged)', async () => {
    const both = await t.gql(REGISTER, { input: { ...newcomer, username: 'New_Grower', email: 'new.grower@EXAMPLE.com' } });
    expect(both.errors).toHaveLength(1);
    expect(both.errors?.[0].message).toBe('This email is already registered');
    expect(both.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { email: 'emailTaken', username: 'usernameTaken' } });
    const byName = await t.gql(REGISTER, { input: { ...newcomer, username: 'new_grower', email: 'y@example.com' } });
    expect(byName.errors?.[0].message).toBe('This username is already taken');
    expect(byName.errors?.[0].extensions?.fields).toEqual({ username: 'usernameTaken' });
  });

  it('applies the sign-up rules with field messages', async () => {
    const short = await t.gql(REGISTER, { input: { ...newcomer, username: 'shorty', email: 's@example.com', password: 'abc' } });
    expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { password: 'passwordTooShort' } });
    // The stored default "password minimum length" (8) is above the sign-up minimum of 6, so it is the one in force.
    expect(short.errors?.[0].message).toBe('Password must be at least 8 characters long');
    const long = await t.gql(REGISTER, { input: { ...newcomer, username: 'longy', email: 'l@example.com', password: 'x'.repeat(129) } });
    expect(long.errors?.[0].extensions?.fields).toEqual({ password: 'passwordTooLong' });
    const blank = await t.gql(REGISTER, { input: { ...newcomer, username: ' ', email: 'bad', firstName: '' } });
    expect(blank.errors?.[0].message).toBe('Please fill in all required fields');
    expect(blank.errors?.[0].extensions?.fields).toMatchObject({
      username: 'requiredFields',
      email: 'emailInvalid',
      firstName: 'requiredFields',
    });
  });

  it('signs in with any-case email and refuses a wrong password', async () => {
    const ok = await t.gql('mutation { login(input: { email: "ADMIN@pepperatlas.dev", password: "PepperAdmin1!" }) { user { role } } }');
    expect(ok.data?.login.user.role).toBe('admin');
    const bad = await t.gql('mutation { login(input: { email: "admin@pepperatlas.dev", password: "nope-nope" }) { accessToken } }');
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses sign-in to a blocked account', async () => {
    const res = await t.gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ACCOUNTS.blocked });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0].message).toMatch(/blocked/);
  });

  it('updates the profile, keeping username and email unique', async () => {
    const { token } = await signIn(t, ACCOUNTS.user);
    const res = await t.gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName bio username } }',
      { input: { firstName: 'Yonatan', bio: 'Growing habaneros on a Haifa balcony' } },
      token,
    );
    expect(res.data?.updateProfile).toMatchObject({
      firstName: 'Yonatan',
      bio: 'Growing habaneros on a Haifa balcony',
      username: 'chili_fan',
    });
    const taken = await t.gql('mutation { updateProfile(input: { username: "Admin" }) { username } }', undefined, token);
    expect(taken.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('shows email only to the user themself and to admins', async () => {
    const user = await signIn(t, ACCOUNTS.user);
    const admin = await signIn(t, ACCOUNTS.admin);
    const topics = 'query { topics(limit: 50) { topics { author { id email } } } }';
    const asUser = await t.gql(topics, undefined, user.token);
    const others = asUser.data?.topics.topics
      .map((x: { author: { id: string; email: string | null } }) => x.author)
      .filter((a: { id: string }) => a.id !== user.id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((a: { email: string | null }) => a.email === null)).toBe(true);
    const asAdmin = await t.gql(topics, undefined, admin.token);
    expect(asAdmin.data?.topics.topics.every((x: { author: { email: string | null } }) => typeof x.author.email === 'string')).toBe(true);
  });

  it('changes the password: needs the current one, ends older sessions, the new one signs in', async () => {
    const { token } = await signIn(t, ACCOUNTS.other);
    const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }';
    const wrong = await t.gql(CHANGE, { input: { currentPassword: 'wrong-one', newPassword: 'brand-new-pass' } }, token);
    expect(wrong.errors?.[0].extensions?.fields).toEqual({ currentPassword: 'currentPasswordIncorrect' });
    const mismatch = await t.gql(
      CHANGE,
      { input: { currentPassword: ACCOUNTS.other.password, newPassword: 'brand-new-pass', confirmPassword: 'other' } },
      token,
    );
    expect(mismatch.errors?.[0].extensions?.fields).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
    const ok = await t.gql(CHANGE, { input: { currentPassword: ACCOUNTS.other.password, newPassword: 'brand-new-pass' } }, token);
    expect(ok.errors).toBeUndefined();
    expect((await t.gql(ME, undefined, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, undefined, ok.data?.changePassword.accessToken)).data?.me.username).toBe('noa_garden');
    await expect(signIn(t, ACCOUNTS.other)).rejects.toThrow(/Sign-in failed/);
    await expect(signIn(t, { email: ACCOUNTS.other.email, password: 'brand-new-pass' })).resolves.toHaveProperty('token');
  });

  describe('tokens', () => {
    it('refuses alg none, a tampered signature, another secret, an expired token, a wrong audience or issuer', async () => {
      const { id } = await signIn(t, ACCOUNTS.admin);
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: id, ver: 0, role: 'admin', iss: 'pepper-atlas', aud: 'pepper-atlas', iat: now, exp: now + 600 };
      const valid = forge(claims);
      expect((await t.gql(ME, undefined, valid)).data?.me.role).toBe('admin');
      const bad = [
        `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`,
        valid.slice(0, -3) + (valid.endsWith('AAA') ? 'BBB' : 'AAA'),
        forge(claims, undefined, 'another-secret-another-secret-another-secret'),
        forge({ ...claims, iat: now - 7200, exp: now - 3600 }),
        forge({ ...claims, aud: 'someone-else' }),
        forge({ ...claims, iss: 'someone-else' }),
        forge({ ...claims, exp: undefined }),
        forge(claims, { alg: 'HS512', typ: 'JWT' }),
        forge({ ...claims, sub: 'not-a-uuid' }),
      ];
      for (const token of bad) {
        expect((await t.gql(ME, undefined, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
        expect((await t.rest('POST', '/api/users/verify', undefined, token)).status).toBe(401);
      }
    });
  });
});
