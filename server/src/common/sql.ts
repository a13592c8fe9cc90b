import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';

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

/**
 * Runs one statement with planner or search settings for it alone: each `SET LOCAL ...` in a transaction of its own,
 * ended with the statement (no setting outlives it on the pooled connection). Without settings, a plain query.
 */
export async function queryWithSettings<T>(dataSource: DataSource, settings: readonly string[], sql: string, parameters: unknown[]): Promise<T[]> {
  if (settings.length === 0) return dataSource.query(sql, parameters);
  return dataSource.transaction(async (manager) => {
    for (const setting of settings) await manager.query(setting);
    return manager.query(sql, parameters);
  });
}

/**
 * Runs a statement sent again and again with other values as a prepared statement of its connection (`name`: one text
 * each): PostgreSQL plans it for its first values and then, where the plan does not depend on them, keeps one plan. For
 * a short read by ids, planning cost more than running it (the forum search's hits: 0.85 ms against 1.1 ms). Only where
 * the data source allows it (dataSourceOptions' `preparedStatements`: PostgreSQL). PGlite serves all its connections
 * from one session, where one connection's statement of a name would clash with another's: there it runs as an ordinary
 * one. A failure is TypeORM's, as for any statement: logged by the query logger, a QueryFailedError.
 */
export async function preparedQuery<T>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  if (!(dataSource.options.extra as { preparedStatements?: boolean } | undefined)?.preparedStatements) return dataSource.query(text, values);
  const runner = dataSource.createQueryRunner();
  try {
    const client = (await runner.connect()) as { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> };
    return (await client.query({ name, text, values })).rows;
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, text, values, runner);
    throw new QueryFailedError(text, values, error as Error);
  } finally {
    await runner.release();
  }
}
