import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  canModerate,
  cleanDescriptionLines,
  isTypoTolerant,
  type NotificationAction,
  normalizeText,
  searchWords,
  TOPIC_CATEGORIES,
  validateTopic,
} from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, In, IsNull, type QueryDeepPartialEntity, type Repository, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { toggleReaction } from '../common/reaction-toggle.js';
import { queryWithSettings, returningRows } from '../common/sql.js';
import { allOrNothing, type BulkOutcome } from '../common/bulk-operation.js';
import { type NotificationDraft, NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../accounts/user.entity.js';
import type { CategoryCount, LikeResult, TopicList } from './dto/forum.types.js';
import type { CreateTopicInput, UpdateTopicInput } from './dto/topic.inputs.js';
import type { TopicListArgs } from './dto/topic-list.args.js';
import type { ForumStats, TopicPage } from './dto/topic-page.type.js';
import { ForumCache } from './forum-cache.service.js';
import { forumTopicMatch } from './forum-search.js';
import { typoSettings, TYPOS_WHEN_FEWER_THAN } from '../common/search/folded-search.js';
import { countEdit, lockPostingOf, postingLimit } from './forum-limits.js';
import { TopicLike } from './forum-reaction.entities.js';
import { Topic } from './topic.entity.js';
import { TopicEvents } from './topic-events.js';
import { TopicEventKind } from './topic-event.type.js';
import { Mentions } from './mentions.js';
import { PepperLinks } from './pepper-links.service.js';
import { FollowsService } from './follows.service.js';
import { PostVersionsService } from './post-versions.service.js';
import { PostImagesService } from './post-images.service.js';

const SORT_COLUMNS = { date: 't.create_date', views: 't.views', comments: 't.comments_count' } as const;
const PINNED_LIMIT = 20;
/** At most this many topics in one bulk change. */
const BULK_MAX_TOPICS = 200;
/** A search's total counts at most this many matches (500 pages of 20). */
export const SEARCH_COUNT_CAP = 10_000;

/** Topics a page of a pepper's forum topics shows, and the last page asked for (a bigger number reads that one). */
export const PEPPER_TOPICS_PAGE = 10;
const PEPPER_TOPICS_MAX_PAGE = 1000;

/** The text of a topic that mentions and pepper links can be in. */
function topicText(topic: Pick<Topic, 'title' | 'subject' | 'description'>): string {
  return [topic.title, topic.subject, ...(topic.description ?? [])].join('\n');
}

/** Which shortcut list of docs/rest-api.md (`/recent`, `/popular`, `/active`). */
export type TopicShortlist = 'recent' | 'popular' | 'active';

@Injectable()
export class TopicsService {
  constructor(
    @InjectRepository(Topic) private readonly topics: Repository<Topic>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly cache: ForumCache,
    private readonly notifications: NotificationsService,
    private readonly mentions: Mentions,
    private readonly pepperLinks: PepperLinks,
    private readonly events: TopicEvents,
    private readonly versions: PostVersionsService,
    private readonly follows: FollowsService,
    private readonly images: PostImagesService,
  ) {}

  /**
   * The topics a list's filters keep. `authors`: each with its author (many-to-one: no rows added, so paging stays exact
   * and authors cost no extra query), or ids only, joined to users only to filter by one: PostgreSQL then reads a page's
   * order from an index alone (a join to users, even one it removes as unused, costs it that plan: 250 ms against 16 ms
   * at offset 60,000).
   */
  private filtered(
    args: Pick<TopicListArgs, 'search' | 'category'> & { authorUsername?: string },
    typos = false,
    authors: 'select' | 'filter only' = 'select',
  ): SelectQueryBuilder<Topic> {
    const qb = this.topics.createQueryBuilder('t');
    if (authors === 'select') qb.leftJoinAndSelect('t.author', 'author');
    else if (args.authorUsername) qb.innerJoin('t.author', 'author');
    if (args.category) qb.andWhere('t.category = :category', { category: args.category });
    if (args.authorUsername) qb.andWhere('lower(author.username) = lower(:username)', { username: args.authorUsername });
    // The forum search's rules for topics (forum-search.ts): folded words, with `typos` typos in titles, trigram-indexed.
    const words = searchWords(args.search);
    if (words.length > 0) {
      const match = forumTopicMatch(words, typos);
      qb.andWhere(`(${match.where})`, match.params);
    }
    return qb;
  }

  /**
   * Whether a search of the list forgives a title's typo: only when its words as typed find fewer than
   * TYPOS_WHEN_FEWER_THAN topics in the whole forum (the forum search's and the catalogue's rule, issue 34: the typo test
   * on every title a common word's list reads cost up to 300 ms). Decided without the category, so a category chip's
   * count is what the list shows when the chip is chosen.
   */
  private async searchTypos(search: string | undefined): Promise<boolean> {
    const words = searchWords(search);
    if (!words.some((word) => isTypoTolerant(word))) return false;
    const version = await this.cache.current();
    return this.cache.remember(version, `typos ${words.join(' ')}`, async () => {
      const [sql, params] = this.filtered({ search }, false, 'filter only').orderBy().select('1').limit(TYPOS_WHEN_FEWER_THAN).getQueryAndParameters();
      const rows: { found: number }[] = await this.dataSource.query(`SELECT count(*)::int AS found FROM (${sql}) matched`, params);
      return (rows[0]?.found ?? 0) < TYPOS_WHEN_FEWER_THAN;
    });
  }

  async list(args: TopicListArgs & { authorUsername?: string }): Promise<TopicPage> {
    const direction = args.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const typos = await this.searchTypos(args.search);
    const order = SORT_COLUMNS[args.sortBy];
    // The page's ids first, then only their rows and authors: the rows a deep page skips are read from an index of the
    // order alone (topics_list_*_idx) where one covers it, never fetched whole nor joined to their authors.
    const page = this.filtered(args, typos, 'filter only')
      .andWhere('t.pinned = false')
      .select('t.id')
      .orderBy(order, direction)
      .addOrderBy('t.id', direction)
      .offset((args.page - 1) * args.limit)
      .limit(args.limit);
    const rows = this.topics
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.author', 'author')
      .where(`t.id IN (${page.getQuery()})`)
      .setParameters(page.getParameters())
      .orderBy(order, direction)
      .addOrderBy('t.id', direction);
    const [topics, pinnedTopics, stats] = await Promise.all([
      rows.getMany(),
      this.filtered(args, typos).andWhere('t.pinned = true').orderBy('t.create_date', 'DESC').limit(PINNED_LIMIT).getMany(),
      this.counters(),
    ]);
    const total = await this.listTotal(args, page, topics.length, stats.totalTopics - stats.pinnedTopics, typos);
    return {
      topics,
      pinnedTopics,
      total,
      stats: { totalTopics: stats.totalTopics, totalViews: stats.totalViews, totalComments: stats.totalComments },
      currentPage: args.page,
      totalPages: Math.max(1, Math.ceil(total / args.limit)),
    };
  }

  /**
   * How many unpinned topics the list has, without counting rows when it can: unfiltered, the
   * trigger-kept counters answer; a short last page tells the total itself; otherwise a count
   * (a search counts at most SEARCH_COUNT_CAP matches, enough for every page a person reaches).
   */
  private async listTotal(
    args: TopicListArgs & { authorUsername?: string },
    page: SelectQueryBuilder<Topic>,
    found: number,
    unpinned: number,
    typos: boolean,
  ): Promise<number> {
    const offset = (args.page - 1) * args.limit;
    if (found > 0 && found < args.limit) return offset + found;
    if (!args.search?.trim() && !args.category && !args.authorUsername) return unpinned;
    const [sql, params] = page.clone().orderBy().offset(undefined).limit(undefined).select('1').getQueryAndParameters();
    const cap = args.search?.trim() ? ` LIMIT ${SEARCH_COUNT_CAP}` : '';
    const count = async () => {
      const text = `SELECT count(*)::int AS total FROM (${sql}${cap}) matched`;
      // A typo test on every row of a table scan costs far more than the planner thinks (forum-search.service count).
      const settings = typos ? ['SET LOCAL enable_seqscan = off', ...typoSettings(forumTopicMatch(searchWords(args.search), true))] : [];
      const rows = await queryWithSettings<{ total: number }>(this.dataSource, settings, text, params);
      return rows[0]?.total ?? 0;
    };
    // An author's list also depends on usernames, which the forum's version does not follow.
    if (args.authorUsername) return count();
    const version = await this.cache.current();
    return this.cache.remember(version, `total ${JSON.stringify([args.search?.trim() ?? '', args.category ?? null])}`, count);
  }

  /** The one-row `forum_counters` (kept by triggers on topics): non-deleted topics, pinned ones, their views and comments. */
  private async counters(): Promise<ForumStats & { pinnedTopics: number }> {
    const rows: (ForumStats & { pinnedTopics: number })[] = await this.dataSource.query(
      'SELECT topics::int AS "totalTopics", pinned::int AS "pinnedTopics", views::int AS "totalViews", comments::int AS "totalComments" FROM forum_counters WHERE id = 1',
    );
    return rows[0] ?? { totalTopics: 0, pinnedTopics: 0, totalViews: 0, totalComments: 0 };
  }

  /** `/recent` (newest), `/popular` (most viewed) and `/active` (most recently commented). */
  async shortlist(kind: TopicShortlist, limit = 10): Promise<Topic[]> {
    const qb = this.topics
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.author', 'author')
      .limit(Math.min(Math.max(limit, 1), 50));
    if (kind === 'recent') qb.orderBy('t.create_date', 'DESC');
    if (kind === 'popular') qb.orderBy('t.views', 'DESC').addOrderBy('t.likes', 'DESC');
    if (kind === 'active') {
      qb.orderBy(
        'coalesce((SELECT max(c.created_at) FROM comments c WHERE c.topic_id = t.id AND c.deleted_at IS NULL), t.create_date)',
        'DESC',
      );
    }
    return qb.addOrderBy('t.id', 'DESC').getMany();
  }

  pinned(): Promise<Topic[]> {
    return this.topics
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.author', 'author')
      .where('t.pinned = true')
      .orderBy('t.create_date', 'DESC')
      .limit(PINNED_LIMIT)
      .getMany();
  }

  async stats(): Promise<ForumStats> {
    const { totalTopics, totalViews, totalComments } = await this.counters();
    return { totalTopics, totalViews, totalComments };
  }

  /**
   * The category chips' counts: topics (pinned too) per stored category, under the same search as the list, so a
   * chip's count is exactly what the list shows when the chip is chosen (README, "The forum's category chips").
   */
  async categoryStats(search?: string): Promise<CategoryCount[]> {
    const version = await this.cache.current();
    return this.cache.remember(version, `chips ${search?.trim() ?? ''}`, () => this.countCategories(search));
  }

  private async countCategories(search?: string): Promise<CategoryCount[]> {
    const rows = await this.filtered({ search }, await this.searchTypos(search), 'filter only')
      .select('t.category', 'category')
      .addSelect('count(*)::int', 'count')
      .groupBy('t.category')
      .getRawMany<CategoryCount>();
    const counts = new Map(rows.map((r) => [r.category, r.count]));
    return TOPIC_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  }

  async findById(id: string): Promise<Topic> {
    const topic = isUUID(id) ? await this.topics.findOne({ where: { id }, relations: { author: true } }) : null;
    if (!topic) throw notFound('Topic');
    return topic;
  }

  /** For DataLoaders: topics in the order of `ids`, null where missing. */
  async findByIds(ids: readonly string[]): Promise<(Topic | null)[]> {
    const found = await this.topics.findBy({ id: In(ids.filter((id) => isUUID(id))) });
    const byId = new Map(found.map((topic) => [topic.id, topic]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  // ------------------------------------------------------------------ writing

  /** Inside the transaction that inserts the topic (see lockPostingOf). */
  private async assertWithinLimit(manager: EntityManager, user: User): Promise<void> {
    const limit = postingLimit(user, 'topicsPerHour');
    if (limit === null) return;
    await lockPostingOf(manager, user.id);
    const recent = await manager
      .getRepository(Topic)
      .createQueryBuilder('t')
      .withDeleted()
      .where('t.author_id = :id', { id: user.id })
      .andWhere("t.create_date > now() - interval '1 hour'")
      .getCount();
    if (recent >= limit) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'You are posting too quickly. Please wait a while before starting another topic.', {
        retryAfter: 3600,
      });
    }
  }

  private clean(input: Partial<CreateTopicInput>) {
    return {
      // An update's fields are optional, and GraphQL lets a client send null for them: null leaves the field as it is.
      ...(input.title != null ? { title: normalizeText(input.title) } : {}),
      ...(input.subject != null ? { subject: normalizeText(input.subject) } : {}),
      ...(input.category != null ? { category: input.category } : {}),
      ...(input.description != null ? { description: cleanDescriptionLines(input.description) } : {}),
    };
  }

  async create(input: CreateTopicInput, author: User): Promise<Topic> {
    assertValid(validateTopic(input));
    return this.notifications.inTransaction(async (manager, tell) => {
      await this.assertWithinLimit(manager, author);
      const topic = await manager
        .getRepository(Topic)
        .save(manager.getRepository(Topic).create({ category: 'general', ...this.clean(input), authorId: author.id }));
      await manager.query('UPDATE users SET posts_count = posts_count + 1 WHERE id = $1', [author.id]);
      await this.images.attach(manager, { topicId: topic.id, commentId: null }, author.id, input.images);
      await tell(await this.mentions.mentionDrafts(manager, topicText(topic), { actorId: author.id, topicId: topic.id }));
      await this.follows.autoWatch(manager, author.id, topic.id);
      await this.pepperLinks.write(manager, { postId: topic.id, topicId: topic.id }, topicText(topic));
      topic.author = author;
      return topic;
    });
  }

  /** The author may edit and delete their topic; moderators and admins may too. */
  private assertAuthorOrModerator(topic: Topic, user: User): void {
    if (topic.authorId !== user.id && !canModerate(user)) throw new AppError(ErrorCode.FORBIDDEN);
  }

  async update(id: string, input: UpdateTopicInput, user: User): Promise<Topic> {
    const topic = await this.findById(id);
    this.assertAuthorOrModerator(topic, user);
    const cleaned = this.clean(input);
    assertValid(validateTopic({ ...topic, ...cleaned }));
    const saved = await this.notifications.inTransaction(async (manager, tell) => {
      // The text this edit replaces, read with the row locked: parallel edits each keep the version they replaced.
      const [before] = (await manager.query(
        'SELECT title, description, create_date, updated_at FROM topics WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
        [id],
      )) as { title: string; description: string[]; create_date: Date; updated_at: Date }[];
      if (!before) throw notFound('Topic');
      await countEdit(manager, user, id);
      const after = await this.write(id, cleaned, manager);
      await this.images.attach(manager, { topicId: id, commentId: null }, topic.authorId, input.images);
      await this.versions.keep(
        manager,
        { topicId: id, commentId: null },
        {
          postedAt: before.create_date,
          writtenAt: before.updated_at,
          before: { title: before.title, body: before.description.join('\n\n') },
          after: { title: after.title, body: after.description.join('\n\n') },
        },
        user.id,
      );
      const post = { actorId: user.id, topicId: id };
      // Only the newly mentioned: an edit never tells again anyone this topic's mentions told (post_mentions).
      const drafts = await this.mentions.mentionDrafts(manager, topicText(after), post, [topic.authorId]);
      await this.pepperLinks.write(manager, { postId: id, topicId: id }, topicText(after));
      if (topic.authorId !== user.id) drafts.push({ ...post, recipientId: topic.authorId, type: 'moderation', action: 'topic.update' });
      await tell(await this.follows.unmuted(manager, drafts));
      return after;
    });
    if (topic.authorId !== user.id) await this.audit.record(user, 'topic.update', { type: 'topic', id, label: saved.title, details: { topicId: id, topicTitle: saved.title } });
    return saved;
  }

  /**
   * Sets only the given columns and answers the fresh row: saving the topic read at the start of the
   * request would put back the views, comments and likes counted meanwhile.
   */
  private async write(id: string, patch: QueryDeepPartialEntity<Topic>, manager?: EntityManager): Promise<Topic> {
    const topics = manager?.getRepository(Topic) ?? this.topics;
    if (isUUID(id) && Object.keys(patch).length > 0) await topics.update({ id, deletedAt: IsNull() }, patch);
    const topic = isUUID(id) ? await topics.findOne({ where: { id }, relations: { author: true } }) : null;
    if (!topic) throw notFound('Topic');
    return topic;
  }

  async delete(id: string, user: User): Promise<boolean> {
    const topic = await this.findById(id);
    this.assertAuthorOrModerator(topic, user);
    await this.notifications.inTransaction(async (manager, tell) => {
      await manager.getRepository(Topic).softDelete({ id });
      await manager.query('UPDATE users SET posts_count = GREATEST(posts_count - 1, 0) WHERE id = $1', [topic.authorId]);
      if (topic.authorId !== user.id) {
        await this.audit.record(user, 'topic.delete', { type: 'topic', id, label: topic.title, details: { topicId: id, topicTitle: topic.title } }, manager);
        await tell([{ recipientId: topic.authorId, actorId: user.id, type: 'moderation', action: 'topic.delete', topicId: id }]);
      }
    });
    // Its watchers learn it is gone, and their subscriptions end.
    await this.events.publish({ kind: TopicEventKind.TOPIC_DELETED, topicId: id });
    return true;
  }

  /** Pin, unpin, lock, unlock: moderators and admins (the resolver and controller check the role). */
  async setFlag(id: string, flag: 'pinned' | 'locked', value: boolean, user: User): Promise<Topic> {
    const action: NotificationAction = `topic.${flag === 'pinned' ? (value ? 'pin' : 'unpin') : value ? 'lock' : 'unlock'}`;
    const saved = await this.notifications.inTransaction(async (manager, tell) => {
      const topic = await this.write(id, { [flag]: value }, manager);
      await tell([{ recipientId: topic.authorId, actorId: user.id, type: 'moderation', action, topicId: id }]);
      return topic;
    });
    await this.audit.record(user, action, { type: 'topic', id, label: saved.title, details: { topicId: id, topicTitle: saved.title } });
    return saved;
  }

  /**
   * Locks (true) or unlocks (false) every id in one transaction: all of them change, or none does (an unknown or
   * deleted topic refuses the whole set, each id answering why). Each author is told, as for one topic.
   */
  bulkSetLocked(ids: string[], locked: boolean, user: User): Promise<BulkOutcome> {
    const action: NotificationAction = locked ? 'topic.lock' : 'topic.unlock';
    let tell: (drafts: NotificationDraft[]) => Promise<void>;
    return allOrNothing(
      ids,
      { table: 'topics', noun: 'topic', max: BULK_MAX_TOPICS },
      (work) =>
        this.notifications.inTransaction((manager, told) => {
          tell = told;
          return work(manager);
        }),
      async (manager, id) => {
        const topic = await this.write(id, { locked }, manager);
        await tell([{ recipientId: topic.authorId, actorId: user.id, type: 'moderation', action, topicId: id }]);
        await this.audit.record(
          user,
          action,
          { type: 'topic', id, label: topic.title, details: { topicId: id, topicTitle: topic.title, count: new Set(ids).size } },
          manager,
        );
      },
    );
  }

  /** Counted in SQL, so parallel views are never lost. */
  async incrementViews(id: string): Promise<number> {
    if (!isUUID(id)) throw notFound('Topic');
    const rows = await returningRows<{ views: number }>(
      this.dataSource,
      'UPDATE topics SET views = views + 1 WHERE id = $1 AND deleted_at IS NULL RETURNING views',
      [id],
    );
    if (rows.length === 0) throw notFound('Topic');
    return rows[0].views;
  }

  async toggleLike(id: string, user: User): Promise<LikeResult> {
    const topic = await this.findById(id);
    const told: string[] = [];
    const result = await toggleReaction(
      this.dataSource,
      { reactions: 'topic_likes', targetColumn: 'topic_id', counted: 'topics' },
      user.id,
      id,
      async (manager) => {
        const like = { recipientId: topic.authorId, actorId: user.id, type: 'like' as const, topicId: id, groupKey: `like:topic:${id}` };
        told.push(...(await this.notifications.record(manager, await this.follows.unmuted(manager, [like]))));
      },
    );
    this.notifications.changed(told);
    await this.events.publish({ kind: TopicEventKind.TOPIC_LIKES, topicId: id, likes: result.likes });
    return result;
  }

  /** For DataLoaders: which of these topics the user liked. */
  async likedBy(userId: string, topicIds: readonly string[]): Promise<boolean[]> {
    const rows = await this.dataSource
      .getRepository(TopicLike)
      .createQueryBuilder('l')
      .where('l.user_id = :userId', { userId })
      .andWhere('l.topic_id IN (:...ids)', { ids: [...topicIds] })
      .getMany();
    const set = new Set(rows.map((r) => r.topicId));
    return topicIds.map((id) => set.has(id));
  }

  async byAuthor(username: string, skip = 0, take = 20): Promise<TopicList> {
    const [items, totalItems] = await this.filtered({ authorUsername: username })
      .orderBy('t.create_date', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .offset(skip)
      .limit(take)
      .getManyAndCount();
    return { items, totalItems };
  }

  /**
   * The topics that link a pepper with `[[Name]]` in their text or in a comment still shown (pepper_links), newest
   * first, PEPPER_TOPICS_PAGE a page; a page past the end is empty.
   */
  async linkingPepper(pepperId: string, page: number): Promise<TopicList> {
    if (!isUUID(pepperId)) return { items: [], totalItems: 0 };
    const [items, totalItems] = await this.topics
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.author', 'author')
      .where(
        `EXISTS (SELECT 1 FROM pepper_links l LEFT JOIN comments c ON c.id = l.post_id AND c.deleted_at IS NULL
          WHERE l.topic_id = t.id AND l.pepper_id = :pepperId AND (l.post_id = t.id OR c.id IS NOT NULL))`,
        { pepperId },
      )
      .orderBy('t.create_date', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .offset((Math.min(Math.max(Math.trunc(page) || 1, 1), PEPPER_TOPICS_MAX_PAGE) - 1) * PEPPER_TOPICS_PAGE)
      .limit(PEPPER_TOPICS_PAGE)
      .getManyAndCount();
    return { items, totalItems };
  }
}
