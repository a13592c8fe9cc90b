import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const BULK = 'mutation($ids: [ID!]!, $isActive: Boolean!) { bulkSetUsersActive(ids: $ids, isActive: $isActive) { applied count results { id ok error } } }';
const STATUS = 'query($id: ID!) { user(id: $id) { isActive } }';
const ME = 'query { me { id } }';

type Bulk = { applied: boolean; count: number; results: { id: string; ok: boolean; error: string | null }[] };

describe('accounts: blocking and unblocking users in bulk (admin, one transaction)', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let user: { token: string; id: string };
  let other: { token: string; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, ACCOUNTS.admin);
    user = await signIn(t, ACCOUNTS.user);
    other = await signIn(t, ACCOUNTS.other);
  });
  afterAll(async () => {
    await t?.close();
  });

  const bulk = async (ids: string[], isActive: boolean, token = admin.token) => {
    const res = await t.gql(BULK, { ids, isActive }, token);
    return { bulk: res.data?.bulkSetUsersActive as Bulk | undefined, errors: res.errors };
  };
  const isActive = async (id: string) => (await t.gql(STATUS, { id }, admin.token)).data?.user.isActive as boolean;

  it('refuses the whole set when one id cannot change: the caller\'s own account, or an unknown id (nothing changes)', async () => {
    const own = await bulk([user.id, admin.id, other.id], false);
    expect(own.bulk).toMatchObject({ applied: false, count: 0 });
    expect(own.bulk?.results).toEqual([
      { id: user.id, ok: false, error: 'ROLLED_BACK' },
      { id: admin.id, ok: false, error: 'FORBIDDEN' },
      { id: other.id, ok: false, error: 'ROLLED_BACK' },
    ]);
    const unknown = await bulk([user.id, '00000000-0000-0000-0000-000000000000'], false);
    expect(unknown.bulk?.applied).toBe(false);
    expect(unknown.bulk?.results[1]).toEqual({ id: '00000000-0000-0000-0000-000000000000', ok: false, error: 'NOT_FOUND' });
    expect([await isActive(user.id), await isActive(other.id), await isActive(admin.id)]).toEqual([true, true, true]);
    expect((await bulk([], false)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('blocks every id at once (their sessions end) and unblocks them again, with an audit entry each', async () => {
    const blocked = await bulk([user.id, other.id, user.id], false);
    expect(blocked.bulk).toMatchObject({ applied: true, count: 2 });
    expect([await isActive(user.id), await isActive(other.id)]).toEqual([false, false]);
    expect((await t.gql(ME, undefined, user.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const audit = await t.gql('query { auditLog(take: 5) { items { action targetId } } }', undefined, admin.token);
    const blocks = (audit.data?.auditLog.items as { action: string; targetId: string }[]).filter((entry) => entry.action === 'user.block');
    expect(blocks.map((entry) => entry.targetId).sort()).toEqual([user.id, other.id].sort());

    const unblocked = await bulk([user.id, other.id], true);
    expect(unblocked.bulk).toMatchObject({ applied: true, count: 2 });
    expect([await isActive(user.id), await isActive(other.id)]).toEqual([true, true]);
    expect((await signIn(t, ACCOUNTS.user)).token).toBeTruthy();
  });

  it('is an admin operation: a moderator is refused and nothing changes', async () => {
    const moderator = await signIn(t, ACCOUNTS.moderator);
    const refused = await bulk([user.id], false, moderator.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await isActive(user.id)).toBe(true);
  });
});
