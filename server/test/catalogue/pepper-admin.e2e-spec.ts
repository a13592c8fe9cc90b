import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Actor, actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const CREATE = 'mutation($input: PepperInput!) { createPepper(input: $input) { id name group shu shuMin shuMax heatLevel difficulty isActive isFeatured views likes lastUpdated hebName } }';
const FIELDS = 'id name isActive isFeatured lastUpdated';

describe('pepper administration', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let admin: string;
  const ids = async (n: number): Promise<string[]> =>
    (await t.gql(`query { peppers(take: ${n}, sortBy: name) { items { id } } }`)).data?.peppers.items.map((p: { id: string }) => p.id);
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
    admin = tokens.admin as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a pepper: group, heat level and difficulty as enums, parses SHU, defaults active and not featured', async () => {
    const res = await t.gql(CREATE, { input: { name: 'Test Ghost', shu: '1,000-5,000', group: 'c_chinense', heatLevel: 'medium', hebName: 'רוח בדיקה' } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createPepper).toMatchObject({
      name: 'Test Ghost', group: 'c_chinense', shu: '1,000-5,000', shuMin: 1000, shuMax: 5000, heatLevel: 'medium',
      difficulty: 'medium', isActive: true, isFeatured: false, views: 0, likes: 0, hebName: 'רוח בדיקה',
    });
    // REST keeps the stored names, and reads spelling variants and Hebrew names (as the old clients send them).
    const rest = await t.rest('POST', '/api/peppers', { name: 'Rest Ghost', shu: '1,000-5,000', group: 'chinense', heat_level: 'בינוני', difficulty: 'קשה' }, admin);
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ group: 'C. Chinense', heat_level: 'Medium', difficulty: 'Hard' });
    const stored = await t.gql('query($id: ID!) { pepper(id: $id) { group heatLevel difficulty } }', { id: rest.body.id });
    expect(stored.data?.pepper).toEqual({ group: 'c_chinense', heatLevel: 'medium', difficulty: 'hard' });
    const open = await t.gql(CREATE, { input: { name: 'Open Ended', shu: '100000+', group: 'c_annuum' } }, admin);
    expect(open.data?.createPepper).toMatchObject({ shuMin: 100000, shuMax: null });
  });

  it('refuses invalid peppers with the messages of docs/product-rules.md#validation (a new pepper with the add-pepper wording)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shu: '5', group: 'c_annuum' }, 'name', 'Pepper name is required'],
      [{ name: 'X', shu: '5', group: 'c_annuum' }, 'name', 'Name must be at least 2 characters'],
      [{ name: 'x'.repeat(51), shu: '5', group: 'c_annuum' }, 'name', 'Name must be less than 50 characters'],
      [{ name: 'Okay', group: 'c_annuum' }, 'shu', 'Heat units are required'],
      [{ name: 'Okay', shu: 'hot!', group: 'c_annuum' }, 'shu', 'Invalid SHU value'],
      [{ name: 'Okay', shu: '5' }, 'group', 'Pepper group is required'],
      [{ name: 'Okay', shu: '5', group: 'c_annuum', description: 'd'.repeat(501) }, 'description', 'Description must be less than 500 characters'],
    ];
    for (const [input, field, message] of cases) {
      const res = await t.gql(CREATE, { input }, admin);
      expect([field, res.errors?.[0].extensions?.code]).toEqual([field, 'BAD_USER_INPUT']);
      expect(res.errors?.[0].extensions?.fields?.[field]).toBeTruthy();
      const text = res.errors?.[0].message;
      expect([field, text]).toEqual([field, message]);
    }
    // Emptying a stored pepper's required field is the form table's wording.
    const [id] = await ids(1);
    for (const [input, message] of [[{ name: '' }, 'Name is required'], [{ shu: ' ' }, 'SHU is required'], [{ group: null }, 'Group is required']] as const) {
      const res = await t.gql('mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { id } }', { id, input }, admin);
      expect(res.errors?.[0].message).toBe(message);
    }
    // Unknown vocabulary: GraphQL refuses a value outside the enum; REST (free text) with the field's message.
    for (const input of [{ group: 'martian' }, { heatLevel: 'lava' }, { difficulty: 'insane' }]) {
      const res = await t.gql(CREATE, { input: { name: 'Okay', shu: '5', group: 'c_annuum', ...input } }, admin);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const restCases: [Record<string, unknown>, string, string][] = [
      [{ group: 'C. Martian' }, 'group', 'Invalid group selected'],
      [{ heat_level: 'Lava' }, 'heatLevel', 'Invalid heat level'],
      [{ difficulty: 'Insane' }, 'difficulty', 'Invalid difficulty level'],
    ];
    for (const [body, field, message] of restCases) {
      const res = await t.rest('POST', '/api/peppers', { name: 'Okay', shu: '5', group: 'C. Annuum', ...body }, admin);
      expect([field, res.status]).toEqual([field, 400]);
      expect([field, res.body.message]).toEqual([field, message]);
    }
  });

  it('updates given fields and last_updated; status changes hide and feature', async () => {
    const [id] = await ids(1);
    const before = (await t.gql('query($id: ID!) { pepper(id: $id) { lastUpdated flavor } }', { id })).data?.pepper;
    const res = await t.gql(`mutation($id: ID!) { updatePepper(id: $id, input: { flavor: "Smoky" }) { flavor ${FIELDS} } }`, { id }, admin);
    expect(res.data?.updatePepper.flavor).toBe('Smoky');
    expect(new Date(res.data?.updatePepper.lastUpdated).getTime()).toBeGreaterThan(new Date(before.lastUpdated).getTime());
    const featured = await t.gql(`mutation($id: ID!) { setPepperStatus(id: $id, action: featured, value: true) { ${FIELDS} } }`, { id }, admin);
    expect(featured.data?.setPepperStatus.isFeatured).toBe(true);
  });

  it('bulk-features three peppers in one transaction', async () => {
    const three = await ids(3);
    const res = await t.gql('mutation($ids: [ID!]!) { bulkSetPepperStatus(ids: $ids, action: featured, value: true) { applied count results { id ok error } } }', { ids: three }, admin);
    expect(res.data?.bulkSetPepperStatus).toMatchObject({ applied: true, count: 3 });
    const check = await t.gql('query { peppers(take: 3, sortBy: name) { items { isFeatured } } }');
    expect(check.data?.peppers.items.every((p: { isFeatured: boolean }) => p.isFeatured)).toBe(true);
  });

  it('rolls the whole bulk change back when one id fails, and says which', async () => {
    const some = (await ids(6)).slice(3);
    const missing = '00000000-0000-0000-0000-000000000000';
    const res = await t.gql('mutation($ids: [ID!]!) { bulkSetPepperStatus(ids: $ids, action: active, value: false) { applied count results { id ok error } } }', { ids: [...some, missing] }, admin);
    expect(res.data?.bulkSetPepperStatus.applied).toBe(false);
    expect(res.data?.bulkSetPepperStatus.results).toContainEqual({ id: missing, ok: false, error: 'NOT_FOUND' });
    const still = await t.gql('query { peppers(take: 6, sortBy: name) { items { id isActive } } }');
    expect(still.data?.peppers.items.filter((p: { id: string }) => some.includes(p.id)).every((p: { isActive: boolean }) => p.isActive)).toBe(true);
    const del = await t.gql('mutation($ids: [ID!]!) { bulkDeletePeppers(ids: $ids) { applied results { id ok error } } }', { ids: [...some, 'junk'] }, admin);
    expect(del.data?.bulkDeletePeppers.applied).toBe(false);
    expect((await t.gql('query($id: ID!) { pepper(id: $id) { id } }', { id: some[0] })).data?.pepper.id).toBe(some[0]);
    const empty = await t.gql('mutation { bulkDeletePeppers(ids: []) { applied } }', undefined, admin);
    expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('deletes a pepper and undoes the delete', async () => {
    const created = await t.gql(CREATE, { input: { name: 'Short Lived', shu: '10', group: 'c_annuum' } }, admin);
    const id = created.data?.createPepper.id;
    expect((await t.gql('mutation($id: ID!) { deletePepper(id: $id) { id } }', { id }, admin)).data?.deletePepper.id).toBe(id);
    expect((await t.gql('query($id: ID!) { pepper(id: $id) { id } }', { id }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql('mutation($id: ID!) { restorePepper(id: $id) { name } }', { id }, admin)).data?.restorePepper.name).toBe('Short Lived');
  });

  it('counts 50 parallel views exactly', async () => {
    const [id] = await ids(1);
    const before = (await t.gql('query($id: ID!) { pepper(id: $id) { views } }', { id })).data?.pepper.views;
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.gql('mutation($id: ID!) { viewPepper(id: $id) }', { id })));
    // Each view answers the new total: 50 different numbers.
    expect(new Set(answers.map((a) => a.data?.viewPepper)).size).toBe(50);
    expect((await t.gql('query($id: ID!) { pepper(id: $id) { views } }', { id })).data?.pepper.views).toBe(before + 50);
  });

  it('likes once per user (a toggle) and keeps favorites per user', async () => {
    const [id, other] = await ids(2);
    const user = tokens.user as string;
    const like = 'mutation($id: ID!) { togglePepperLike(id: $id) { liked likes } }';
    const first = (await t.gql(like, { id }, user)).data?.togglePepperLike;
    expect(first.liked).toBe(true);
    const second = (await t.gql(like, { id }, user)).data?.togglePepperLike;
    expect(second).toEqual({ liked: false, likes: first.likes - 1 });
    expect((await t.gql(like, { id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    expect((await t.gql('mutation($id: ID!) { toggleFavorite(id: $id) }', { id }, user)).data?.toggleFavorite).toBe(true);
    expect((await t.gql('mutation($ids: [ID!]!) { addFavorites(ids: $ids) }', { ids: [other, 'junk'] }, user)).data?.addFavorites).toBe(1);
    const mine = await t.gql('query { peppers(favoritesOnly: true) { totalItems items { id isFavorite likedByMe } } }', undefined, user);
    expect(mine.data?.peppers.items.map((p: { id: string }) => p.id).sort()).toEqual([id, other].sort());
    expect(mine.data?.peppers.items.every((p: { isFavorite: boolean }) => p.isFavorite)).toBe(true);
    const asAdmin = await t.gql('query { peppers(favoritesOnly: true) { totalItems } }', undefined, admin);
    expect(asAdmin.data?.peppers.totalItems).toBe(0);
    const asGuest = await t.gql('query { peppers(take: 3) { items { isFavorite likedByMe } } }');
    expect(asGuest.data?.peppers.items.every((p: { isFavorite: boolean }) => !p.isFavorite)).toBe(true);
  });

  const WRITES: [string, string][] = [
    ['createPepper', 'mutation { createPepper(input: { name: "Nope", shu: "1", group: c_annuum }) { id } }'],
    ['updatePepper', 'mutation { updatePepper(id: "00000000-0000-0000-0000-000000000000", input: { flavor: "x" }) { id } }'],
    ['deletePepper', 'mutation { deletePepper(id: "00000000-0000-0000-0000-000000000000") { id } }'],
    ['restorePepper', 'mutation { restorePepper(id: "00000000-0000-0000-0000-000000000000") { id } }'],
    ['setPepperStatus', 'mutation { setPepperStatus(id: "00000000-0000-0000-0000-000000000000", action: active, value: false) { id } }'],
    ['bulkSetPepperStatus', 'mutation { bulkSetPepperStatus(ids: ["00000000-0000-0000-0000-000000000000"], action: featured, value: true) { applied } }'],
    ['bulkDeletePeppers', 'mutation { bulkDeletePeppers(ids: ["00000000-0000-0000-0000-000000000000"]) { applied } }'],
    ['deletePepperImage', 'mutation { deletePepperImage(id: "00000000-0000-0000-0000-000000000000") { id } }'],
  ];
  const REFUSAL = { guest: 'UNAUTHENTICATED', blocked: 'UNAUTHENTICATED', user: 'FORBIDDEN', moderator: 'FORBIDDEN' } as const;

  for (const actor of ['guest', 'user', 'moderator', 'blocked'] as const) {
    it(`refuses every pepper write to a ${actor}`, async () => {
      for (const [name, query] of WRITES) {
        const res = await t.gql(query, undefined, tokens[actor]);
        expect([name, res.errors?.[0].extensions?.code]).toEqual([name, REFUSAL[actor]]);
      }
    });
  }
});
