import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { readOutbox, sql, verificationToken } from '../utils/account-security.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id emailVerified } } }';
const CREATE_TOPIC = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const topicInput = { title: 'Verified only', subject: 'Peppers', category: 'general', description: ['A first line'] };
const account = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'chili-pass-42',
  firstName: 'Dana',
  lastName: 'Green',
});

describe('accounts: email verification', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(
      { mail: { from: 'Atlas <atlas@example.com>', publicUrl: 'https://atlas.example' } },
      { settings: { captcha: false } },
    );
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('setting on (the default): sign-up mails a link, the unverified user signs in but cannot post (422 / EMAIL_NOT_VERIFIED)', async () => {
    const reg = await t.gql(REGISTER, { input: account('unverified_one') });
    expect(reg.errors).toBeUndefined();
    expect(reg.data?.register.user.emailVerified).toBe(false);
    const mail = readOutbox(t).find((m) => m.to === 'unverified_one@example.com');
    expect(mail?.text).toContain('https://atlas.example/verify-email?token=');
    expect(mail).toMatchObject({ from: 'Atlas <atlas@example.com>' });
    // Hebrew first, each language with its own expiry line (as the password-reset mail).
    expect(mail?.text.indexOf('שלום')).toBe(0);
    const [hebrew, english] = mail!.text.split('\n\n');
    expect(hebrew).toContain('הקישור בתוקף 24 שעות.');
    expect(hebrew).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/);
    expect(english).toMatch(/^Hello /);
    expect(english).toContain('The link works for 24 hours.');
    expect(english).not.toMatch(/[\u0590-\u05FF]/);
    expect(mail?.html).toMatch(/^<div dir="rtl"><p>שלום [^<]*<\/p><p><a href="https:\/\/atlas\.example\/verify-email\?token=[\w-]+">לאישור כתובת האימייל<\/a><\/p><p>הקישור בתוקף 24 שעות\./);
    const token = reg.data?.register.accessToken;
    const login = await signIn(t, { email: 'unverified_one@example.com', password: 'chili-pass-42' });
    expect(login.token).toBeTruthy();
    const post = await t.gql(CREATE_TOPIC, { input: topicInput }, token);
    expect(post.errors?.[0].extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    const topicId = (await t.gql('query { topics { topics { id } } }')).data?.topics.topics[0].id;
    const comment = await t.gql(
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { topicId, text: 'hi' } },
      token,
    );
    expect(comment.errors?.[0].extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    const rest = await t.rest(
      'POST',
      '/api/topics',
      { title: 'T', subject: 'S', category: 'general', description: ['x'], author: 'x' },
      token,
    );
    // 422, not 403: the original clients end the session on a 403, and an unverified member stays signed in.
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect((await t.rest('PATCH', `/api/topics/${topicId}/comments`, { text: 'hi' }, token)).status).toBe(422);
  });

  it('the link verifies once (GraphQL); a reused or made-up token is refused; then posting works', async () => {
    const reg = await t.gql(REGISTER, { input: account('verify_gql') });
    const token = verificationToken(t, 'verify_gql@example.com');
    const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) { id emailVerified } }';
    const ok = await t.gql(VERIFY, { token });
    expect(ok.data?.verifyEmail).toEqual({ id: reg.data?.register.user.id, emailVerified: true });
    const again = await t.gql(VERIFY, { token });
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(VERIFY, { token: 'made-up' })).errors?.[0].extensions?.fields).toEqual({ token: 'verificationLinkInvalid' });
    const me = await t.gql('query { me { emailVerified } }', undefined, reg.data?.register.accessToken);
    expect(me.data?.me.emailVerified).toBe(true);
    const post = await t.gql(CREATE_TOPIC, { input: topicInput }, reg.data?.register.accessToken);
    expect(post.errors).toBeUndefined();
  });

  it('REST: verify-email and resend-verification (rate-limited); an expired link is refused', async () => {
    const reg = await t.rest('POST', '/api/users/register', account('verify_rest'));
    expect(reg.status).toBe(201);
    expect(reg.body.user.emailVerified).toBe(false);
    const session = reg.body.tokens.accessToken;
    // Sign-up just mailed a link: a resend within the minute is throttled.
    const early = await t.rest('POST', '/api/users/resend-verification', undefined, session);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('60');
    await sql(t, `UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE username = 'verify_rest'`);
    const before = readOutbox(t).length;
    expect((await t.rest('POST', '/api/users/resend-verification', undefined, session)).body).toMatchObject({ success: true });
    expect(readOutbox(t).length).toBe(before + 1);
    const token = verificationToken(t, 'verify_rest@example.com');
    await sql(t, `UPDATE users SET email_verification_expires_at = now() - interval '1 second' WHERE username = 'verify_rest'`);
    const expired = await t.rest('POST', '/api/users/verify-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This verification link is invalid or has expired.');
    await sql(t, `UPDATE users SET email_verification_sent_at = NULL WHERE username = 'verify_rest'`);
    const resend = await t.gql('mutation { resendVerificationEmail }', undefined, session);
    expect(resend.data?.resendVerificationEmail).toBe(true);
    const verified = await t.rest('POST', '/api/users/verify-email', { token: verificationToken(t, 'verify_rest@example.com') });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ username: 'verify_rest', emailVerified: true });
    expect((await t.rest('POST', '/api/users/resend-verification', undefined, session)).status).toBe(400);
    expect((await t.rest('POST', '/api/users/verify-email', {})).status).toBe(400);
  });

  it('emailVerified is visible to the user and admins only; seeded users are verified', async () => {
    const id = (await signIn(t, ACCOUNTS.other)).id;
    const q = 'query($id: ID!) { user(id: $id) { emailVerified } }';
    expect((await t.gql(q, { id }, admin)).data?.user.emailVerified).toBe(true);
    const author = await t.gql('query { topics { topics { author { username emailVerified } } } }');
    expect(author.data?.topics.topics[0].author.emailVerified).toBeNull();
  });

  it('a new email address (with the current password) waits, confirmed, for its own link; the current one stays verified', async () => {
    const session = (await signIn(t, ACCOUNTS.moderator)).token;
    const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { email pendingEmail emailVerified } }';
    const same = await t.gql(UPDATE, { input: { firstName: 'Moshe' } }, session);
    expect(same.data?.updateProfile.emailVerified).toBe(true);
    const changed = await t.gql(UPDATE, { input: { email: 'Moshe.New@example.com', currentPassword: ACCOUNTS.moderator.password } }, session);
    expect(changed.data?.updateProfile).toEqual({ email: ACCOUNTS.moderator.email, pendingEmail: 'moshe.new@example.com', emailVerified: true });
    const verified = await t.gql('mutation($token: String!) { verifyEmail(token: $token) { email emailVerified } }', {
      token: verificationToken(t, 'moshe.new@example.com'),
    });
    expect(verified.data?.verifyEmail).toEqual({ email: 'moshe.new@example.com', emailVerified: true });
  });

  it('setting off: no mail, and unverified users post as before', async () => {
    await t.gql('mutation { updateSettings(input: { emailVerification: false }) { emailVerification } }', undefined, admin);
    const before = readOutbox(t).length;
    const reg = await t.gql(REGISTER, { input: account('no_verify') });
    expect(readOutbox(t).length).toBe(before);
    const post = await t.gql(CREATE_TOPIC, { input: topicInput }, reg.data?.register.accessToken);
    expect(post.errors).toBeUndefined();
    const policy = await t.gql('query { accountSecurityPolicy { emailVerification captcha twoFactor } }');
    expect(policy.data?.accountSecurityPolicy).toEqual({ emailVerification: false, captcha: false, twoFactor: false });
  });
});
