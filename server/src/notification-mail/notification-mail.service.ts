import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_MAIL_FREQUENCIES,
  MAIL_KINDS,
  mailKindOf,
  type Language,
  type MailFrequency,
  type MailKind,
  type NotificationType,
} from '@pepper-atlas/domain';
import DataLoader from 'dataloader';
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Loaders } from '../common/dataloader/loaders.js';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { returningRows } from '../common/sql.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { PeppersService } from '../peppers/peppers.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { commentPages } from '../topics/comment-pages.utils.js';
import { renderPostHtml, topicSource } from '../topics/post-html.utils.js';
import { postText } from '../topics/post-markdown.utils.js';
import { UsersService } from '../users/users.service.js';
import { composeDigest, composeImmediate, type MailItem, type MailLinks, type MailRecipient } from './mail-compose.js';
import { readUnsubscribeToken, unsubscribeToken, type UnsubscribeClaim, type UnsubscribeKind } from './unsubscribe-token.js';

export type MailPreferences = Record<MailKind, MailFrequency>;
export type MailSettings = MailPreferences & { emailVerified: boolean };

/** A notification just claimed for a mail. */
interface ClaimedRow {
  id: string;
  recipient_id: string;
  type: NotificationType;
  actor_id: string | null;
  topic_id: string | null;
  comment_id: string | null;
}

/** An immediate mail only for what happened this recently (not a week-old mention once an address is confirmed). */
const IMMEDIATE_WINDOW = '1 hour';
/** A watched topic mailed at once is mailed at once again only after the member read it, or after this. */
const WATCHED_HOLD = '1 hour';
/** A digest lists this many notifications; the rest are counted with a link to the notifications page. */
const DIGEST_ITEMS_MAX = 20;
/** Members claimed per round of a digest run. */
const DIGEST_BATCH = 100;

/** The column of each kind in notification_preferences. */
const COLUMN: Record<MailKind, string> = { mention: 'mail_mention', reply: 'mail_reply', watched: 'mail_watched' };

/** SQL: the mail frequency of notification `n` for its recipient's preferences `p` (LEFT JOINed: no row, the defaults). */
const FREQUENCY_SQL = `CASE n.type
  WHEN 'mention' THEN coalesce(p.mail_mention, '${DEFAULT_MAIL_FREQUENCIES.mention}')
  WHEN 'reply' THEN coalesce(p.mail_reply, '${DEFAULT_MAIL_FREQUENCIES.reply}')
  WHEN 'comment' THEN coalesce(p.mail_reply, '${DEFAULT_MAIL_FREQUENCIES.reply}')
  WHEN 'watched' THEN coalesce(p.mail_watched, '${DEFAULT_MAIL_FREQUENCIES.watched}')
  ELSE 'never' END`;

/**
 * SQL: notification `n` of recipient `u` may be mailed: an active member with a confirmed address, not read, this event
 * not mailed yet (a grouped row moved up is a new event), and the content it points to still there.
 */
const MAILABLE_SQL = `u.id = n.recipient_id AND u.is_active AND u.email_verified
  AND n.read_at IS NULL AND n.mailed_occurred_at IS DISTINCT FROM n.occurred_at
  AND NOT EXISTS (SELECT 1 FROM topics t WHERE t.id = n.topic_id AND t.deleted_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.id = n.comment_id AND c.deleted_at IS NOT NULL)`;

/**
 * Notifications by mail (issue 36): each member chooses per kind (mentions, answers, watched topics) a mail at once, a
 * daily digest or none. Every mailed event is claimed in the database before it is sent (`mailed_occurred_at`, and
 * one `mail_digests` row per member and day), so retries, restarts and several processes never mail one twice; a
 * crash between the claim and the send loses that mail instead. A mail never fails the post that caused it.
 */
