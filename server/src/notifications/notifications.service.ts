import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_MAX,
  type NotificationAction,
  MENTIONS_NOTIFIED_PER_POST,
  type NotificationType,
} from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { returningRows } from '../common/sql.js';
import { SettingsService } from '../settings/settings.service.js';
import { commentPages } from '../topics/comment-pages.js';
import { topicSource } from '../topics/post-html.js';
import { linkedMentionsOf, parsePost, postExcerpt } from '../topics/post-markdown.js';
import { NotificationEvents } from './notification-events.js';
import { NotificationPreference } from './notification-preference.entity.js';
import { Notification } from './notification.entity.js';

/** What happened, to be told to `recipientId` (dropped if that is the actor, a blocked member, or a type they turned off). */
export interface NotificationDraft {
  recipientId: string;
  type: NotificationType;
  actorId: string;
  topicId?: string | null;
  commentId?: string | null;
  reportId?: string | null;
  action?: NotificationAction | null;
  /** Likes: one row per recipient and post, moved up by each new like. */
  groupKey?: string | null;
}

export interface NotificationPage {
  items: Notification[];
  endCursor: string | null;
  hasMore: boolean;
}

export type NotificationPreferences = Record<NotificationType, boolean>;

const SNIPPET_LENGTH = 140;

