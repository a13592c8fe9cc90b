import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NOTIFICATION_TYPES, NOTIFICATIONS_PAGE_MAX, type NotificationType } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../common/pagination/keyset-cursor.js';
import { returningRows } from '../common/sql.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { commentPages } from '../topics/comment-pages.utils.js';
import { topicSource } from '../topics/post-html.utils.js';
import { postExcerpt } from '../topics/post-markdown.utils.js';
import { NotificationPreference } from './notification-preference.entity.js';
import { Notification } from './notification.entity.js';

export interface NotificationPage {
  items: Notification[];
  endCursor: string | null;
  hasMore: boolean;
}

export type NotificationPreferences = Record<NotificationType, boolean> & { autoWatch: boolean };

const SNIPPET_LENGTH = 140;


/** The start of a post as its reader sees it (the forum's Markdown renderer, as text), cut at a word with "…". */
const snippetOf = (source: string): string => postExcerpt(source, SNIPPET_LENGTH);

/** A member's notifications as they read them: pages, unread counts, read marks and preferences. */
@Injectable()
export class InboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly notifications: NotificationsService,
  ) {}

  // ------------------------------------------------------------------ reading

  /** A member's notifications, newest first, `first` at a time after `after`. */
  async page(userId: string, first: number, after?: string | null): Promise<NotificationPage> {
    const take = Math.min(Math.max(Math.floor(first) || 1, 1), NOTIFICATIONS_PAGE_MAX);
    const params: unknown[] = [userId, take + 1];
    let where = 'n.recipient_id = $1';
    if (after) {
      const [occurredAt, id] = decodeKeysetCursor(after);
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
    return { items, hasMore, endCursor: last ? encodeKeysetCursor(last.occurred_text, last.id as string) : null };
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
        'UPDATE notifications SET read_at = now(), mail_hold_until = NULL WHERE recipient_id = $1 AND id = ANY ($2::uuid[]) AND read_at IS NULL RETURNING id',
        [userId, unique],
      );
      return rows.length;
    });
    if (marked) this.notifications.changed([userId]);
    return this.unreadCount(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await returningRows(
      this.dataSource,
      'UPDATE notifications SET read_at = now(), mail_hold_until = NULL WHERE recipient_id = $1 AND read_at IS NULL RETURNING id',
      [userId],
    );
    if (rows.length) this.notifications.changed([userId]);
    return 0;
  }

  // ------------------------------------------------------------------ preferences

  async preferences(userId: string): Promise<NotificationPreferences> {
    const row = await this.dataSource.getRepository(NotificationPreference).findOneBy({ userId });
    const off = new Set(row?.disabled ?? []);
    const types = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, !off.has(t)])) as Record<NotificationType, boolean>;
    return { ...types, autoWatch: row?.autoWatch ?? true };
  }

  /** Changes only the types given; one statement, so two parallel updates of different types both hold. */
  async updatePreferences(userId: string, patch: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
    const turnOff = NOTIFICATION_TYPES.filter((t) => patch[t] === false);
    const turnOn = NOTIFICATION_TYPES.filter((t) => patch[t] === true);
    const autoWatch = typeof patch.autoWatch === 'boolean' ? patch.autoWatch : null;
    await this.dataSource.query(
      `INSERT INTO notification_preferences (user_id, disabled, auto_watch) VALUES ($1, $2::text[], coalesce($4::boolean, true))
       ON CONFLICT (user_id) DO UPDATE SET disabled = ARRAY(
         SELECT DISTINCT t FROM unnest(notification_preferences.disabled || $2::text[]) t WHERE NOT t = ANY ($3::text[]) ORDER BY t),
         auto_watch = coalesce($4::boolean, notification_preferences.auto_watch)`,
      [userId, turnOff, turnOn, autoWatch],
    );
    return this.preferences(userId);
  }
}