@Injectable()
export class NotificationMailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('NotificationMail');
  private readonly unsubscribeKey: Buffer;
  /** Mails being composed or sent, so shutdown (and the tests) can wait for them. */
  private readonly pending = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly peppers: PeppersService,
  ) {
    this.unsubscribeKey = createHash('sha256').update(`mail-unsubscribe:${config.jwtSecret}`).digest();
  }

  onModuleInit(): void {
    // After the commit of whatever told a member something: their new notifications of an immediate kind are mailed.
    // Every path that records notifications ends in this event, so a new kind of notification needs nothing more here.
    this.stopListening = this.notifications.events.on(({ userId }) => this.track(this.mailImmediate(userId)));
    const { checkSeconds } = this.config.mailDigest;
    if (checkSeconds > 0) {
      this.timer = setInterval(() => this.track(this.runDigest(new Date())), checkSeconds * 1000);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening?.();
    clearInterval(this.timer);
    await this.idle();
  }

  /** Resolves once every mail started so far is sent (or failed). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error: Error) => this.logger.warn(`Notification mail failed: ${error.message}`))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  // ------------------------------------------------------------------ preferences

  /** The member's frequency per kind (the defaults where they chose nothing) and whether their address is confirmed. */
  async mailSettings(userId: string): Promise<MailSettings> {
    const [row] = (await this.dataSource.query(
      `SELECT u.email_verified AS "emailVerified", coalesce(p.mail_mention, $2) AS mention, coalesce(p.mail_reply, $3) AS reply,
              coalesce(p.mail_watched, $4) AS watched
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id WHERE u.id = $1`,
      [userId, ...MAIL_KINDS.map((kind) => DEFAULT_MAIL_FREQUENCIES[kind])],
    )) as MailSettings[];
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'User not found.');
    return row;
  }

  /** Changes only the kinds given, in one statement (two parallel changes of different kinds both hold). */
  async updatePreferences(userId: string, patch: Partial<MailPreferences>): Promise<MailSettings> {
    const values = MAIL_KINDS.map((kind) => patch[kind] ?? null);
    await this.dataSource.query(
      `INSERT INTO notification_preferences (user_id, mail_mention, mail_reply, mail_watched)
       VALUES ($1, coalesce($2, '${DEFAULT_MAIL_FREQUENCIES.mention}'), coalesce($3, '${DEFAULT_MAIL_FREQUENCIES.reply}'), coalesce($4, '${DEFAULT_MAIL_FREQUENCIES.watched}'))
       ON CONFLICT (user_id) DO UPDATE SET mail_mention = coalesce($2, notification_preferences.mail_mention),
         mail_reply = coalesce($3, notification_preferences.mail_reply), mail_watched = coalesce($4, notification_preferences.mail_watched)`,
      [userId, ...values],
    );
    return this.mailSettings(userId);
  }

  /** The language the member's mails are written in (the client sets it to the site's language they chose). */
  async setLanguage(userId: string, language: Language): Promise<Language> {
    await this.dataSource.query('UPDATE users SET language = $2 WHERE id = $1 AND language <> $2', [userId, language]);
    return language;
  }

  // ------------------------------------------------------------------ unsubscribing

  unsubscribeLink(claim: UnsubscribeClaim): string {
    return `${this.mail.publicUrl()}/api/unsubscribe?token=${unsubscribeToken(this.unsubscribeKey, claim)}`;
  }

  /** What a link stops and in which language to say so; a token this server did not sign is refused, changing nothing. */
  async readToken(token: unknown): Promise<UnsubscribeClaim & { language: Language }> {
    const claim = readUnsubscribeToken(this.unsubscribeKey, token);
    const [user] = claim
      ? ((await this.dataSource.query('SELECT language FROM users WHERE id = $1', [claim.userId])) as { language: Language }[])
      : [];
    if (!claim || !user) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'This unsubscribe link is invalid: open it from the mail as it was sent, or change your mail settings in your profile.', {
        fields: { token: 'unsubscribeLinkInvalid' },
      });
    }
    return { ...claim, language: user.language };
  }

  /** One statement: the kind (or every kind mailed daily, for the digest's link) becomes `never`. */
  async unsubscribe(token: unknown): Promise<UnsubscribeClaim & { language: Language }> {
    const claim = await this.readToken(token);
    const set = (kind: MailKind) =>
      claim.kind === 'digest'
        ? `CASE WHEN notification_preferences.${COLUMN[kind]} = 'daily' THEN 'never' ELSE notification_preferences.${COLUMN[kind]} END`
        : claim.kind === kind
          ? `'never'`
          : `notification_preferences.${COLUMN[kind]}`;
    const initial = (kind: MailKind) =>
      claim.kind === kind || (claim.kind === 'digest' && DEFAULT_MAIL_FREQUENCIES[kind] === 'daily') ? 'never' : DEFAULT_MAIL_FREQUENCIES[kind];
    await this.dataSource.query(
      `INSERT INTO notification_preferences (user_id, mail_mention, mail_reply, mail_watched) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET ${MAIL_KINDS.map((kind) => `${COLUMN[kind]} = ${set(kind)}`).join(', ')}`,
      [claim.userId, ...MAIL_KINDS.map(initial)],
    );
    return claim;
  }

  // ------------------------------------------------------------------ immediate mails

  /**
   * Mails the member's unmailed notifications of their immediate kinds (claimed first, in one statement: a second
   * process or a repeated event finds them claimed). A watched topic is mailed at once at most once an hour until read.
   */
  async mailImmediate(userId: string): Promise<number> {
    const claimed = await returningRows<ClaimedRow>(
      this.dataSource,
      `UPDATE notifications n SET mailed_occurred_at = n.occurred_at,
         mail_hold_until = CASE WHEN n.type = 'watched' THEN now() + interval '${WATCHED_HOLD}' ELSE n.mail_hold_until END
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE n.recipient_id = $1 AND ${MAILABLE_SQL}
         AND n.occurred_at > now() - interval '${IMMEDIATE_WINDOW}'
         AND ${FREQUENCY_SQL} = 'immediate'
         AND (n.type <> 'watched' OR n.mail_hold_until IS NULL OR n.mail_hold_until <= now())
       RETURNING n.id, n.recipient_id, n.type, n.actor_id, n.topic_id, n.comment_id`,
      [userId],
    );
    if (claimed.length === 0) return 0;
    const [recipient] = await this.recipients([userId]);
    if (!recipient) return 0;
    const items = await this.describe(claimed);
    let sent = 0;
    for (const row of claimed) {
      const item = items.get(row.id);
      const kind = mailKindOf(row.type);
      if (!item || !kind) continue;
      const mail = composeImmediate(recipient, item, kind, this.links({ userId, kind }));
      await this.send(recipient, mail, { userId, kind });
      sent++;
    }
    return sent;
  }

  // ------------------------------------------------------------------ daily digests

  /**
   * Sends today's digests (UTC) once `now` is past the digest hour: each member with unread, unmailed notifications
   * of their daily kinds gets one mail listing them. Each member's digest is claimed in a transaction (the
   * `mail_digests` row of the day, whose primary key makes any other process wait and then skip it) that also marks
   * the notifications mailed; the mail is sent after the commit. Answers how many digests this call sent.
   */
  async runDigest(now: Date): Promise<number> {
    if (now.getUTCHours() < this.config.mailDigest.hour) return 0;
    const period = now.toISOString().slice(0, 10);
    let sent = 0;
    for (;;) {
      const members: { id: string }[] = await this.dataSource.query(
        `SELECT DISTINCT n.recipient_id AS id FROM notifications n JOIN users u ON u.id = n.recipient_id
           LEFT JOIN notification_preferences p ON p.user_id = n.recipient_id
         WHERE ${MAILABLE_SQL} AND ${FREQUENCY_SQL} = 'daily'
           AND NOT EXISTS (SELECT 1 FROM mail_digests d WHERE d.user_id = n.recipient_id AND d.period = $1::date)
         LIMIT ${DIGEST_BATCH}`,
        [period],
      );
      if (members.length === 0) return sent;
      for (const { id } of members) {
        const claimed = await this.dataSource.transaction((manager) => this.claimDigest(manager, id, period));
        if (claimed?.length) {
          await this.sendDigest(id, claimed).catch((error: Error) => this.logger.warn(`Digest for user ${id} failed: ${error.message}`));
          sent++;
        }
      }
    }
  }

  /** The member's digest of `period`, or null when another process (or an earlier run) has it. */
  private async claimDigest(manager: EntityManager, userId: string, period: string): Promise<ClaimedRow[] | null> {
    const mine = await returningRows(
      manager,
      'INSERT INTO mail_digests (user_id, period) VALUES ($1, $2::date) ON CONFLICT (user_id, period) DO NOTHING RETURNING user_id',
      [userId, period],
    );
    if (mine.length === 0) return null;
    const claimed = await returningRows<ClaimedRow & { occurred_at: string }>(
      manager,
      `UPDATE notifications n SET mailed_occurred_at = n.occurred_at
       FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id
       WHERE n.recipient_id = $1 AND ${MAILABLE_SQL} AND ${FREQUENCY_SQL} = 'daily'
       RETURNING n.id, n.recipient_id, n.type, n.actor_id, n.topic_id, n.comment_id, n.occurred_at`,
      [userId],
    );
    await manager.query('UPDATE mail_digests SET notifications = $3 WHERE user_id = $1 AND period = $2::date', [userId, period, claimed.length]);
    return claimed.sort((a, b) => Date.parse(b.occurred_at) - Date.parse(a.occurred_at));
  }

  private async sendDigest(userId: string, claimed: ClaimedRow[]): Promise<void> {
    const [recipient] = await this.recipients([userId]);
    if (!recipient) return;
    const shown = claimed.slice(0, DIGEST_ITEMS_MAX);
    const items = await this.describe(shown);
    const listed = shown.flatMap((row) => items.get(row.id) ?? []);
    const mail = composeDigest(recipient, listed, claimed.length - shown.length, this.links({ userId, kind: 'digest' }));
    await this.send(recipient, mail, { userId, kind: 'digest' });
  }

  // ------------------------------------------------------------------ composing

  private links(claim: { userId: string; kind: UnsubscribeKind }): MailLinks {
    const base = this.mail.publicUrl();
    return { unsubscribe: this.unsubscribeLink(claim), settings: `${base}/profile#notification-mail`, notifications: `${base}/notifications` };
  }

  private async send(to: MailRecipient, mail: { subject: string; text: string; html: string }, claim: UnsubscribeClaim): Promise<void> {
    await this.mail.send({
      to: to.email,
      ...mail,
      // RFC 2369 and RFC 8058: a mail client's own "unsubscribe" button POSTs to the link, with no page in between.
      headers: { 'List-Unsubscribe': `<${this.unsubscribeLink(claim)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }

  private async recipients(ids: string[]): Promise<MailRecipient[]> {
    return this.dataSource.query('SELECT email, first_name AS "firstName", language FROM users WHERE id = ANY ($1::uuid[])', [ids]);
  }

  /** Each claimed notification as a mail tells it, in a few queries for all of them. */
  private async describe(rows: ClaimedRow[]): Promise<Map<string, MailItem>> {
    const ids = (pick: (r: ClaimedRow) => string | null) => [...new Set(rows.map(pick).filter((id): id is string => !!id))];
    const [topics, comments, actors] = await Promise.all([
      this.dataSource.query('SELECT id, title, description FROM topics WHERE id = ANY ($1::uuid[])', [ids((r) => r.topic_id)]) as Promise<
        { id: string; title: string; description: string[] | null }[]
      >,
      this.dataSource.query('SELECT id, topic_id, text FROM comments WHERE id = ANY ($1::uuid[])', [ids((r) => r.comment_id)]) as Promise<
        { id: string; topic_id: string; text: string }[]
      >,
      this.dataSource.query('SELECT id, username FROM users WHERE id = ANY ($1::uuid[])', [ids((r) => r.actor_id)]) as Promise<
        { id: string; username: string }[]
      >,
    ]);
    const topicById = new Map(topics.map((t) => [t.id, t]));
    const commentById = new Map(comments.map((c) => [c.id, c]));
    const actorById = new Map(actors.map((a) => [a.id, a.username]));
    const pages = await commentPages(this.dataSource, this.settings, comments.map((c) => c.id));
    const loaders = this.renderLoaders();
    const base = this.mail.publicUrl();
    const items = new Map<string, MailItem>();
    for (const row of rows) {
      const topic = row.topic_id ? topicById.get(row.topic_id) : undefined;
      const comment = row.comment_id ? commentById.get(row.comment_id) : undefined;
      if (!topic) continue;
      const source = comment ? comment.text : topicSource(topic.description ?? []);
      const page = comment ? (pages.get(comment.id) ?? 1) : 1;
      const path = `/forum/topic/${encodeURIComponent(topic.id)}`;
      const link = comment ? `${base}${path}${page > 1 ? `?page=${page}` : ''}#comment-${encodeURIComponent(comment.id)}` : `${base}${path}`;
      // The forum's renderer, its site-relative links (peppers, members) made absolute for a mail reader.
      const html = (await renderPostHtml(source, loaders)).replace(/(href=")\/(?!\/)/g, `$1${base}/`);
      items.set(row.id, {
        type: row.type,
        actor: row.actor_id ? (actorById.get(row.actor_id) ?? null) : null,
        topicTitle: topic.title,
        link,
        html,
        text: postText(source),
      });
    }
    return items;
  }

  /** The two lookups the post renderer makes, batched across the posts of one mail or digest. */
  private renderLoaders(): Loaders {
    return {
      pepperSlugByName: new DataLoader((names: readonly string[]) => this.peppers.slugsByLowerNames(names)),
      usernameByLowerName: new DataLoader((names: readonly string[]) => this.users.usernamesByLowerNames(names)),
    } as unknown as Loaders;
  }
}
