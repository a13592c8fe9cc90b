import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_DIFFICULTY,
  isActiveAdmin,
  normalizeDifficulty,
  normalizeGroup,
  heatLevelMismatch,
  heatLevelMismatchMessage,
  heatLevelOfShu,
  normalizeText,
  parseShu,
  shuMidpoint,
  validatePepper,
  validatePepperSources,
  normalizePepperSources,
  searchWords,
} from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, IsNull, QueryFailedError, type Repository, type SelectQueryBuilder } from 'typeorm';
import { AppError, assertActiveAdmin, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid, messageText } from '../common/errors/domain-validation.js';
import { clampPaging } from '../common/pagination/paging.js';
import { RawEntityColumns } from '../common/database/raw-entities.js';
import { AuditService } from '../audit/audit.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { User } from '../accounts/user.entity.js';
import type { PepperInput, UpdatePepperInput } from './dto/pepper.input.js';
import type { PepperListArgs, PepperSortField } from './dto/pepper-list.args.js';
import type {
  FacetCount,
  PepperList,
  PepperStats,
  PepperStatusActionName,
} from './dto/pepper-results.type.js';
import { Pepper } from './pepper.entity.js';
import { Favorite } from './pepper-reaction.entities.js';
import { appearanceFields, growingFields, originFields } from './pepper-facts.utils.js';
import { CatalogueCache, catalogueFilterKey } from './catalogue-cache.service.js';
import { CatalogueIndexService } from './catalogue-index.service.js';
import { changesOf, pepperDetails } from './pepper-audit.utils.js';
import { TYPOS_WHEN_FEWER_THAN } from '../common/search/folded-search.js';
import { COUNT_CAP, type PepperSearch, pepperSearch } from './pepper-search.js';
import { FACET_COLUMNS, pepperFilterValues } from './pepper-filter.js';
import type { IndexFacet } from './catalogue-index.js';

import { firstFreeSlug, slugify } from './pepper-slug.utils.js';
import { preparedQuery, queryWithSettings } from '../common/sql.js';

/**
 * How many peppers a filter matches (with `capped`, at least that many: the count stopped there), and whether its
 * search forgives typos to find them (pepper-search.ts).
 */
interface Matches {
  total: number;
  capped: boolean;
  typos: boolean;
  /** How many of them have the search's phrase in a name (relevance's first tier), where counted. */
  inNames?: number;
}

/**
 * What a name sorts by in the reader's language: the Hebrew name for Hebrew readers (the English one where there is
 * none), the English name otherwise; folded, finals as plain letters, compared byte by byte, so both databases give one
 * order. The keys are stored and indexed (StoredNameKeys migration): a sort never folds a name again.
 */
function nameOrder(language: string | undefined): string {
  return language === 'he' ? `p.name_key_he COLLATE "C"` : `p.name_key_en COLLATE "C"`;
}

const SORT_COLUMNS: Record<Exclude<PepperSortField, 'relevance' | 'name'>, string> = {
  shu: 'p.shu_sort',
  popularity: 'p.likes * 5 + p.views',
  newest: 'p.created_at',
  oldest: 'p.created_at',
  lastUpdated: 'p.last_updated',
};
const DEFAULT_ORDER: Record<PepperSortField, 'ASC' | 'DESC'> = {
  relevance: 'DESC',
  name: 'ASC',
  shu: 'DESC',
  popularity: 'DESC',
  newest: 'DESC',
  oldest: 'ASC',
  lastUpdated: 'DESC',
};

const TEXT_FIELDS = [
  'name',
  'description',
  'hebName',
  'hebDescription',
  'flavor',
  'hebFlavor',
  'uses',
  'hebUses',
  'growingNote',
  'hebGrowingNote',
] as const;

export type PepperFields = Partial<Omit<Pepper, 'id' | 'slug' | 'createdAt' | 'deletedAt' | 'views' | 'likes'>>;

/**
 * Attempts at a free slug when other creates take the chosen one at the same moment: each round at
 * least one of them commits, so n creates of one name need up to n rounds (an admin's parallel
 * creates, or an import beside them); past this the create answers CONFLICT.
 */
const SLUG_ATTEMPTS = 20;

function isSlugTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string; message?: string } | undefined;
  const code = (error as QueryFailedError & { code?: string }).code ?? driver?.code;
  return code === '23505' && `${driver?.constraint ?? ''} ${driver?.message ?? error.message}`.includes('peppers_slug_key');
}

/** Text as stored (normalizeText); nothing visible is no value. */
function cleanText(value: string | null | undefined): string | null {
  const text = normalizeText(value);
  return text === '' ? null : text;
}

@Injectable()
export class PeppersService {
  constructor(
    @InjectRepository(Pepper) private readonly peppers: Repository<Pepper>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly cache: CatalogueCache,
    private readonly searchIndex: CatalogueIndexService,
  ) {
    this.cards = new RawEntityColumns(dataSource, Pepper, 'p');
  }

  /** A list page's peppers: every column a pepper selects (byIds). */
  private readonly cards: RawEntityColumns<Pepper>;

  // ------------------------------------------------------------------ reading

  /** The catalogue's query for a filter as this viewer may see it (also the bulk changes' selection). */
  filtered(args: Partial<PepperListArgs>, viewer: User | undefined, search: PepperSearch | null): SelectQueryBuilder<Pepper> {
    const status = args.status ?? 'active';
    if (status !== 'active') assertActiveAdmin(viewer);
    const qb = this.peppers.createQueryBuilder('p');
    if (status === 'active') qb.andWhere('p.is_active = true');
    if (status === 'inactive') qb.andWhere('p.is_active = false');
    if (search) qb.andWhere(search.where, search.params);
    const values = pepperFilterValues(args);
    for (const [facet, list] of Object.entries(values.facets) as [IndexFacet, string[]][]) qb.andWhere(`${FACET_COLUMNS[facet]} IN (:...${facet})`, { [facet]: list });
    if (values.featured !== undefined) qb.andWhere('p.is_featured = :featured', { featured: values.featured });
    if (args.ids)
      qb.andWhere('p.id IN (:...ids)', { ids: args.ids.filter((id) => isUUID(id)).concat('00000000-0000-0000-0000-000000000000') });
    if (args.favoritesOnly) {
      if (!viewer) throw new AppError(ErrorCode.UNAUTHENTICATED);
      qb.innerJoin(Favorite, 'f', 'f.pepper_id = p.id AND f.user_id = :viewerId', { viewerId: viewer.id });
    }
    return qb;
  }

  /**
   * The search of a filter as the list runs it: the words as typed, or forgiving typos when those find fewer than
   * TYPOS_WHEN_FEWER_THAN peppers (one count more; the list itself learns it from its page's count).
   */
  async searchOf(args: Partial<PepperListArgs>, viewer: User | undefined): Promise<PepperSearch | null> {
    const exact = pepperSearch(args.search, args.searchIn ?? 'all', false);
    if (!exact?.forgivable) return exact;
    const found = await this.filtered(args, viewer, exact).select('p.id', 'id').limit(TYPOS_WHEN_FEWER_THAN).getRawMany();
    return found.length < TYPOS_WHEN_FEWER_THAN ? pepperSearch(args.search, args.searchIn ?? 'all', true) : exact;
  }

