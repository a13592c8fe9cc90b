import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_DIFFICULTY,
  heatLevelMismatchMessage,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  isMessageKey,
  MESSAGES,
  normalizeText,
} from '@pepper-atlas/domain';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import { lockRowsInOrder, retriedTransaction } from '../common/retried-transaction.js';
import { AuditService } from '../audit/audit.service.js';
import type { User } from '../accounts/user.entity.js';
import type { PepperImportRow, PepperInput } from './dto/pepper.input.js';
import type { ImportFieldChange, ImportFieldError, ImportResult, ImportRowResult } from './dto/pepper-results.type.js';
import { Pepper } from './pepper.entity.js';
import { type PepperBefore, PepperChangeSet } from './pepper-change-set.entity.js';
import { type PepperWrite, updatePeppers } from './pepper-batch-writes.js';
import { firstFreeSlug, slugify } from './pepper-slug.utils.js';
import { type PepperFields, PeppersService } from './peppers.service.js';

/** Columns derived from others (SHU range, readable origin and growing time): written, never listed as changes. */
const DERIVED = new Set(['shuMin', 'shuMax', 'shuSort', 'origin', 'hebOrigin', 'growingTime']);
const INSERT_CHUNK = 500;

interface Planned extends ImportRowResult {
  existing?: Pepper;
  fields?: PepperFields;
  /** The columns an update writes (the changed ones, derived included). */
  columns?: string[];
  wantedSlug?: string;
}

const nameKey = (name: unknown) => normalizeText(typeof name === 'string' ? name : '').toLowerCase();
/** A value as the import's preview shows it; a list of sources as its JSON (the export's cell). */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? canonical(value) : String(value);

/** JSON with every object's keys in order: the database's jsonb keeps its own key order, not the writer's. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (a instanceof Date && b instanceof Date && a.getTime() === b.getTime()) ||
  (Array.isArray(a) && Array.isArray(b) && canonical(a) === canonical(b));

/** The field errors of a refused row, with the English texts (the client translates the codes). */
function rowErrors(error: AppError): ImportFieldError[] {
  const fields = (error.options.fields ?? {}) as Record<string, string>;
  const entries = Object.entries(fields);
  if (entries.length === 0) return [{ field: null, code: error.code, message: error.message }];
  return entries.map(([field, code]) => ({
    field,
    code,
    message:
      code === 'heatLevelMismatch' && typeof error.options.params?.expected === 'string'
        ? heatLevelMismatchMessage(error.options.params.expected)
        : isMessageKey(code)
          ? MESSAGES[code]
          : error.message,
  }));
}

/**
 * Imports peppers from rows (a spreadsheet or the REST JSON shape). Each row updates the pepper its slug or
 * English name matches, or adds a new one; a dry run answers what would happen and writes nothing. Applying
 * writes every row in one transaction (or, with skipInvalid, every valid row), recorded as one change set
 * that undoPepperChanges undoes.
 */
