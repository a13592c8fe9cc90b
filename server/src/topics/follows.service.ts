import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BOOKMARKS_MAX, BOOKMARKS_PAGE_MAX, type TopicWatchLevel } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../common/pagination/keyset-cursor.js';
import { returningRows } from '../common/sql.js';
import type { NotificationDraft } from '../notifications/notifications.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { commentPages } from './comment-pages.utils.js';
import { topicSource } from './post-html.utils.js';
import { postExcerpt } from './post-markdown.utils.js';

/** A saved topic or comment as its member's list shows it (filled in one pass per page). */
export interface BookmarkRow {
  id: string;
  topicId: string;
  commentId: string | null;
  createdAt: Date;
  /** The topic or comment was deleted since: no title, snippet or link. */
  removed: boolean;
  topicTitle: string | null;
  snippet: string | null;
  commentPage: number | null;
}

export interface BookmarkPageResult {
  items: BookmarkRow[];
  endCursor: string | null;
  hasMore: boolean;
}

/** What a bookmark points at: a topic, or a comment (its topic is read from it). */
export interface BookmarkTarget {
  topicId?: string | null;
  commentId?: string | null;
}

const SNIPPET_LENGTH = 140;

/** Notification types a muted topic silences: everything about the topic but what moderators did and reports. */
const SILENCED_BY_MUTE = new Set<NotificationDraft['type']>(['reply', 'comment', 'mention', 'like', 'watched']);


/**
 * How members follow the forum (issue 36): watching or muting a topic, and bookmarks of topics and comments.
 * A watch is written when asked and, unless the member turned it off, when they create a topic or comment in one
 * (never over a choice they made). The forum's writes call `autoWatch`, `watcherDrafts` and `unmuted` inside their
 * own transactions, so a comment, its notifications and its author's watch commit together.
 */
