import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode } from './errors/app-error.js';

/** SQLSTATEs after which the same transaction, run again, may well succeed: a deadlock and a serialization failure. */
const RETRIABLE = new Set(['40P01', '40001']);

/** Attempts in all (the first and the retries) before the caller gets CONFLICT. */
const ATTEMPTS = 4;
/** The first retry waits up to this long (jittered), each next one twice as long. */
const BASE_DELAY_MS = 25;

/** The SQLSTATE of a database error (TypeORM's QueryFailedError or the driver's own), or undefined. */
export function sqlState(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  const state = driverError?.code ?? code;
  return typeof state === 'string' ? state : undefined;
}

/** Whether running the transaction again may succeed (deadlock 40P01, serialization failure 40001). */
export function isRetriable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRIABLE.has(state);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
}

/**
 * Runs `work` in a transaction and runs it again, after a short jittered pause, when the database chose it as a
 * deadlock victim or refused it for a serialization failure; past the last attempt it answers CONFLICT (never an
 * internal error). `work` may run more than once: it must keep its state in the transaction or reset it on entry.
 * Used by every bulk admin operation, which also locks its rows in id order first (`lockRowsInOrder`).
 */
export async function retriedTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? ATTEMPTS;
  const base = options.baseDelayMs ?? BASE_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (!isRetriable(error)) throw error;
      if (attempt >= attempts) {
        throw new AppError(ErrorCode.CONFLICT, 'Other changes to the same items were being saved at the same time. Please try again.', {
          params: { reason: 'busy' },
        });
      }
      await pause(base * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}

/**
 * Locks the rows of `table` with these ids in id order (SELECT ... ORDER BY id FOR UPDATE), first in a bulk
 * transaction: two bulk changes over the same rows then take their locks in one order and wait instead of
 * deadlocking. Ids that are not UUIDs are left out (the caller reports them per id).
 */
export async function lockRowsInOrder(manager: EntityManager, table: string, ids: readonly string[]): Promise<void> {
  const valid = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (valid.length === 0) return;
  await manager.query(`SELECT id FROM "${table}" WHERE id = ANY ($1::uuid[]) ORDER BY id FOR UPDATE`, [valid]);
}
