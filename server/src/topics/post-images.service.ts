import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { canModerate, normalizeText, POST_IMAGE_LIMITS } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { returningRows } from '../common/sql.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { User } from '../accounts/user.entity.js';
import type { PostImageInput } from './dto/post-image.inputs.js';
import { lockPostingOf } from './forum-limits.js';
import { PostImage } from './post-image.entity.js';

const DAY_MS = 86_400_000;
/** An upload no post claimed within a day is deleted (by its uploader's next upload). */
const UNATTACHED_KEPT = "interval '1 day'";

/** The post a photo belongs to: a topic (commentId null) or one of its comments. */
export interface PostRef {
  topicId: string;
  commentId: string | null;
}

/** DataLoader key of a post's photos. */
export const postImagesKey = (post: PostRef): string => (post.commentId ? `comment:${post.commentId}` : `topic:${post.topicId}`);

/**
 * Photos in topics and comments (issue 36). An upload is checked, re-encoded and stored unattached; the post it was
 * uploaded for claims it in the post's own transaction (its author's uploads only, at most POST_IMAGE_LIMITS.perPost,
 * counted with the post's row locked), so a photo never shows anywhere else and a refused post leaves nothing behind.
 */
@Injectable()
export class PostImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  /** How many photos a day this member may upload, or null (accounts of POST_IMAGE_LIMITS.newAccountDays and more, moderators). */
  private dailyLimit(user: User, now = Date.now()): number | null {
    if (canModerate(user)) return null;
    return now - user.joinDate.getTime() < POST_IMAGE_LIMITS.newAccountDays * DAY_MS ? POST_IMAGE_LIMITS.newAccountPerDay : null;
  }

  private async uploadedToday(manager: EntityManager, userId: string): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(
      "SELECT count(*)::int AS count FROM post_images WHERE uploader_id = $1 AND created_at > now() - interval '1 day'",
      [userId],
    );
    return count;
  }

  private dailyLimitReached(): AppError {
    return new AppError(ErrorCode.TOO_MANY_REQUESTS, 'New accounts can upload at most 12 photos a day', {
      fields: { images: 'postImageDailyLimit' },
      retryAfter: 3600,
    });
  }

  /**
   * Stores an upload for a post not yet saved (or being edited). The files are written first and the row after, in a
   * transaction that counts the member's uploads of the day with their posting lock held, so parallel uploads never
   * pass the daily limit; a refused upload's files are deleted again.
   */
  async upload(buffer: Buffer, user: User): Promise<PostImage> {
    const limit = this.dailyLimit(user);
    // A cheap early refusal, before the image work; the count that decides is the locked one below.
    if (limit !== null && (await this.uploadedToday(this.dataSource.manager, user.id)) >= limit) throw this.dailyLimitReached();
    const stored = await this.uploads.storePostImage(buffer);
    let stale: string[] = [];
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        await lockPostingOf(manager, user.id);
        if (limit !== null && (await this.uploadedToday(manager, user.id)) >= limit) throw this.dailyLimitReached();
        // The member's uploads no post claimed for a day go now (they count for the day no longer).
        const gone = await returningRows<{ file_key: string }>(
          manager,
          `DELETE FROM post_images WHERE uploader_id = $1 AND topic_id IS NULL AND created_at < now() - ${UNATTACHED_KEPT} RETURNING file_key`,
          [user.id],
        );
        stale = gone.map((row) => row.file_key);
        const repo = manager.getRepository(PostImage);
        return repo.save(
          repo.create({
            uploaderId: user.id,
            fileKey: stored.key,
            width: stored.width,
            height: stored.height,
          }),
        );
      });
      await this.uploads.removePostImages(stale);
      return saved;
    } catch (error) {
      await this.uploads.removePostImages([stored.key]);
      throw error;
    }
  }

  /**
   * Sets the photos of a post, inside the transaction that writes it (after its row is locked, or inserted): `images`
   * in gallery order, each an upload of the post's author not attached elsewhere, or one the post already shows (its
   * alt text and place may change). Photos left out go back to unattached (and are deleted with the author's stale
   * uploads). Undefined leaves the photos as they are.
   */
  async attach(manager: EntityManager, post: PostRef, authorId: string, images: PostImageInput[] | null | undefined): Promise<void> {
    if (images == null) return;
    const cleaned = this.check(images);
    const ids = cleaned.map((image) => image.id);
    const same = post.commentId ? 'comment_id = $1' : 'topic_id = $1 AND comment_id IS NULL';
    const postId = post.commentId ?? post.topicId;
    await manager.query(
      `UPDATE post_images SET topic_id = NULL, comment_id = NULL, position = 0
       WHERE ${same} AND removed_at IS NULL AND NOT (id = ANY($2::uuid[]))`,
      [postId, ids],
    );
    for (const [position, image] of cleaned.entries()) {
      // Re-checked under the row's lock: of two posts claiming one upload at once, the second finds it taken.
      const claimed = await returningRows<{ id: string }>(
        manager,
        `UPDATE post_images SET topic_id = $2, comment_id = $3, position = $4, alt = $5
         WHERE id = $1 AND uploader_id = $6 AND removed_at IS NULL AND (topic_id IS NULL OR (topic_id = $2 AND comment_id IS NOT DISTINCT FROM $3))
         RETURNING id`,
        [image.id, post.topicId, post.commentId, position, image.alt, authorId],
      );
      if (claimed.length === 0) assertValid({ images: 'postImageInvalid' });
    }
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT count(*)::int AS count FROM post_images WHERE ${same} AND removed_at IS NULL`,
      [postId],
    );
    if (count > POST_IMAGE_LIMITS.perPost) assertValid({ images: 'postImagesTooMany' });
  }

  /** The count, the ids (each once) and the alt texts (normalized, at most POST_IMAGE_LIMITS.altMax characters). */
  private check(images: PostImageInput[]): { id: string; alt: string }[] {
    if (images.length > POST_IMAGE_LIMITS.perPost) assertValid({ images: 'postImagesTooMany' });
    if (new Set(images.map((image) => image.id)).size !== images.length || images.some((image) => !isUUID(image.id))) {
      assertValid({ images: 'postImageInvalid' });
    }
    return images.map((image) => {
      const alt = normalizeText(image.alt ?? '');
      if ([...alt].length > POST_IMAGE_LIMITS.altMax) assertValid({ images: 'postImageAltTooLong' });
      return { id: image.id, alt };
    });
  }

  /** For DataLoaders: the photos shown under each post (by postImagesKey), in gallery order. */
  async ofPosts(keys: readonly string[]): Promise<PostImage[][]> {
    const topicIds = keys.filter((key) => key.startsWith('topic:')).map((key) => key.slice(6));
    const commentIds = keys.filter((key) => key.startsWith('comment:')).map((key) => key.slice(8));
    const repo = this.dataSource.getRepository(PostImage);
    const where = [
      ...(topicIds.length ? [{ topicId: In(topicIds), commentId: IsNull(), removedAt: IsNull() }] : []),
      ...(commentIds.length ? [{ commentId: In(commentIds), removedAt: IsNull() }] : []),
    ];
    const rows = where.length ? await repo.find({ where, order: { position: 'ASC', createdAt: 'ASC' } }) : [];
    const byKey = new Map<string, PostImage[]>();
    for (const row of rows) {
      const key = postImagesKey({
        topicId: row.topicId as string,
        commentId: row.commentId,
      });
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    return keys.map((key) => byKey.get(key) ?? []);
  }

  /** A photo shown in a post (for a report), or NOT_FOUND: an unattached or removed one cannot be reported. */
  async findShown(id: string): Promise<PostImage & { topicId: string }> {
    const image = isUUID(id) ? await this.dataSource.getRepository(PostImage).findOneBy({ id, removedAt: IsNull() }) : null;
    if (!image?.topicId) throw notFound('Photo');
    return image as PostImage & { topicId: string };
  }

  /** For DataLoaders: photos by id, removed ones too (a report shows what it pointed at). */
  async findByIds(ids: readonly string[]): Promise<(PostImage | null)[]> {
    const rows = await this.dataSource.getRepository(PostImage).findBy({ id: In(ids.filter((id) => isUUID(id))) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /**
   * A moderator or admin removes one photo from a post: never shown again, its files deleted. One transaction with
   * the audit entry and the author's moderation notification (`image.remove`).
   */
  async remove(id: string, actor: User): Promise<boolean> {
    if (!isUUID(id)) throw notFound('Photo');
    const removed = await this.notifications.inTransaction(async (manager, tell) => {
      const [row] = await returningRows<{
        file_key: string;
        topic_id: string;
        comment_id: string | null;
        uploader_id: string;
      }>(
        manager,
        `UPDATE post_images SET removed_at = now(), removed_by_id = $2
         WHERE id = $1 AND removed_at IS NULL AND topic_id IS NOT NULL
         RETURNING file_key, topic_id, comment_id, uploader_id`,
        [id, actor.id],
      );
      if (!row) throw notFound('Photo');
      const [topic] = await manager.query<{ title: string }[]>('SELECT title FROM topics WHERE id = $1', [row.topic_id]);
      const details = {
        topicId: row.topic_id,
        ...(topic ? { topicTitle: topic.title } : {}),
      };
      const target = row.comment_id
        ? {
            type: 'comment' as const,
            id: row.comment_id,
            label: topic?.title ?? row.topic_id,
            details,
          }
        : {
            type: 'topic' as const,
            id: row.topic_id,
            label: topic?.title ?? row.topic_id,
            details,
          };
      await this.audit.record(actor, 'post.image.remove', target, manager);
      if (row.uploader_id !== actor.id) {
        await tell([
          {
            recipientId: row.uploader_id,
            actorId: actor.id,
            type: 'moderation',
            action: 'image.remove',
            topicId: row.topic_id,
            commentId: row.comment_id,
          },
        ]);
      }
      return row;
    });
    await this.uploads.removePostImages([removed.file_key]);
    return true;
  }
}