@Injectable()
export class FollowsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  // ------------------------------------------------------------------ watching

  /**
   * Sets how the member follows a live topic; answers the level now stored. `normal` is stored too: it is a choice,
   * which a later comment of theirs does not turn into watching.
   */
  async setWatch(userId: string, topicId: string, level: TopicWatchLevel): Promise<TopicWatchLevel> {
    if (!isUUID(topicId)) throw notFound('Topic');
    const rows = await returningRows<{ level: TopicWatchLevel }>(
      this.dataSource,
      `INSERT INTO topic_watches (user_id, topic_id, level)
       SELECT $1::uuid, t.id, $3::varchar FROM topics t WHERE t.id = $2 AND t.deleted_at IS NULL
       ON CONFLICT (user_id, topic_id) DO UPDATE SET level = EXCLUDED.level, updated_at = now()
       RETURNING level`,
      [userId, topicId, level],
    );
    if (rows.length === 0) throw notFound('Topic');
    return rows[0].level;
  }

  /** For DataLoaders: how the member follows each topic. */
  async watchLevels(userId: string, topicIds: readonly string[]): Promise<TopicWatchLevel[]> {
    const rows: { topic_id: string; level: TopicWatchLevel }[] = await this.dataSource.query(
      'SELECT topic_id, level FROM topic_watches WHERE user_id = $1 AND topic_id = ANY ($2::uuid[])',
      [userId, [...topicIds]],
    );
    const byTopic = new Map(rows.map((r) => [r.topic_id, r.level]));
    return topicIds.map((id) => byTopic.get(id) ?? 'normal');
  }

  /** In the post's transaction: its author watches the topic, unless they turned that off or chose otherwise before. */
  async autoWatch(manager: EntityManager, userId: string, topicId: string): Promise<void> {
    await manager.query(
      `INSERT INTO topic_watches (user_id, topic_id, level)
       SELECT $1::uuid, $2::uuid, 'watching'
       WHERE coalesce((SELECT auto_watch FROM notification_preferences WHERE user_id = $1), true)
       ON CONFLICT (user_id, topic_id) DO NOTHING`,
      [userId, topicId],
    );
  }

  /**
   * In the comment's transaction: a `watched` notification for each member watching the topic, except its author and
   * those already told of this comment (replied to, the topic's author, mentioned). One row per watcher and topic
   * (`watched:<topic>`), moved up to the newest comment.
   */
  async watcherDrafts(manager: EntityManager, post: { actorId: string; topicId: string; commentId: string }, alreadyTold: string[]): Promise<NotificationDraft[]> {
    const rows: { user_id: string }[] = await manager.query(
      `SELECT user_id FROM topic_watches WHERE topic_id = $1 AND level = 'watching' AND user_id <> $2 AND NOT user_id = ANY ($3::uuid[])`,
      [post.topicId, post.actorId, alreadyTold],
    );
    return rows.map((r) => ({ ...post, recipientId: r.user_id, type: 'watched' as const, groupKey: `watched:${post.topicId}` }));
  }

  /** Drops the drafts a recipient's muted topic silences (one query for all of them). */
  async unmuted(manager: EntityManager, drafts: NotificationDraft[]): Promise<NotificationDraft[]> {
    const silenceable = drafts.filter((d) => d.topicId && SILENCED_BY_MUTE.has(d.type));
    if (silenceable.length === 0) return drafts;
    const rows: { user_id: string; topic_id: string }[] = await manager.query(
      `SELECT w.user_id, w.topic_id FROM topic_watches w
       JOIN unnest($1::uuid[], $2::uuid[]) AS d(user_id, topic_id) ON d.user_id = w.user_id AND d.topic_id = w.topic_id
       WHERE w.level = 'muted'`,
      [silenceable.map((d) => d.recipientId), silenceable.map((d) => d.topicId)],
    );
    if (rows.length === 0) return drafts;
    const muted = new Set(rows.map((r) => `${r.user_id}:${r.topic_id}`));
    return drafts.filter((d) => !(d.topicId && SILENCED_BY_MUTE.has(d.type) && muted.has(`${d.recipientId}:${d.topicId}`)));
  }

  // ------------------------------------------------------------------ bookmarks

  /**
   * Saves or removes a bookmark of a live topic or comment; answers whether it is saved now. At most BOOKMARKS_MAX
   * per member: the member's saves take turns (an advisory lock for the transaction), so parallel saves never pass it.
   */
  async setBookmark(userId: string, target: BookmarkTarget, saved: boolean): Promise<boolean> {
    const { topicId, commentId } = await this.resolveTarget(target);
    if (!saved) {
      await this.dataSource.query(
        'DELETE FROM bookmarks WHERE user_id = $1 AND topic_id = $2 AND comment_id IS NOT DISTINCT FROM $3::uuid',
        [userId, topicId, commentId],
      );
      return false;
    }
    return this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('bookmarks:' || $1::text))", [userId]);
      const [{ count }] = (await manager.query('SELECT count(*)::int AS count FROM bookmarks WHERE user_id = $1', [userId])) as { count: number }[];
      const exists = (await manager.query(
        'SELECT 1 FROM bookmarks WHERE user_id = $1 AND topic_id = $2 AND comment_id IS NOT DISTINCT FROM $3::uuid',
        [userId, topicId, commentId],
      )) as unknown[];
      if (exists.length > 0) return true;
      if (count >= BOOKMARKS_MAX) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, `You can keep at most ${BOOKMARKS_MAX} bookmarks. Remove some first.`, {
          fields: { bookmark: 'tooManyBookmarks' },
          params: { max: String(BOOKMARKS_MAX) },
        });
      }
      await manager.query('INSERT INTO bookmarks (user_id, topic_id, comment_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, topicId, commentId]);
      return true;
    });
  }

  /** A topic or comment that is there (not deleted), with the topic a comment belongs to. */
  private async resolveTarget(target: BookmarkTarget): Promise<{ topicId: string; commentId: string | null }> {
    if (!!target.topicId === !!target.commentId) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, 'Give either a topic or a comment.', { fields: { target: 'oneTarget' } });
    }
    if (target.commentId) {
      const rows: { topic_id: string }[] = isUUID(target.commentId)
        ? await this.dataSource.query(
            'SELECT c.topic_id FROM comments c JOIN topics t ON t.id = c.topic_id WHERE c.id = $1 AND c.deleted_at IS NULL AND t.deleted_at IS NULL',
            [target.commentId],
          )
        : [];
      if (rows.length === 0) throw notFound('Comment');
      return { topicId: rows[0].topic_id, commentId: target.commentId };
    }
    const topicId = target.topicId as string;
    if (!isUUID(topicId)) throw notFound('Topic');
    await this.assertLiveTopic(this.dataSource.manager, topicId);
    return { topicId, commentId: null };
  }

  private async assertLiveTopic(manager: EntityManager, topicId: string): Promise<void> {
    const rows = (await manager.query('SELECT 1 FROM topics WHERE id = $1 AND deleted_at IS NULL', [topicId])) as unknown[];
    if (rows.length === 0) throw notFound('Topic');
  }

  /** For DataLoaders: which of these topics (`topic:<id>`) or comments (`comment:<id>`) the member saved. */
  async bookmarked(userId: string, keys: readonly string[]): Promise<boolean[]> {
    const topicIds = keys.filter((k) => k.startsWith('topic:')).map((k) => k.slice(6));
    const commentIds = keys.filter((k) => k.startsWith('comment:')).map((k) => k.slice(8));
    const rows: { key: string }[] = await this.dataSource.query(
      `SELECT CASE WHEN comment_id IS NULL THEN 'topic:' || topic_id ELSE 'comment:' || comment_id END AS key FROM bookmarks
       WHERE user_id = $1 AND ((comment_id IS NULL AND topic_id = ANY ($2::uuid[])) OR comment_id = ANY ($3::uuid[]))`,
      [userId, topicIds, commentIds],
    );
    const saved = new Set(rows.map((r) => r.key));
    return keys.map((k) => saved.has(k));
  }

  /** The comments of one topic the member saved (at most BOOKMARKS_MAX), for the topic page's bookmark buttons. */
  async bookmarkedComments(userId: string, topicId: string): Promise<string[]> {
    if (!isUUID(topicId)) return [];
    const rows: { comment_id: string }[] = await this.dataSource.query(
      'SELECT comment_id FROM bookmarks WHERE user_id = $1 AND topic_id = $2 AND comment_id IS NOT NULL ORDER BY created_at, id',
      [userId, topicId],
    );
    return rows.map((r) => r.comment_id);
  }

  /** The member's bookmarks, newest first, `first` at a time after `after`; deleted posts show as removed. */
  async bookmarks(userId: string, first: number, after?: string | null): Promise<BookmarkPageResult> {
    const take = Math.min(Math.max(Math.floor(first) || 1, 1), BOOKMARKS_PAGE_MAX);
    const params: unknown[] = [userId, take + 1];
    let where = 'b.user_id = $1';
    if (after) {
      const [createdAt, id] = decodeKeysetCursor(after);
      params.push(createdAt, id);
      where += ' AND (b.created_at, b.id) < ($3::timestamptz, $4::uuid)';
    }
    const rows: {
      id: string;
      topic_id: string;
      comment_id: string | null;
      created_at: Date;
      created_text: string;
      title: string;
      description: string[] | null;
      text: string | null;
      gone: boolean;
    }[] = await this.dataSource.query(
      `SELECT b.id, b.topic_id, b.comment_id, b.created_at, b.created_at::text AS created_text, t.title, t.description, c.text,
              (t.deleted_at IS NOT NULL OR c.deleted_at IS NOT NULL) AS gone
       FROM bookmarks b JOIN topics t ON t.id = b.topic_id LEFT JOIN comments c ON c.id = b.comment_id
       WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
      params,
    );
    const hasMore = rows.length > take;
    const page = rows.slice(0, take);
    const pages = await commentPages(
      this.dataSource,
      this.settings,
      page.filter((r) => r.comment_id && !r.gone).map((r) => r.comment_id as string),
    );
    const items = page.map<BookmarkRow>((r) => ({
      id: r.id,
      topicId: r.topic_id,
      commentId: r.comment_id,
      createdAt: new Date(r.created_at),
      removed: r.gone,
      topicTitle: r.gone ? null : r.title,
      snippet: r.gone ? null : postExcerpt(r.comment_id ? (r.text ?? '') : topicSource(r.description ?? []), SNIPPET_LENGTH) || null,
      commentPage: r.comment_id && !r.gone ? (pages.get(r.comment_id) ?? 1) : null,
    }));
    const last = page.at(-1);
    return { items, hasMore, endCursor: hasMore && last ? encodeKeysetCursor(last.created_text, last.id) : null };
  }
}
