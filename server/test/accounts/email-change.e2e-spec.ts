import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { readOutbox, sql, verificationToken } from '../utils/account-security.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { email pendingEmail emailVerified firstName } }';
const CONFIRM = 'mutation($token: String!) { confirmEmail(token: $token) { accessToken user { email pendingEmail emailVerified } } }';
const CANCEL = 'mutation($token: String!) { cancelEmailChange(token: $token) }';
const CHANGE_PASSWORD = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken } }';
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) { accessToken } }';
const ME = 'query { me { email pendingEmail } }';

/** Waits for the `n`th mail to `to` whose text has `path?token=`, and answers that token. */
async function mailedToken(t: TestApp, to: string, path: string, n = 1): Promise<string> {
  const pattern = new RegExp(`${path}\\?token=([\\w-]+)`);
  for (let i = 0; i < 200; i++) {
    const mails = readOutbox(t).filter((m) => m.to === to && pattern.test(m.text));
    if (mails.length >= n) return mails[n - 1].text.match(pattern)![1];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`No mail ${n} with ${path} to ${to}`);
}
const mailsTo = (t: TestApp, to: string, path: string) => readOutbox(t).filter((m) => m.to === to && m.text.includes(path));

const register = async (t: TestApp, name: string) => {
  const input = { username: name, email: `${name}@example.com`, password: 'chili-pass-42', firstName: 'Dana', lastName: 'Green' };
  const res = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }', { input });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { token: res.data.register.accessToken as string, id: res.data.register.user.id as string, email: input.email, password: input.password };
};

describe('accounts: an email change the owner controls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mail: { from: 'Atlas <atlas@example.com>', publicUrl: 'https://atlas.example' } });
  });
  beforeEach(async () => {
    await sql(t, 'DELETE FROM login_attempts');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs the current password (GraphQL and REST); the new address stays pending until its own link is opened', async () => {
    const a = await register(t, 'change_one');
    const missing = await t.gql(UPDATE, { input: { email: 'change.one.new@example.com', firstName: 'Dina' } }, a.token);
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentPassword: 'currentPasswordRequired' } });
    const wrong = await t.gql(UPDATE, { input: { email: 'change.one.new@example.com', currentPassword: 'not-it-at-all' } }, a.token);
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentPassword: 'currentPasswordIncorrect' } });
    const rest = await t.rest('PUT', '/api/users/profile', { email: 'change.one.new@example.com' }, a.token);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('Enter your current password to change the email address');
    // Nothing changed, the first name of the refused request neither.
    expect((await t.gql(ME, undefined, a.token)).data?.me).toEqual({ email: a.email, pendingEmail: null });

    const ok = await t.rest(
      'PUT',
      '/api/users/profile',
      { email: 'Change.One.New@example.com', currentPassword: a.password, firstName: 'Dina' },
      a.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email: a.email, pendingEmail: 'change.one.new@example.com', firstName: 'Dina' });
    // The old address still signs in; the new one does not yet.
    expect((await signIn(t, { email: a.email, password: a.password })).id).toBe(a.id);
    const early = await t.gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: 'change.one.new@example.com', password: a.password },
    });
    expect(early.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // The old address is told, with a cancel link.
    const notice = mailsTo(t, a.email, '/cancel-email-change?token=').at(-1);
    expect(notice?.text).toContain('change.one.new@example.com');
    expect(notice?.text).toContain('לביטול השינוי');
    expect(notice?.text).toContain('Cancel the change and sign out everywhere');

    const confirmed = await t.gql(CONFIRM, { token: verificationToken(t, 'change.one.new@example.com') });
    expect(confirmed.data?.confirmEmail.user).toEqual({ email: 'change.one.new@example.com', pendingEmail: null, emailVerified: true });
    expect((await signIn(t, { email: 'change.one.new@example.com', password: a.password })).id).toBe(a.id);
    const old = await t.gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: { email: a.email, password: a.password } });
    expect(old.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Saving the profile with the same address needs no password.
    expect((await t.gql(UPDATE, { input: { email: 'change.one.new@example.com', firstName: 'Dana' } }, a.token)).errors).toBeUndefined();
  });

  it("the old address's link cancels a pending change, kills its confirmation link and ends every session", async () => {
    const a = await register(t, 'change_two');
    const second = await signIn(t, { email: a.email, password: a.password });
    await t.gql(UPDATE, { input: { email: 'thief@example.com', currentPassword: a.password } }, a.token);
    const confirmation = verificationToken(t, 'thief@example.com');
    const cancel = await mailedToken(t, a.email, '/cancel-email-change');
    expect((await t.gql(CANCEL, { token: cancel })).data?.cancelEmailChange).toBe(true);
    for (const session of [a.token, second.token]) {
      expect((await t.gql(ME, undefined, session)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const late = await t.gql(CONFIRM, { token: confirmation });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: 'verificationLinkInvalid' } });
    const again = await t.rest('POST', '/api/users/cancel-email-change', { token: cancel });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired.');
    const fresh = await signIn(t, { email: a.email, password: a.password });
    expect((await t.gql(ME, undefined, fresh.token)).data?.me).toEqual({ email: a.email, pendingEmail: null });
  });

  it('a change confirmed already is undone by the cancel link: the old address is back and every session ends', async () => {
    const a = await register(t, 'change_three');
    await t.gql(UPDATE, { input: { email: 'change.three.taken@example.com', currentPassword: a.password } }, a.token);
    const confirmed = await t.gql(CONFIRM, { token: verificationToken(t, 'change.three.taken@example.com') });
    const session = confirmed.data?.confirmEmail.accessToken;
    expect(session).toBeTruthy();
    const cancel = await mailedToken(t, a.email, '/cancel-email-change');
    expect((await t.rest('POST', '/api/users/cancel-email-change', { token: cancel })).body).toMatchObject({ success: true });
    expect((await t.gql(ME, undefined, session)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await signIn(t, { email: a.email, password: a.password })).id).toBe(a.id);
  });

  it('the signed-in owner discards a pending address; its link stops working', async () => {
    const a = await register(t, 'change_four');
    await t.gql(UPDATE, { input: { email: 'change.four.new@example.com', currentPassword: a.password } }, a.token);
    const token = verificationToken(t, 'change.four.new@example.com');
    const discarded = await t.gql('mutation { discardPendingEmail { email pendingEmail } }', undefined, a.token);
    expect(discarded.data?.discardPendingEmail).toEqual({ email: a.email, pendingEmail: null });
    expect((await t.gql(CONFIRM, { token })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a pending address can be resent (once a minute); a newer link kills the older one', async () => {
    const a = await register(t, 'change_five');
    await t.gql(UPDATE, { input: { email: 'change.five.new@example.com', currentPassword: a.password } }, a.token);
    const first = verificationToken(t, 'change.five.new@example.com');
    expect((await t.gql('mutation { resendVerificationEmail }', undefined, a.token)).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    await sql(t, `UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE id = $1`, [a.id]);
    expect((await t.gql('mutation { resendVerificationEmail }', undefined, a.token)).data?.resendVerificationEmail).toBe(true);
    const second = verificationToken(t, 'change.five.new@example.com');
    expect(second).not.toBe(first);
    expect((await t.gql(CONFIRM, { token: first })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(CONFIRM, { token: second })).data?.confirmEmail.user.email).toBe('change.five.new@example.com');
  });

  it('an address another account has is refused; one taken while pending fails to confirm with CONFLICT, never a 500', async () => {
    const a = await register(t, 'change_six');
    const taken = await t.gql(UPDATE, { input: { email: ACCOUNTS.other.email, currentPassword: a.password } }, a.token);
    expect(taken.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { email: 'emailTaken' } });
    await t.gql(UPDATE, { input: { email: 'change_six_race@example.com', currentPassword: a.password } }, a.token);
    const token = verificationToken(t, 'change_six_race@example.com');
    await register(t, 'change_six_race');
    const late = await t.gql(CONFIRM, { token });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { email: 'emailTaken' } });
  });
});

