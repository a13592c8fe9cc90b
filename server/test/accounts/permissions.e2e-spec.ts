import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Actor, actorTokens, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** Every admin-only operation, GraphQL and REST, and what each actor gets. */
const ADMIN_GRAPHQL: [string, string][] = [
  ['users', 'query { users { totalItems } }'],
  ['user', 'query { user(id: "00000000-0000-0000-0000-000000000000") { id } }'],
  ['userStats', 'query { userStats { total } }'],
  ['createUser', 'mutation { createUser(input: { username: "x_y_z", email: "xyz@example.com", password: "whatever-123", firstName: "X", lastName: "Y" }) { id } }'],
  ['updateUser', 'mutation { updateUser(id: "00000000-0000-0000-0000-000000000000", input: { firstName: "Z" }) { id } }'],
  ['deleteUser', 'mutation { deleteUser(id: "00000000-0000-0000-0000-000000000000") }'],
  ['setUserActive', 'mutation { setUserActive(id: "00000000-0000-0000-0000-000000000000", isActive: false) { id } }'],
  ['setUserRole', 'mutation { setUserRole(id: "00000000-0000-0000-0000-000000000000", role: admin) { id } }'],
  ['bulkSetUsersActive', 'mutation { bulkSetUsersActive(ids: ["00000000-0000-0000-0000-000000000000"], isActive: false) { applied } }'],
];

const ADMIN_REST: [string, string, unknown?][] = [
  ['GET', '/api/users'],
  ['GET', '/api/users/search?q=a'],
  ['GET', '/api/users/stats'],
  ['GET', '/api/users/role/user'],
  ['GET', '/api/users/00000000-0000-0000-0000-000000000000'],
  ['POST', '/api/users', { username: 'rest_x_y_z', email: 'rest-xyz@example.com', password: 'whatever-123', firstName: 'X', lastName: 'Y' }],
  ['PUT', '/api/users/00000000-0000-0000-0000-000000000000', { firstName: 'Z' }],
  ['DELETE', '/api/users/00000000-0000-0000-0000-000000000000'],
  ['PATCH', '/api/users/00000000-0000-0000-0000-000000000000/deactivate'],
  ['PATCH', '/api/users/00000000-0000-0000-0000-000000000000/activate'],
  ['PATCH', '/api/users/00000000-0000-0000-0000-000000000000/role', { role: 'admin' }],
  ['PUT', '/api/users/00000000-0000-0000-0000-000000000000/status', { isActive: false }],
];

const GRAPHQL_REFUSAL: Record<Exclude<Actor, 'admin'>, string> = {
  guest: 'UNAUTHENTICATED',
  blocked: 'UNAUTHENTICATED',
  user: 'FORBIDDEN',
  moderator: 'FORBIDDEN',
};
const REST_REFUSAL: Record<Exclude<Actor, 'admin'>, number> = { guest: 401, blocked: 401, user: 403, moderator: 403 };

describe('permission matrix: admin-only operations', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const actor of ['guest', 'user', 'moderator', 'blocked'] as const) {
    it(`refuses every admin GraphQL operation to a ${actor}`, async () => {
      for (const [name, query] of ADMIN_GRAPHQL) {
        const res = await t.gql(query, undefined, tokens[actor]);
        expect([name, res.errors?.[0].extensions?.code]).toEqual([name, GRAPHQL_REFUSAL[actor]]);
        expect([name, res.data?.[name] ?? null]).toEqual([name, null]);
      }
    });

    it(`refuses every admin REST route to a ${actor}`, async () => {
      for (const [method, path, body] of ADMIN_REST) {
        const res = await t.rest(method, path, body, tokens[actor]);
        expect([method, path, res.status]).toEqual([method, path, REST_REFUSAL[actor]]);
        expect(typeof res.body.message).toBe('string');
      }
    });
  }

  it('lets an active admin through (the refusals above are about the caller, not the request)', async () => {
    for (const [name, query] of ADMIN_GRAPHQL) {
      const res = await t.gql(query, undefined, tokens.admin);
      expect([name, res.errors?.[0]?.extensions?.code ?? 'OK']).toEqual([name, expect.stringMatching(/^(OK|NOT_FOUND)$/)]);
    }
    for (const [method, path, body] of ADMIN_REST) {
      const res = await t.rest(method, path, body, tokens.admin);
      expect([method, path, res.status === 404 || res.status < 300]).toEqual([method, path, true]);
    }
  });

  it('demoting an admin takes their admin rights away at once: ROLE_REVOKED (403) ends that session', async () => {
    const input = { username: 'second_admin', email: 'second-admin@example.com', password: 'Second-Admin-123', firstName: 'S', lastName: 'A', role: 'admin' };
    const created = await t.gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input }, tokens.admin);
    expect(created.errors).toBeUndefined();
    const { token } = await signIn(t, { email: input.email, password: input.password });
    expect((await t.gql('query { users { totalItems } }', undefined, token)).errors).toBeUndefined();
    const demote = await t.gql('mutation($id: ID!) { setUserRole(id: $id, role: user) { role } }', { id: created.data?.createUser.id }, tokens.admin);
    expect(demote.errors).toBeUndefined();
    // The session signed in as an admin: its rights are gone, and clients end it.
    expect((await t.gql('query { users { totalItems } }', undefined, token)).errors?.[0].extensions?.code).toBe('ROLE_REVOKED');
    const rest = await t.rest('GET', '/api/users', undefined, token);
    expect([rest.status, rest.body.code]).toEqual([403, 'ROLE_REVOKED']);
    // Its member rights stay, so a member operation still works with it.
    expect((await t.gql('query { me { role } }', undefined, token)).data?.me.role).toBe('user');
    // Signed in again, as the member it now is: an admin operation is a plain FORBIDDEN.
    const fresh = await signIn(t, { email: input.email, password: input.password });
    expect((await t.gql('query { users { totalItems } }', undefined, fresh.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('signs out a blocked user at once: their token stops working on public operations too', async () => {
    const res = await t.gql('query { hottestPeppers { name } }', undefined, tokens.blocked);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/api/peppers', undefined, tokens.blocked)).status).toBe(401);
  });

});
