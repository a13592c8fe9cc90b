import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const BULK = 'mutation($ids: [ID!]!, $locked: Boolean!) { bulkSetTopicsLocked(ids: $ids, locked: $locked) { applied count results { id ok error } } }';
const LOCKED = 'query($id: ID!) { topic(id: $id) { locked } }';

type Bulk = { applied: boolean; count: number; results: { id: string; ok: boolean; error: string | null }[] };

describe('forum: locking and unlocking topics in bulk (moderators, one transaction)', () => {
  let t: TestApp;
  let moderator: string;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    moderator = (await signIn(t, ACCOUNTS.moderator)).token;
    const page = await t.gql('query { topics(limit: 3) { topics { id locked } } }');
    ids = (page.data?.topics.topics as { id: string; locked: boolean }[]).filter((topic) => !topic.locked).map((topic) => topic.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await t?.close();
  });

  const bulk = async (list: string[], locked: boolean, token = moderator) => {
    const res = await t.gql(BULK, { ids: list, locked }, token);
    return { bulk: res.data?.bulkSetTopicsLocked as Bulk | undefined, errors: res.errors };
  };
  const locked = async (id: string) => (await t.gql(LOCKED, { id })).data?.topic.locked as boolean;

  it('refuses the whole set when one id is unknown: nothing is locked', async () => {
    const missing = '00000000-0000-0000-0000-000000000000';
    const refused = await bulk([ids[0]!, missing, ids[1]!], true);
    expect(refused.bulk).toMatchObject({ applied: false, count: 0 });
    expect(refused.bulk?.results).toEqual([
      { id: ids[0], ok: false, error: 'ROLLED_BACK' },
      { id: missing, ok: false, error: 'NOT_FOUND' },
      { id: ids[1], ok: false, error: 'ROLLED_BACK' },
    ]);
    expect([await locked(ids[0]!), await locked(ids[1]!)]).toEqual([false, false]);
  });

  it('locks every id at once and unlocks them again, with an audit entry each', async () => {
    const done = await bulk([ids[0]!, ids[1]!], true);
    expect(done.bulk).toMatchObject({ applied: true, count: 2 });
    expect([await locked(ids[0]!), await locked(ids[1]!)]).toEqual([true, true]);
    const admin = (await signIn(t, ACCOUNTS.admin)).token;
    const audit = await t.gql('query { auditLog(take: 5) { items { action targetId } } }', undefined, admin);
    const locks = (audit.data?.auditLog.items as { action: string; targetId: string }[]).filter((entry) => entry.action === 'topic.lock');
    expect(locks.map((entry) => entry.targetId).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await bulk([ids[0]!, ids[1]!], false)).bulk?.applied).toBe(true);
    expect([await locked(ids[0]!), await locked(ids[1]!)]).toEqual([false, false]);
  });

  it('is for moderators and admins: a member is refused and nothing changes', async () => {
    const member = (await signIn(t, ACCOUNTS.other)).token;
    expect((await bulk([ids[0]!], true, member)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await locked(ids[0]!)).toBe(false);
  });
});