  /**
   * A page of the catalogue, or with `all` every match (the REST list of the original client).
   * A search is ordered by relevance unless another order is asked for; relevance without a search is by name.
   *
   * The uncached path (issue 34): the matches are counted only as far as a reader's list needs them (COUNT_CAP, or one
   * past the page asked for; `exactTotal` counts them all, for a pager that shows the last page), and that count
   * chooses how the page is read: a search's few matches are gathered through its trigram indexes and sorted; many are
   * read in order from the sort's index, which meets a page of them within a few hundred rows.
   */
  async list(args: Partial<PepperListArgs>, viewer?: User, options: { all?: boolean } = {}): Promise<PepperList> {
    const exact = pepperSearch(args.search, args.searchIn ?? 'all', false);
    const forgiving = exact?.forgivable ? pepperSearch(args.search, args.searchIn ?? 'all', true) : null;
    const requested = args.sortBy ?? (exact ? 'relevance' : 'name');
    const sortBy = requested === 'relevance' && !exact ? 'name' : requested;
    const direction = args.sortOrder ? (args.sortOrder === 'asc' ? 'ASC' : 'DESC') : DEFAULT_ORDER[sortBy];
    const order = (search: PepperSearch | null): [string, 'ASC' | 'DESC'][] => {
      if (sortBy === 'relevance' && search) {
        // Best first is DESC; ASC turns every relevance term around.
        const flip = (d: 'ASC' | 'DESC') => (direction === 'DESC' ? d : d === 'ASC' ? 'DESC' : 'ASC');
        return [...search.order.map(([expression, d]): [string, 'ASC' | 'DESC'] => [expression, flip(d)]), [nameOrder(args.language), 'ASC'], ['p.id', 'ASC']];
      }
      if (sortBy === 'name') return [[nameOrder(args.language), direction], ['p.id', 'ASC']];
      // Ties by name, then id.
      return [[SORT_COLUMNS[sortBy as Exclude<PepperSortField, 'relevance' | 'name'>], direction], [nameOrder(args.language), 'ASC'], ['p.id', 'ASC']];
    };
    const ordered = (search: PepperSearch | null) => {
      const qb = this.filtered(args, viewer, search);
      // TypeORM keys ORDER BY terms by expression: never repeat one.
      for (const [expression, d] of order(search)) qb.addOrderBy(expression, d);
      return qb;
    };
    if (options.all) {
      let items = await ordered(exact).getMany();
      if (forgiving && items.length < TYPOS_WHEN_FEWER_THAN) items = await ordered(forgiving).getMany();
      return { items, totalItems: items.length, totalCapped: false };
    }
    const { skip, take } = clampPaging(args.skip, args.take);
    // A favourites list depends on the viewer's favourites, which the catalogue version does not follow.
    if (args.favoritesOnly) {
      let [items, totalItems] = await ordered(exact).offset(skip).limit(take).getManyAndCount();
      if (forgiving && totalItems < TYPOS_WHEN_FEWER_THAN) [items, totalItems] = await ordered(forgiving).offset(skip).limit(take).getManyAndCount();
      return { items, totalItems, totalCapped: false };
    }
    // Relevance, best first: the matches with the phrase in a name come first, the others after.
    const bestFirst = sortBy === 'relevance' && direction === 'DESC';
    const limit = args.exactTotal ? null : Math.max(COUNT_CAP, skip + take + 1);
    const version = await this.cache.current();
    const filter = catalogueFilterKey(args);
    const counted = (ranked: boolean) =>
      this.cache.remember(version, `matches ${filter} ${ranked ? 'ranked' : 'plain'} ${limit ?? 'all'}`, () =>
        this.matches(args, viewer, exact, forgiving, limit, ranked),
      );
    let known: Matches | undefined;
    const pageIds = async (): Promise<string[]> => {
      // The index in memory, when it holds this version and can answer this list (catalogue-index.service.ts). Its
      // popularity may be a second old, as a guest's answer may: a member sees the current order, in SQL.
      const indexed =
        (args.status ?? 'active') === 'active' && (args.searchIn ?? 'all') === 'all' && !args.ids && (sortBy !== 'popularity' || !viewer)
          ? await this.searchIndex.search(version, searchWords(args.search), pepperFilterValues(args), { by: sortBy, direction, language: args.language === 'he' ? 'he' : 'en' }, skip, take)
          : null;
      if (indexed) {
        // The counts SQL gives: up to the limit for relevance best first and without a search, exact for a search in
        // another order (its matches are gathered whole).
        const over = (bestFirst || !exact) && limit !== null && indexed.total > limit;
        const settled: Matches = { total: over ? limit : indexed.total, capped: over, typos: indexed.typos };
        known = settled;
        const key = !exact ? `plain ${limit ?? 'all'}` : bestFirst ? `ranked ${limit ?? 'all'}` : 'gathered';
        void this.cache.remember(version, `matches ${filter} ${key}`, async () => settled);
        return indexed.ids;
      }
      // Without a search an index gives the page in order (the facets' statistics keep a rare filter off a long walk);
      // the count comes after, only if the page does not end the matches.
      if (!exact) return this.page(ordered(null), skip, take);
      if (bestFirst) {
        // Relevance ranks the matches by their closeness to the names (a trigram comparison of each): counted first,
        // the page is ranked among the matches with the phrase in a name alone when they fill it (the top of the order
        // is the same rows).
        known = await counted(true);
        const search = known.typos ? forgiving! : exact;
        if (skip >= known.total && !known.capped) return [];
        const qb = ordered(search);
        return this.page(known.inNames !== undefined && known.inNames >= skip + take ? qb.andWhere(search.inNames) : qb, skip, take, order(search), search);
      }
      // A search in another order: its page with its total in the same statement (its matches gathered through the
      // trigram indexes and sorted whole: one pass over them instead of two), past the last match too. Reading a common
      // word's page in the order's index instead was tried (issue 34) and cost more: a word that goes against the order
      // walks most of the index, and a walk bounded by the planner's estimate still needs the count it saved.
      const read = async (search: PepperSearch): Promise<{ ids: string[]; total: number }> => {
        const rows = await this.sortedPage(ordered(search), skip, take, order(search), true, search);
        return { ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])), total: rows[0]?.total ?? 0 };
      };
      let found = await read(exact);
      let typos = false;
      if (forgiving && found.total < TYPOS_WHEN_FEWER_THAN) {
        found = await read(forgiving);
        typos = true;
      }
      const settled: Matches = { total: found.total, capped: false, typos };
      known = settled;
      void this.cache.remember(version, `matches ${filter} gathered`, async () => settled);
      return found.ids;
    };
    // Views and likes move the popularity order without a new version: that page is read every time.
    const ids =
      sortBy === 'popularity'
        ? await pageIds()
        : await this.cache.remember(version, `page ${filter} ${sortBy} ${direction} ${args.language === 'he' ? 'he' : 'en'} ${skip} ${take}`, pageIds);
    const items = await this.byIds(ids);
    // A page short of `take` ends the matches: its end is the total, whatever the count stopped at.
    if (ids.length < take && (ids.length > 0 || skip === 0)) return { items, totalItems: skip + ids.length, totalCapped: false };
    // A kept page was read without its count: counted now (kept too), as far as the reader's list needs.
    known ??= exact && !bestFirst ? await this.cache.remember(version, `matches ${filter} gathered`, () => this.matches(args, viewer, exact, forgiving, null, false)) : await counted(bestFirst);
    return { items, totalItems: known.total, totalCapped: known.capped };
  }

  /**
   * How many peppers a filter matches, counted up to `limit` (null: all of them): the words as typed, or forgiving typos
   * when those find fewer than TYPOS_WHEN_FEWER_THAN; with `ranked`, also how many have the search's phrase in a name.
   */
  private async matches(
    args: Partial<PepperListArgs>,
    viewer: User | undefined,
    exact: PepperSearch | null,
    forgiving: PepperSearch | null,
    limit: number | null,
    ranked: boolean,
  ): Promise<Matches> {
    const found = await this.countMatches(args, viewer, exact, limit, ranked);
    if (forgiving && found.total < TYPOS_WHEN_FEWER_THAN) return { ...(await this.countMatches(args, viewer, forgiving, limit, ranked)), typos: true };
    return { ...found, typos: false };
  }

  /**
   * One statement: the filter's matches counted up to `limit` (a LIMIT inside the count: a common word stops after that
   * many rows instead of reading every one), and with `ranked` those with the phrase in a name, up to the same limit.
   * A typo's comparison on every row of a table scan costs far more than the planner thinks: a search that forgives
   * typos is counted with sequential scans off, through its trigram indexes (the forum search's count does the same).
   */
  private async countMatches(
    args: Partial<PepperListArgs>,
    viewer: User | undefined,
    search: PepperSearch | null,
    limit: number | null,
    ranked: boolean,
  ): Promise<Omit<Matches, 'typos'>> {
    const counted = (qb: SelectQueryBuilder<Pepper>) => {
      const rows = qb.select('p.id').getQuery();
      return `(SELECT count(*) FROM (${limit === null ? rows : `${rows} LIMIT ${limit + 1}`}) c)::int`;
    };
    const all = this.filtered(args, viewer, search);
    const columns = [`${counted(all)} AS total`];
    if (ranked && search) columns.push(`${counted(this.filtered(args, viewer, search).andWhere(search.inNames))} AS "inNames"`);
    const [sql, values] = this.dataSource.driver.escapeQueryWithParameters(`SELECT ${columns.join(', ')}`, all.getParameters());
    const rows: { total: number; inNames?: number }[] = await this.read(search?.typos ? ['SET LOCAL enable_seqscan = off', ...search.settings] : [], sql, values);
    const total = Number(rows[0]?.total ?? 0);
    const upTo = (n: number) => (limit !== null && n > limit ? limit : n);
    return {
      total: upTo(total),
      capped: limit !== null && total > limit,
      ...(rows[0]?.inNames !== undefined ? { inNames: upTo(Number(rows[0].inNames)) } : {}),
    };
  }

  /**
   * The ids of one page of an ordered filter. Without a search's order (`sortedAfter`), the planner reads the order's
   * index. With it, the matches are gathered first (the search's trigram indexes) and sorted after, in a subquery the
   * planner keeps apart (OFFSET 0): walking a sort index and testing every row against the words is what made a rare
   * word sorted by heat take seconds at 100,000 rows (and a word that goes with the order, "padron" by heat, still
   * walks most of the index before its first match).
   */
  private async page(
    qb: SelectQueryBuilder<Pepper>,
    skip: number,
    take: number,
    sortedAfter?: [string, 'ASC' | 'DESC'][],
    search?: PepperSearch,
  ): Promise<string[]> {
    if (!sortedAfter) return (await qb.clone().select('p.id', 'id').offset(skip).limit(take).getRawMany<{ id: string }>()).map((r) => r.id);
    return (await this.sortedPage(qb, skip, take, sortedAfter, false, search)).flatMap((r) => (r.id === null ? [] : [r.id]));
  }

  /**
   * A gathered and sorted page (see page()). With `withTotal`, the number of all the matches beside each row, and past
   * the last match one row without an id that carries it: the matches are gathered once (a materialized CTE), counted and
   * sorted for the page, so a page past the end needs no second gathering to say how many there are.
   */
  private async sortedPage(
    qb: SelectQueryBuilder<Pepper>,
    skip: number,
    take: number,
    sortedAfter: [string, 'ASC' | 'DESC'][],
    withTotal: boolean,
    search?: PepperSearch,
  ): Promise<{ id: string | null; total: number }[]> {
    const inner = qb.clone().orderBy().select('p.id', 'id');
    // The sort keys as columns of the subquery (the id is one already: TypeORM selects an expression once).
    sortedAfter.forEach(([expression], i) => expression !== 'p.id' && inner.addSelect(expression, `k${i}`));
    const [sql, parameters] = inner.getQueryAndParameters();
    const keys = (table: string) => sortedAfter.map(([expression, d], i) => `${table}.${expression === 'p.id' ? 'id' : `k${i}`} ${d}`).join(', ');
    const page = `LIMIT ${Number(take)} OFFSET ${Number(skip)}`;
    const rows: { id: string | null; total?: string }[] = await this.read(
      search?.settings ?? [],
      withTotal
        ? `WITH m AS MATERIALIZED (${sql}) SELECT pg.id, t.total FROM (SELECT count(*) AS total FROM m) t ` +
            `LEFT JOIN LATERAL (SELECT m.* FROM m ORDER BY ${keys('m')} ${page}) pg ON true ORDER BY ${keys('pg')}`
        : `SELECT m.id FROM (${sql} OFFSET 0) m ORDER BY ${keys('m')} ${page}`,
      parameters,
    );
    return rows.map((r) => ({ id: r.id, total: Number(r.total ?? 0) }));
  }

  /** A statement, with `settings` (SET LOCAL ...) for it alone when there are any. */
  private read<T>(settings: string[], sql: string, parameters: unknown[]): Promise<T[]> {
    return queryWithSettings<T>(this.dataSource, settings, sql, parameters);
  }

  /** Peppers by id, in the order given (ids that are gone are left out). */
  private async byIds(ids: string[]): Promise<Pepper[]> {
    if (ids.length === 0) return [];
    // A statement of our own, one text for every page (prepared on PostgreSQL): the repository's find built a statement
    // of as many parameters as ids, planned each time, and mapped its rows back through the query builder (issue 34).
    const rows = await preparedQuery<Record<string, unknown>>(
      this.dataSource,
      'peppers-by-ids',
      `SELECT ${this.cards.select} FROM peppers p WHERE p.id = ANY(CAST($1 AS uuid[])) AND p.deleted_at IS NULL`,
      [ids],
    );
    const byId = new Map(rows.flatMap((row) => {
      const pepper = this.cards.from(row);
      return pepper ? [[pepper.id, pepper] as const] : [];
    }));
    return ids.map((id) => byId.get(id)).filter((p): p is Pepper => p !== undefined);
  }

  async stats(): Promise<PepperStats> {
    const version = await this.cache.current();
    return this.cache.remember(version, 'stats', () => this.countStats());
  }

  private async countStats(): Promise<PepperStats> {
    const facet = async (column: string, hebColumn?: string): Promise<FacetCount[]> => {
      const rows = await this.peppers
        .createQueryBuilder('p')
        .select(`${column}`, 'value')
        .addSelect('count(*)::int', 'count')
        .addSelect(hebColumn ? `max(${hebColumn})` : 'NULL', 'hebValue')
        .where('p.is_active = true')
        .andWhere(`${column} IS NOT NULL`)
        .groupBy(column)
        .orderBy('count', 'DESC')
        .addOrderBy('value', 'ASC')
        .getRawMany<FacetCount>();
      return rows;
    };
    const hottestShu = async (): Promise<number> => {
      const row = await this.peppers
        .createQueryBuilder('p')
        .select('coalesce(max(p.shu_sort), 0)', 'top')
        .where('p.is_active = true')
        .getRawOne<{ top: number | string }>();
      return Number(row?.top ?? 0);
    };
    const [byHeatLevel, byOrigin, byGroup, byColor, byShape, total, hottest] = await Promise.all([
      facet('p.heat_level'),
      facet('p.country'),
      facet('p."group"'),
      facet('p.color'),
      facet('p.shape'),
      this.peppers.countBy({ isActive: true }),
      hottestShu(),
    ]);
    return { total, byHeatLevel, byOrigin, byGroup, byColor, byShape, hottestShu: hottest };
  }

  /** The hottest active peppers, rated like everywhere else by the middle of their SHU range. */
  hottest(limit: number): Promise<Pepper[]> {
    return this.peppers
      .createQueryBuilder('p')
      .where('p.is_active = true')
      .orderBy('p.shu_sort', 'DESC')
      .addOrderBy('lower(p.name)', 'ASC')
      .take(Math.min(Math.max(limit, 1), 24))
      .getMany();
  }

  /** Inactive peppers exist only for active admins. */
  async findById(id: string, viewer?: User, manager?: EntityManager): Promise<Pepper> {
    const repo = manager?.getRepository(Pepper) ?? this.peppers;
    const pepper = isUUID(id) ? await repo.findOneBy({ id }) : null;
    if (!pepper || (!pepper.isActive && !isActiveAdmin(viewer))) throw notFound('Pepper');
    return pepper;
  }

  /** The pepper at /peppers/<slug>; inactive ones only for active admins, as by id. */
  async findBySlug(slug: string, viewer?: User): Promise<Pepper> {
    const pepper = slug.length <= 80 ? await this.peppers.findOneBy({ slug: slug.toLowerCase() }) : null;
    if (!pepper || (!pepper.isActive && !isActiveAdmin(viewer))) throw notFound('Pepper');
    return pepper;
  }

  /** REST's GET /api/peppers/:id takes either. */
  findByIdOrSlug(idOrSlug: string, viewer?: User): Promise<Pepper> {
    return isUUID(idOrSlug) ? this.findById(idOrSlug, viewer) : this.findBySlug(idOrSlug, viewer);
  }

  /** A slug for a new pepper: the name's, with -2, -3, ... when taken (deleted peppers keep theirs). */
  private async freeSlug(name: string): Promise<string> {
    // Slugs are [a-z0-9-] only: nothing to escape in the LIKE pattern.
    const base = slugify(name);
    const rows: { slug: string }[] = await this.peppers
      .createQueryBuilder('p')
      .withDeleted()
      .select('p.slug', 'slug')
      .where('p.slug = :base OR p.slug LIKE :pattern', { base, pattern: `${base}-%` })
      .getRawMany();
    return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
  }

  // ------------------------------------------------------------------ writing (admins)

  /** Validates with the domain rules and returns normalised column values (also the import's check of each row). */
  normalise(input: Partial<PepperInput>, existing?: Pepper): PepperFields {
    // The readable origin and growing time are the server's own text (longer than an input may be): only
    // what the write sends of them is checked.
    const { origin, hebOrigin, growingTime, ...stored } = existing ?? ({} as Partial<Pepper>);
    const merged = { ...stored, ...input } as Record<string, unknown>;
    assertValid(
      validatePepper({
        ...merged,
        shu: (merged.shu as string | null | undefined) ?? null,
      } as Parameters<typeof validatePepper>[0], existing ? 'edit' : 'add'),
    );
    const fields: PepperFields = {};
    for (const key of TEXT_FIELDS) {
      if (input[key] !== undefined) (fields as Record<string, unknown>)[key] = cleanText(input[key] as string | null);
    }
    let range = existing ? { min: existing.shuMin, max: existing.shuMax } : null;
    if (input.shu !== undefined) {
      const shu = parseShu(input.shu);
      if (!shu) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Invalid SHU value', { fields: { shu: 'shuInvalid' } });
      Object.assign(fields, { shu: shu.text, shuMin: shu.min, shuMax: shu.max, shuSort: shuMidpoint(shu) });
      range = shu;
    }
    // The level is the SHU's, written with it; a level sent along is only checked (older clients send one).
    if (range && (input.shu !== undefined || input.heatLevel !== undefined)) {
      const expected = heatLevelMismatch(input.heatLevel, range);
      if (expected) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, heatLevelMismatchMessage(expected), {
          fields: { heatLevel: 'heatLevelMismatch' },
          params: { expected },
        });
      }
      fields.heatLevel = heatLevelOfShu(range);
    }
    if (input.sources !== undefined) {
      const sources = input.sources ?? [];
      const failed = validatePepperSources(sources);
      if (failed) {
        throw new AppError(ErrorCode.BAD_USER_INPUT, messageText(failed.key), {
          fields: { sources: failed.key },
          // Which source (1-based, as the form numbers them) and which part of it; none for too many sources.
          ...(failed.index !== null && failed.field ? { params: { source: String(failed.index + 1), part: failed.field } } : {}),
        });
      }
      fields.sources = normalizePepperSources(sources);
    }
    Object.assign(fields, originFields(input, existing), growingFields(input), appearanceFields(input));
    if (input.group !== undefined) fields.group = normalizeGroup(input.group) as string;
    if (input.difficulty !== undefined) fields.difficulty = normalizeDifficulty(input.difficulty) ?? DEFAULT_DIFFICULTY;
    if (input.isActive !== undefined && input.isActive !== null) fields.isActive = input.isActive;
    if (input.isFeatured !== undefined && input.isFeatured !== null) fields.isFeatured = input.isFeatured;
    if (input.img !== undefined) {
      const img = cleanText(input.img);
      if (img) this.uploads.assertImageUrl(img);
      fields.img = img;
    }
    return fields;
  }

  async create(input: PepperInput, actor?: User): Promise<Pepper> {
    const fields = this.normalise(input);
    if (fields.img) await this.uploads.assertStoredImage(fields.img);
    let saved: Pepper | undefined;
    for (let attempt = 1; !saved; attempt += 1) {
      const pepper = this.peppers.create({
        difficulty: DEFAULT_DIFFICULTY,
        isActive: true,
        isFeatured: false,
        ...fields,
        slug: await this.freeSlug(fields.name ?? ''),
        views: 0,
        likes: 0,
        lastUpdated: new Date(),
      });
      try {
        saved = await this.peppers.save(pepper);
      } catch (error) {
        // Another create took the same slug between our look and our insert: look again.
        if (attempt >= SLUG_ATTEMPTS || !isSlugTaken(error)) throw error;
      }
    }
    await this.audit.record(actor, 'pepper.create', { type: 'pepper', id: saved.id, label: saved.name, details: pepperDetails(saved) });
    return saved;
  }

  async update(id: string, input: UpdatePepperInput, viewer: User): Promise<Pepper> {
    const pepper = await this.findById(id, viewer);
    const previousImage = pepper.img;
    const fields = this.normalise(input, pepper);
    if (fields.img && fields.img !== previousImage) await this.uploads.assertStoredImage(fields.img);
    const saved = await this.write(id, fields, viewer);
    if (previousImage && previousImage !== saved.img) await this.uploads.removeImage(previousImage);
    const changes = changesOf(pepper, fields);
    await this.audit.record(viewer, 'pepper.update', {
      type: 'pepper',
      id,
      label: saved.name,
      details: { ...pepperDetails(saved), fields: changes.map((c) => c.field), changes },
    });
    return saved;
  }

  /**
   * Sets only the given columns (and the edit time) and answers the fresh row: saving the pepper read
   * at the start of the request would put back the views and likes counted meanwhile.
   */
  private async write(id: string, patch: PepperFields, viewer: User): Promise<Pepper> {
    await this.peppers.update({ id, deletedAt: IsNull() }, { ...patch, lastUpdated: new Date() });
    return this.findById(id, viewer);
  }

  /** Soft delete, so an admin can undo it within a few seconds (restorePepper). */
  async delete(id: string, viewer: User): Promise<Pepper> {
    const pepper = await this.findById(id, viewer);
    await this.peppers.softDelete({ id: pepper.id });
    await this.audit.record(viewer, 'pepper.delete', { type: 'pepper', id, label: pepper.name, details: pepperDetails(pepper) });
    return pepper;
  }

  async restore(id: string, actor?: User): Promise<Pepper> {
    if (!isUUID(id)) throw notFound('Pepper');
    const result = await this.peppers.restore({ id });
    if (!result.affected) throw notFound('Pepper');
    const pepper = await this.peppers.findOneByOrFail({ id });
    await this.audit.record(actor, 'pepper.restore', { type: 'pepper', id, label: pepper.name, details: pepperDetails(pepper) });
    return pepper;
  }

  statusPatch(action: PepperStatusActionName, value: boolean): Partial<Pepper> {
    return action === 'active' ? { isActive: value } : { isFeatured: value };
  }

  async setStatus(id: string, action: PepperStatusActionName, value: boolean, viewer: User): Promise<Pepper> {
    const pepper = await this.findById(id, viewer);
    const saved = await this.write(id, this.statusPatch(action, value), viewer);
    await this.audit.record(viewer, `pepper.${action}.${value ? 'on' : 'off'}`, { type: 'pepper', id, label: pepper.name, details: pepperDetails(pepper) });
    return saved;
  }

  /** Sets or clears the stored image URL (the uploads service owns the files). */
  async setImage(id: string, img: string | null, viewer: User): Promise<{ pepper: Pepper; previous: string | null }> {
    const pepper = await this.findById(id, viewer);
    const previous = pepper.img;
    const saved = await this.write(id, { img }, viewer);
    await this.audit.record(viewer, img ? 'pepper.image.replace' : 'pepper.image.delete', { type: 'pepper', id, label: pepper.name, details: pepperDetails(pepper) });
    return { pepper: saved, previous };
  }

  /**
   * For DataLoaders: the slug of the active pepper named so (lower-cased English or Hebrew name), or null:
   * `[[Pepper name]]` in forum posts.
   */
  async slugsByLowerNames(names: readonly string[]): Promise<(string | null)[]> {
    const rows = await this.peppers
      .createQueryBuilder('p')
      .select(['p.name', 'p.hebName', 'p.slug'])
      .where('(lower(p.name) IN (:...names) OR lower(p.hebName) IN (:...names))', { names: [...names] })
      // Only the catalogue's public peppers: a link never reveals an inactive one.
      .andWhere('p.is_active = true')
      .getMany();
    const bySlug = new Map<string, string>();
    for (const row of rows) {
      bySlug.set(row.name.toLowerCase(), row.slug);
      if (row.hebName && !bySlug.has(row.hebName.toLowerCase())) bySlug.set(row.hebName.toLowerCase(), row.slug);
    }
    return names.map((name) => bySlug.get(name) ?? null);
  }
}

