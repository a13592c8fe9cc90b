import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canModerate, POST_HISTORY_GRACE_MS } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import type { User } from '../accounts/user.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { returningRows } from '../common/sql.js';
import { postExcerpt } from './post-markdown.utils.js';
import type { PostVersion } from './post-version.type.js';

/** A topic's own text (comment null) or a comment's. */
export interface VersionedPost {
  topicId: string;
  commentId: string | null;
}

/** The post's text as an edit found it (its row locked) and as the edit leaves it. */
export interface PostEdit {
  postedAt: Date;
  /** When the text being replaced was written: the post's last edit, or its posting. */
  writtenAt: Date;
  before: { title: string | null; body: string };
  after: { title: string | null; body: string };
}

interface VersionRow {
  id: string;
  topic_id: string;
  comment_id: string | null;
  title: string | null;
  body: string;
  written_at: Date;
  replaced_at: Date;
  hidden_at: Date | null;
}

/** The key of a post in the versions' count loader. */
export function versionsKey(post: VersionedPost): string {
  return post.commentId ? `comment:${post.commentId}` : `topic:${post.topicId}`;
}

/** The comment ids and topic ids (a topic's own versions) of versionsKey keys. */
function splitKeys(keys: readonly string[]): { comments: string[]; topics: string[] } {
  return {
    comments: keys.filter((k) => k.startsWith('comment:')).map((k) => k.slice('comment:'.length)),
    topics: keys.filter((k) => k.startsWith('topic:')).map((k) => k.slice('topic:'.length)),
  };
}

/**
 * Edit history (issue 36): the text a post had before each edit made later than five minutes after posting, kept in
 * the edit's transaction; a moderator may hide a version (audited), whose text is then for moderators only.
 */
