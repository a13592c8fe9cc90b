import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { DataSource } from 'typeorm';
import { findRepoRoot } from '../../src/config/repo-root.js';
import { buildSchemaSdl, printNormalisedSchema } from '../../src/schema/schema-sdl.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('schema and migrations match the code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the committed schema.graphql is the schema the running app serves', async () => {
    const res = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
    expect(res.errors).toBeUndefined();
    const served = printNormalisedSchema(buildClientSchema(res.data as IntrospectionQuery));
    const committed = readFileSync(join(findRepoRoot(), 'schema.graphql'), 'utf8');
    expect(served).toBe(committed);
  });

  it('the schema printer (used by the build) lists every resolver of the app', async () => {
    const res = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
    expect(await buildSchemaSdl()).toBe(printNormalisedSchema(buildClientSchema(res.data as IntrospectionQuery)));
  });

  it('the entities need no migration beyond the committed ones', async () => {
    const dataSource = t.running.app.get(DataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('every migration can be reverted and run again', async () => {
    const dataSource = t.running.app.get(DataSource);
    const count = dataSource.migrations.length;
    for (let i = 0; i < count; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    const tables = await dataSource.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'",
    );
    expect(tables).toEqual([]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    expect(ran).toHaveLength(count);
  });
});