function encodeCursor(occurredAt: string, id: string): string {
  return Buffer.from(JSON.stringify([occurredAt, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && typeof value[0] === 'string' && !Number.isNaN(Date.parse(value[0])) && isUUID(value[1])) {
      return [value[0], value[1] as string];
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError(ErrorCode.BAD_USER_INPUT, 'Invalid cursor.', { fields: { after: 'invalidCursor' } });
}

/** The start of a post as its reader sees it (the forum's Markdown renderer, as text), cut at a word with "…". */
const snippetOf = (source: string): string => postExcerpt(source, SNIPPET_LENGTH);

@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    readonly events: NotificationEvents,
    private readonly settings: SettingsService,
  ) {}

  // ------------------------------------------------------------------ writing (inside the caller's transaction)

  /**
   * Stores the drafts in the caller's transaction and answers the members who got one (for `changed`
   * after the commit). Exclusions are decided in SQL against the committed state: the actor themself,
   * a blocked recipient, a type the recipient turned off. A grouped like moves its one row up and makes
   * it unread again; parallel likes of one post wait on its row (unique key) and leave one row.
   */
  async record(manager: EntityManager, drafts: NotificationDraft[]): Promise<string[]> {
    const told: string[] = [];
    for (const d of drafts) {
      if (d.recipientId === d.actorId) continue;
      const rows = await returningRows<{ recipient_id: string }>(
        manager,
        `INSERT INTO notifications (recipient_id, type, action, actor_id, topic_id, comment_id, report_id, group_key)
         SELECT u.id, $2::varchar, $3::varchar, $4::uuid, $5::uuid, $6::uuid, $7::uuid, $8::varchar FROM users u
         WHERE u.id = $1::uuid AND u.is_active
           AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND $2::text = ANY (p.disabled))
         ON CONFLICT (recipient_id, group_key) WHERE group_key IS NOT NULL
         DO UPDATE SET actor_id = EXCLUDED.actor_id, occurred_at = now(), read_at = NULL
         RETURNING recipient_id`,
        [d.recipientId, d.type, d.action ?? null, d.actorId, d.topicId ?? null, d.commentId ?? null, d.reportId ?? null, d.groupKey ?? null],
      );
      told.push(...rows.map((r) => r.recipient_id));
    }
    return told;
  }

  /** The ids of the members `names` (lower-cased usernames) refer to, in the order of `names`. */
  async membersNamed(manager: EntityManager, names: string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const rows: { id: string; name: string }[] = await manager.query(
      'SELECT id, lower(username) AS name FROM users WHERE lower(username) = ANY ($1::text[])',
      [names],
    );
    const byName = new Map(rows.map((r) => [r.name, r.id]));
    return names.flatMap((name) => byName.get(name) ?? []);
  }

  /**
   * Mention drafts for a post's text (a topic's or a comment's, as posted or as edited): its first
   * MENTIONS_NOTIFIED_PER_POST mentions (the ones rendered as links), less every member already told of this post by
   * a mention, whatever edits came between, and those told of it by another notification (`alreadyTold`: a reply
   * that also mentions them). A post tells at most MENTIONS_NOTIFIED_PER_POST members by mention in all.
   */
  async mentionDrafts(
    manager: EntityManager,
    text: string,
    post: { actorId: string; topicId: string; commentId?: string | null },
    alreadyTold: string[] = [],
  ): Promise<NotificationDraft[]> {
    const ids = (await this.membersNamed(manager, linkedMentionsOf(parsePost(text)))).filter((id) => id !== post.actorId);
    const fresh = await this.claimMentions(manager, post.commentId ?? post.topicId, ids);
    return fresh.filter((id) => !alreadyTold.includes(id)).map((recipientId) => ({ recipientId, type: 'mention' as const, ...post }));
  }

  /**
   * Records in `post_mentions` the members a post mentions and answers those it had not mentioned before, in order,
   * up to the post's remaining MENTIONS_NOTIFIED_PER_POST. The post's edits take turns here (an advisory lock for the
   * transaction) so the count holds, and the table's key with ON CONFLICT DO NOTHING leaves parallel edits one row
   * per member: one notification.
   */
  private async claimMentions(manager: EntityManager, postId: string, userIds: string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    await manager.query("SELECT pg_advisory_xact_lock(hashtext('mentions:' || $1::text))", [postId]);
    const rows = await returningRows<{ user_id: string }>(
      manager,
      `INSERT INTO post_mentions (post_id, user_id)
       SELECT $1::uuid, c.id FROM unnest($2::uuid[]) WITH ORDINALITY AS c(id, ord)
       WHERE NOT EXISTS (SELECT 1 FROM post_mentions m WHERE m.post_id = $1::uuid AND m.user_id = c.id)
       ORDER BY c.ord
       LIMIT GREATEST($3::int - (SELECT count(*)::int FROM post_mentions m WHERE m.post_id = $1::uuid), 0)
       ON CONFLICT (post_id, user_id) DO NOTHING
       RETURNING user_id`,
      [postId, userIds, MENTIONS_NOTIFIED_PER_POST],
    );
    const claimed = new Set(rows.map((r) => r.user_id));
    return userIds.filter((id) => claimed.has(id));
  }

  /** After the commit: tells live-update listeners whose notifications changed. */
  changed(userIds: Iterable<string>): void {
    this.events.emit(userIds);
  }

  /** Runs `work` in a transaction with a `tell` that records drafts in it, and announces the members told after the commit. */
  async inTransaction<T>(work: (manager: EntityManager, tell: (drafts: NotificationDraft[]) => Promise<void>) => Promise<T>): Promise<T> {
    const told: string[] = [];
    const result = await this.dataSource.transaction((manager) =>
      work(manager, async (drafts) => {
        told.push(...(await this.record(manager, drafts)));
      }),
    );
    this.changed(told);
    return result;
  }

  // ------------------------------------------------------------------ reading

  /** A member's notifications, newest first, `first` at a time after `after`. */
  async page(userId: string, first: number, after?: string | null): Promise<NotificationPage> {
    const take = Math.min(Math.max(Math.floor(first) || 1, 1), NOTIFICATIONS_PAGE_MAX);
    const params: unknown[] = [userId, take + 1];
    let where = 'n.recipient_id = $1';
    if (after) {
      const [occurredAt, id] = decodeCursor(after);
      params.push(occurredAt, id);
      where += ' AND (n.occurred_at, n.id) < ($3::timestamptz, $4::uuid)';
    }
    const rows: (Record<string, unknown> & { occurred_text: string })[] = await this.dataSource.query(
      `SELECT n.id, n.recipient_id, n.type, n.action, n.actor_id, n.topic_id, n.comment_id, n.report_id, n.group_key,
              n.occurred_at, n.occurred_at::text AS occurred_text, n.read_at
       FROM notifications n WHERE ${where} ORDER BY n.occurred_at DESC, n.id DESC LIMIT $2`,
      params,
    );
    const hasMore = rows.length > take;
    const page = rows.slice(0, take);
    const items = page.map((r) =>
      Object.assign(new Notification(), {
        id: r.id,
        recipientId: r.recipient_id,
        type: r.type,
        action: r.action,
        actorId: r.actor_id,
        topicId: r.topic_id,
        commentId: r.comment_id,
        reportId: r.report_id,
        groupKey: r.group_key,
        occurredAt: new Date(r.occurred_at as string),
        readAt: r.read_at ? new Date(r.read_at as string) : null,
        removed: false,
        snippet: null,
        topicTitle: null,
        othersCount: 0,
      }),
    );
    await this.describe(userId, items);
    const last = page.at(-1);
    return { items, hasMore, endCursor: last ? encodeCursor(last.occurred_text, last.id as string) : null };
  }

  /**
   * Fills what the reader may see, in a few queries for the whole page: the title and snippet of live
   * content only (deleted content shows as removed, with no text), and for likes the latest liker still
   * liking and how many others do.
   */
  private async describe(userId: string, items: Notification[]): Promise<void> {
    const topicIds = [...new Set(items.map((n) => n.topicId).filter((id): id is string => !!id))];
    const commentIds = [...new Set(items.map((n) => n.commentId).filter((id): id is string => !!id))];
    const [topics, comments] = await Promise.all([
      topicIds.length
        ? (this.dataSource.query('SELECT id, title, description, deleted_at IS NOT NULL AS gone FROM topics WHERE id = ANY ($1::uuid[])', [
            topicIds,
          ]) as Promise<{ id: string; title: string; description: string[] | null; gone: boolean }[]>)
        : [],
      commentIds.length
        ? (this.dataSource.query('SELECT id, text, deleted_at IS NOT NULL AS gone FROM comments WHERE id = ANY ($1::uuid[])', [
            commentIds,
          ]) as Promise<{ id: string; text: string; gone: boolean }[]>)
        : [],
    ]);
    const topicById = new Map(topics.map((t) => [t.id, t]));
    const commentById = new Map(comments.map((c) => [c.id, c]));
    const liveComments = comments.filter((c) => !c.gone).map((c) => c.id);
    const [likers, pages] = await Promise.all([
      this.likers(userId, items),
      commentPages(this.dataSource, this.settings, liveComments),
    ]);
    for (const n of items) {
      const topic = n.topicId ? topicById.get(n.topicId) : undefined;
      const comment = n.commentId ? commentById.get(n.commentId) : undefined;
      n.removed = (!!n.topicId && (!topic || topic.gone)) || (!!n.commentId && (!comment || comment.gone));
      if (!n.removed) {
        n.topicTitle = topic?.title ?? null;
        n.commentPage = comment ? (pages.get(comment.id) ?? 1) : null;
        n.snippet = comment ? snippetOf(comment.text) : topic ? snippetOf(topicSource(topic.description ?? [])) || null : null;
      }
      // A report's outcome and a moderator's action are told without naming the moderator.
      if (n.type === 'report' || n.type === 'moderation') n.actorId = null;
      if (n.type === 'like' && n.groupKey) {
        const found = likers.get(n.groupKey);
        if (found) {
          n.actorId = found.latest;
          n.othersCount = found.count - 1;
        }
      }
    }
  }

  private async likers(userId: string, items: Notification[]): Promise<Map<string, { latest: string; count: number }>> {
    const result = new Map<string, { latest: string; count: number }>();
    const likes = items.filter((n) => n.type === 'like');
    const of = (kind: 'topic' | 'comment') =>
      likes.filter((n) => n.groupKey?.startsWith(`like:${kind}:`)).map((n) => (kind === 'topic' ? n.topicId : n.commentId) as string);
    for (const [kind, table, column] of [
      ['topic', 'topic_likes', 'topic_id'],
      ['comment', 'comment_likes', 'comment_id'],
    ] as const) {
      const ids = of(kind);
      if (ids.length === 0) continue;
      const rows: { target: string; latest: string; count: number }[] = await this.dataSource.query(
        `SELECT ${column} AS target, count(*)::int AS count, (array_agg(user_id ORDER BY created_at DESC, user_id))[1] AS latest
         FROM ${table} WHERE ${column} = ANY ($1::uuid[]) AND user_id <> $2 GROUP BY ${column}`,
        [ids, userId],
      );
      for (const r of rows) result.set(`like:${kind}:${r.target}`, { latest: r.latest, count: r.count });
    }
    return result;
  }

  async unreadCount(userId: string): Promise<number> {
    const rows: { count: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM notifications WHERE recipient_id = $1 AND read_at IS NULL',
      [userId],
    );
    return rows[0]?.count ?? 0;
  }

  /** Marks the member's own notifications read; any id that is not theirs refuses the whole call (NOT_FOUND). */
  async markRead(userId: string, ids: string[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !isUUID(id))) throw new AppError(ErrorCode.NOT_FOUND, 'Notification not found.');
    const marked = await this.dataSource.transaction(async (manager) => {
      const own: { count: number }[] = await manager.query(
        'SELECT count(*)::int AS count FROM notifications WHERE recipient_id = $1 AND id = ANY ($2::uuid[])',
        [userId, unique],
      );
      if ((own[0]?.count ?? 0) !== unique.length) throw new AppError(ErrorCode.NOT_FOUND, 'Notification not found.');
      const rows = await returningRows(
        manager,
        'UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND id = ANY ($2::uuid[]) AND read_at IS NULL RETURNING id',
        [userId, unique],
      );
      return rows.length;
    });
    if (marked) this.changed([userId]);
    return this.unreadCount(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await returningRows(
      this.dataSource,
      'UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL RETURNING id',
      [userId],
    );
    if (rows.length) this.changed([userId]);
    return 0;
  }

  // ------------------------------------------------------------------ preferences

  async preferences(userId: string): Promise<NotificationPreferences> {
    const row = await this.dataSource.getRepository(NotificationPreference).findOneBy({ userId });
    const off = new Set(row?.disabled ?? []);
    return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, !off.has(t)])) as NotificationPreferences;
  }

  /** Changes only the types given; one statement, so two parallel updates of different types both hold. */
  async updatePreferences(userId: string, patch: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
    const turnOff = NOTIFICATION_TYPES.filter((t) => patch[t] === false);
    const turnOn = NOTIFICATION_TYPES.filter((t) => patch[t] === true);
    await this.dataSource.query(
      `INSERT INTO notification_preferences (user_id, disabled) VALUES ($1, $2::text[])
       ON CONFLICT (user_id) DO UPDATE SET disabled = ARRAY(
         SELECT DISTINCT t FROM unnest(notification_preferences.disabled || $2::text[]) t WHERE NOT t = ANY ($3::text[]) ORDER BY t)`,
      [userId, turnOff, turnOn],
    );
    return this.preferences(userId);
  }
}
