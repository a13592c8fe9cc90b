import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('REST user routes of docs/rest-api.md', () => {
  let t: TestApp;
  let admin: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /api/users/register answers { user, tokens: { accessToken } } and 409 on a duplicate', async () => {
    const body = { username: 'rest_user', email: 'rest@example.com', password: 'rest-pass-123', firstName: 'Rest', lastName: 'User' };
    const res = await t.rest('POST', '/api/users/register', body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: 'rest_user', email: 'rest@example.com', role: 'user', isActive: true });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(typeof res.body.tokens.accessToken).toBe('string');
    userId = res.body.user.id;
    const again = await t.rest('POST', '/api/users/register', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This email is already registered');
  });

  it('POST /api/users/register: 400 with the documented message when fields are missing', async () => {
    const res = await t.rest('POST', '/api/users/register', { email: 'x@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all required fields');
  });

  it('POST /api/users/login answers the session, 401 on bad credentials, 400 on missing fields', async () => {
    const ok = await t.rest('POST', '/api/users/login', { email: 'rest@example.com', password: 'rest-pass-123' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.username).toBe('rest_user');
    expect(typeof ok.body.tokens.accessToken).toBe('string');
    const bad = await t.rest('POST', '/api/users/login', { email: 'rest@example.com', password: 'wrong-pass' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Invalid email or password');
    const missing = await t.rest('POST', '/api/users/login', { email: 'rest@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields');
  });

  it('verify, profile, update profile and change password for the signed-in user', async () => {
    const { token } = await signIn(t, { email: 'rest@example.com', password: 'rest-pass-123' });
    expect((await t.rest('POST', '/api/users/verify', undefined, token)).body).toMatchObject({ success: true });
    expect((await t.rest('POST', '/api/users/verify')).status).toBe(401);
    expect((await t.rest('GET', '/api/users/profile', undefined, token)).body.user.email).toBe('rest@example.com');
    const put = await t.rest('PUT', '/api/users/profile', { bio: 'Serranos forever', lastName: 'Userson' }, token);
    expect(put.status).toBe(200);
    expect(put.body.user).toMatchObject({ bio: 'Serranos forever', lastName: 'Userson' });
    const invalid = await t.rest('PUT', '/api/users/profile', { email: 'not-an-email' }, token);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ email: 'emailInvalid' });
    const change = await t.rest('PUT', '/api/users/change-password', { currentPassword: 'rest-pass-123', newPassword: 'rest-pass-456' }, token);
    expect(change.status).toBe(200);
    expect(typeof change.body.tokens.accessToken).toBe('string');
    expect((await t.rest('GET', '/api/users/profile', undefined, token)).status).toBe(401);
  });

  it('admin list, search, stats, by role and by id', async () => {
    const list = await t.rest('GET', '/api/users?take=5&sortBy=username&sortOrder=asc', undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body.users).toHaveLength(5);
    expect(list.body.total).toBeGreaterThanOrEqual(11);
    const names = list.body.users.map((u: { username: string }) => u.username.toLowerCase());
    expect(names).toEqual([...names].sort());
    const search = await t.rest('GET', '/api/users/search?q=rest_', undefined, admin);
    expect(search.body.users.map((u: { username: string }) => u.username)).toEqual(['rest_user']);
    const stats = await t.rest('GET', '/api/users/stats', undefined, admin);
    expect(stats.body).toMatchObject({ admins: 1, moderators: 1, blocked: 1 });
    expect(stats.body.total).toBe(stats.body.active + stats.body.blocked);
    const mods = await t.rest('GET', '/api/users/role/moderator', undefined, admin);
    expect(mods.body.users.map((u: { username: string }) => u.username)).toEqual(['moshe.grower']);
    expect((await t.rest('GET', '/api/users/role/emperor', undefined, admin)).status).toBe(400);
    expect((await t.rest('GET', `/api/users/${userId}`, undefined, admin)).body.user.username).toBe('rest_user');
    expect((await t.rest('GET', '/api/users/00000000-0000-0000-0000-000000000000', undefined, admin)).status).toBe(404);
    expect((await t.rest('GET', '/api/users/garbage', undefined, admin)).status).toBe(404);
  });

  it('admin create, update, role, status, deactivate, activate and delete', async () => {
    const created = await t.rest(
      'POST',
      '/api/users',
      { username: 'made_by_admin', email: 'made@example.com', password: 'made-pass-123', firstName: 'Made', lastName: 'ByAdmin', role: 'moderator' },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ role: 'moderator', isActive: true });
    const id = created.body.user.id;
    expect((await t.rest('PUT', `/api/users/${id}`, { firstName: 'Remade' }, admin)).body.user).toMatchObject({ firstName: 'Remade', role: 'moderator' });
    expect((await t.rest('PATCH', `/api/users/${id}/role`, { role: 'user' }, admin)).body.user.role).toBe('user');
    expect((await t.rest('PATCH', `/api/users/${id}/role`, { role: 'king' }, admin)).status).toBe(400);
    expect((await t.rest('PATCH', `/api/users/${id}/deactivate`, undefined, admin)).body.user.isActive).toBe(false);
    expect((await t.rest('PATCH', `/api/users/${id}/activate`, undefined, admin)).body.user.isActive).toBe(true);
    expect((await t.rest('PUT', `/api/users/${id}/status`, { isActive: false }, admin)).body.user.isActive).toBe(false);
    expect((await t.rest('PUT', `/api/users/${id}/status`, { isActive: 'maybe' }, admin)).status).toBe(400);
    expect((await t.rest('DELETE', `/api/users/${id}`, undefined, admin)).body).toMatchObject({ success: true });
    expect((await t.rest('GET', `/api/users/${id}`, undefined, admin)).status).toBe(404);
  });

  it('an admin cannot block, demote or delete themself', async () => {
    const me = (await t.rest('GET', '/api/users/profile', undefined, admin)).body.user;
    for (const [method, path, body] of [
      ['PATCH', `/api/users/${me.id}/deactivate`, undefined],
      ['PATCH', `/api/users/${me.id}/role`, { role: 'user' }],
      ['DELETE', `/api/users/${me.id}`, undefined],
    ] as const) {
      const res = await t.rest(method, path, body, admin);
      expect(res.status).toBe(403);
    }
  });
});
