import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  countryCode,
  DEFAULT_DIFFICULTY,
  isActiveAdmin,
  normalizeDifficulty,
  normalizeGroup,
  heatLevelMismatch,
  heatLevelMismatchMessage,
  heatLevelOfShu,
  normalizeText,
  parseShu,
  pepperColor,
  pepperShape,
  shuMidpoint,
  PEPPER_FIELDS,
  type PepperField,
  validatePepper,
  validatePepperField,
} from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { type AuditAction, type AuditChange, type AuditDetails, auditValue } from '@pepper-atlas/domain';
import { DataSource, type EntityManager, In, IsNull, QueryFailedError, type Repository, type SelectQueryBuilder } from 'typeorm';
import { AppError, assertActiveAdmin, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { clampPaging } from '../common/pagination/paging.js';
import { lockRowsInOrder, retriedTransaction } from '../common/retried-transaction.js';
import { returningRows } from '../common/sql.js';
import { AuditService } from '../audit/audit.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { User } from '../accounts/user.entity.js';
import type { PepperInput, PepperPatchInput, UpdatePepperInput } from './dto/pepper.input.js';
import type { PepperFilterInput, PepperListArgs, PepperSortField } from './dto/pepper-list.args.js';
import type { BulkResult } from '../common/graphql/bulk-result.type.js';
import type {
  FacetCount,
  PepperList,
  PepperStats,
  PepperStatusActionName,
} from './dto/pepper-results.type.js';
import { Pepper } from './pepper.entity.js';
import { Favorite } from './pepper-reaction.entities.js';
import { type PepperBefore, PepperChangeSet } from './pepper-change-set.entity.js';
import { appearanceFields, growingFields, originFields } from './pepper-facts.js';
import { CatalogueCache, catalogueFilterKey } from './catalogue-cache.js';
import { deletePeppers, updatePeppers } from './pepper-batch-writes.js';
import { pepperSearch } from './pepper-search.js';
import { firstFreeSlug, slugify } from './pepper-slug.js';

/**
 * What a name sorts by in the reader's language (the NameOrder migration's key and indexes): the Hebrew name for
 * Hebrew readers (the English one where there is none), the English name otherwise; folded, finals as plain letters,
 * compared byte by byte, so both databases give one order.
 */
function nameOrder(language: string | undefined): string {
  return language === 'he' ? `name_order(coalesce(nullif(p.heb_name, ''), p.name)) COLLATE "C"` : `name_order(p.name) COLLATE "C"`;
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
] as const;

export type PepperFields = Partial<Omit<Pepper, 'id' | 'slug' | 'createdAt' | 'deletedAt' | 'views' | 'likes'>>;

/** Most ids one bulk change takes; a bulk edit of every pepper a filter matches takes up to BULK_MAX_MATCHING. */
const BULK_MAX_IDS = 500;
export const BULK_MAX_MATCHING = 10_000;

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
  ) {}

  // ------------------------------------------------------------------ reading

  private filtered(args: Partial<PepperListArgs>, viewer?: User): SelectQueryBuilder<Pepper> {
    const status = args.status ?? 'active';
    if (status !== 'active') assertActiveAdmin(viewer);
    const qb = this.peppers.createQueryBuilder('p');
    if (status === 'active') qb.andWhere('p.is_active = true');
    if (status === 'inactive') qb.andWhere('p.is_active = false');
    const search = pepperSearch(args.search, args.searchIn ?? 'all');
    if (search) qb.andWhere(search.where, search.params);
    // Colours and shapes may be named as codes or in either language; an unknown word matches nothing.
    const lists: [keyof PepperListArgs, string, (value: string) => string][] = [
      ['heatLevels', 'p.heat_level', (v) => v],
      ['groups', 'p."group"', (v) => v],
      ['colors', 'p.color', (v) => pepperColor(v) ?? ''],
      ['shapes', 'p.shape', (v) => pepperShape(v) ?? ''],
    ];
    for (const [arg, column, code] of lists) {
      const values = (args[arg] as string[] | undefined)?.filter((v) => v.trim() !== '');
      if (values?.length) qb.andWhere(`${column} IN (:...${arg})`, { [arg]: values.map(code) });
    }
    // Origins may be named as codes or in either language ("MX", "Mexico", "מקסיקו"); an unknown name matches nothing.
    const countries = [...(args.countries ?? []), ...(args.origins ?? [])].filter((v) => v.trim() !== '');
    if (countries.length) qb.andWhere('p.country IN (:...countries)', { countries: countries.map((c) => countryCode(c) ?? '') });
    if (args.featured !== undefined && args.featured !== null) qb.andWhere('p.is_featured = :featured', { featured: args.featured });
    if (args.ids)
      qb.andWhere('p.id IN (:...ids)', { ids: args.ids.filter((id) => isUUID(id)).concat('00000000-0000-0000-0000-000000000000') });
    if (args.favoritesOnly) {
      if (!viewer) throw new AppError(ErrorCode.UNAUTHENTICATED);
      qb.innerJoin(Favorite, 'f', 'f.pepper_id = p.id AND f.user_id = :viewerId', { viewerId: viewer.id });
    }
    return qb;
  }

  /**
   * A page of the catalogue, or with `all` every match (the REST list of the original client).
   * A search is ordered by relevance unless another order is asked for; relevance without a search is by name.
   */
  async list(args: Partial<PepperListArgs>, viewer?: User, options: { all?: boolean } = {}): Promise<PepperList> {
    const search = pepperSearch(args.search, args.searchIn ?? 'all');
    const requested = args.sortBy ?? (search ? 'relevance' : 'name');
    const sortBy = requested === 'relevance' && !search ? 'name' : requested;
    const direction = args.sortOrder ? (args.sortOrder === 'asc' ? 'ASC' : 'DESC') : DEFAULT_ORDER[sortBy];
    const qb = this.filtered(args, viewer);
    if (sortBy === 'relevance' && search) {
      // Best first is DESC; ASC turns every relevance term around.
      const flip = (d: 'ASC' | 'DESC') => (direction === 'DESC' ? d : d === 'ASC' ? 'DESC' : 'ASC');
      for (const [expression, order] of search.order) qb.addOrderBy(expression, flip(order));
      qb.addOrderBy(nameOrder(args.language), 'ASC').addOrderBy('p.id', 'ASC');
    } else if (sortBy === 'name') {
      qb.orderBy(nameOrder(args.language), direction).addOrderBy('p.id', 'ASC');
    } else {
      qb.orderBy(SORT_COLUMNS[sortBy as Exclude<PepperSortField, 'relevance' | 'name'>], direction)
        // Ties by name, then id (TypeORM keys ORDER BY terms by expression: never repeat one).
        .addOrderBy(nameOrder(args.language), 'ASC')
        .addOrderBy('p.id', 'ASC');
    }
    if (options.all) {
      const items = await qb.getMany();
      return { items, totalItems: items.length };
    }
    const { skip, take } = clampPaging(args.skip, args.take);
    qb.offset(skip).limit(take);
    // A favourites list depends on the viewer's favourites, which the catalogue version does not follow.
    if (args.favoritesOnly) {
      const [items, totalItems] = await qb.getManyAndCount();
      return { items, totalItems };
    }
    const version = await this.cache.current();
    const filter = catalogueFilterKey(args);
    const total = () => this.cache.remember(version, `total ${filter}`, () => qb.clone().offset(undefined).limit(undefined).getCount());
    // Views and likes move the popularity order without a new version: that page is read every time.
    if (sortBy === 'popularity') {
      const [items, totalItems] = await Promise.all([qb.getMany(), total()]);
      return { items, totalItems };
    }
    const pageKey = `page ${filter} ${sortBy} ${direction} ${args.language === 'he' ? 'he' : 'en'} ${skip} ${take}`;
    const ids = await this.cache.remember(version, pageKey, async () => (await qb.clone().select('p.id').getMany()).map((p) => p.id));
    const [items, totalItems] = await Promise.all([this.byIds(ids), ids.length < take && (ids.length > 0 || skip === 0) ? skip + ids.length : total()]);
    return { items, totalItems };
  }

  /** Peppers by id, in the order given (ids that are gone are left out). */
  private async byIds(ids: string[]): Promise<Pepper[]> {
    if (ids.length === 0) return [];
    const rows = await this.peppers.find({ where: { id: In(ids) } });
    const byId = new Map(rows.map((p) => [p.id, p]));
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

  private statusPatch(action: PepperStatusActionName, value: boolean): Partial<Pepper> {
    return action === 'active' ? { isActive: value } : { isFeatured: value };
  }

  async setStatus(id: string, action: PepperStatusActionName, value: boolean, viewer: User): Promise<Pepper> {
    const pepper = await this.findById(id, viewer);
    const saved = await this.write(id, this.statusPatch(action, value), viewer);
    await this.audit.record(viewer, `pepper.${action}.${value ? 'on' : 'off'}`, { type: 'pepper', id, label: pepper.name, details: pepperDetails(pepper) });
    return saved;
  }

  /**
   * Runs `apply` for every id in one transaction. Any failing id rolls the whole change back;
   * the answer says what happened to each id.
   */
  private async bulk(
    ids: string[],
    action: AuditAction,
    /** Changes one pepper; its answer, the fields it changed, goes into the pepper's audit entry. */
    apply: (manager: EntityManager, pepper: Pepper) => Promise<AuditChange[] | void>,
    viewer: User,
    /** Runs in the transaction once every id succeeded; its answer is the change set that undoes it. */
    applied?: (manager: EntityManager) => Promise<string>,
    max = BULK_MAX_IDS,
  ): Promise<BulkResult> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Select at least one pepper');
    if (unique.length > max) throw new AppError(ErrorCode.BAD_USER_INPUT, `At most ${max.toLocaleString('en')} peppers at once`);
    let results: BulkResult['results'] = [];
    let changeSetId: string | null = null;
    const rollback = new Error('rollback');
    try {
      // Retried on a deadlock or serialization failure (then CONFLICT); each attempt starts its answer afresh.
      await retriedTransaction(this.dataSource, async (manager) => {
        results = [];
        // Every row locked first, in id order: parallel bulk changes over the same peppers wait, never deadlock.
        await lockRowsInOrder(manager, 'peppers', unique);
        for (const id of unique) {
          try {
            const pepper = await this.findById(id, viewer, manager);
            const changes = await apply(manager, pepper);
            const details: AuditDetails = { ...pepperDetails(pepper), count: unique.length };
            if (changes) Object.assign(details, { fields: changes.map((c) => c.field), changes });
            await this.audit.record(viewer, action, { type: 'pepper', id, label: pepper.name, details }, manager);
            results.push({ id, ok: true, error: null });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            results.push({ id, ok: false, error: error.code });
          }
        }
        if (results.some((r) => !r.ok)) throw rollback;
        changeSetId = applied ? await applied(manager) : null;
      });
    } catch (error) {
      if (error !== rollback) throw error;
      return { applied: false, count: 0, results: results.map((r) => (r.ok ? { ...r, ok: false, error: 'ROLLED_BACK' } : r)) };
    }
    return { applied: true, count: results.length, results, changeSetId };
  }

  /** Keeps what each pepper held before a bulk change, so that undoPepperChanges can put it back. */
  private changeRecorder(action: AuditAction, viewer: User) {
    // By id: a retried transaction remembers each pepper again (as read in that attempt) rather than twice.
    const before = new Map<string, PepperBefore>();
    return {
      remember: (pepper: Pepper, columns: string[], changedAt: Date) => {
        const fields = Object.fromEntries([...columns, 'lastUpdated'].map((column) => [column, pepper[column as keyof Pepper] ?? null]));
        before.set(pepper.id, { id: pepper.id, fields, changedAt: changedAt.toISOString() });
      },
      save: async (manager: EntityManager) =>
        (await manager.getRepository(PepperChangeSet).save({ actorId: viewer.id, action, before: [...before.values()], undoneAt: null })).id,
    };
  }

  /**
   * Sets the same fields on many peppers in one transaction (group, difficulty, origin, colours, shape,
   * flags), each checked by the pepper rules; the answer's change set undoes it.
   */
  async bulkUpdate(ids: string[], patch: PepperPatchInput, viewer: User, max = BULK_MAX_IDS): Promise<BulkResult> {
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<PepperInput>;
    if (Object.keys(given).length === 0) throw new AppError(ErrorCode.BAD_USER_INPUT, 'Choose at least one field to change');
    // The patch itself is checked once, with the form's messages, before any pepper is touched.
    assertValid(
      Object.fromEntries(
        Object.entries(given)
          .filter(([field]) => (PEPPER_FIELDS as readonly string[]).includes(field))
          .map(([field, value]) => [field, validatePepperField(field as PepperField, value) ?? undefined]),
      ),
    );
    const changedAt = new Date();
    const changes = this.changeRecorder('pepper.bulk.update', viewer);
    return this.bulk(
      ids,
      'pepper.bulk.update',
      async (manager, pepper) => {
        const fields = this.normalise(given, pepper);
        changes.remember(pepper, Object.keys(fields), changedAt);
        await manager.getRepository(Pepper).update({ id: pepper.id }, { ...fields, lastUpdated: changedAt });
        return changesOf(pepper, fields);
      },
      viewer,
      changes.save,
      max,
    );
  }

  /**
   * The bulk edit of every pepper the admin list's filter matches (resolved here, at the moment of the change).
   * `expectedCount` is the count the admin confirmed: when the filter matches another number now, nothing changes.
   */
  async bulkUpdateMatching(filter: PepperFilterInput, patch: PepperPatchInput, expectedCount: number | null | undefined, viewer: User): Promise<BulkResult> {
    const rows = await this.filtered({ ...filter, status: filter.status ?? 'all' }, viewer).select('p.id', 'id').limit(BULK_MAX_MATCHING + 1).getRawMany<{ id: string }>();
    if (expectedCount !== undefined && expectedCount !== null && rows.length !== expectedCount) {
      throw new AppError(ErrorCode.CONFLICT, `The filter now matches ${rows.length} peppers, not ${expectedCount}: check the list and try again`, {
        params: { count: String(rows.length) },
      });
    }
    return this.bulkUpdate(rows.map((r) => r.id), patch, viewer, BULK_MAX_MATCHING);
  }

  /** Every pepper the admin list's filter matches, by name (the export). */
  async matching(filter: PepperFilterInput, viewer: User): Promise<Pepper[]> {
    return this.filtered({ ...filter, status: filter.status ?? 'all' }, viewer).orderBy('lower(p.name)', 'ASC').addOrderBy('p.id', 'ASC').getMany();
  }

  /**
   * Undoes a bulk change as one step: every pepper gets back what it held before, in one transaction.
   * A pepper edited or deleted since refuses the whole undo (CONFLICT for that id); a change undoes once.
   */
  async undoChanges(changeSetId: string, viewer: User): Promise<BulkResult> {
    if (!isUUID(changeSetId)) throw notFound('Change');
    const known = await this.dataSource.getRepository(PepperChangeSet).findOneBy({ id: changeSetId });
    if (!known) throw notFound('Change');
    let results: BulkResult['results'] = [];
    const conflict = new Error('conflict');
    try {
      await retriedTransaction(this.dataSource, async (manager) => {
        results = [];
        const [set] = await returningRows<{ before: PepperBefore[]; action: string; created_at: Date | string }>(
          manager,
          `UPDATE "pepper_change_sets" SET "undone_at" = now() WHERE "id" = $1 AND "undone_at" IS NULL RETURNING "before", "action", "created_at"`,
          [changeSetId],
        );
        if (!set) throw new AppError(ErrorCode.CONFLICT, 'This change has already been undone');
        await lockRowsInOrder(manager, 'peppers', set.before.map((b) => b.id));
        const now = new Date();
        // A pepper the change added is removed (its likes and favorites go with it); the others get back their
        // values and edit time (so that an older change can be undone after a later one), a few statements for all.
        const removed = await deletePeppers(
          manager,
          set.before.filter((b) => b.inserted).map((b) => ({ id: b.id, unchangedSince: b.changedAt })),
        );
        const restored = await updatePeppers(
          manager,
          set.before.filter((b) => !b.inserted).map((b) => ({ id: b.id, values: { lastUpdated: now, ...b.fields }, unchangedSince: b.changedAt })),
        );
        for (const { id } of set.before) {
          const done = removed.has(id) || restored.has(id);
          results.push({ id, ok: done, error: done ? null : ErrorCode.CONFLICT });
        }
        if (results.some((r) => !r.ok)) throw conflict;
        // The entry names what it undid: the action, when it was done and how many peppers it touched.
        const undone = { undoneAction: set.action, undoneAt: new Date(set.created_at).toISOString(), undoneCount: set.before.length };
        if (set.action === 'pepper.import') {
          const created = set.before.filter((b) => b.inserted).length;
          const details = { ...undone, count: set.before.length, created, updated: set.before.length - created };
          await this.audit.record(viewer, 'pepper.import.undo', { type: 'pepper', label: `${set.before.length} peppers`, details }, manager);
        } else {
          const ids = set.before.map((b) => b.id);
          const peppers = new Map((await manager.getRepository(Pepper).findBy({ id: In(ids) })).map((p) => [p.id, p]));
          for (const { id, fields } of set.before) {
            const pepper = peppers.get(id);
            const details: AuditDetails = { ...(pepper ? pepperDetails(pepper) : {}), ...undone, count: set.before.length, fields: Object.keys(fields).filter((f) => f !== 'lastUpdated') };
            await this.audit.record(viewer, 'pepper.bulk.undo', { type: 'pepper', id, label: pepper?.name ?? null, details }, manager);
          }
        }
      });
    } catch (error) {
      if (error !== conflict) throw error;
      return { applied: false, count: 0, results: results.map((r) => (r.ok ? { ...r, ok: false, error: 'ROLLED_BACK' } : r)) };
    }
    return { applied: true, count: results.length, results, changeSetId: null };
  }

  bulkSetStatus(ids: string[], action: PepperStatusActionName, value: boolean, viewer: User): Promise<BulkResult> {
    const changedAt = new Date();
    const patch = this.statusPatch(action, value);
    const name = `pepper.bulk.${action}.${value ? 'on' : 'off'}` as const;
    const changes = this.changeRecorder(name, viewer);
    return this.bulk(
      ids,
      name,
      async (manager, pepper) => {
        changes.remember(pepper, Object.keys(patch), changedAt);
        await manager.getRepository(Pepper).update({ id: pepper.id }, { ...patch, lastUpdated: changedAt });
      },
      viewer,
      changes.save,
    );
  }

  bulkDelete(ids: string[], viewer: User): Promise<BulkResult> {
    return this.bulk(
      ids,
      'pepper.bulk.delete',
      (manager, pepper) =>
        manager
          .getRepository(Pepper)
          .softDelete({ id: pepper.id })
          .then(() => undefined),
      viewer,
    );
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

/** What an audit entry of a pepper names: its address (the link) and its names at the time. */
function pepperDetails(pepper: Pepper): AuditDetails {
  return { slug: pepper.slug, name: pepper.name, hebName: pepper.hebName };
}

/** The fields an edit changed on a pepper, each as short text before and after (the edit time left out). */
function changesOf(before: Pepper, fields: Partial<Record<string, unknown>>): AuditChange[] {
  return Object.entries(fields)
    .filter(([field]) => field !== 'lastUpdated')
    .map(([field, value]) => ({ field, from: auditValue(before[field as keyof Pepper]), to: auditValue(value) }))
    .filter((change) => change.from !== change.to);
}
