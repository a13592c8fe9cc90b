import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs an UPDATE/DELETE ... RETURNING and gives its rows. TypeORM's postgres driver answers such
 * statements with `[rows, affectedCount]` rather than the rows alone.
 */
export async function returningRows<T>(db: DataSource | EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
