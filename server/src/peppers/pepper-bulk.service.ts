import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuditAction, type AuditChange, type AuditDetails, PEPPER_FIELDS, type PepperField, validatePepperField } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, In } from 'typeorm';
import { AppError, ErrorCode, notFound } from '../common/errors/app-error.js';
import { assertValid } from '../common/errors/domain-validation.js';
import { lockRowsInOrder, retriedTransaction } from '../common/retried-transaction.js';
import { returningRows } from '../common/sql.js';
import type { BulkResult } from '../common/graphql/bulk-result.type.js';
import { AuditService } from '../audit/audit.service.js';
import type { User } from '../accounts/user.entity.js';
import type { PepperInput, PepperPatchInput } from './dto/pepper.input.js';
import type { PepperFilterInput } from './dto/pepper-list.args.js';
import type { PepperStatusActionName } from './dto/pepper-results.type.js';
import { Pepper } from './pepper.entity.js';
import { type PepperBefore, PepperChangeSet } from './pepper-change-set.entity.js';
import { changesOf, pepperDetails } from './pepper-audit.utils.js';
import { deletePeppers, updatePeppers } from './pepper-batch-writes.js';
import { PeppersService } from './peppers.service.js';

/** Most ids one bulk change takes; a bulk edit of every pepper a filter matches takes up to BULK_MAX_MATCHING. */
const BULK_MAX_IDS = 500;
export const BULK_MAX_MATCHING = 10_000;

/**
 * The administrators' changes of many peppers at once: each in one transaction that rolls back whole when
 * one id fails, its answer saying what happened to each id, and (for edits and status changes) a change set
 * that undoes it. A single pepper's reading and writing are PeppersService's.
 */
@Injectable()
export class PepperBulkService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: PeppersService,
    private readonly audit: AuditService,
  ) {}

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
            const pepper = await this.catalogue.findById(id, viewer, manager);
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
        const fields = this.catalogue.normalise(given, pepper);
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
    const args = { ...filter, status: filter.status ?? 'all' };
    const rows = await this.catalogue.filtered(args, viewer, await this.catalogue.searchOf(args, viewer)).select('p.id', 'id').limit(BULK_MAX_MATCHING + 1).getRawMany<{ id: string }>();
    if (expectedCount !== undefined && expectedCount !== null && rows.length !== expectedCount) {
      throw new AppError(ErrorCode.CONFLICT, `The filter now matches ${rows.length} peppers, not ${expectedCount}: check the list and try again`, {
        params: { count: String(rows.length) },
      });
    }
    return this.bulkUpdate(rows.map((r) => r.id), patch, viewer, BULK_MAX_MATCHING);
  }

  /** Every pepper the admin list's filter matches, by name (the export). */
  async matching(filter: PepperFilterInput, viewer: User): Promise<Pepper[]> {
    const args = { ...filter, status: filter.status ?? 'all' };
    return this.catalogue.filtered(args, viewer, await this.catalogue.searchOf(args, viewer)).orderBy('lower(p.name)', 'ASC').addOrderBy('p.id', 'ASC').getMany();
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
    const patch = this.catalogue.statusPatch(action, value);
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
}
