import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { notFound } from '../common/errors/app-error.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { Guide, NewsEvent, Recipe } from './content.entities.js';

/** How each kind of content is ordered in its list. */
const ORDER = {
  newsEvents: { entity: NewsEvent, order: { date: 'ASC' } },
  recipes: { entity: Recipe, order: { rating: 'DESC', title: 'ASC' } },
  guides: { entity: Guide, order: { views: 'DESC', title: 'ASC' } },
} as const;

export type ContentKind = keyof typeof ORDER;

/** The kind of content at each list's address: /news/<slug>, /recipes/<slug>, /guides/<slug>. */
export const PAGE_KINDS = { news: 'newsEvents', recipes: 'recipes', guides: 'guides' } as const satisfies Record<string, ContentKind>;
export type ContentPageKind = keyof typeof PAGE_KINDS;

/** A slug is at most this long (the column's length): a longer one finds nothing without asking the database. */
const SLUG_MAX = 80;

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

  /** The entry at /news/<slug>, /recipes/<slug> or /guides/<slug> (any case); NOT_FOUND when there is none. */
  async bySlug<T extends ObjectLiteral>(kind: ContentKind, slug: string): Promise<T> {
    const item = await this.findBySlug<T>(kind, slug);
    if (!item) throw notFound();
    return item;
  }

  /** The entry with this slug (any case), or null: the one rule for the API and the server's pages. */
  async findBySlug<T extends ObjectLiteral>(kind: ContentKind, slug: string): Promise<T | null> {
    if (slug.length > SLUG_MAX) return null;
    return this.dataSource.getRepository(ORDER[kind].entity as EntityTarget<T>).findOneBy({ slug: slug.toLowerCase() } as never);
  }

  /** The peppers each recipe uses (recipe_peppers), in the recipe's order; a pepper in the bin is left out. */
  async peppersOf(recipeIds: readonly string[]): Promise<Pepper[][]> {
    const links: { recipe_id: string; pepper_id: string }[] = await this.dataSource.query(
      'SELECT recipe_id, pepper_id FROM recipe_peppers WHERE recipe_id = ANY($1::uuid[]) ORDER BY recipe_id, position',
      [recipeIds],
    );
    const peppers = links.length ? await this.dataSource.getRepository(Pepper).findBy({ id: In([...new Set(links.map((l) => l.pepper_id))]) }) : [];
    const byId = new Map(peppers.map((p) => [p.id, p]));
    const byRecipe = new Map<string, Pepper[]>();
    for (const { recipe_id, pepper_id } of links) {
      const pepper = byId.get(pepper_id);
      if (pepper) byRecipe.set(recipe_id, [...(byRecipe.get(recipe_id) ?? []), pepper]);
    }
    return recipeIds.map((id) => byRecipe.get(id) ?? []);
  }

  /** The recipes that use a pepper, best rated first, as the recipe list orders them. */
  async recipesUsing(pepperId: string, skip: number, take: number): Promise<{ items: Recipe[]; totalItems: number }> {
    const [items, totalItems] = await this.dataSource
      .getRepository(Recipe)
      .createQueryBuilder('r')
      .innerJoin('recipe_peppers', 'rp', 'rp.recipe_id = r.id AND rp.pepper_id = :pepperId', { pepperId })
      .orderBy('r.rating', 'DESC')
      .addOrderBy('r.title', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { items, totalItems };
  }

  async get<T extends ObjectLiteral>(kind: ContentKind, id: string): Promise<T> {
    const item = isUUID(id) ? await this.dataSource.getRepository(ORDER[kind].entity as EntityTarget<T>).findOneBy({ id } as never) : null;
    if (!item) throw notFound();
    return item;
  }
}
