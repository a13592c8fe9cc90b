import type { EntityManager } from 'typeorm';
import { returningRows } from '../common/sql.js';
import { Pepper } from './pepper.entity.js';

/** Rows per statement: one JSON parameter each, well under any statement or parameter limit. */
const CHUNK = 1000;

/** One pepper's new values (entity property names); with `unchangedSince`, only if its lastUpdated is still that. */
export interface PepperWrite {
  id: string;
  values: Record<string, unknown>;
  unchangedSince?: string;
}

const jsonValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/**
 * Writes many peppers with a few statements instead of one per pepper (imports and undos of up to 10,000):
 * peppers that set the same columns share an UPDATE ... FROM jsonb_populate_recordset. Deleted peppers are
 * skipped. Answers the ids written (a pepper edited since `unchangedSince` is not).
 */
export async function updatePeppers(manager: EntityManager, writes: PepperWrite[]): Promise<Set<string>> {
  const metadata = manager.connection.getMetadata(Pepper);
  const column = (property: string) => {
    const found = metadata.findColumnWithPropertyName(property);
    if (!found) throw new Error(`Unknown pepper property ${property}`);
    return found.databaseName;
  };
  const groups = new Map<string, PepperWrite[]>();
  for (const write of writes) {
    const key = `${Object.keys(write.values).sort().join(',')}|${write.unchangedSince ? 'guarded' : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), write]);
  }
  const written = new Set<string>();
  for (const group of groups.values()) {
    const properties = Object.keys(group[0].values);
    const guarded = Boolean(group[0].unchangedSince);
    const set = properties.map((p) => `"${column(p)}" = v."${column(p)}"`).join(', ');
    for (const chunk of chunks(group)) {
      const values = chunk.map((w) => ({ id: w.id, ...Object.fromEntries(properties.map((p) => [column(p), jsonValue(w.values[p])])) }));
      const guards = chunk.map((w) => ({ id: w.id, since: w.unchangedSince }));
      const rows = await returningRows<{ id: string }>(
        manager,
        `UPDATE "peppers" p SET ${set}
         FROM jsonb_populate_recordset(NULL::"peppers", $1::jsonb) v, jsonb_to_recordset($2::jsonb) g(id uuid, since timestamptz)
         WHERE p."id" = v."id" AND g."id" = v."id" AND p."deleted_at" IS NULL ${guarded ? 'AND p."last_updated" = g."since"' : ''}
         RETURNING p."id"`,
        [JSON.stringify(values), JSON.stringify(guards)],
      );
      for (const row of rows) written.add(row.id);
    }
  }
  return written;
}

/** Removes peppers a change added, unless edited or deleted since (`unchangedSince`); answers the ids removed. */
export async function deletePeppers(manager: EntityManager, deletes: { id: string; unchangedSince: string }[]): Promise<Set<string>> {
  const removed = new Set<string>();
  for (const chunk of chunks(deletes)) {
    const rows = await returningRows<{ id: string }>(
      manager,
      `DELETE FROM "peppers" p USING jsonb_to_recordset($1::jsonb) g(id uuid, since timestamptz)
       WHERE p."id" = g."id" AND p."last_updated" = g."since" AND p."deleted_at" IS NULL
       RETURNING p."id"`,
      [JSON.stringify(chunk.map((d) => ({ id: d.id, since: d.unchangedSince })))],
    );
    for (const row of rows) removed.add(row.id);
  }
  return removed;
}
