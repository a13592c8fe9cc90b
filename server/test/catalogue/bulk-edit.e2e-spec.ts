import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Actor, actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const FIELDS = 'id name group difficulty country region origin color unripeColor shape isActive isFeatured lastUpdated';
const BULK_UPDATE = `mutation($ids: [ID!]!, $patch: PepperPatchInput!) {
  bulkUpdatePeppers(ids: $ids, patch: $patch) { applied count changeSetId results { id ok error } }
}`;
const UNDO = 'mutation($id: ID!) { undoPepperChanges(changeSetId: $id) { applied count results { id ok error } } }';

type Row = Record<string, unknown> & { id: string; name: string; lastUpdated: string };

describe('bulk edit of peppers, with undo', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let admin: string;
  const rows = async (ids: string[]): Promise<Row[]> => {
    const res = await t.gql(`query($ids: [String!]) { peppers(ids: $ids, take: 100, sortBy: name, status: all) { items { ${FIELDS} } } }`, { ids }, admin);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data?.peppers.items;
  };
  const firstIds = async (n: number, skip = 0): Promise<string[]> =>
    (await t.gql(`query { peppers(take: ${n}, skip: ${skip}, sortBy: name) { items { id } } }`)).data?.peppers.items.map((p: { id: string }) => p.id);
  const withoutTime = (list: Row[]) => list.map(({ lastUpdated, ...rest }) => rest);
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
    admin = tokens.admin as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets the same fields on every selected pepper in one step, and undo puts each back as it was', async () => {
    const ids = await firstIds(6);
    const before = await rows(ids);
    const res = await t.gql(BULK_UPDATE, { ids, patch: { group: 'c_baccatum', difficulty: 'hard', country: 'Peru', color: 'Green to yellow', shape: 'Bell', isFeatured: true } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data?.bulkUpdatePeppers).toMatchObject({ applied: true, count: 6 });
    const changeSetId = res.data?.bulkUpdatePeppers.changeSetId;
    expect(changeSetId).toEqual(expect.any(String));
    for (const row of await rows(ids)) {
      expect(row).toMatchObject({ group: 'c_baccatum', difficulty: 'hard', country: 'PE', color: 'yellow', unripeColor: 'green', shape: 'bell', isFeatured: true });
      // The region each pepper had stays; the readable origin follows the new country.
      const old = before.find((p) => p.id === row.id)!;
      expect(row.region).toBe(old.region);
    }
    const audit = await t.gql('query { auditLog(take: 50) { items { action targetId } } }', {}, admin);
    const logged = audit.data?.auditLog.items.filter((e: { action: string; targetId: string }) => e.action === 'pepper.bulk.update' && ids.includes(e.targetId));
    expect(logged).toHaveLength(6);

    const undo = await t.gql(UNDO, { id: changeSetId }, admin);
    expect(undo.data?.undoPepperChanges).toMatchObject({ applied: true, count: 6 });
    expect(withoutTime(await rows(ids))).toEqual(withoutTime(before));
    const again = await t.gql(UNDO, { id: changeSetId }, admin);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('is all or nothing: an unknown id or an invalid value changes no pepper', async () => {
    const ids = await firstIds(3, 10);
    const before = await rows(ids);
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await t.gql(BULK_UPDATE, { ids: [...ids, missing], patch: { difficulty: 'easy' } }, admin);
    expect(res.data?.bulkUpdatePeppers).toMatchObject({ applied: false, count: 0, changeSetId: null });
    expect(res.data?.bulkUpdatePeppers.results).toContainEqual({ id: missing, ok: false, error: 'NOT_FOUND' });
    expect(await rows(ids)).toEqual(before);
    const invalid = await t.gql(BULK_UPDATE, { ids, patch: { shape: 'Blob' } }, admin);
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { shape: 'shapeUnknown' } });
    const empty = await t.gql(BULK_UPDATE, { ids, patch: {} }, admin);
    expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rows(ids)).toEqual(before);
  });

  it('does not undo over a later edit: the whole undo is refused and can be tried again', async () => {
    const ids = await firstIds(2, 20);
    const res = await t.gql(BULK_UPDATE, { ids, patch: { difficulty: 'hard' } }, admin);
    const changeSetId = res.data?.bulkUpdatePeppers.changeSetId;
    await t.gql('mutation($id: ID!) { updatePepper(id: $id, input: { flavor: "Edited later" }) { id } }', { id: ids[0] }, admin);
    const undo = await t.gql(UNDO, { id: changeSetId }, admin);
    expect(undo.data?.undoPepperChanges.applied).toBe(false);
    expect(undo.data?.undoPepperChanges.results).toContainEqual({ id: ids[0], ok: false, error: 'CONFLICT' });
    expect((await rows(ids)).every((p) => p.difficulty === 'hard')).toBe(true);
  });

  it('bulk status changes can be undone too', async () => {
    const ids = await firstIds(3, 30);
    const before = await rows(ids);
    const res = await t.gql('mutation($ids: [ID!]!) { bulkSetPepperStatus(ids: $ids, action: active, value: false) { applied changeSetId } }', { ids }, admin);
    expect(res.data?.bulkSetPepperStatus.applied).toBe(true);
    expect((await rows(ids)).every((p) => p.isActive === false)).toBe(true);
    const undo = await t.gql(UNDO, { id: res.data?.bulkSetPepperStatus.changeSetId }, admin);
    expect(undo.data?.undoPepperChanges.applied).toBe(true);
    expect(withoutTime(await rows(ids))).toEqual(withoutTime(before));
  });

  it('undoes once when many undo requests of one change arrive together', async () => {
    const ids = await firstIds(4, 40);
    const res = await t.gql(BULK_UPDATE, { ids, patch: { difficulty: 'easy', isFeatured: true } }, admin);
    const changeSetId = res.data?.bulkUpdatePeppers.changeSetId;
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.gql(UNDO, { id: changeSetId }, admin)));
    expect(answers.filter((a) => a.data?.undoPepperChanges?.applied === true)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(7);
  });

  it('runs 8 parallel bulk edits of the same 50 peppers in shuffled orders without a deadlock: each row ends with one submitted value', async () => {
    // Before: on PostgreSQL two edits locking the same rows in opposite orders deadlocked (40P01 -> INTERNAL_SERVER_ERROR).
    const ids = await firstIds(50);
    expect(ids).toHaveLength(50);
    const shuffled = (list: string[]) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    };
    const orders = [ids, [...ids].reverse(), ...Array.from({ length: 6 }, () => shuffled(ids))];
    const regions = orders.map((_, i) => `Parallel region ${i + 1}`);
    const answers = await Promise.all(orders.map((order, i) => t.gql(BULK_UPDATE, { ids: order, patch: { region: regions[i] } }, admin)));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.bulkUpdatePeppers).toMatchObject({ applied: true, count: 50 });
    }
    const after = await t.gql(`query($ids: [String!]) { peppers(ids: $ids, take: 100, status: all) { items { id region } } }`, { ids }, admin);
    const items: { id: string; region: string }[] = after.data?.peppers.items;
    expect(items).toHaveLength(ids.length);
    for (const item of items) expect(regions).toContain(item.region);
  });

  it('is for active admins only', async () => {
    const ids = await firstIds(1);
    for (const actor of ['guest', 'user', 'moderator'] as Actor[]) {
      const res = await t.gql(BULK_UPDATE, { ids, patch: { difficulty: 'easy' } }, tokens[actor]);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(res.errors?.[0].extensions?.code);
      const undo = await t.gql(UNDO, { id: '00000000-0000-4000-8000-000000000000' }, tokens[actor]);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(undo.errors?.[0].extensions?.code);
    }
  });
});
