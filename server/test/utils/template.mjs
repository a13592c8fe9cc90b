// Where the seeded test template lives, shared by jest's globalSetup (plain JavaScript, loaded
// outside jest's transform) and the test files.
import { join, resolve } from 'node:path';
import pg from 'pg';

// jest runs with the server folder as its root directory
export const TEST_DATA_PARENT = resolve(process.cwd().endsWith('server') ? '.' : 'server', '.test-data');
/**
 * One jest run's own folder and PostgreSQL template, so two runs in one checkout leave each other alone. Named after
 * the jest process that runs globalSetup (this module is first loaded there); its workers inherit the variable.
 */
export const TEST_RUN = (process.env.PEPPER_ATLAS_TEST_RUN ??= String(process.pid));
export const TEST_DATA_ROOT = join(TEST_DATA_PARENT, `run-${TEST_RUN}`);
export const PGLITE_TEMPLATE = join(TEST_DATA_ROOT, 'template');
export const PG_TEMPLATE = process.env.TEST_PG_TEMPLATE ?? `pepper_atlas_test_template_${TEST_RUN}`;

export function testDbKind() {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got ${kind}`);
  if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  }
  return kind;
}

export function databaseUrl(name) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
