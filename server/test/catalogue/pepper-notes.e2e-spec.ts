import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIMITS } from '@pepper-atlas/domain';
import { randomUUID } from 'node:crypto';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { allPages, allRestPeppers } from '../utils/catalogue-pages.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const FIELDS = 'id slug name uses hebUses growingNote hebGrowingNote';
const CREATE = `mutation($input: PepperInput!) { createPepper(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { ${FIELDS} } }`;
const BY_SLUG = `query($slug: String!) { pepperBySlug(slug: $slug) { ${FIELDS} } }`;

type Notes = { id: string; slug: string; name: string; uses: string | null; hebUses: string | null; growingNote: string | null; hebGrowingNote: string | null };

/** Issue 33: a pepper's culinary uses and growing note, in both languages, through GraphQL, REST and the seed. */
describe('pepper notes: culinary uses and a growing note', () => {
  let t: TestApp;
  let admin: string;
  const unique = () => `Notes ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every seeded pepper has uses and a growing note in English and Hebrew', async () => {
    const { items } = await allPages<Notes>(t, `query($skip: Int) { peppers(skip: $skip, take: 100) { totalItems items { ${FIELDS} } } }`);
    expect(items).toHaveLength(PEPPER_SEED.length);
    for (const p of items) {
      for (const field of ['uses', 'hebUses', 'growingNote', 'hebGrowingNote'] as const) {
        expect([p.name, field, (p[field] ?? '').length > 20]).toEqual([p.name, field, true]);
      }
      expect([p.name, /[\u05D0-\u05EA]/.test(p.hebUses!) && /[\u05D0-\u05EA]/.test(p.hebGrowingNote!)]).toEqual([p.name, true]);
    }
  });

  it('an admin writes, edits and clears them; GraphQL and REST answer the same', async () => {
    const input = {
      name: unique(),
      shu: '2500-8000',
      group: 'c_annuum',
      uses: '  Salsas, pickled rings and poppers.  ',
      hebUses: 'סלסות, טבעות כבושות וממולאים.',
      growingNote: 'Easy in pots; pick green or red.',
      hebGrowingNote: 'קל בעציצים; קוטפים ירוק או אדום.',
    };
    const created = await t.gql<{ createPepper: Notes }>(CREATE, { input }, admin);
    expect(created.errors).toBeUndefined();
    const pepper = created.data!.createPepper;
    expect(pepper.uses).toBe('Salsas, pickled rings and poppers.');
    expect(pepper.hebGrowingNote).toBe(input.hebGrowingNote);

    const rest = await t.rest('GET', `/api/peppers/${pepper.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      uses: 'Salsas, pickled rings and poppers.',
      'heb-uses': input.hebUses,
      'growing-note': input.growingNote,
      'heb-growing-note': input.hebGrowingNote,
    });

    const put = await t.rest('PUT', `/api/peppers/${pepper.id}`, { 'growing-note': 'Needs warmth to germinate.', 'heb-uses': '' }, admin);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ 'growing-note': 'Needs warmth to germinate.', 'heb-uses': null, uses: 'Salsas, pickled rings and poppers.' });

    const cleared = await t.gql<{ updatePepper: Notes }>(UPDATE, { id: pepper.id, input: { uses: null } }, admin);
    expect(cleared.errors).toBeUndefined();
    const read = (await t.gql<{ pepperBySlug: Notes }>(BY_SLUG, { slug: pepper.slug })).data!.pepperBySlug;
    expect(read).toMatchObject({ uses: null, hebUses: null, growingNote: 'Needs warmth to germinate.', hebGrowingNote: input.hebGrowingNote });
  });

  it('refuses a note over its limit with the field and message, in GraphQL and REST, and writes nothing', async () => {
    const long = 'x'.repeat(LIMITS.pepper.usesMax + 1);
    const res = await t.gql(CREATE, { input: { name: unique(), shu: '1000', group: 'c_annuum', uses: long } }, admin);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { uses: 'usesTooLong' } });
    expect(res.errors?.[0]?.message).toContain('Culinary uses must be less than 400 characters');

    const { id } = (await t.gql<{ createPepper: Notes }>(CREATE, { input: { name: unique(), shu: '1000', group: 'c_annuum' } }, admin)).data!.createPepper;
    const put = await t.rest('PUT', `/api/peppers/${id}`, { 'heb-growing-note': 'א'.repeat(LIMITS.pepper.growingNoteMax + 1) }, admin);
    expect(put.status).toBe(400);
    expect(put.body.message).toBe('Hebrew growing note must be less than 400 characters');
    const after = await t.rest('GET', `/api/peppers/${id}`);
    expect(after.body['heb-growing-note']).toBeNull();

    // Exactly at the limit is fine (characters, not bytes: Hebrew letters are two bytes each).
    const atLimit = await t.rest('PUT', `/api/peppers/${id}`, { 'heb-growing-note': 'א'.repeat(LIMITS.pepper.growingNoteMax) }, admin);
    expect(atLimit.status).toBe(200);
  });

  it('parallel edits of different notes all stay, and parallel edits of the same notes leave one whole edit', async () => {
    const created = await t.gql<{ createPepper: Notes }>(CREATE, { input: { name: unique(), shu: '1000-2000', group: 'c_annuum' } }, admin);
    expect(created.errors).toBeUndefined();
    const { id, slug } = created.data!.createPepper;
    const NOTES = ['uses', 'hebUses', 'growingNote', 'hebGrowingNote'] as const;

    // Two rounds of four admins, each changing a different note at once (GraphQL and REST mixed): none is lost.
    for (const round of [1, 2]) {
      const text = (field: string) => `${field} ${round}: ${'x'.repeat(20)}`;
      const answers = await Promise.all(
        NOTES.map((field, i) =>
          i % 2 === 0
            ? t.gql(UPDATE, { id, input: { [field]: text(field) } }, admin).then((res) => (res.errors ? JSON.stringify(res.errors) : 'ok'))
            : t
                .rest('PUT', `/api/peppers/${id}`, { [field === 'hebUses' ? 'heb-uses' : 'heb-growing-note']: text(field) }, admin)
                .then((res) => (res.status === 200 ? 'ok' : `${res.status} ${JSON.stringify(res.body)}`)),
        ),
      );
      expect(answers).toEqual(['ok', 'ok', 'ok', 'ok']);
      const stored = (await t.gql<{ pepperBySlug: Notes }>(BY_SLUG, { slug })).data!.pepperBySlug;
      expect(NOTES.map((field) => stored[field])).toEqual(NOTES.map(text));
    }

    // Eight admins writing all four notes at once: the stored notes are one writer's, never a mix.
    const edits = Array.from({ length: 8 }, (_, n) => Object.fromEntries(NOTES.map((field) => [field, `${field} by writer ${n}`])));
    const results = await Promise.all(edits.map((input) => t.gql(UPDATE, { id, input }, admin)));
    expect(results.map((res) => res.errors)).toEqual(edits.map(() => undefined));
    const stored = (await t.gql<{ pepperBySlug: Notes }>(BY_SLUG, { slug })).data!.pepperBySlug;
    const writer = edits.findIndex((edit) => edit.uses === stored.uses);
    expect(writer).toBeGreaterThanOrEqual(0);
    expect(NOTES.map((field) => stored[field])).toEqual(NOTES.map((field) => edits[writer]![field]));
  });

  it('a member cannot write them', async () => {
    const member = (await signIn(t, ACCOUNTS.user)).token;
    const res = await t.gql(CREATE, { input: { name: unique(), shu: '1000', group: 'c_annuum', uses: 'Anything.' } }, member);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
