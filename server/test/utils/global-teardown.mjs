import { rmSync } from 'node:fs';
import { adminQuery, PG_TEMPLATE, TEST_DATA_ROOT, testDbKind } from './template.mjs';

export default async function globalTeardown() {
  if (testDbKind() === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
  else rmSync(TEST_DATA_ROOT, { recursive: true, force: true });
}