describe('accounts: mailed links die with the credentials they were made for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ mail: { from: 'Atlas <atlas@example.com>', publicUrl: 'https://atlas.example' } }, { settings: { captcha: false } });
  });
  beforeEach(async () => {
    await sql(t, 'DELETE FROM login_attempts');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a reset link requested before a password change no longer resets after it', async () => {
    const a = await register(t, 'links_one');
    await t.gql(REQUEST_RESET, { email: a.email });
    const token = await mailedToken(t, a.email, '/reset-password');
    const changed = await t.gql(CHANGE_PASSWORD, { input: { currentPassword: a.password, newPassword: 'changed-pass-77' } }, a.token);
    expect(changed.errors).toBeUndefined();
    const late = await t.gql(RESET, { token, newPassword: 'attacker-pass-1' });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: 'resetLinkInvalid' } });
    expect((await signIn(t, { email: a.email, password: 'changed-pass-77' })).id).toBe(a.id);
  });

  it('a reset link mailed to the old address no longer works after the email changed', async () => {
    const a = await register(t, 'links_two');
    await t.gql(REQUEST_RESET, { email: a.email });
    const token = await mailedToken(t, a.email, '/reset-password');
    await t.gql(UPDATE, { input: { email: 'links.two.new@example.com', currentPassword: a.password } }, a.token);
    await t.gql(CONFIRM, { token: verificationToken(t, 'links.two.new@example.com') });
    const late = await t.gql(RESET, { token, newPassword: 'attacker-pass-1' });
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: 'resetLinkInvalid' } });
  });

  it('a confirmation link used after a password change neither confirms nor signs anyone in', async () => {
    const a = await register(t, 'links_three');
    const token = verificationToken(t, a.email);
    await t.gql(CHANGE_PASSWORD, { input: { currentPassword: a.password, newPassword: 'changed-pass-77' } }, a.token);
    const late = await t.gql(CONFIRM, { token });
    expect(late.data?.confirmEmail ?? null).toBeNull();
    expect(late.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: 'verificationLinkInvalid' } });
    // A link mailed after the change works.
    await sql(t, `UPDATE users SET email_verification_sent_at = NULL WHERE email = $1`, [a.email]);
    const session = (await signIn(t, { email: a.email, password: 'changed-pass-77' })).token;
    await t.gql('mutation { resendVerificationEmail }', undefined, session);
    expect((await t.gql(CONFIRM, { token: verificationToken(t, a.email) })).data?.confirmEmail.accessToken).toBeTruthy();
  });

  it('a reset link stops working after a reset by an admin (any password change)', async () => {
    const a = await register(t, 'links_four');
    await t.gql(REQUEST_RESET, { email: a.email });
    const token = await mailedToken(t, a.email, '/reset-password');
    const admin = (await signIn(t, ACCOUNTS.admin)).token;
    const set = await t.gql('mutation($id: ID!) { updateUser(id: $id, input: { password: "admin-set-pass-1" }) { id } }', { id: a.id }, admin);
    expect(set.errors).toBeUndefined();
    expect((await t.gql(RESET, { token, newPassword: 'attacker-pass-1' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
