// Builds (and afterwards drops) the migrated, seeded template database that every test file copies.
// Plain JavaScript on the compiled server (dist): jest loads globalSetup outside its ESM transform.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import typeorm from 'typeorm';
import dataSourceModule from '../../dist/database/data-source-options.js';
import embedded from '../../dist/database/embedded-postgres.js';
import seedModule from '../../dist/database/seed/seed.js';
import { adminQuery, databaseUrl, PG_TEMPLATE, PGLITE_TEMPLATE, TEST_DATA_PARENT, TEST_DATA_ROOT, testDbKind } from './template.mjs';

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
  removeAbandonedRuns();
  rmSync(TEST_DATA_ROOT, { recursive: true, force: true });
  const db = await embedded.openDatabase({ dataDir: PGLITE_TEMPLATE });
  try {
    await migrateAndSeed(db.url);
  } finally {
    await db.close();
  }
}

/** The folders of earlier runs whose jest is gone (stopped before its teardown); a run still going keeps its own. */
function removeAbandonedRuns() {
  let entries = [];
  try {
    entries = readdirSync(TEST_DATA_PARENT);
  } catch {
    return;
  }
  for (const entry of entries) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid || isRunning(pid)) continue;
    rmSync(join(TEST_DATA_PARENT, entry), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export default async function globalSetup() {
  await prepareTemplate();
}
