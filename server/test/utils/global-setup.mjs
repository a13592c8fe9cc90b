// Builds (and afterwards drops) the migrated, seeded template database that every test file copies.
// Plain JavaScript on the compiled server (dist): jest loads globalSetup outside its ESM transform.
import { rmSync } from 'node:fs';
import typeorm from 'typeorm';
import dataSourceModule from '../../dist/database/data-source-options.js';
import embedded from '../../dist/database/embedded-postgres.js';
import seedModule from '../../dist/database/seed/seed.js';
import { adminQuery, databaseUrl, PG_TEMPLATE, PGLITE_TEMPLATE, TEST_DATA_ROOT, testDbKind } from './template.mjs';

async function migrateAndSeed(url) {
  const dataSource = new typeorm.DataSource(dataSourceModule.dataSourceOptions(url, 2));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
    await seedModule.seedDatabase(dataSource, {});
  } finally {
    await dataSource.destroy();
  }
}

async function prepareTemplate() {
  if (testDbKind() === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${PG_TEMPLATE}`);
    await migrateAndSeed(databaseUrl(PG_TEMPLATE));
    return;
  }
  rmSync(TEST_DATA_ROOT, { recursive: true, force: true });
  const db = await embedded.openDatabase({ dataDir: PGLITE_TEMPLATE });
  try {
    await migrateAndSeed(db.url);
  } finally {
    await db.close();
  }
}


export default async function globalSetup() {
  await prepareTemplate();
}
