import type { DataSourceOptions, LoggerOptions } from 'typeorm';
import { SEARCH_TRIGRAM_FLOOR } from '../common/search/folded-search.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { PoolAnnouncements } from '../common/database/pool-announcements.js';
import { QueryLogger } from '../common/database/query-logger.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export interface ConnectionOptions {
  /**
   * Sent with every connection's start-up, so PostgreSQL cancels a longer statement (SQLSTATE 57014,
   * answered 503). 0 or absent: no limit. PGlite takes the setting but cannot interrupt a statement.
   */
  statementTimeoutMs?: number;
  logging?: LoggerOptions;
  /**
   * Whether statements may be prepared by name on a connection (common/sql.ts preparedQuery): on PostgreSQL, not on
   * PGlite, whose connections share one session.
   */
  preparedStatements?: boolean;
}

export function dataSourceOptions(url: string, poolSize: number, options: ConnectionOptions = {}): DataSourceOptions {
  const logging = options.logging ?? ['error', 'migration'];
  const announcements = new PoolAnnouncements();
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // PGlite has no uuid-ossp; gen_random_uuid() is built into PostgreSQL 13+.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize,
    extra: {
      connectionTimeoutMillis: 5000,
      preparedStatements: options.preparedStatements ?? false,
      idleTimeoutMillis: 30000,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      // The catalogue's typo-tolerant search (pepper-search.ts): the trigram index finds candidates
      // down to this word similarity, each word then checks its own bar.
      options: `-c pg_trgm.word_similarity_threshold=${SEARCH_TRIGRAM_FLOOR}`,
      // Each new connection LISTENs before its first use (notifications.ts): the catalogue caches follow the announcements.
      verify: announcements.verify,
      announcements,
    },
    logging,
    // Failed statements are logged without their parameter values (see QueryLogger).
    logger: new QueryLogger(logging),
  };
}
