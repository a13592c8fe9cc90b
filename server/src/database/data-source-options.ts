import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
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
    extra: { connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 },
    logging: ['error', 'migration'],
  };
}
