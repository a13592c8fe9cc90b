import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatGrowingTime, formatOrigin, isCountryCode, isValidGrowingDays } from '@pepper-atlas/domain';
import { DataSource } from 'typeorm';
import { migratedOrigin, OriginAndGrowingDays1795700000002 } from '../../src/database/migrations/1795700000002-OriginAndGrowingDays.js';
import { ForgivingSearch1795700000003 } from '../../src/database/migrations/1795700000003-ForgivingSearch.js';
import { NameOrder1796500000001 } from '../../src/database/migrations/1796500000001-NameOrder.js';
import { StoredNameKeys1796600000001 } from '../../src/database/migrations/1796600000001-StoredNameKeys.js';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { allPages, allRestPeppers } from '../utils/catalogue-pages.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const FIELDS = 'id name country region hebRegion origin hebOrigin growingDaysMin growingDaysMax growingTime';
const CREATE = `mutation($input: PepperInput!) { createPepper(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { ${FIELDS} } }`;

type Row = { id: string; name: string; country: string | null; region: string | null; hebRegion: string | null; origin: string | null; hebOrigin: string | null; growingDaysMin: number | null; growingDaysMax: number | null; growingTime: string | null };

/** Every origin the seed held before the migration (English, Hebrew), as a real deployment has them. */
const OLD_SEED_ORIGINS: [string, string][] = [
  ['Mexico and Central America', 'מקסיקו ומרכז אמריקה'], ['Spain', 'ספרד'], ['Spain (Galicia)', 'ספרד (גליסיה)'],
  ['Mexico (Puebla)', 'מקסיקו (פואבלה)'], ['USA (California, from New Mexico stock)', 'ארצות הברית (קליפורניה, מזרעים מניו מקסיקו)'],
  ['Japan', 'יפן'], ['Italy and Greece', 'איטליה ויוון'], ['France (Basque Country)', 'צרפת (חבל הבאסקים)'], ['Hungary', 'הונגריה'],
  ['Italy', 'איטליה'], ['Italy, popular in the Caribbean', 'איטליה, נפוץ באיים הקריביים'], ['Mexico', 'מקסיקו'],
  ['India (Kashmir)', 'הודו (קשמיר)'], ['Mexico (Veracruz)', 'מקסיקו (ורקרוס)'], ['USA (California)', 'ארצות הברית (קליפורניה)'],
  ['USA (Hatch Valley, New Mexico)', "ארצות הברית (עמק האץ', ניו מקסיקו)"], ['Syria and Turkey', 'סוריה וטורקיה'],
  ['Mexico (Puebla and Hidalgo)', 'מקסיקו (פואבלה והידלגו)'], ['USA (Texas and Louisiana)', 'ארצות הברית (טקסס ולואיזיאנה)'],
  ['French Guiana', 'גיאנה הצרפתית'], ['Northern Mexico and Texas', 'צפון מקסיקו וטקסס'],
  ['Thailand and Southeast Asia', 'תאילנד ודרום-מזרח אסיה'], ['Mexico (Tabasco)', 'מקסיקו (טבסקו)'], ['Brazil', 'ברזיל'],
  ['Mozambique and southern Africa', 'מוזמביק ודרום אפריקה'], ['Peru and Bolivia (Andes)', 'פרו ובוליביה (האנדים)'],
  ['Mexico and Central America (from the Andes)', 'מקסיקו ומרכז אמריקה (במקור מהאנדים)'], ['Peru', 'פרו'],
  ['Barbados (Caribbean)', 'ברבדוס (האיים הקריביים)'], ['Peru (Amazon)', 'פרו (אמזונס)'],
  ['Amazon basin; Mexico (Yucatán)', 'אגן האמזונס; מקסיקו (יוקטן)'], ['Caribbean (Jamaica)', "האיים הקריביים (ג'מייקה)"],
  ['USA (St. Augustine, Florida)', 'ארצות הברית (סנט אוגוסטין, פלורידה)'], ['Suriname', 'סורינאם'],
  ['Caribbean (Trinidad and Jamaica)', "האיים הקריביים (טרינידד וג'מייקה)"], ['India (Assam and Nagaland)', 'הודו (אסאם ונאגאלנד)'],
  ['Bangladesh (Sylhet) and northeast India', 'בנגלדש (סילהט) וצפון-מזרח הודו'], ['England (Lincolnshire)', 'אנגליה (לינקולנשייר)'],
  ['England (Cumbria)', 'אנגליה (קמבריה)'], ['USA (Louisiana)', 'ארצות הברית (לואיזיאנה)'],
  ['Trinidad and Tobago; record grown in Australia', 'טרינידד וטובגו; השיא גודל באוסטרליה'], ['Trinidad and Tobago', 'טרינידד וטובגו'],
  ['Trinidad and Tobago (Moruga)', 'טרינידד וטובגו (מורוגה)'], ['England', 'אנגליה'], ['USA (South Carolina)', 'ארצות הברית (דרום קרוליינה)'],
  ['Wales (St Asaph)', 'ויילס (סנט אסף)'],
];

