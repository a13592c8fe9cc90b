import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { contentLines, validateGuide, validateNewsEvent, validateRecipe } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { Brackets, In, type DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { notFound } from '../common/errors/app-error.js';
import { firstFreeSlug, slugify } from '../common/slug.utils.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { Guide, NewsEvent, Recipe } from './content.entities.js';
import type { GuideInput, NewsEventInput, RecipeInput } from './content.inputs.js';

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

/** What an entry's page is called when its title has nothing for an address (the slug's fallback). */
const SLUG_FALLBACK: Record<ContentKind, string> = { newsEvents: 'news', recipes: 'recipe', guides: 'guide' };
/** The kind's page address, as the audit log's sentence links it. */
const PAGE_OF: Record<ContentKind, ContentPageKind> = { newsEvents: 'news', recipes: 'recipes', guides: 'guides' };

type Entry = NewsEvent | Recipe | Guide;
type Actor = { id: string };

/** A slug is at most this long (the column's length): a longer one finds nothing without asking the database. */
const SLUG_MAX = 80;

@Injectable()
export class ContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly uploads: UploadsService,
  ) {}

  async list<T extends ObjectLiteral>(kind: ContentKind, skip: number, take: number): Promise<{ items: T[]; totalItems: number }> {
    const { entity, order } = ORDER[kind];
    const [items, totalItems] = await this.dataSource
      .getRepository(entity as EntityTarget<T>)
      .findAndCount({ where: { published: true } as never, order: order as never, skip, take });
    return { items, totalItems };
  }

  /** Every entry of a kind, drafts too, last saved first; `search` finds words of either title (the control panel). */
  async adminList<T extends ObjectLiteral>(kind: ContentKind, skip: number, take: number, search?: string): Promise<{ items: T[]; totalItems: number }> {
    const query = this.dataSource.getRepository(ORDER[kind].entity as EntityTarget<T>).createQueryBuilder('c');
    const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    words.forEach((word, i) =>
      query.andWhere(
        new Brackets((q) => q.where(`lower(c.title) LIKE :w${i}`).orWhere(`lower(c.heb_title) LIKE :w${i}`)),
        { [`w${i}`]: `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%` },
      ),
    );
    const [items, totalItems] = await query.orderBy('c.updated_at', 'DESC').addOrderBy('c.id', 'ASC').skip(skip).take(take).getManyAndCount();
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
    return this.dataSource.getRepository(ORDER[kind].entity as EntityTarget<T>).findOneBy({ slug: slug.toLowerCase(), published: true } as never);
  }

  /** The peppers each recipe uses (recipe_peppers), in the recipe's order; a pepper in the bin or hidden from the site is left out. */
  async peppersOf(recipeIds: readonly string[]): Promise<Pepper[][]> {
    const links: { recipe_id: string; pepper_id: string }[] = await this.dataSource.query(
      'SELECT recipe_id, pepper_id FROM recipe_peppers WHERE recipe_id = ANY($1::uuid[]) ORDER BY recipe_id, position',
      [recipeIds],
    );
    const peppers = links.length ? await this.dataSource.getRepository(Pepper).findBy({ id: In([...new Set(links.map((l) => l.pepper_id))]), isActive: true }) : [];
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
      .where('r.published')
      .orderBy('r.rating', 'DESC')
      .addOrderBy('r.title', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { items, totalItems };
  }

  /** A published entry by its id; NOT_FOUND otherwise (a draft too). */
  async get<T extends ObjectLiteral>(kind: ContentKind, id: string): Promise<T> {
    const item = isUUID(id) ? await this.dataSource.getRepository(ORDER[kind].entity as EntityTarget<T>).findOneBy({ id, published: true } as never) : null;
    if (!item) throw notFound();
    return item;
  }

  saveNewsEvent(id: string | null, input: NewsEventInput, actor: Actor): Promise<NewsEvent> {
    assertValid(validateNewsEvent(input));
    return this.save<NewsEvent>('newsEvents', id, actor, {
      ...this.common(input),
      text: input.text.trim(),
      hebText: input.hebText.trim(),
      date: input.date,
      location: input.location.trim(),
      hebLocation: input.hebLocation.trim(),
      attendees: input.attendees,
    });
  }

  async saveRecipe(id: string | null, input: RecipeInput, actor: Actor): Promise<Recipe> {
    const pepperIds = [...new Set(input.pepperIds)];
    assertValid(validateRecipe({ ...input, pepperIds }));
    return this.save<Recipe>(
      'recipes',
      id,
      actor,
      {
        ...this.common(input),
        description: input.description.trim(),
        hebDescription: input.hebDescription.trim(),
        difficulty: input.difficulty,
        timeMinutes: input.timeMinutes,
        rating: Math.round(input.rating * 10) / 10,
        servings: input.servings,
        ingredients: contentLines(input.ingredients),
        hebIngredients: contentLines(input.hebIngredients),
        steps: contentLines(input.steps),
        hebSteps: contentLines(input.hebSteps),
      },
      (manager, recipeId) => this.writeRecipePeppers(manager, recipeId, pepperIds),
    );
  }

  saveGuide(id: string | null, input: GuideInput, actor: Actor): Promise<Guide> {
    assertValid(validateGuide(input));
    return this.save<Guide>('guides', id, actor, {
      ...this.common(input),
      description: input.description.trim(),
      hebDescription: input.hebDescription.trim(),
      level: input.level,
      durationMinutes: input.durationMinutes,
      body: contentLines(input.body),
      hebBody: contentLines(input.hebBody),
    });
  }

  /** Deletes an entry for good (a recipe's pepper links go with it); returns it as it was. */
  async remove<T extends Entry>(kind: ContentKind, id: string, actor: Actor): Promise<T> {
    // The picture's files go once the deletion is committed.
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ORDER[kind].entity as EntityTarget<T>);
      const entry = isUUID(id) ? await repo.findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } }) : null;
      if (!entry) throw notFound();
      await repo.delete(id);
      await this.audit.record(actor, 'content.delete', this.auditTarget(kind, entry), manager);
      return entry;
    }).then(async (entry) => {
      await this.uploads.removeImage(entry.image);
      return entry;
    });
  }

  private common(input: { title: string; hebTitle: string; published: boolean; image?: string | null }) {
    return {
      title: input.title.trim(),
      hebTitle: input.hebTitle.trim(),
      published: input.published,
      // Left out, the picture stays as it is; null removes it.
      ...(input.image === undefined ? {} : { image: input.image }),
    };
  }

  /** A picture must be one of our stored uploads. */
  private async assertImage(image: string | null | undefined): Promise<void> {
    if (typeof image !== 'string') return;
    const stored = await this.uploads.assertStoredImage(image).then(
      () => true,
      () => false,
    );
    if (!stored) assertValid({ image: 'imageInvalidType' });
  }

  /**
   * Creates (id null) or replaces an entry in one transaction with its audit entry (and a recipe's peppers). A new
   * entry's address comes from its English title (the first free numbered one when taken; creations of a kind take
   * turns for it); an edit keeps the address, so links to it go on working.
   */
  private async save<T extends Entry>(
    kind: ContentKind,
    id: string | null,
    actor: Actor,
    values: Partial<T>,
    after?: (manager: EntityManager, id: string) => Promise<void>,
  ): Promise<T> {
    if (id !== null && !isUUID(id)) throw notFound();
    await this.assertImage(values.image);
    let previousImage: string | null = null;
    const saved = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ORDER[kind].entity as EntityTarget<T>);
      let entry: T;
      if (id === null) {
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content-slug:${kind}`]);
        const base = slugify(values.title as string, SLUG_FALLBACK[kind]);
        const taken: { slug: string }[] = await repo
          .createQueryBuilder('c')
          .select('c.slug', 'slug')
          .where('c.slug = :base OR c.slug LIKE :numbered', { base, numbered: `${base}-%` })
          .getRawMany();
        entry = (await repo.save(repo.create({ ...values, slug: firstFreeSlug(base, new Set(taken.map((t) => t.slug))) } as never))) as unknown as T;
      } else {
        const found = await repo.findOne({ where: { id } as never, lock: { mode: 'pessimistic_write' } });
        if (!found) throw notFound();
        previousImage = found.image;
        entry = (await repo.save(repo.merge(found, values as never))) as T;
      }
      await after?.(manager, entry.id);
      await this.audit.record(actor, id === null ? 'content.create' : 'content.update', this.auditTarget(kind, entry), manager);
      return entry;
    });
    // A replaced or removed picture's files go once the change is committed.
    if (previousImage && previousImage !== saved.image) await this.uploads.removeImage(previousImage);
    return saved;
  }

  /**
   * A recipe's peppers, replaced in its order; an id that is no pepper in the catalogue is refused. Links to peppers
   * the site does not show (hidden, or in the bin) stay after the given ones: the form never lists them (Recipe.peppers
   * leaves them out), so leaving them out of a save does not mean to remove them, and a pepper shown again is linked again.
   */
  private async writeRecipePeppers(manager: EntityManager, recipeId: string, pepperIds: string[]): Promise<void> {
    const valid = pepperIds.filter((id) => isUUID(id));
    const found = valid.length ? await manager.getRepository(Pepper).find({ select: { id: true }, where: { id: In(valid) } }) : [];
    if (found.length !== pepperIds.length) assertValid({ pepperIds: 'contentPepperUnknown' });
    const unseen: { pepper_id: string }[] = await manager.query(
      `SELECT rp.pepper_id FROM recipe_peppers rp JOIN peppers p ON p.id = rp.pepper_id
       WHERE rp.recipe_id = $1 AND (NOT p.is_active OR p.deleted_at IS NOT NULL) AND NOT rp.pepper_id = ANY ($2::uuid[])
       ORDER BY rp.position`,
      [recipeId, pepperIds],
    );
    const kept = [...pepperIds, ...unseen.map((r) => r.pepper_id)];
    await manager.query('DELETE FROM recipe_peppers WHERE recipe_id = $1', [recipeId]);
    if (kept.length === 0) return;
    await manager.query(
      `INSERT INTO recipe_peppers (recipe_id, pepper_id, position)
       SELECT $1, id, ord::int - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, ord)`,
      [recipeId, kept],
    );
  }

  private auditTarget(kind: ContentKind, entry: Entry) {
    return { type: 'content' as const, id: entry.id, label: entry.title, details: { slug: entry.slug, contentKind: PAGE_OF[kind] } };
  }
}