@Injectable()
export class PostVersionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * Keeps the text an edit replaces when the edit comes later than the grace time after posting and changes it. Runs
   * in the edit's transaction, after its post's row was locked and read: parallel edits each keep the text they replaced.
   */
  async keep(manager: EntityManager, post: VersionedPost, edit: PostEdit, editorId: string, now = Date.now()): Promise<void> {
    if (now - edit.postedAt.getTime() <= POST_HISTORY_GRACE_MS) return;
    if (edit.before.body === edit.after.body && edit.before.title === edit.after.title) return;
    // The edit's time is the clock's once the row is locked (not the transaction's start): parallel edits are then
    // replaced in the order they took the lock, and the post's new text is written when its version was replaced.
    const [kept] = (await manager.query(
      `INSERT INTO post_versions (topic_id, comment_id, title, body, written_at, editor_id, replaced_at)
       VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp()) RETURNING id`,
      [post.topicId, post.commentId, edit.before.title, edit.before.body, edit.writtenAt, editorId],
    )) as { id: string }[];
    await manager.query(
      `UPDATE ${post.commentId ? 'comments' : 'topics'} SET updated_at = (SELECT replaced_at FROM post_versions WHERE id = $2) WHERE id = $1`,
      [post.commentId ?? post.topicId, kept!.id],
    );
  }

  /** How many versions each post keeps (keys from versionsKey), in the keys' order. */
  async counts(keys: readonly string[]): Promise<number[]> {
    const { comments, topics } = splitKeys(keys);
    const rows: { key: string; n: number }[] = await this.dataSource.query(
      `SELECT 'comment:' || comment_id AS key, count(*)::int AS n FROM post_versions WHERE comment_id = ANY($1::uuid[]) GROUP BY comment_id
       UNION ALL
       SELECT 'topic:' || topic_id AS key, count(*)::int AS n FROM post_versions WHERE comment_id IS NULL AND topic_id = ANY($2::uuid[]) GROUP BY topic_id`,
      [comments, topics],
    );
    const byKey = new Map(rows.map((row) => [row.key, row.n]));
    return keys.map((key) => byKey.get(key) ?? 0);
  }

  /** The versions of a topic (commentId null) or of one of its comments, if the post is there (not deleted). */
  async ofPost(topicId: string, commentId: string | null, viewer: User | undefined): Promise<PostVersion[]> {
    if (!isUUID(topicId) || (commentId !== null && !isUUID(commentId))) throw notFound(commentId ? 'Comment' : 'Topic');
    const found: unknown[] = commentId
      ? await this.dataSource.query(
          `SELECT 1 FROM comments c JOIN topics t ON t.id = c.topic_id AND t.deleted_at IS NULL WHERE c.id = $1 AND c.topic_id = $2 AND c.deleted_at IS NULL`,
          [commentId, topicId],
        )
      : await this.dataSource.query(`SELECT 1 FROM topics WHERE id = $1 AND deleted_at IS NULL`, [topicId]);
    if (found.length === 0) throw notFound(commentId ? 'Comment' : 'Topic');
    return this.list({ topicId, commentId }, viewer);
  }

  /** A post's versions, newest first; a hidden one's text only for moderators and admins. */
  async list(post: VersionedPost, viewer: User | undefined): Promise<PostVersion[]> {
    return (await this.listMany([versionsKey(post)], viewer))[0]!;
  }

  /** The versions of several posts (keys from versionsKey) in one query, each newest first, in the keys' order. */
  async listMany(keys: readonly string[], viewer: User | undefined): Promise<PostVersion[][]> {
    const { comments, topics } = splitKeys(keys);
    const rows: (VersionRow & { key: string })[] = await this.dataSource.query(
      `SELECT v.*, CASE WHEN v.comment_id IS NULL THEN 'topic:' || v.topic_id ELSE 'comment:' || v.comment_id END AS key
         FROM post_versions v
        WHERE v.comment_id = ANY($1::uuid[]) OR (v.comment_id IS NULL AND v.topic_id = ANY($2::uuid[]))
        ORDER BY v.replaced_at DESC, v.id`,
      [comments, topics],
    );
    const byKey = new Map<string, PostVersion[]>(keys.map((key) => [key, []]));
    for (const row of rows) byKey.get(row.key)?.push(this.toVersion(row, viewer));
    return keys.map((key) => byKey.get(key)!);
  }

  /** Hides a version's text from everyone but moderators (or shows it again): moderators and admins, audited. */
  async setHidden(id: string, hidden: boolean, user: User): Promise<PostVersion> {
    if (!canModerate(user)) throw new AppError(ErrorCode.FORBIDDEN);
    if (!isUUID(id)) throw notFound('Version');
    return this.dataSource.transaction(async (manager) => {
      const rows = await returningRows<VersionRow>(
        manager,
        `UPDATE post_versions SET hidden_at = CASE WHEN $2 THEN coalesce(hidden_at, now()) END, hidden_by = CASE WHEN $2 THEN $3::uuid END
          WHERE id = $1 RETURNING *`,
        [id, hidden, user.id],
      );
      const row = rows[0];
      if (!row) throw notFound('Version');
      const [topic] = (await manager.query(`SELECT title FROM topics WHERE id = $1`, [row.topic_id])) as { title: string }[];
      await this.audit.record(
        user,
        hidden ? 'post.version.hide' : 'post.version.show',
        {
          type: row.comment_id ? 'comment' : 'topic',
          id: row.comment_id ?? row.topic_id,
          label: postExcerpt(row.title ?? row.body, 80),
          details: { topicId: row.topic_id, topicTitle: topic?.title ?? '' },
        },
        manager,
      );
      return this.toVersion(row, user);
    });
  }

  private toVersion(row: VersionRow, viewer: User | undefined): PostVersion {
    const hidden = row.hidden_at !== null;
    const readable = !hidden || (viewer !== undefined && canModerate(viewer));
    return {
      id: row.id,
      title: readable ? row.title : null,
      text: readable ? row.body : null,
      hidden,
      writtenAt: new Date(row.written_at),
      replacedAt: new Date(row.replaced_at),
    };
  }
}
