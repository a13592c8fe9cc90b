import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HEAT_LEVELS, enumValueName, heatLevelOfShu, parseShu, shuMidpoint } from '@pepper-atlas/domain';
import { DataSource } from 'typeorm';
import { DerivedHeatLevel1795700000001 } from '../../src/database/migrations/1795700000001-DerivedHeatLevel.js';
import { VocabularyChecks1795840000001 } from '../../src/database/migrations/1795840000001-VocabularyChecks.js';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { allPages, allRestPeppers } from '../utils/catalogue-pages.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** Issue 15, item 1: one heat level, derived from the SHU, stored, served, filtered and counted alike. */
describe('heat scale: one level derived from the SHU', () => {
  let t: TestApp;
  let admin: string;
  type Item = { id: string; name: string; shu: string; shuMin: number; shuMax: number | null; heatLevel: string };
  const FIELDS = 'id name shu shuMin shuMax heatLevel';
  const list = (heatLevels?: string[]) =>
    allPages<Item>(t, `query($heatLevels: [HeatLevel!], $skip: Int) { peppers(heatLevels: $heatLevels, skip: $skip, take: 100) { totalItems items { ${FIELDS} } } }`, {
      heatLevels,
    });
  const expectedOf = (p: { shuMin: number; shuMax: number | null }) => heatLevelOfShu({ min: p.shuMin, max: p.shuMax });
  /** GraphQL names the levels by enum values (very_hot); REST and the database by the stored names (Very Hot). */
  const gqlLevel = (p: { shuMin: number; shuMax: number | null }) => enumValueName(expectedOf(p));

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds every pepper with the level of its SHU', () => {
    const wrong = PEPPER_SEED.filter((p) => p.heatLevel !== heatLevelOfShu(parseShu(p.shu)!)).map((p) => p.name);
    expect(wrong).toEqual([]);
  });

  it('serves every pepper (GraphQL and REST) with the level of its SHU', async () => {
    const { items, totalItems } = await list();
    expect(items).toHaveLength(totalItems);
    expect(items.filter((p) => p.heatLevel !== gqlLevel(p)).map((p) => `${p.name}: ${p.heatLevel}`)).toEqual([]);
    const rest = await allRestPeppers<{ name: string; shuMin: number; shuMax: number | null; heat_level: string }>(t, '/api/peppers');
    expect(rest.status).toBe(200);
    expect(rest.body.filter((p) => p.heat_level !== expectedOf(p)).map((p) => `${p.name}: ${p.heat_level}`)).toEqual([]);
  });

  it('filters and counts by the same level the badge shows', async () => {
    const stats = await t.gql<{ pepperStats: { total: number; hottestShu: number; byHeatLevel: { value: string; count: number }[] } }>(
      '{ pepperStats { total hottestShu byHeatLevel { value count } } }',
    );
    const counts = Object.fromEntries(stats.data!.pepperStats.byHeatLevel.map((c) => [c.value, c.count]));
    const all = (await list()).items;
    let sum = 0;
    for (const level of HEAT_LEVELS) {
      const filtered = await list([enumValueName(level)]);
      expect(filtered.items.map((p) => expectedOf(p))).toEqual(filtered.items.map(() => level));
      expect(filtered.totalItems).toBe(all.filter((p) => expectedOf(p) === level).length);
      expect(counts[enumValueName(level)] ?? 0).toBe(filtered.totalItems);
      const rest = await allRestPeppers<unknown>(t, `/api/peppers?heatLevels=${encodeURIComponent(level)}`);
      expect(rest.body).toHaveLength(filtered.totalItems);
      sum += filtered.totalItems;
    }
    expect(sum).toBe(stats.data!.pepperStats.total);
    // The top of the heat bars: the hottest pepper's rating (its range's midpoint).
    expect(stats.data!.pepperStats.hottestShu).toBe(Math.max(...all.map((p) => shuMidpoint({ min: p.shuMin, max: p.shuMax }))));
    // The example: Jalapeño (2,500-8,000, midpoint 5,250) is Hot, not Medium.
    expect((await list(['medium'])).items.map((p) => p.name)).not.toContain('Jalapeño');
    expect((await list(['hot'])).items.map((p) => p.name)).toContain('Jalapeño');
  });

  it('derives the level on a GraphQL write, accepts the matching one and refuses another', async () => {
    const create = (heatLevel?: string, name = 'Heat Probe') =>
      t.gql<{ createPepper: Item }>(
        `mutation($input: PepperInput!) { createPepper(input: $input) { ${FIELDS} } }`,
        { input: { name, shu: '2,500-8,000', group: 'c_annuum', ...(heatLevel === undefined ? {} : { heatLevel }) } },
        admin,
      );
    expect((await create()).data?.createPepper.heatLevel).toBe('hot');
    expect((await create('hot', 'Heat Probe Named')).data?.createPepper.heatLevel).toBe('hot');
    // GraphQL takes the enum (Hebrew names are REST's, below); a name outside it is refused before any write.
    expect((await create('חריף', 'Heat Probe He')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refused = await create('medium', 'Heat Probe Bad');
    expect(refused.data?.createPepper ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toBe('Heat level does not match the SHU (expected Hot)');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { heatLevel: 'heatLevelMismatch' },
      params: { expected: 'Hot' },
    });

    const id = (await create(undefined, 'Heat Probe Edit')).data!.createPepper.id;
    const update = (input: Record<string, unknown>) =>
      t.gql<{ updatePepper: Item }>(`mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { ${FIELDS} } }`, { id, input }, admin);
    // A new SHU moves the level with it; a level sent alone is checked against the stored SHU.
    expect((await update({ shu: '1,500,000' })).data?.updatePepper.heatLevel).toBe('super_hot');
    expect((await update({ heatLevel: 'super_hot' })).data?.updatePepper.heatLevel).toBe('super_hot');
    const wrong = await update({ heatLevel: 'hot' });
    expect(wrong.errors?.[0]?.message).toBe('Heat level does not match the SHU (expected Super Hot)');
    expect((await update({ shu: '500', heatLevel: 'mild' })).data?.updatePepper.heatLevel).toBe('mild');
  });

  it('the migration recomputes the levels stored before it', async () => {
    const db = t.running.app.get(DataSource);
    const migration = new DerivedHeatLevel1795700000001();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      // What the catalogue held before: levels chosen by hand, some missing.
      await db.query(`UPDATE peppers SET heat_level = 'Medium' WHERE name IN ('Jalapeño', 'Fresno')`);
      await db.query(`UPDATE peppers SET heat_level = NULL WHERE name = 'Habanero'`);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows: { name: string; heat_level: string; shu_min: number; shu_max: number | null }[] = await db.query(
      'SELECT name, heat_level, shu_min, shu_max FROM peppers',
    );
    expect(rows.filter((r) => r.heat_level !== expectedOf({ shuMin: r.shu_min, shuMax: r.shu_max })).map((r) => r.name)).toEqual([]);
    expect(rows.find((r) => r.name === 'Habanero')?.heat_level).toBe('Extremely Hot');
  });

  it('the VocabularyChecks migration makes stored spellings canonical, so every value has its enum name', async () => {
    const db = t.running.app.get(DataSource);
    const migration = new VocabularyChecks1795840000001();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      // Spellings older writes or imports may have left behind.
      await db.query(`UPDATE peppers SET "group" = 'capsicum chinense', difficulty = 'hard ' WHERE name = 'Habanero'`);
      await db.query(`UPDATE peppers SET "group" = 'Martian', difficulty = 'קל' WHERE name = 'Jalapeño'`);
      await db.query(`UPDATE recipes SET difficulty = 'easy' WHERE id = (SELECT id FROM recipes ORDER BY id LIMIT 1)`);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const res = await t.gql<{ peppers: { items: { name: string; group: string; difficulty: string }[] } }>(
      '{ peppers(search: "habanero jalapeno", take: 100) { items { name group difficulty } } }',
    );
    const rows: { name: string; group: string; difficulty: string }[] = await db.query(
      `SELECT name, "group", difficulty FROM peppers WHERE name IN ('Habanero', 'Jalapeño') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'Habanero', group: 'C. Chinense', difficulty: 'Hard' },
      { name: 'Jalapeño', group: 'C. Annuum', difficulty: 'Easy' },
    ]);
    const recipes = await t.gql<{ recipes: { items: { difficulty: string }[] } }>('{ recipes(take: 100) { items { difficulty } } }');
    expect(recipes.errors).toBeUndefined();
    expect(res.errors).toBeUndefined();
    // The database now refuses a value no enum can name.
    await expect(db.query(`UPDATE peppers SET "group" = 'C. annuum' WHERE name = 'Habanero'`)).rejects.toThrow();
  });

  it('refuses a REST write whose heat level does not match the SHU with 400; REST reads Hebrew and other spellings', async () => {
    const body = { name: 'Rest Heat Probe', shu: '30,000-50,000', group: 'C. Annuum' };
    const refused = await t.rest('POST', '/api/peppers', { ...body, heat_level: 'Very Hot' }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Heat level does not match the SHU (expected Hot)',
      code: 'BAD_USER_INPUT',
      errors: { heatLevel: 'heatLevelMismatch' },
      params: { expected: 'Hot' },
    });
    const created = await t.rest<{ id: string; heat_level: string }>('POST', '/api/peppers', { ...body, heat_level: 'חריף' }, admin);
    expect(created.status).toBe(201);
    expect(created.body.heat_level).toBe('Hot');
    const spelled = await t.rest<{ heat_level: string }>('PUT', `/api/peppers/${created.body.id}`, { heat_level: 'hot' }, admin);
    expect([spelled.status, spelled.body.heat_level]).toEqual([200, 'Hot']);
    const put = await t.rest('PUT', `/api/peppers/${created.body.id}`, { heat_level: 'Mild' }, admin);
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ message: 'Heat level does not match the SHU (expected Hot)' });
  });
});