describe('origin (country and region) and growing days', () => {
  let t: TestApp;
  let admin: string;
  const all = async (variables: Record<string, unknown> = {}): Promise<Row[]> =>
    (
      await allPages<Row>(
        t,
        `query($origins: [String!], $countries: [String!], $skip: Int) { peppers(skip: $skip, take: 100, origins: $origins, countries: $countries) { totalItems items { ${FIELDS} } } }`,
        variables,
      )
    ).items;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the migration finds a country in the old seeded origins, and keeps text that names none', () => {
    const unmapped = ['South America|דרום אמריקה', 'Central Africa|מרכז אפריקה'];
    for (const [en, he] of OLD_SEED_ORIGINS) {
      const row = migratedOrigin(en, he);
      expect([en, isCountryCode(row.country)]).toEqual([en, true]);
    }
    expect(migratedOrigin('Mexico (Veracruz)', 'מקסיקו (ורקרוס)')).toEqual({ country: 'MX', region: 'Veracruz', hebRegion: 'ורקרוס' });
    expect(migratedOrigin('Amazon basin; Mexico (Yucatán)', 'אגן האמזונס; מקסיקו (יוקטן)')).toEqual({ country: 'MX', region: 'Yucatán', hebRegion: 'יוקטן' });
    for (const text of unmapped) {
      const [en, he] = text.split('|');
      expect(migratedOrigin(en, he)).toEqual({ country: null, region: en, hebRegion: he });
    }
  });

  it('every seeded pepper has a valid country, readable origins and growing days', async () => {
    const rows = await all();
    expect(rows).toHaveLength(PEPPER_SEED.length);
    for (const p of rows) {
      expect([p.name, isCountryCode(p.country)]).toEqual([p.name, true]);
      expect(p.origin).toBe(formatOrigin(p.country, p.region, 'en'));
      expect(p.hebOrigin).toBe(formatOrigin(p.country, p.hebRegion, 'he'));
      expect([p.name, isValidGrowingDays(p.growingDaysMin, p.growingDaysMax)]).toEqual([p.name, true]);
      expect(p.growingTime).toBe(formatGrowingTime(p.growingDaysMin, p.growingDaysMax, 'en'));
    }
    const jalapeno = rows.find((p) => p.name === 'Jalapeño');
    expect(jalapeno).toMatchObject({ country: 'MX', region: 'Veracruz', hebRegion: 'ורקרוס', origin: 'Mexico (Veracruz)', hebOrigin: 'מקסיקו (ורקרוס)', growingDaysMin: 70, growingDaysMax: 80, growingTime: '70-80 days' });
  });

  it('filters and counts by country, named as a code or in either language', async () => {
    const mexican = ['Jalapeño', 'Serrano', 'Poblano (Ancho)', 'Tabasco', 'Habanero'];
    for (const variables of [{ countries: ['MX'] }, { origins: ['Mexico'] }, { origins: ['מקסיקו'] }, { origins: ['mx'] }]) {
      const names = (await all(variables)).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(mexican));
      expect(names).toHaveLength(PEPPER_SEED.filter((p) => p.country === 'MX').length);
    }
    expect(await all({ origins: ['Atlantis'] })).toEqual([]);
    const stats = (await t.gql('query { pepperStats { byOrigin { value count } } }')).data?.pepperStats.byOrigin;
    expect(stats.find((f: { value: string }) => f.value === 'MX').count).toBe(PEPPER_SEED.filter((p) => p.country === 'MX').length);
    expect(stats.length).toBe(new Set(PEPPER_SEED.map((p) => p.country)).size);
    const rest = await allRestPeppers(t, '/api/peppers?origins=Mexico');
    expect(rest.body.length).toBe(PEPPER_SEED.filter((p) => p.country === 'MX').length);
  });

  it('REST keeps a readable origin string and the growing_time string', async () => {
    const res = await allRestPeppers<{ name: string }>(t, '/api/peppers');
    expect(res.status).toBe(200);
    const jalapeno = res.body.find((p: { name: string }) => p.name === 'Jalapeño');
    expect(jalapeno).toMatchObject({ origin: 'Mexico (Veracruz)', 'heb-origin': 'מקסיקו (ורקרוס)', country: 'MX', growing_time: '70-80 days' });
  });

  it('maps a free origin written in Hebrew or English (and common forms) to its country', async () => {
    const created = await t.rest('POST', '/api/peppers', { name: 'Origin Test', shu: '1000', group: 'C. Annuum', 'heb-origin': 'מקסיקו (ורקרוס)', growing_time: '100-120 ימים' }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ country: 'MX', 'heb-region': 'ורקרוס', origin: 'Mexico', 'heb-origin': 'מקסיקו (ורקרוס)', growing_time: '100-120 days', growing_days_min: 100, growing_days_max: 120 });
    const id = created.body.id;
    const usa = await t.gql(UPDATE, { id, input: { origin: 'USA (Texas)', hebOrigin: 'ארה"ב (טקסס)', growingTime: '90 days' } }, admin);
    expect(usa.errors).toBeUndefined();
    expect(usa.data?.updatePepper).toMatchObject({ country: 'US', region: 'Texas', hebRegion: 'טקסס', origin: 'United States (Texas)', hebOrigin: 'ארצות הברית (טקסס)', growingDaysMin: 90, growingDaysMax: 90, growingTime: '90 days' });
    const structured = await t.gql(UPDATE, { id, input: { country: 'Peru', region: 'Andes', hebRegion: 'האנדים', growingDaysMin: 80, growingDaysMax: 95 } }, admin);
    expect(structured.data?.updatePepper).toMatchObject({ country: 'PE', origin: 'Peru (Andes)', hebOrigin: 'פרו (האנדים)', growingTime: '80-95 days' });
    const put = await t.rest('PUT', `/api/peppers/${id}`, { origin: 'United States' }, admin);
    expect(put.body).toMatchObject({ country: 'US', origin: 'United States', region: null });
    // A long region makes a readable origin longer than an input may be; later edits still go through.
    const long = await t.gql(UPDATE, { id, input: { country: 'US', region: 'r'.repeat(100) } }, admin);
    expect(long.data?.updatePepper.origin).toBe(`United States (${'r'.repeat(100)})`);
    expect((await t.gql(UPDATE, { id, input: { flavor: 'Sweet' } }, admin)).errors).toBeUndefined();
    const cleared = await t.gql(UPDATE, { id, input: { origin: '', hebOrigin: null, growingTime: '' } }, admin);
    expect(cleared.data?.updatePepper).toMatchObject({ country: null, origin: null, hebOrigin: null, growingDaysMin: null, growingTime: null });
  });

  it('refuses an unknown country and growing time that is no number of days, in both languages', async () => {
    const rest = await t.rest('POST', '/api/peppers', { name: 'Nowhere', shu: '10', group: 'C. Annuum', origin: 'Atlantis (Lost City)' }, admin);
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('Unknown country');
    expect(JSON.stringify(rest.body)).toContain('מדינה לא מוכרת');
    const gql = await t.gql(CREATE, { input: { name: 'Nowhere', shu: '10', group: 'c_annuum', hebOrigin: 'ארץ לא ידועה' } }, admin);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { hebOrigin: 'countryUnknown' } });
    expect(gql.errors?.[0].message).toContain('מדינה לא מוכרת');
    const code = await t.gql(CREATE, { input: { name: 'Nowhere', shu: '10', group: 'c_annuum', country: 'XX' } }, admin);
    expect(code.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { country: 'countryUnknown' } });
    const growing = await t.gql(CREATE, { input: { name: 'Nowhere', shu: '10', group: 'c_annuum', growingTime: 'soon' } }, admin);
    expect(growing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { growingTime: 'growingTimeInvalid' } });
    const reversed = await t.gql(CREATE, { input: { name: 'Nowhere', shu: '10', group: 'c_annuum', growingDaysMin: 120, growingDaysMax: 100 } }, admin);
    expect(reversed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await all({ origins: ['Nowhere'] })).length).toBe(0);
  });

  // Last: it takes the table back to free-text origins and runs the migration over the seeded rows.
  it('the migration turns existing free-text rows into countries, regions and days', async () => {
    const migration = new OriginAndGrowingDays1795700000002();
    // The search migration after it folds these columns in a trigger, and the name order and its stored keys use
    // its folding: undone first, redone last.
    const search = new ForgivingSearch1795700000003();
    const nameOrder = new NameOrder1796500000001();
    const nameKeys = new StoredNameKeys1796600000001();
    const runner = t.running.app.get(DataSource).createQueryRunner();
    try {
      await nameKeys.down(runner);
      await nameOrder.down(runner);
      await search.down(runner);
      await migration.down(runner);
      const old = async (name: string, origin: string, hebOrigin: string, growingTime: string) =>
        runner.query(`UPDATE peppers SET origin = $2, heb_origin = $3, growing_time = $4 WHERE name = $1`, [name, origin, hebOrigin, growingTime]);
      await old('Habanero', 'Amazon basin; Mexico (Yucatán)', 'אגן האמזונס; מקסיקו (יוקטן)', '90 days');
      await old('Banana Pepper', 'South America', 'דרום אמריקה', 'about three months');
      await old('Rocoto', 'Peru and Bolivia (Andes)', 'פרו ובוליביה (האנדים)', '120–150 days');
      await migration.up(runner);
      await search.up(runner);
      await nameOrder.up(runner);
      await nameKeys.up(runner);
    } finally {
      await runner.release();
    }
    const rows = await all();
    const byName = (name: string) => rows.find((p) => p.name === name);
    expect(byName('Habanero')).toMatchObject({ country: 'MX', region: 'Yucatán', hebRegion: 'יוקטן', origin: 'Mexico (Yucatán)', growingDaysMin: 90, growingDaysMax: 90, growingTime: '90 days' });
    expect(byName('Banana Pepper')).toMatchObject({ country: null, region: 'South America', hebRegion: 'דרום אמריקה', origin: 'South America', growingDaysMin: null, growingTime: 'about three months' });
    expect(byName('Rocoto')).toMatchObject({ country: 'PE', region: null, origin: 'Peru', growingDaysMin: 120, growingDaysMax: 150 });
    // The other rows went through their own readable text and came back the same.
    expect(byName('Jalapeño')).toMatchObject({ country: 'MX', region: 'Veracruz', hebRegion: 'ורקרוס', growingDaysMin: 70, growingDaysMax: 80 });
    expect(rows.filter((p) => isCountryCode(p.country))).toHaveLength(PEPPER_SEED.length - 1);
  });
});