@Injectable()
export class PepperImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly peppers: PeppersService,
    private readonly audit: AuditService,
  ) {}

  async import(rows: PepperImportRow[], dryRun: boolean, skipInvalid: boolean, viewer: User): Promise<ImportResult> {
    if (rows.length === 0) throw new AppError(ErrorCode.BAD_USER_INPUT, IMPORT_MESSAGES.importNoRows, { fields: { rows: 'importNoRows' } });
    if (rows.length > IMPORT_MAX_ROWS) {
      throw new AppError(ErrorCode.BAD_USER_INPUT, IMPORT_MESSAGES.importTooManyRows, { fields: { rows: 'importTooManyRows' } });
    }
    if (dryRun) return this.result(await this.plan(this.dataSource.manager, rows), true, false, null);
    return retriedTransaction(this.dataSource, async (manager) => {
      const planned = await this.plan(manager, rows);
      // The peppers it changes locked in id order, as every bulk change does: parallel ones wait instead of deadlocking.
      await lockRowsInOrder(manager, 'peppers', planned.flatMap((row) => (row.existing ? [row.existing.id] : [])));
      const invalid = planned.find((row) => row.status === 'invalid');
      if (invalid && !skipInvalid) {
        const [first] = invalid.errors;
        throw new AppError(ErrorCode.BAD_USER_INPUT, `Row ${invalid.row}: ${first.message}`, {
          fields: { [first.field ?? 'row']: first.code },
          params: { row: String(invalid.row) },
        });
      }
      const changeSetId = await this.write(manager, planned, viewer);
      return this.result(planned, false, true, changeSetId);
    });
  }

  private result(planned: Planned[], dryRun: boolean, applied: boolean, changeSetId: string | null): ImportResult {
    const counts = { new: 0, changed: 0, unchanged: 0, invalid: 0 };
    const rows = planned.map(({ existing, fields, columns, wantedSlug, ...row }) => {
      counts[row.status] += 1;
      return row;
    });
    return { dryRun, applied, counts, rows, changeSetId };
  }

  /** What each row would do, read with `manager` (inside the apply's transaction when applying). */
  private async plan(manager: EntityManager, rows: PepperImportRow[]): Promise<Planned[]> {
    const slugs = [...new Set(rows.map((r) => normalizeText(r.slug ?? '').toLowerCase()).filter(Boolean))];
    const names = [...new Set(rows.map((r) => nameKey(r.name)).filter(Boolean))];
    const found = await manager
      .getRepository(Pepper)
      .createQueryBuilder('p')
      .where('p.slug = ANY(:slugs) OR lower(p.name) = ANY(:names)', { slugs, names })
      .getMany();
    const bySlug = new Map(found.map((p) => [p.slug, p]));
    const byName = new Map<string, Pepper[]>();
    for (const p of found) byName.set(nameKey(p.name), [...(byName.get(nameKey(p.name)) ?? []), p]);
    const seen = new Set<string>();
    return rows.map((source, index) => {
      const { slug: givenSlug, ...rest } = source;
      const input = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<PepperInput>;
      const slug = normalizeText(givenSlug ?? '').toLowerCase();
      const row: Planned = { row: index + 1, status: 'invalid', id: null, slug: slug || null, name: asText(input.name), changes: [], errors: [] };
      let existing = slug ? bySlug.get(slug) : undefined;
      if (!existing && input.name) {
        const matches = byName.get(nameKey(input.name)) ?? [];
        if (matches.length > 1 && !slug) {
          row.errors.push({ field: 'name', code: 'importAmbiguousName', message: IMPORT_MESSAGES.importAmbiguousName });
          return row;
        }
        existing = matches.length === 1 ? matches[0] : undefined;
      }
      const key = existing ? existing.id : `new:${nameKey(input.name)}`;
      if (seen.has(key)) {
        row.errors.push({ field: null, code: 'importDuplicateRow', message: IMPORT_MESSAGES.importDuplicateRow });
        return row;
      }
      seen.add(key);
      let fields: PepperFields;
      try {
        fields = this.peppers.normalise(input, existing);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        row.errors = rowErrors(error);
        Object.assign(row, { id: existing?.id ?? null, slug: existing?.slug ?? row.slug, name: row.name ?? existing?.name ?? null });
        return row;
      }
      if (!existing) return { ...row, status: 'new', fields, wantedSlug: slug ? slugify(slug) : undefined };
      const columns = Object.keys(fields).filter((column) => !same(existing[column as keyof Pepper], fields[column as keyof PepperFields]));
      const changes: ImportFieldChange[] = columns
        .filter((column) => !DERIVED.has(column))
        .map((field) => ({ field, before: asText(existing[field as keyof Pepper]), after: asText(fields[field as keyof PepperFields]) }));
      return {
        ...row,
        status: changes.length ? 'changed' : 'unchanged',
        id: existing.id,
        slug: existing.slug,
        name: existing.name,
        changes,
        existing,
        fields,
        columns: changes.length ? columns : [],
      };
    });
  }

  /** Writes the planned rows; the answer is the change set that undoes them (null when nothing changed). */
  private async write(manager: EntityManager, planned: Planned[], viewer: User): Promise<string | null> {
    const now = new Date();
    const before: PepperBefore[] = [];
    const repo = manager.getRepository(Pepper);
    const updates: PepperWrite[] = [];
    for (const row of planned) {
      if (row.status !== 'changed' || !row.existing || !row.fields || !row.columns) continue;
      const patch = Object.fromEntries(row.columns.map((c) => [c, row.fields![c as keyof PepperFields]]));
      const old = Object.fromEntries([...row.columns, 'lastUpdated'].map((c) => [c, row.existing![c as keyof Pepper] ?? null]));
      updates.push({ id: row.existing.id, values: { ...patch, lastUpdated: now } });
      before.push({ id: row.existing.id, fields: old, changedAt: now.toISOString() });
    }
    await updatePeppers(manager, updates);
    const added = planned.filter((row) => row.status === 'new');
    if (added.length) {
      const taken = new Set<string>((await manager.query('SELECT slug FROM peppers')).map((r: { slug: string }) => r.slug));
      const values = added.map((row) => {
        const slug = row.wantedSlug && !taken.has(row.wantedSlug) ? row.wantedSlug : firstFreeSlug(slugify(row.fields?.name ?? ''), taken);
        taken.add(slug);
        row.slug = slug;
        return { difficulty: DEFAULT_DIFFICULTY, isActive: true, isFeatured: false, ...row.fields, slug, views: 0, likes: 0, lastUpdated: now };
      });
      for (let start = 0; start < values.length; start += INSERT_CHUNK) {
        const chunk = values.slice(start, start + INSERT_CHUNK);
        let inserted;
        try {
          inserted = await repo.insert(chunk);
        } catch (error) {
          // A create elsewhere took one of the slugs meanwhile: nothing was written, the admin may apply again.
          if (error instanceof QueryFailedError && `${error.message}`.includes('peppers_slug_key')) {
            throw new AppError(ErrorCode.CONFLICT, 'Another change added a pepper with the same address meanwhile: apply again');
          }
          throw error;
        }
        inserted.identifiers.forEach((identifier, i) => {
          const row = added[start + i];
          row.id = identifier.id as string;
          before.push({ id: row.id, fields: {}, changedAt: now.toISOString(), inserted: true });
        });
      }
    }
    if (before.length === 0) return null;
    const counts = `${added.length} new, ${before.length - added.length} changed`;
    const details = { count: before.length, created: added.length, updated: before.length - added.length };
    await this.audit.record(viewer, 'pepper.import', { type: 'pepper', label: counts, details }, manager);
    const set = await manager.getRepository(PepperChangeSet).save({ actorId: viewer.id, action: 'pepper.import', before, undoneAt: null });
    return set.id;
  }
}
