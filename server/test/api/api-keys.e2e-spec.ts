import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { DataSource } from 'typeorm';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const CREATE = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name prefix scopes expiresAt lastUsedAt revokedAt } } }';
const MY_KEYS = 'query { myApiKeys { id name prefix scopes lastUsedAt revokedAt } }';
const ME = 'query { me { username role } }';
const ZERO = '00000000-0000-0000-0000-000000000000';

/** A literal of a required argument's type, enough to pass validation so the guard is what answers. */
function literal(type: GraphQLInputType, schema: GraphQLSchema): string {
  if (isNonNullType(type)) return literal(type.ofType, schema);
  if (isListType(type)) return `[${literal(type.ofType as GraphQLInputType, schema)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type, schema)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return `"${ZERO}"`;
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'true';
      case 'DateTime':
        return '"2030-01-01T00:00:00.000Z"';
      default:
        return '"x"';
    }
  }
  throw new Error(`no literal for ${String(type)}`);
}

describe('API keys (issue 35)', () => {
  let t: TestApp;
  let user: { token: string; id: string };
  let admin: { token: string; id: string };
  let schema: GraphQLSchema;

  const createKey = async (token: string, input: Record<string, unknown>) => {
    const res = await t.gql(CREATE, { input }, token);
    if (!res.data?.createApiKey) throw new Error(JSON.stringify(res.errors));
    return res.data.createApiKey as { key: string; apiKey: { id: string; prefix: string; scopes: string[] } };
  };
  const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, ACCOUNTS.user);
    admin = await signIn(t, ACCOUNTS.admin);
    const introspection = await t.gql<IntrospectionQuery>(getIntrospectionQuery());
    schema = buildClientSchema(introspection.data as IntrospectionQuery);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a key once (pa_ and 40 characters), keeps only its hash, and lists it by its prefix', async () => {
    const { key, apiKey } = await createKey(user.token, { name: '  My script ', scopes: ['read'] });
    expect(key).toMatch(/^pa_[A-Za-z0-9_-]{40}$/);
    expect(apiKey).toMatchObject({ name: 'My script', prefix: key.slice(0, 11), scopes: ['read'], expiresAt: null, lastUsedAt: null, revokedAt: null });
    const listed = await t.gql(MY_KEYS, {}, user.token);
    expect(listed.data?.myApiKeys).toEqual([expect.objectContaining({ id: apiKey.id, prefix: apiKey.prefix })]);
    expect(JSON.stringify(listed.data)).not.toContain(key);
    const rows = await t.running.app.get(DataSource).query('SELECT key_hash FROM api_keys WHERE id = $1', [apiKey.id]);
    expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].key_hash).not.toContain(key.slice(3));
  });

  it('acts as its member on GraphQL and REST, and records when it was last used', async () => {
    const { key, apiKey } = await createKey(user.token, { name: 'reader', scopes: ['read'] });
    const me = await t.gql(ME, {}, key);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toEqual({ username: expect.any(String), role: 'user' });
    const rest = await t.rest('GET', '/api/api-keys', undefined, key);
    expect(rest.status).toBe(200);
    expect(rest.body.apiKeys.map((k: { id: string }) => k.id)).toContain(apiKey.id);
    const listed = await t.gql(MY_KEYS, {}, user.token);
    const row = (listed.data?.myApiKeys as { id: string; lastUsedAt: string | null }[]).find((k) => k.id === apiKey.id);
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('refuses every mutation of the schema to a read key with INSUFFICIENT_SCOPE', async () => {
    const { key } = await createKey(admin.token, { name: 'admin reader', scopes: ['read'] });
    const { key: memberKey } = await createKey(user.token, { name: 'member reader', scopes: ['read'] });
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(50);
    const refused: Record<string, string | undefined> = {};
    for (const field of mutations) {
      const uploads = field.args.filter((a) => isNonNullType(a.type) && getNamedType(a.type).name === 'Upload');
      const args = field.args.filter((a) => isNonNullType(a.type) && !uploads.includes(a));
      const variables = uploads.map((a) => `$${a.name}: Upload!`).join(', ');
      const argText = [...args.map((a) => `${a.name}: ${literal(a.type, schema)}`), ...uploads.map((a) => `${a.name}: $${a.name}`)].join(', ');
      // A scalar or an enum answer takes no selection; an object answer asks for its __typename.
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const query = `mutation${variables ? `(${variables})` : ''} { ${field.name}${argText ? `(${argText})` : ''}${selection} }`;
      for (const credential of [key, memberKey]) {
        let body: { errors?: { extensions?: { code?: string } }[] };
        if (uploads.length > 0) {
          const form = new FormData();
          form.append('operations', JSON.stringify({ query, variables: Object.fromEntries(uploads.map((a) => [a.name, null])) }));
          form.append('map', JSON.stringify(Object.fromEntries(uploads.map((a, i) => [String(i), [`variables.${a.name}`]]))));
          uploads.forEach((_, i) => form.append(String(i), new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png'));
          const res = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${credential}`, 'apollo-require-preflight': 'true' } });
          body = (await res.json()) as typeof body;
        } else {
          body = await t.gql(query, {}, credential);
        }
        refused[`${field.name} (${credential === key ? 'admin' : 'member'})`] = codeOf(body);
      }
    }
    const expected = Object.fromEntries(Object.keys(refused).map((name) => [name, 'INSUFFICIENT_SCOPE']));
    expect(refused).toEqual(expected);
    // Nothing was done: the member is still signed in and the admin's key still works.
    expect((await t.gql(ME, {}, key)).data?.me).toMatchObject({ role: 'admin' });
  });

  it('refuses REST writes to a read key, and lets a write key post as its member', async () => {
    const { key: reader } = await createKey(user.token, { name: 'rest reader', scopes: ['read'] });
    const { key: writer } = await createKey(user.token, { name: 'rest writer', scopes: ['read', 'write'] });
    const topic = { title: 'Posted with an API key', subject: 'Keys', description: ['Written by a script.'], category: 'general' };
    const refused = await t.rest('POST', '/api/topics', topic, reader);
    expect([refused.status, refused.body.code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    const created = await t.gql('mutation($input: CreateTopicInput!) { createTopic(input: $input) { id author { username } } }', { input: { title: topic.title, subject: topic.subject, description: topic.description } }, writer);
    expect(created.errors).toBeUndefined();
    const me = await t.gql(ME, {}, user.token);
    expect((created.data?.createTopic as { author: { username: string } }).author.username).toBe((me.data?.me as { username: string }).username);
  });

  it('never lets a key manage keys or credentials, whatever its scopes', async () => {
    const { key, apiKey } = await createKey(user.token, { name: 'writer', scopes: ['read', 'write'] });
    expect(codeOf(await t.gql(CREATE, { input: { name: 'child', scopes: ['read'] } }, key))).toBe('INSUFFICIENT_SCOPE');
    expect(codeOf(await t.gql('mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: apiKey.id }, key))).toBe('INSUFFICIENT_SCOPE');
    expect(codeOf(await t.gql('mutation { changePassword(input: { currentPassword: "x", newPassword: "y-long-enough-1" }) { accessToken } }', {}, key))).toBe('INSUFFICIENT_SCOPE');
    const rest = await t.rest('POST', '/api/api-keys', { name: 'child', scopes: ['read'] }, key);
    expect([rest.status, rest.body.code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    const password = await t.rest('PUT', '/api/users/change-password', { currentPassword: 'x', newPassword: 'y-long-enough-1' }, key);
    expect([password.status, password.body.code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
  });

  it('gives the admin scope to administrators only, and audits admin work done with a key', async () => {
    expect(codeOf(await t.gql(CREATE, { input: { name: 'nope', scopes: ['admin'] } }, user.token))).toBe('FORBIDDEN');
    const { key: adminRead } = await createKey(admin.token, { name: 'no admin scope', scopes: ['read', 'write'] });
    expect(codeOf(await t.gql('query { users { totalItems } }', {}, adminRead))).toBe('INSUFFICIENT_SCOPE');
    const { key, apiKey } = await createKey(admin.token, { name: 'ops', scopes: ['read', 'admin'] });
    expect((await t.gql('query { users { totalItems } }', {}, key)).errors).toBeUndefined();
    const setting = await t.gql('mutation { updateSettings(input: { commentsPerPage: 21 }) { commentsPerPage } }', {}, key);
    expect(setting.errors).toBeUndefined();
    const audit = await t.gql('query { auditLog(take: 10) { items { action targetType targetId details { keyPrefix scopes operation } } } }', {}, admin.token);
    const items = audit.data?.auditLog.items as { action: string; targetId: string; details: Record<string, unknown> }[];
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'apikey.use', targetId: apiKey.id, details: expect.objectContaining({ keyPrefix: apiKey.prefix, operation: 'updateSettings' }) }),
        expect.objectContaining({ action: 'apikey.create', targetId: apiKey.id, details: expect.objectContaining({ scopes: ['read', 'admin'] }) }),
      ]),
    );
  });

  it('answers a malformed, unknown, revoked or expired key 401 with a stable code, on GraphQL and REST', async () => {
    const { key: revoked, apiKey } = await createKey(user.token, { name: 'to revoke', scopes: ['read'] });
    const revoke = await t.rest('DELETE', `/api/api-keys/${apiKey.id}`, undefined, user.token);
    expect(revoke.status).toBe(200);
    expect(revoke.body.apiKey.revokedAt).not.toBeNull();
    const { key: expired, apiKey: expiring } = await createKey(user.token, { name: 'to expire', scopes: ['read'], expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    await t.running.app.get(DataSource).query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.id]);
    const cases: [string, string][] = [
      ['pa_short', 'API_KEY_INVALID'],
      [`pa_${'A'.repeat(40)}`, 'API_KEY_INVALID'],
      [revoked, 'API_KEY_REVOKED'],
      [expired, 'API_KEY_EXPIRED'],
    ];
    for (const [credential, code] of cases) {
      const gql = await t.gql('query { peppers(take: 1) { totalItems } }', {}, credential);
      expect([credential, gql.status, codeOf(gql)]).toEqual([credential, 401, code]);
      const rest = await t.rest('GET', '/api/peppers', undefined, credential);
      expect([credential, rest.status, rest.body.code]).toEqual([credential, 401, code]);
    }
  });

  it("stops a blocked member's keys and a demoted admin's admin keys at once", async () => {
    const other = await signIn(t, ACCOUNTS.other);
    await t.gql('mutation($id: ID!) { setUserRole(id: $id, role: admin) { id } }', { id: other.id }, admin.token);
    const promoted = await signIn(t, ACCOUNTS.other);
    const { key: adminKey } = await createKey(promoted.token, { name: 'admin key', scopes: ['read', 'admin'] });
    const { key: plainKey } = await createKey(promoted.token, { name: 'plain key', scopes: ['read'] });
    expect((await t.gql('query { users { totalItems } }', {}, adminKey)).errors).toBeUndefined();

    await t.gql('mutation($id: ID!) { setUserRole(id: $id, role: user) { id } }', { id: other.id }, admin.token);
    const demoted = await t.gql(ME, {}, adminKey);
    expect([demoted.status, codeOf(demoted)]).toEqual([401, 'API_KEY_REVOKED']);
    expect((await t.gql(ME, {}, plainKey)).data?.me).toMatchObject({ role: 'user' });

    await t.gql('mutation($id: ID!) { setUserActive(id: $id, isActive: false) { id } }', { id: other.id }, admin.token);
    const blocked = await t.gql(ME, {}, plainKey);
    expect(codeOf(blocked)).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/api/peppers', undefined, plainKey)).status).toBe(401);
  });

  it("lets an admin list and revoke every member's key, and hides other members' keys from a member", async () => {
    const { apiKey } = await createKey(user.token, { name: 'seen by the admin', scopes: ['read'] });
    const listed = await t.gql('query { adminApiKeys(take: 100, activeOnly: true) { totalItems items { id user { username } } } }', {}, admin.token);
    expect(listed.errors).toBeUndefined();
    expect((listed.data?.adminApiKeys.items as { id: string }[]).map((k) => k.id)).toContain(apiKey.id);
    expect(codeOf(await t.gql('query { adminApiKeys { totalItems } }', {}, user.token))).toBe('FORBIDDEN');
    const rest = await t.rest('GET', '/api/api-keys/all?activeOnly=true', undefined, admin.token);
    expect(rest.status).toBe(200);
    expect(rest.body.apiKeys.map((k: { id: string }) => k.id)).toContain(apiKey.id);

    const { apiKey: adminsOwn } = await createKey(admin.token, { name: 'not yours', scopes: ['read'] });
    expect(codeOf(await t.gql('mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: adminsOwn.id }, user.token))).toBe('NOT_FOUND');
    const revoked = await t.gql('mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id: apiKey.id }, admin.token);
    expect(revoked.data?.revokeApiKey.revokedAt).toEqual(expect.any(String));
    const audit = await t.gql('query { auditLog(take: 5) { items { action targetId details { username keyPrefix } } } }', {}, admin.token);
    expect(audit.data?.auditLog.items).toContainEqual(expect.objectContaining({ action: 'apikey.revoke', targetId: apiKey.id, details: expect.objectContaining({ keyPrefix: apiKey.prefix }) }));
  });

  it('holds the cap of live keys per member under parallel requests, each key with its audit entry', async () => {
    const member = await signIn(t, ACCOUNTS.moderator);
    const db = t.running.app.get(DataSource);
    const liveOf = async () =>
      Number(
        (await db.query('SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())', [member.id]))[0].n,
      );
    const before = await liveOf();
    const cap = 20;
    const asked = cap - before + 10;
    // Half over GraphQL, half over REST, all at once.
    const outcomes = await Promise.all(
      Array.from({ length: asked }, async (_, i) => {
        if (i % 2) {
          const answer = await t.gql(CREATE, { input: { name: `parallel ${i}`, scopes: ['read'] } }, member.token);
          return answer.data?.createApiKey ? 'created' : codeOf(answer);
        }
        const answer = await t.rest('POST', '/api/api-keys', { name: `parallel ${i}`, scopes: ['read'] }, member.token);
        return answer.status === 201 ? 'created' : answer.status === 400 ? 'BAD_USER_INPUT' : String(answer.status);
      }),
    );
    const created = outcomes.filter((outcome) => outcome === 'created');
    const refused = outcomes.filter((outcome) => outcome === 'BAD_USER_INPUT');
    expect(created).toHaveLength(cap - before);
    expect(refused).toHaveLength(10);
    expect(await liveOf()).toBe(cap);
    const audited = await db.query(
      `SELECT count(*)::int AS n FROM audit_log a JOIN api_keys k ON k.id::text = a.target_id WHERE a.action = 'apikey.create' AND k.user_id = $1`,
      [member.id],
    );
    expect(Number(audited[0].n)).toBe(cap);
  });

  it('checks the form: a name, at least one scope, an expiry in the future', async () => {
    expect(codeOf(await t.gql(CREATE, { input: { name: '   ', scopes: ['read'] } }, user.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(CREATE, { input: { name: 'x', scopes: [] } }, user.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(CREATE, { input: { name: 'x', scopes: ['read'], expiresAt: '2020-01-01T00:00:00.000Z' } }, user.token))).toBe('BAD_USER_INPUT');
    const rest = await t.rest('POST', '/api/api-keys', { name: 'rest key', scopes: ['read'], expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, user.token);
    expect(rest.status).toBe(201);
    expect(rest.body.key).toMatch(/^pa_/);
    expect(rest.body.apiKey.expiresAt).toEqual(expect.any(String));
  });
});
