import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error plain JavaScript shared with jest's globalSetup
import { adminQuery, databaseUrl, PG_TEMPLATE, PGLITE_TEMPLATE, TEST_DATA_ROOT, testDbKind } from './template.mjs';

export interface TestDatabase {
  /** Config overrides that point the app at this database. */
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A private copy of the seeded template (made by globalSetup) for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `pa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = join(TEST_DATA_ROOT, name);
  mkdirSync(dataDir, { recursive: true });
  if (testDbKind() === 'postgres') {
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
    return {
      dataDir,
      databaseUrl: databaseUrl(name),
      drop: async () => {
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!existsSync(join(PGLITE_TEMPLATE, 'pgdata'))) {
    throw new Error('The PGlite test template is missing: run the tests through jest (globalSetup builds it)');
  }
  cpSync(join(PGLITE_TEMPLATE, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
