import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { canModerate, normalizeText, validateComment } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, In, IsNull, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { toggleReaction } from '../common/reaction-toggle.js';
import { returningRows } from '../common/sql.js';
import { type NotificationDraft, NotificationsService } from '../notifications/notifications.service.js';
import { SettingsService } from '../settings/settings.service.js';
import type { User } from '../accounts/user.entity.js';
import { Comment } from './comment.entity.js';
import type { AddCommentInput } from './dto/topic.inputs.js';
import type { CommentList, CommentPage, LikeResult } from './dto/forum.types.js';
import { countEdit, lockPostingOf, postingLimit } from './forum-limits.js';
import { postExcerpt } from './post-markdown.utils.js';
import { CommentLike } from './forum-reaction.entities.js';
import { Topic } from './topic.entity.js';
import { TopicEvents } from './topic-events.js';
import { TopicEventKind } from './topic-event.type.js';
import { Mentions } from './mentions.js';
import { PepperLinks } from './pepper-links.service.js';
import { FollowsService } from './follows.service.js';
import { PostVersionsService } from './post-versions.service.js';
import type { PostImageInput } from './dto/post-image.inputs.js';
import { PostImagesService } from './post-images.service.js';

@Injectable()
export class CommentsService {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly mentions: Mentions,
    private readonly pepperLinks: PepperLinks,
    private readonly events: TopicEvents,
    private readonly versions: PostVersionsService,
    private readonly follows: FollowsService,
    private readonly images: PostImagesService,
  ) {}

  /** Top-level comments of a topic, paged by the stored "comments per page" setting, oldest first. */
  async page(topicId: string, page = 1): Promise<CommentPage> {
    const { commentsPerPage } = await this.settings.get();
    const safePage = Math.max(1, Math.floor(page) || 1);
    const [items, totalItems] = await this.comments.findAndCount({
      where: { topicId, parentId: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: (safePage - 1) * commentsPerPage,
      take: commentsPerPage,
    });
    return { items, totalItems, page: safePage, perPage: commentsPerPage, totalPages: Math.max(1, Math.ceil(totalItems / commentsPerPage)) };
  }

  /** A member's comments and replies, newest first, with their topics (joined: no query per comment). */
  async byAuthor(username: string, skip = 0, take = 20): Promise<CommentList> {
    const [items, totalItems] = await this.comments
      .createQueryBuilder('c')
      .innerJoinAndSelect('c.author', 'author')
      .innerJoinAndSelect('c.topic', 'topic')
      .where('lower(author.username) = lower(:username)', { username: username.trim() })
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getManyAndCount();
    return { items, totalItems };
  }

  /** For DataLoaders: the replies of each comment, oldest first. */
  async repliesOf(parentIds: readonly string[]): Promise<Comment[][]> {
    const rows = await this.comments.find({ where: { parentId: In([...parentIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
    return parentIds.map((id) => rows.filter((r) => r.parentId === id));
  }

  /** The audit entry of a comment names its topic (the link) and the topic's title at the time. */
  private async topicDetails(manager: EntityManager, topicId: string): Promise<{ topicId: string; topicTitle?: string }> {
    const [row] = await manager.query<{ title: string }[]>('SELECT title FROM topics WHERE id = $1', [topicId]);
    return row ? { topicId, topicTitle: row.title } : { topicId };
  }

  async findById(id: string): Promise<Comment> {
    const comment = isUUID(id) ? await this.comments.findOneBy({ id }) : null;
    if (!comment) throw notFound('Comment');
    return comment;
  }

  /** For live events: the comment with its author joined, or null when it is gone. */
  async findWithAuthor(id: string): Promise<Comment | null> {
    return isUUID(id) ? this.comments.findOne({ where: { id }, relations: { author: true } }) : null;
  }

  /** Inside the transaction that inserts the comment (see lockPostingOf). */
  private async assertWithinLimit(manager: EntityManager, user: User): Promise<void> {
    const limit = postingLimit(user, 'commentsPerHour');
    if (limit === null) return;
    await lockPostingOf(manager, user.id);
    const recent = await manager
      .getRepository(Comment)
      .createQueryBuilder('c')
      .withDeleted()
      .where('c.author_id = :id', { id: user.id })
      .andWhere("c.created_at > now() - interval '1 hour'")
      .getCount();
    if (recent >= limit) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'You are commenting too quickly. Please wait a while.', { retryAfter: 600 });
    }
  }

  /** Adds a comment or a reply; refused on a locked topic. The topic's count moves in SQL. */
  async add(input: AddCommentInput, author: User): Promise<Comment> {
    const problem = validateComment(input.text);
    if (problem) assertValid({ text: problem });
    const topic = isUUID(input.topicId) ? await this.dataSource.getRepository(Topic).findOneBy({ id: input.topicId }) : null;
    if (!topic) throw notFound('Topic');
    if (topic.locked) throw new AppError(ErrorCode.FORBIDDEN, 'This topic is locked: new comments are closed.');
    let parentId: string | null = null;
    let repliedTo: Comment | null = null;
    if (input.parentId) {
      repliedTo = await this.findById(input.parentId);
      if (repliedTo.topicId !== topic.id) throw notFound('Comment');
      // Replies stay one level deep: a reply to a reply joins the same thread.
      parentId = repliedTo.parentId ?? repliedTo.id;
    }
    const added = await this.notifications.inTransaction(async (manager, tell) => {
      await this.assertWithinLimit(manager, author);
      // The count moves first and only while the topic is open: its row lock orders this comment against a
      // parallel lock or delete, so no comment lands after the topic was locked (the check above was a read).
      const open = await returningRows(
        manager,
        'UPDATE topics SET comments_count = comments_count + 1 WHERE id = $1 AND NOT locked AND deleted_at IS NULL RETURNING id',
        [topic.id],
      );
      if (open.length === 0) throw new AppError(ErrorCode.FORBIDDEN, 'This topic is locked: new comments are closed.');
      const comment = await manager.getRepository(Comment).save(
        manager.getRepository(Comment).create({ topicId: topic.id, authorId: author.id, parentId, text: normalizeText(input.text) }),
      );
      await manager.query('UPDATE users SET posts_count = posts_count + 1 WHERE id = $1', [author.id]);
      await this.images.attach(manager, { topicId: topic.id, commentId: comment.id }, author.id, input.images);
      // The author of the comment replied to hears of a reply, the topic's author of a comment; the
      // mentioned of a mention, unless already told of this comment.
      const post = { actorId: author.id, topicId: topic.id, commentId: comment.id };
      const drafts: NotificationDraft[] = [];
      if (repliedTo) drafts.push({ ...post, recipientId: repliedTo.authorId, type: 'reply' });
      if (!repliedTo || repliedTo.authorId !== topic.authorId) drafts.push({ ...post, recipientId: topic.authorId, type: 'comment' });
      drafts.push(...(await this.mentions.mentionDrafts(manager, comment.text, post, drafts.map((d) => d.recipientId))));
      // Those watching the topic hear of the comment unless told of it already; a muted topic tells its member nothing.
      drafts.push(...(await this.follows.watcherDrafts(manager, post, drafts.map((d) => d.recipientId))));
      await this.follows.autoWatch(manager, author.id, topic.id);
      await this.pepperLinks.write(manager, { postId: comment.id, topicId: topic.id }, comment.text);
      await tell(await this.follows.unmuted(manager, drafts));
      comment.author = author;
      return comment;
    });
    await this.events.comment(TopicEventKind.COMMENT_ADDED, added.topicId, added.id);
    return added;
  }

  private assertAuthorOrModerator(comment: Comment, user: User): void {
    if (comment.authorId !== user.id && !canModerate(user)) throw new AppError(ErrorCode.FORBIDDEN);
  }

  /** Changes the text, and the photos when `images` is given (the whole list, in order). */
  async edit(id: string, text: string, user: User, images?: PostImageInput[] | null): Promise<Comment> {
    const comment = await this.findById(id);
    this.assertAuthorOrModerator(comment, user);
    const problem = validateComment(text);
    if (problem) assertValid({ text: problem });
    // Only the text: saving the comment read above would put back the likes counted meanwhile.
    const normalized = normalizeText(text);
    await this.notifications.inTransaction(async (manager, tell) => {
      // The text this edit replaces, read with the row locked: parallel edits each keep the version they replaced.
      const [before] = await returningRows<{ text: string; created_at: Date; updated_at: Date }>(
        manager,
        'SELECT text, created_at, updated_at FROM comments WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
        [id],
      );
      if (!before) throw notFound('Comment');
      await countEdit(manager, user, id);
      await manager.getRepository(Comment).update({ id, deletedAt: IsNull() }, { text: normalized });
      await this.images.attach(manager, { topicId: comment.topicId, commentId: id }, comment.authorId, images);
      await this.versions.keep(
        manager,
        { topicId: comment.topicId, commentId: id },
        { postedAt: before.created_at, writtenAt: before.updated_at, before: { title: null, body: before.text }, after: { title: null, body: normalized } },
        user.id,
      );
      const post = { actorId: user.id, topicId: comment.topicId, commentId: id };
      // Only the newly mentioned: an edit never tells again anyone this comment's mentions told (post_mentions).
      const drafts = await this.mentions.mentionDrafts(manager, normalized, post, [comment.authorId]);
      await this.pepperLinks.write(manager, { postId: id, topicId: comment.topicId }, normalized);
      if (comment.authorId !== user.id) drafts.push({ ...post, recipientId: comment.authorId, type: 'moderation', action: 'comment.update' });
      await tell(await this.follows.unmuted(manager, drafts));
    });
    const saved = await this.findById(id);
    if (comment.authorId !== user.id) {
      const details = await this.topicDetails(this.dataSource.manager, comment.topicId);
      await this.audit.record(user, 'comment.update', { type: 'comment', id, label: postExcerpt(normalized, 80), details });
    }
    await this.events.comment(TopicEventKind.COMMENT_EDITED, saved.topicId, saved.id);
    return saved;
  }

  /** Deletes a comment with its replies; the topic's count drops by as many, never below 0. */
  async delete(id: string, user: User): Promise<boolean> {
    const comment = await this.findById(id);
    this.assertAuthorOrModerator(comment, user);
    const removed = await this.notifications.inTransaction(async (manager, tell) => {
      const removed = await returningRows<{ id: string; author_id: string }>(
        manager,
        'UPDATE comments SET deleted_at = now() WHERE (id = $1 OR parent_id = $1) AND deleted_at IS NULL RETURNING id, author_id',
        [id],
      );
      await manager.query('UPDATE topics SET comments_count = GREATEST(comments_count - $2, 0) WHERE id = $1', [comment.topicId, removed.length]);
      for (const row of removed) {
        await manager.query('UPDATE users SET posts_count = GREATEST(posts_count - 1, 0) WHERE id = $1', [row.author_id]);
      }
      if (comment.authorId !== user.id) {
        const details = await this.topicDetails(manager, comment.topicId);
        await this.audit.record(user, 'comment.delete', { type: 'comment', id, label: postExcerpt(comment.text, 80), details }, manager);
        await tell([{ recipientId: comment.authorId, actorId: user.id, type: 'moderation', action: 'comment.delete', topicId: comment.topicId, commentId: id }]);
      }
      return removed;
    });
    for (const row of removed) await this.events.comment(TopicEventKind.COMMENT_DELETED, comment.topicId, row.id);
    return true;
  }

  async toggleLike(id: string, user: User): Promise<LikeResult> {
    const comment = await this.findById(id);
    const told: string[] = [];
    const result = await toggleReaction(
      this.dataSource,
      { reactions: 'comment_likes', targetColumn: 'comment_id', counted: 'comments' },
      user.id,
      id,
      async (manager) => {
        const like: NotificationDraft = { recipientId: comment.authorId, actorId: user.id, type: 'like', topicId: comment.topicId, commentId: id };
        told.push(...(await this.notifications.record(manager, await this.follows.unmuted(manager, [{ ...like, groupKey: `like:comment:${id}` }]))));
      },
    );
    this.notifications.changed(told);
    await this.events.comment(TopicEventKind.COMMENT_LIKES, comment.topicId, id, result.likes);
    return result;
  }

  async likedBy(userId: string, commentIds: readonly string[]): Promise<boolean[]> {
    const rows = await this.dataSource.getRepository(CommentLike).findBy({ userId, commentId: In([...commentIds]) });
    const set = new Set(rows.map((r) => r.commentId));
    return commentIds.map((id) => set.has(id));
  }

  /** Of `userIds`, whether each liked the comment (a live event's viewers, in one query). */
  async likedByUsers(commentId: string, userIds: readonly string[]): Promise<boolean[]> {
    const rows = await this.dataSource.getRepository(CommentLike).findBy({ commentId, userId: In([...userIds]) });
    const set = new Set(rows.map((r) => r.userId));
    return userIds.map((id) => set.has(id));
  }
}
