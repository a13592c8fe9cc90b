import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isPepperColor, isPepperShape, parsePodColors, pepperShape } from '@pepper-atlas/domain';
import { DataSource } from 'typeorm';
import { PepperAppearance1795800000001 } from '../../src/database/migrations/1795800000001-PepperAppearance.js';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { allPages, allRestPeppers } from '../utils/catalogue-pages.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const FIELDS = 'id name color unripeColor shape';
const CREATE = `mutation($input: PepperInput!) { createPepper(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { ${FIELDS} } }`;

type Row = { id: string; name: string; color: string | null; unripeColor: string | null; shape: string | null };

describe('colour and shape from fixed vocabularies', () => {
  let t: TestApp;
  let admin: string;
  const list = (variables: Record<string, unknown> = {}): Promise<{ totalItems: number; items: Row[] }> =>
    allPages<Row>(
      t,
      `query($colors: [String!], $shapes: [String!], $skip: Int) { peppers(skip: $skip, take: 100, colors: $colors, shapes: $shapes) { totalItems items { ${FIELDS} } } }`,
      variables,
    );
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every seeded pepper has a colour and a shape of the vocabularies; a change of colour keeps both colours', async () => {
    const { items } = await list();
    expect(items).toHaveLength(PEPPER_SEED.length);
    for (const pepper of items) {
      const seed = PEPPER_SEED.find((p) => p.name === pepper.name)!;
      expect(isPepperColor(pepper.color)).toBe(true);
      expect(isPepperShape(pepper.shape)).toBe(true);
      expect({ color: pepper.color, unripeColor: pepper.unripeColor }).toEqual(parsePodColors(seed.color));
      expect(pepper.shape).toBe(pepperShape(seed.shape));
    }
    expect(items.find((p) => p.name === 'Jalapeño')).toMatchObject({ color: 'red', unripeColor: 'green', shape: 'bullet' });
  });

  it('filters by ripe colour and shape named as a code or in either language, and the counts match the filters', async () => {
    const ripeRed = PEPPER_SEED.filter((p) => parsePodColors(p.color)?.color === 'red').length;
    expect(ripeRed).toBeGreaterThan(PEPPER_SEED.filter((p) => p.color === 'Red').length);
    for (const name of ['red', 'Red', 'red', 'אדום']) expect((await list({ colors: [name] })).totalItems).toBe(ripeRed);
    const lanterns = await list({ shapes: ['פנס'] });
    expect(lanterns.totalItems).toBe(PEPPER_SEED.filter((p) => p.shape === 'Lantern').length);
    expect((await list({ colors: ['Sparkly'] })).totalItems).toBe(0);
    expect((await list({ shapes: ['Blob'] })).totalItems).toBe(0);
    const stats = (await t.gql('query { pepperStats { byColor { value count } byShape { value count } } }')).data?.pepperStats;
    for (const { value, count } of stats.byColor) {
      expect(isPepperColor(value)).toBe(true);
      expect((await list({ colors: [value] })).totalItems).toBe(count);
    }
    for (const { value, count } of stats.byShape) {
      expect(isPepperShape(value)).toBe(true);
      expect((await list({ shapes: [value] })).totalItems).toBe(count);
    }
  });

  it('REST reads colour and shape in English and Hebrew with their codes, and takes names or codes', async () => {
    const res = await t.rest('GET', '/api/peppers');
    const jalapeno = res.body.find((p: { name: string }) => p.name === 'Jalapeño');
    expect(jalapeno).toMatchObject({
      color: 'Green to red',
      'heb-color': 'מירוק לאדום',
      color_code: 'red',
      unripe_color_code: 'green',
      shape: 'Bullet',
      'heb-shape': 'קליע',
      shape_code: 'bullet',
    });
    const created = await t.rest('POST', '/api/peppers', { name: 'Colour Test', shu: '1000', group: 'C. Annuum', color: 'Yellow to red', shape: 'זנב עקרב' }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ color: 'Yellow to red', color_code: 'red', unripe_color_code: 'yellow', shape: 'Scorpion tail' });
    const hebrew = await t.rest('PUT', `/api/peppers/${created.body.id}`, { color: 'מירוק לסגול', shape: 'lantern' }, admin);
    expect(hebrew.body).toMatchObject({ color: 'Green to purple', 'heb-color': 'מירוק לסגול', shape_code: 'lantern' });
  });

  it('GraphQL writes set the ripe and unripe colours; a colour sent alone replaces a change of colour', async () => {
    const created = await t.gql(CREATE, { input: { name: 'Palette', shu: '500', group: 'c_annuum', color: 'orange', unripeColor: 'ירוק', shape: 'round' } }, admin);
    expect(created.errors).toBeUndefined();
    const id = created.data?.createPepper.id;
    expect(created.data?.createPepper).toMatchObject({ color: 'orange', unripeColor: 'green', shape: 'round' });
    const flavour = await t.gql(UPDATE, { id, input: { flavor: 'Sweet' } }, admin);
    expect(flavour.data?.updatePepper).toMatchObject({ color: 'orange', unripeColor: 'green' });
    const alone = await t.gql(UPDATE, { id, input: { color: 'Chocolate' } }, admin);
    expect(alone.data?.updatePepper).toMatchObject({ color: 'chocolate', unripeColor: null });
    const unripe = await t.gql(UPDATE, { id, input: { unripeColor: 'Yellow' } }, admin);
    expect(unripe.data?.updatePepper).toMatchObject({ color: 'chocolate', unripeColor: 'yellow' });
    const cleared = await t.gql(UPDATE, { id, input: { color: null, shape: '' } }, admin);
    expect(cleared.data?.updatePepper).toMatchObject({ color: null, unripeColor: null, shape: null });
  });

  it('refuses a colour or shape outside the vocabularies with a message key the form translates, and changes nothing', async () => {
    const rest = await t.rest('POST', '/api/peppers', { name: 'Glitter', shu: '10', group: 'C. Annuum', color: 'Sparkly' }, admin);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toContain('Unknown color');
    const shape = await t.gql(CREATE, { input: { name: 'Glitter', shu: '10', group: 'c_annuum', shape: 'Blob' } }, admin);
    expect(shape.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { shape: 'shapeUnknown' } });
    const unripe = await t.gql(CREATE, { input: { name: 'Glitter', shu: '10', group: 'c_annuum', color: 'Red', unripeColor: 'Sparkly' } }, admin);
    expect(unripe.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { unripeColor: 'colorUnknown' } });
    expect((await t.gql('query { peppers(search: "Glitter") { totalItems } }')).data?.peppers.totalItems).toBe(0);
  });

  // Last: it takes the table back to free text and runs the migration over it.
  it('the migration turns free-text colours and shapes into codes, and records what it could not map', async () => {
    const migration = new PepperAppearance1795800000001();
    const dataSource = t.running.app.get(DataSource);
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const back = await runner.query(`SELECT color, shape FROM peppers WHERE name = 'Jalapeño'`);
      expect(back).toEqual([{ color: 'Green to red', shape: 'Bullet' }]);
      await runner.query(`UPDATE peppers SET color = 'Sparkly', shape = 'Bishop''s crown' WHERE name = 'Habanero'`);
      await runner.query(`UPDATE peppers SET color = 'Dark red', shape = 'Blocky' WHERE name = 'Datil'`);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const { items } = await list();
    const byName = (name: string) => items.find((p) => p.name === name);
    expect(byName('Habanero')).toMatchObject({ color: null, unripeColor: null, shape: 'bishops_crown' });
    expect(byName('Datil')).toMatchObject({ color: 'red', shape: 'bell' });
    expect(byName('Jalapeño')).toMatchObject({ color: 'red', unripeColor: 'green', shape: 'bullet' });
    const audit = await dataSource.query(`SELECT action, target_label FROM audit_log WHERE action = 'pepper.migrate'`);
    expect(audit).toEqual([{ action: 'pepper.migrate', target_label: 'Habanero: color "Sparkly" is not in the vocabulary and was cleared' }]);
    await expect(dataSource.query(`UPDATE peppers SET color = 'Sparkly' WHERE name = 'Datil'`)).rejects.toThrow(/peppers_appearance_check/);
  });
});
