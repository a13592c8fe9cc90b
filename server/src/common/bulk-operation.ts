import type { EntityManager } from 'typeorm';
import { AppError, ErrorCode } from './errors/app-error.js';
import { lockRowsInOrder } from './retried-transaction.js';

/** The answer of a bulk operation (the GraphQL BulkResult's shape). */
export interface BulkOutcome {
  applied: boolean;
  count: number;
  results: { id: string; ok: boolean; error: string | null }[];
}

/**
 * One change over many rows of `table`, all or nothing. `transaction` opens the transaction (the caller's kind:
 * retried, or with notifications); the rows are locked in id order first (parallel bulk changes wait, never
 * deadlock), then `each` runs per id. An AppError from it marks that id with its code and rolls the whole set
 * back, every other id answering ROLLED_BACK.
 */
export async function allOrNothing(
  ids: readonly string[],
  { table, noun, max }: { table: string; noun: string; max: number },
  transaction: (work: (manager: EntityManager) => Promise<void>) => Promise<unknown>,
  each: (manager: EntityManager, id: string) => Promise<void>,
): Promise<BulkOutcome> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError(ErrorCode.BAD_USER_INPUT, `Select at least one ${noun}`);
  if (unique.length > max) throw new AppError(ErrorCode.BAD_USER_INPUT, `At most ${max} ${noun}s at once`);
  let results: BulkOutcome['results'] = [];
  const rollback = new Error('rollback');
  try {
    await transaction(async (manager) => {
      // A retried transaction starts its answer afresh.
      results = [];
      await lockRowsInOrder(manager, table, unique);
      for (const id of unique) {
        try {
          await each(manager, id);
          results.push({ id, ok: true, error: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, ok: false, error: error.code });
        }
      }
      if (results.some((result) => !result.ok)) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
    return { applied: false, count: 0, results: results.map((r) => (r.ok ? { ...r, ok: false, error: 'ROLLED_BACK' } : r)) };
  }
  return { applied: true, count: results.length, results };
}
