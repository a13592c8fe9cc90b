import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../src/config/app-config.js';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { MailService } from '../../src/mail/mail.service.js';
import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { PeppersService } from '../../src/peppers/peppers.service.js';
import { SettingsService } from '../../src/settings/settings.service.js';
import { UsersService } from '../../src/users/users.service.js';
import { NotificationMailService } from '../../src/notification-mail/notification-mail.service.js';
import { sql } from '../utils/account-security.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const PUBLIC_URL = 'https://atlas.example';
const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id username } } }';
const CREATE = 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const MAIL_PREFS = 'query { notificationMailPreferences { mention reply watched emailVerified } }';
const UPDATE_MAIL_PREFS =
  'mutation($input: NotificationMailPreferencesInput!) { updateNotificationMailPreferences(input: $input) { mention reply watched emailVerified } }';

interface Member {
  id: string;
  username: string;
  email: string;
  token: string;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Mails in a data folder's outbox, oldest first. */
function outboxOf(dataDir: string): Mail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail);
}

/** The token of a mail's List-Unsubscribe header. */
function tokenOf(mail: Mail): string {
  const token = /^<https:\/\/atlas\.example\/api\/unsubscribe\?token=([^>]+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
  if (!token) throw new Error(`No List-Unsubscribe link in ${JSON.stringify(mail.headers)}`);
  return token;
}

/** A time today (UTC) after the digest hour (7 by default). */
function afterDigestHour(): Date {
  const now = new Date();
  now.setUTCHours(22, 0, 0, 0);
  return now;
}

describe('notification mails: at once, daily digests, one-click unsubscribe', () => {
  let t: TestApp;
  let mails: NotificationMailService;
  let serial = 0;
  let admin: string;
  let writer: Member; // posts and mentions; never mailed (no address confirmed)

  async function ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
    const res = await t.gql<T>(query, variables, token);
    if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }

  /** A new member; `verified`: their address confirmed (as by the mailed link). */
  async function register(name: string, options: { verified?: boolean; language?: 'he' | 'en' } = {}): Promise<Member> {
    const n = ++serial;
    const email = `${name}${n}@example.com`;
    const input = { email, password: `mail-pass-${n}`, username: `${name}_${n}`, firstName: name === 'dana' ? 'דנה' : 'Eli', lastName: 'M' };
    const data = await ok(REGISTER, { input });
    const member = { id: data.register.user.id, username: data.register.user.username, email, token: data.register.accessToken };
    if (options.verified ?? true) await sql(t, 'UPDATE users SET email_verified = true WHERE id = $1', [member.id]);
    if (options.language) await ok('mutation($l: Language!) { setMyLanguage(language: $l) }', { l: options.language }, member.token);
    return member;
  }

  async function topic(token: string, title: string, description: string[] = ['A question about peppers']): Promise<string> {
    return (await ok(CREATE, { input: { title, subject: 'Mail', category: 'general', description } }, token)).createTopic.id;
  }

  async function comment(token: string, topicId: string, text: string, parentId?: string): Promise<string> {
    const id = (await ok(ADD, { input: { topicId, text, parentId } }, token)).addComment.id as string;
    await mails.idle();
    return id;
  }

  const outbox = () => outboxOf(t.db.dataDir);
  const mailsTo = (member: Member) => outbox().filter((m) => m.to === member.email);

  async function unsubscribe(token: string, body = 'List-Unsubscribe=One-Click', accept = 'application/json') {
    const res = await fetch(`${t.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
      body,
    });
    return { status: res.status, text: await res.text() };
  }

  beforeAll(async () => {
    t = await createTestApp({ mail: { from: 'Atlas <atlas@example.com>', publicUrl: PUBLIC_URL } });
    mails = t.running.app.get(NotificationMailService);
    admin = (await signIn(t, ACCOUNTS.admin)).token;
    writer = await register('writer', { verified: false });
    // A moderator posts without the hourly limits of new accounts.
    await sql(t, "UPDATE users SET role = 'moderator' WHERE id = $1", [writer.id]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mails a mention at once, in English, with the post as the forum renders it, its link and both unsubscribe headers', async () => {
    const eli = await register('eli', { language: 'en' });
    const topicId = await topic(writer.token, 'Smoked peppers');
    const commentId = await comment(writer.token, topicId, `Hi @${eli.username}, **very** hot [[Habanero]] <script>alert(1)</script>`);
    const [mail, ...more] = mailsTo(eli);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${writer.username} mentioned you in “Smoked peppers”`);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.html).toContain('<strong>very</strong>');
    expect(mail!.html).toMatch(/href="https:\/\/atlas\.example\/peppers\/[^"]+"/); // [[Habanero]] as the site links it, absolute
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
    const link = `${PUBLIC_URL}/forum/topic/${topicId}#comment-${commentId}`;
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain(`Hi @${eli.username}, very hot Habanero`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = tokenOf(mail!);
    expect(mail!.text).toContain(`${PUBLIC_URL}/api/unsubscribe?token=${token}`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/profile#notification-mail`);

    // The same event is mailed once, however often (and in parallel) its member's notifications are looked at again.
    expect(await Promise.all([mails.mailImmediate(eli.id), mails.mailImmediate(eli.id), mails.mailImmediate(eli.id)])).toEqual([0, 0, 0]);
    expect(mailsTo(eli)).toHaveLength(1);
  });

  it('mails a reply and a comment on my topic in Hebrew (right to left), the default language', async () => {
    const dana = await register('dana');
    const topicId = await topic(dana.token, 'פלפלים מעושנים');
    const danaComment = await comment(dana.token, topicId, 'השאלה שלי');
    expect(mailsTo(dana)).toEqual([]); // nobody is told of their own post
    const replyId = await comment(writer.token, topicId, 'תשובה _חריפה_', danaComment);
    const [mail, ...more] = mailsTo(dana);
    expect(more).toEqual([]); // one notification (the reply), one mail
    expect(mail!.subject).toBe(`${writer.username} הגיב/ה לתגובה שלך בנושא „פלפלים מעושנים”`);
    expect(mail!.html).toContain('<html lang="he" dir="rtl">');
    expect(mail!.html).toContain('<div dir="rtl" lang="he">');
    expect(mail!.html).toContain('<em>חריפה</em>');
    expect(mail!.text).toContain('שלום דנה,');
    expect(mail!.text).toContain(`${PUBLIC_URL}/forum/topic/${topicId}#comment-${replyId}`);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/atlas\.example\/api\/unsubscribe\?token=/);

    await comment(writer.token, topicId, 'A comment on the topic');
    expect(mailsTo(dana).map((m) => m.subject)).toEqual([mail!.subject, `${writer.username} הגיב/ה על הנושא שלך בנושא „פלפלים מעושנים”`]);
  });

  it('mails nothing to an unconfirmed address, a blocked member, a kind set to never or to daily', async () => {
    const unconfirmed = await register('unconfirmed', { verified: false });
    const blocked = await register('blocked');
    const never = await register('never');
    const daily = await register('daily');
    await ok(UPDATE_MAIL_PREFS, { input: { mention: 'never' } }, never.token);
    expect((await ok(UPDATE_MAIL_PREFS, { input: { mention: 'daily' } }, daily.token)).updateNotificationMailPreferences).toEqual({
      mention: 'daily', reply: 'immediate', watched: 'daily', emailVerified: true,
    });
    expect((await ok(MAIL_PREFS, undefined, unconfirmed.token)).notificationMailPreferences).toEqual({
      mention: 'immediate', reply: 'immediate', watched: 'daily', emailVerified: false,
    });
    expect((await t.gql('mutation($id: ID!) { setUserActive(id: $id, isActive: false) { isActive } }', { id: blocked.id }, admin)).errors).toBeUndefined();
    const topicId = await topic(writer.token, 'Quiet mentions');
    await comment(writer.token, topicId, `@${unconfirmed.username} @${blocked.username} @${never.username} @${daily.username}`);
    const told = (await sql<{ recipient_id: string }[]>(t, 'SELECT recipient_id FROM notifications WHERE topic_id = $1', [topicId])).map(
      (r) => r.recipient_id,
    );
    expect(told.sort()).toEqual([unconfirmed.id, never.id, daily.id].sort()); // told on the site, not by mail
    for (const member of [unconfirmed, blocked, never, daily]) expect(mailsTo(member)).toEqual([]);
  });

  it('refuses a frequency that is not one (BAD_USER_INPUT or validation), keeping the settings', async () => {
    const member = await register('strict');
    const res = await t.gql(UPDATE_MAIL_PREFS, { input: { mention: 'hourly' } }, member.token);
    expect(res.errors?.[0]?.message).toMatch(/hourly/);
    expect((await ok(MAIL_PREFS, undefined, member.token)).notificationMailPreferences.mention).toBe('immediate');
    expect((await t.gql(MAIL_PREFS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('mails a watched topic at once at most once until it is read (or an hour passed); a grouped row moved up is a new event', async () => {
    const watcher = await register('watcher');
    await ok(UPDATE_MAIL_PREFS, { input: { watched: 'immediate' } }, watcher.token);
    const topicId = await topic(writer.token, 'Watched topic');
    await ok('mutation($topicId: ID!) { setTopicWatch(topicId: $topicId, level: watching) { id } }', { topicId }, watcher.token);
    // The forum records the watched rows (one per watcher and topic, moved up by each comment) and mails after its commit.
    const first = await comment(writer.token, topicId, 'First news');
    expect(mailsTo(watcher)).toHaveLength(1);
    expect(mailsTo(watcher)[0]!.text).toContain(`#comment-${first}`);
    await comment(writer.token, topicId, 'Second news'); // held: not read yet
    expect(mailsTo(watcher)).toHaveLength(1);
    const [row] = await sql<{ id: string }[]>(t, "SELECT id FROM notifications WHERE recipient_id = $1 AND type = 'watched'", [watcher.id]);
    await ok('mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', { ids: [row!.id] }, watcher.token);
    const third = await comment(writer.token, topicId, 'Third news');
    expect(await mails.mailImmediate(watcher.id)).toBe(0);
    const sent = mailsTo(watcher);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe(`${writer.username} הוסיף/ה תגובה בנושא „Watched topic”`);
    expect(sent[1]!.text).toContain(`#comment-${third}`);
  });

  it('mails nothing about content removed before the mail went out', async () => {
    const member = await register('removed');
    const topicId = await topic(writer.token, 'Removed soon');
    const commentId = await comment(writer.token, topicId, 'Soon gone');
    await sql(t, 'UPDATE comments SET deleted_at = now() WHERE id = $1', [commentId]);
    await sql(t, `INSERT INTO notifications (recipient_id, type, actor_id, topic_id, comment_id) VALUES ($1, 'mention', $2, $3, $4)`, [
      member.id, writer.id, topicId, commentId,
    ]);
    expect(await mails.mailImmediate(member.id)).toBe(0);
    expect(mailsTo(member)).toEqual([]);
  });

  it('sends one daily digest listing the daily kinds, once: a second run sends nothing, nor a run before the hour', async () => {
    const member = await register('digest', { language: 'en' });
    await ok(UPDATE_MAIL_PREFS, { input: { mention: 'daily', reply: 'daily' } }, member.token);
    const topicId = await topic(member.token, 'Digest topic');
    await comment(writer.token, await topic(writer.token, 'Mentions'), `One for @${member.username}`);
    await comment(writer.token, topicId, 'Another comment on the topic');
    expect(mailsTo(member)).toEqual([]);

    const early = afterDigestHour();
    early.setUTCHours(3);
    expect(await mails.runDigest(early)).toBe(0);
    expect(mailsTo(member)).toEqual([]);

    await mails.runDigest(afterDigestHour());
    const [digest, ...more] = mailsTo(member);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Your Pepper Atlas daily digest: 2 notifications');
    expect(digest!.text).toContain(`${writer.username} mentioned you in “Mentions”`);
    expect(digest!.text).toContain(`${writer.username} commented on your topic in “Digest topic”`);
    expect(digest!.text).toContain('Another comment on the topic');
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await comment(writer.token, topicId, 'Late news: the next digest');
    expect(await mails.runDigest(afterDigestHour())).toBe(0);
    expect(mailsTo(member)).toHaveLength(1);

    // The digest's link stops every kind mailed daily, and nothing else.
    expect((await unsubscribe(tokenOf(digest!))).status).toBe(200);
    expect((await ok(MAIL_PREFS, undefined, member.token)).notificationMailPreferences).toEqual({
      mention: 'never', reply: 'never', watched: 'never', emailVerified: true,
    });
  });

  it('sends a digest once when two senders, each with its own connection pool, run it at the same moment (two real processes: test/scale-out/digest.e2e.ts)', async () => {
    const member = await register('twice', { language: 'en' });
    await ok(UPDATE_MAIL_PREFS, { input: { reply: 'daily' } }, member.token);
    const topicId = await topic(member.token, 'Two processes');
    await comment(writer.token, topicId, 'First');
    await comment(writer.token, topicId, 'Second');
    let pool: DataSource | undefined;
    try {
      let other = mails;
      if (t.db.databaseUrl) {
        // PostgreSQL: a second sender with its own connection pool on the same database, as another process has
        // (two Nest apps cannot share one Node process: passport's strategies are global).
        pool = await new DataSource(dataSourceOptions(t.db.databaseUrl, 4, { logging: false })).initialize();
        const app = t.running.app;
        other = new NotificationMailService(
          pool,
          app.get(APP_CONFIG),
          app.get(MailService),
          app.get(NotificationsService),
          app.get(SettingsService),
          app.get(UsersService),
          app.get(PeppersService),
        );
      }
      const now = afterDigestHour();
      const before = outbox().length;
      const runs = await Promise.all([mails.runDigest(now), other.runDigest(now), mails.runDigest(now), other.runDigest(now)]);
      // Each digest due (this member's, and any left by the tests above) is sent by exactly one of the runs.
      expect(runs.reduce((a, b) => a + b, 0)).toBe(outbox().length - before);
    } finally {
      await pool?.destroy();
    }
    expect(mailsTo(member)).toHaveLength(1);
    expect(mailsTo(member)[0]!.subject).toBe('Your Pepper Atlas daily digest: 2 notifications');
  });

  describe('unsubscribing', () => {
    let member: Member;
    let token: string;

    beforeAll(async () => {
      member = await register('leaver', { language: 'en' });
      const topicId = await topic(writer.token, 'Unsubscribe');
      await comment(writer.token, topicId, `Hello @${member.username}`);
      token = tokenOf(mailsTo(member)[0]!);
    });

    const prefs = async () => (await ok(MAIL_PREFS, undefined, member.token)).notificationMailPreferences;

    it('shows a page with a button on GET and changes nothing (mail scanners open links)', async () => {
      const res = await fetch(`${t.url}/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="en" dir="ltr" data-theme="system">');
      expect(html).toContain('Stop mails about mentions?');
      expect(html).toContain('<form method="post"');
      expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
      // With no theme chosen it follows the system's; dark only where the system is dark.
      expect(html).toContain('@media (prefers-color-scheme:dark){body{background:#161616');
      expect((await prefs()).mention).toBe('immediate');
    });

    it("draws the page in the theme the reader chose on the site (its cookie), a bad one as the system's", async () => {
      const pageIn = async (cookie: string) =>
        (await fetch(`${t.url}/api/unsubscribe?token=${encodeURIComponent(token)}`, { headers: { cookie } })).text();
      const dark = await pageIn('peppers-theme=dark');
      expect(dark).toContain('data-theme="dark"');
      expect(dark).toContain(':root{color-scheme:dark}body{background:#161616');
      expect(dark).not.toContain('prefers-color-scheme');
      const light = await pageIn('other=1; peppers-theme=light');
      expect(light).toContain(':root{color-scheme:light}body{background:#fff');
      expect(light).not.toContain('#161616');
      expect(await pageIn('peppers-theme=%3Cscript%3E')).toContain('data-theme="system"');
      // The page that answers a tampered link and the one after the button keep the theme too.
      const bad = await fetch(`${t.url}/api/unsubscribe?token=x.y.z`, { headers: { cookie: 'peppers-theme=dark' } });
      expect([bad.status, await bad.text()]).toEqual([400, expect.stringContaining('data-theme="dark"')]);
    });

    it('refuses a tampered or malformed token with a clear 400 and changes nothing', async () => {
      const sig = token.split('.')[2]!;
      const flipped = `${token.slice(0, -sig.length)}${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
      const otherKind = token.replace('.mention.', '.reply.');
      const otherMember = token.replace(member.id, writer.id);
      for (const bad of [flipped, otherKind, otherMember, 'abc', '', `${token}.x`]) {
        const res = await unsubscribe(bad);
        expect(res.status).toBe(400);
        expect(JSON.parse(res.text).message).toMatch(/unsubscribe link is invalid/);
        const page = await fetch(`${t.url}/api/unsubscribe?token=${encodeURIComponent(bad)}`);
        expect(page.status).toBe(400);
        expect(await page.text()).toContain('This unsubscribe link is invalid');
      }
      const noBody = await unsubscribe(token, '');
      expect(noBody.status).toBe(400);
      expect(JSON.parse(noBody.text).message).toMatch(/List-Unsubscribe=One-Click/);
      expect(await prefs()).toEqual({ mention: 'immediate', reply: 'immediate', watched: 'daily', emailVerified: true });
    });

    it('stops that kind at once on the one-click POST (no session), and the button answers a page', async () => {
      const res = await unsubscribe(token);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toMatchObject({ success: true });
      expect(await prefs()).toEqual({ mention: 'never', reply: 'immediate', watched: 'daily', emailVerified: true });
      const again = await unsubscribe(token, 'List-Unsubscribe=One-Click', 'text/html');
      expect(again.status).toBe(200);
      expect(again.text).toContain('You will get no more mails about mentions.');

      const topicId = await topic(writer.token, 'After unsubscribing');
      await comment(writer.token, topicId, `Still there, @${member.username}?`);
      expect(mailsTo(member)).toHaveLength(1);
    });
  });
});

describe('notification mails: the digest schedule inside the server', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('sends the day’s digest on its own, from the check interval (MAIL_DIGEST_CHECK_SECONDS) past the digest hour', async () => {
    t = await createTestApp({ mail: { from: 'Atlas <atlas@example.com>', publicUrl: PUBLIC_URL }, mailDigest: { hour: 0, checkSeconds: 1 } });
    const member = await signIn(t, ACCOUNTS.user);
    const email = ACCOUNTS.user.email;
    await sql(t, "UPDATE users SET email_verified = true, language = 'en' WHERE id = $1", [member.id]);
    const moderator = await signIn(t, ACCOUNTS.moderator);
    await t.gql('mutation($input: NotificationMailPreferencesInput!) { updateNotificationMailPreferences(input: $input) { reply } }', { input: { reply: 'daily' } }, member.token);
    const topicId = (await t.gql(CREATE, { input: { title: 'Scheduled', subject: 'Mail', category: 'general', description: ['Due today'] } }, member.token)).data!.createTopic.id;
    expect((await t.gql(ADD, { input: { topicId, text: 'An answer for the digest' } }, moderator.token)).errors).toBeUndefined();
    const deadline = Date.now() + 10_000;
    let digest: Mail | undefined;
    while (!digest && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      digest = outboxOf(t.db.dataDir).find((m) => m.to === email && m.subject.startsWith('Your Pepper Atlas daily digest'));
    }
    expect(digest?.text).toContain('An answer for the digest');
  });
});

describe('notification mails: a mailer that fails', () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('never fails the post: the comment and its notification stand, the event counts as mailed (lost, never sent twice)', async () => {
    t = await createTestApp({ mail: { from: 'Atlas <atlas@example.com>', publicUrl: PUBLIC_URL, smtpUrl: 'smtp://127.0.0.1:1' } });
    const member = await signIn(t, ACCOUNTS.user);
    await sql(t, 'UPDATE users SET email_verified = true WHERE id = $1', [member.id]);
    const moderator = await signIn(t, ACCOUNTS.moderator);
    const topicId = (await t.gql(CREATE, { input: { title: 'Mailer down', subject: 'Mail', category: 'general', description: ['Still posted'] } }, member.token)).data!.createTopic.id;
    const res = await t.gql(ADD, { input: { topicId, text: 'Posted while the mailer is down' } }, moderator.token);
    expect(res.errors).toBeUndefined();
    await t.running.app.get(NotificationMailService).idle();
    const rows = await sql<{ type: string; mailed: boolean }[]>(
      t,
      'SELECT type, mailed_occurred_at = occurred_at AS mailed FROM notifications WHERE topic_id = $1 AND recipient_id = $2',
      [topicId, member.id],
    );
    expect(rows).toEqual([{ type: 'comment', mailed: true }]);
  });
});
