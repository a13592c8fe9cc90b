import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { notFound } from '../common/errors/app-error.js';
import { Guide, NewsEvent, Recipe } from './content.entities.js';

/** How each kind of content is ordered in its list. */
const ORDER = {
  newsEvents: { entity: NewsEvent, order: { date: 'ASC' } },
  recipes: { entity: Recipe, order: { rating: 'DESC', title: 'ASC' } },
  guides: { entity: Guide, order: { views: 'DESC', title: 'ASC' } },
} as const;

export type ContentKind = keyof typeof ORDER;

@Injectable()
export class ContentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list<T extends ObjectLiteral>(kind: ContentKind, skip: number, take: number): Promise<{ items: T[]; totalItems: number }> {
    const { entity, order } = ORDER[kind];
    const [items, totalItems] = await this.dataSource
      .getRepository(entity as EntityTarget<T>)
      .findAndCount({ order: order as never, skip, take });
    return { items, totalItems };
  }

  /** The entry at /news/<slug>, /recipes/<slug> or /guides/<slug>; NOT_FOUND when there is none. */
  async bySlug<T extends ObjectLiteral>(kind: ContentKind, slug: string): Promise<T> {
    const item =
      slug.length <= 80 ? await this.dataSource.getRepository(ORDER[kind].entity as EntityTarget<T>).findOneBy({ slug: slug.toLowerCase() } as never) : null;
    if (!item) throw notFound();
    return item;
  }

  async get<T extends ObjectLiteral>(kind: ContentKind, id: string): Promise<T> {
    const item = isUUID(id) ? await this.dataSource.getRepository(ORDER[kind].entity as EntityTarget<T>).findOneBy({ id } as never) : null;
    if (!item) throw notFound();
    return item;
  }
}
