import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../common/errors/app-error.js';
import { likePattern } from '../common/pagination/paging.js';
import type { TopicListArgs } from './dto/topic-list.args.js';
import type { ForumStats, TopicPage } from './dto/topic-page.type.js';
import { Topic } from './topic.entity.js';

const SORT_COLUMNS = { date: 't.create_date', views: 't.views', comments: 't.comments_count' } as const;
const PINNED_LIMIT = 20;

@Injectable()
export class TopicsService {
  constructor(@InjectRepository(Topic) private readonly topics: Repository<Topic>) {}

  private filtered(args: Pick<TopicListArgs, 'search' | 'category'>): SelectQueryBuilder<Topic> {
    // Many-to-one: joining the author adds no rows, so paging stays exact and authors cost no extra query.
    const qb = this.topics.createQueryBuilder('t').leftJoinAndSelect('t.author', 'author');
    if (args.category) qb.andWhere('t.category = :category', { category: args.category });
    const search = args.search?.trim();
    if (search) {
      qb.andWhere(
        "(t.title ILIKE :pattern OR t.subject ILIKE :pattern OR array_to_string(t.description, ' ') ILIKE :pattern)",
        { pattern: likePattern(search) },
      );
    }
    return qb;
  }

  async list(args: TopicListArgs): Promise<TopicPage> {
    const direction = args.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const [topics, total] = await this.filtered(args)
      .andWhere('t.pinned = false')
      .orderBy(SORT_COLUMNS[args.sortBy], direction)
      .addOrderBy('t.id', direction)
      .offset((args.page - 1) * args.limit)
      .limit(args.limit)
      .getManyAndCount();
    const pinnedTopics = await this.filtered(args)
      .andWhere('t.pinned = true')
      .orderBy('t.create_date', 'DESC')
      .limit(PINNED_LIMIT)
      .getMany();
    return {
      topics,
      pinnedTopics,
      total,
      stats: await this.stats(),
      currentPage: args.page,
      totalPages: Math.max(1, Math.ceil(total / args.limit)),
    };
  }

  async stats(): Promise<ForumStats> {
    const row = await this.topics
      .createQueryBuilder('t')
      .select('count(*)::int', 'totalTopics')
      .addSelect('coalesce(sum(t.views), 0)::int', 'totalViews')
      .addSelect('coalesce(sum(t.comments_count), 0)::int', 'totalComments')
      .getRawOne<ForumStats>();
    return row ?? { totalTopics: 0, totalViews: 0, totalComments: 0 };
  }

  async findById(id: string): Promise<Topic> {
    const topic = isUUID(id) ? await this.topics.findOne({ where: { id }, relations: { author: true } }) : null;
    if (!topic) throw notFound('Topic');
    return topic;
  }
}
