import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { IssuedAvatars1796400000201 } from '../../src/database/migrations/1796400000201-IssuedAvatars.js';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { solveChallenge, solvedCaptcha } from '../utils/account-security.js';
// @ts-expect-error plain JavaScript shared with test/fuzz/fuzz.mjs
import { dataDigest } from '../utils/data-digest.mjs';
import { readOutbox, sql, verificationToken } from '../utils/account-security.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Attacks on the HTTP surface that other suites do not already cover (security.e2e-spec.ts: limits,
 * batching, introspection; auth.e2e-spec.ts: forged tokens; images-rest.e2e-spec.ts: REST uploads).
 * None may answer 5xx, and the injection strings must leave every table as it was.
 */

const SQL_ATTACKS = ["' OR 1=1 --", "'); DROP TABLE users; --", '" OR ""="', '%_%', '\\', "1; UPDATE peppers SET shu = '0'"];

describe('hardening: attacks on the HTTP surface', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  /** Every table's rows but the API budgets' own bookkeeping (each request spends points: that is not a change). */
  const digest = (): Promise<Record<string, string>> => {
    const ds = t.running.app.get(DataSource);
    return dataDigest((sql: string) => ds.query(sql), { exclude: ['budget_windows'] });
  };
  const post = (path: string, body: string | FormData, headers: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, { method: 'POST', body, headers });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
    user = (await signIn(t, ACCOUNTS.user)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('SQL injection', () => {
    it('treats SQL in every REST search and filter parameter as text, and changes nothing', async () => {
      const before = await digest();
      for (const raw of SQL_ATTACKS) {
        const text = encodeURIComponent(raw);
        const searches: [string, string | undefined, (body: any) => unknown[]][] = [
          [`/api/peppers?search=${text}`, undefined, (b) => b],
          [`/api/peppers?groups=${text}&heatLevels=${text}&origins=${text}&colors=${text}&shapes=${text}`, undefined, (b) => b],
          [`/api/topics?search=${text}`, undefined, (b) => b.topics],
          [`/api/topics/search?q=${text}`, undefined, (b) => b.topics],
          [`/api/topics/author/${text}`, undefined, (b) => (Array.isArray(b) ? b : b.topics)],
          [`/api/users/search?q=${text}`, admin, (b) => (Array.isArray(b) ? b : b.users)],
          [`/api/users?search=${text}`, admin, (b) => (Array.isArray(b) ? b : b.users)],
        ];
        for (const [path, token, items] of searches) {
          const res = await t.rest('GET', path, undefined, token);
          expect({ path, status: res.status }).toEqual({ path, status: 200 });
          expect({ path, items: items(res.body) }).toEqual({ path, items: [] });
        }
        // Enumerations and sort keys: refused as input, never run.
        for (const path of [
          `/api/topics?category=${text}`,
          `/api/topics/category/${text}`,
          `/api/topics?sortBy=${text}`,
          `/api/topics?sortOrder=${text}`,
          `/api/peppers?sortBy=${text}`,
          `/api/peppers?status=${text}`,
        ]) {
          expect({ path, status: (await t.rest('GET', path)).status }).toEqual({ path, status: 400 });
        }
        const role = await t.rest('GET', `/api/users/role/${text}`, undefined, admin);
        expect(role.status).toBe(400);
      }
      expect(await digest()).toEqual(before);
    });

    it('treats SQL in every GraphQL search and filter argument as text, and changes nothing', async () => {
      const before = await digest();
      for (const text of SQL_ATTACKS) {
        const peppers = await t.gql(
          'query($s: String!, $l: [String!]) { peppers(search: $s) { totalItems } filters: peppers(origins: $l, colors: $l, shapes: $l, ids: $l) { totalItems } }',
          { s: text, l: [text] },
        );
        expect(peppers.errors).toBeUndefined();
        expect(peppers.data).toEqual({ peppers: { totalItems: 0 }, filters: { totalItems: 0 } });
        const forum = await t.gql(
          'query($s: String!) { topics(search: $s) { total topics { id } } topicsByAuthor(username: $s) { totalItems } }',
          { s: text },
        );
        expect(forum.errors).toBeUndefined();
        expect(forum.data).toEqual({ topics: { total: 0, topics: [] }, topicsByAuthor: { totalItems: 0 } });
        const users = await t.gql('query($s: String!) { users(search: $s) { totalItems } }', { s: text }, admin);
        expect(users.data).toEqual({ users: { totalItems: 0 } });
        const ids = await t.gql('query($s: ID!) { pepper(id: $s) { id } }', { s: text });
        expect(ids.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      }
      expect(await digest()).toEqual(before);
    });
  });

  describe('paging', () => {
    it('refuses negative, zero, huge and non-numeric paging over REST with 400', async () => {
      const paths = [
        ...[
          'page=-1',
          'page=0',
          'page=NaN',
          'page=1e309',
          'page=99999999999',
          'limit=0',
          'limit=-5',
          'limit=100000',
          'limit=abc',
          'limit=1.5',
        ].map((q) => `/api/topics?${q}`),
        ...['skip=-1', 'skip=NaN', 'take=0', 'take=1000000', 'take=Infinity'].map((q) => `/api/peppers?${q}`),
        ...['limit=-1', 'limit=100000', 'limit=x'].map((q) => `/api/topics/recent?${q}`),
        '/api/topics/search?q=a&page=-3',
        '/api/topics/category/general?limit=0',
      ];
      for (const path of paths) expect({ path, status: (await t.rest('GET', path)).status }).toEqual({ path, status: 400 });
      for (const q of ['take=-1', 'take=100000', 'skip=-10']) {
        expect((await t.rest('GET', `/api/users?${q}`, undefined, admin)).status).toBe(400);
      }
    });

    it('refuses out-of-range GraphQL paging with BAD_USER_INPUT and clamps the hottest list', async () => {
      const queries: [string, string | undefined][] = [
        ['{ peppers(skip: -1) { totalItems } }', undefined],
        ['{ peppers(take: 0) { totalItems } }', undefined],
        ['{ topics(page: 0) { total } }', undefined],
        ['{ topics(limit: 1000) { total } }', undefined],
        ['{ topicsByAuthor(username: "x", take: 1000) { totalItems } }', undefined],
        ['{ guides(take: 1000) { totalItems } }', undefined],
        ['{ recipes(skip: -1) { totalItems } }', undefined],
        ['{ newsEvents(take: -1) { totalItems } }', undefined],
        ['{ users(take: 1000) { totalItems } }', admin],
        ['{ reports(take: 1000) { totalItems } }', admin],
        ['{ auditLog(skip: -1) { totalItems } }', admin],
      ];
      for (const [query, token] of queries) {
        const res = await t.gql(query, undefined, token);
        expect({ query, code: res.errors?.[0].extensions?.code }).toEqual({ query, code: 'BAD_USER_INPUT' });
      }
      // Beyond a 32-bit Int: refused by GraphQL itself.
      const overflow = await t.gql('{ peppers(take: 99999999999) { totalItems } }');
      expect(overflow.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const hottest = await t.gql<{ hottestPeppers: unknown[] }>('{ hottestPeppers(limit: 100000) { id } }');
      expect(hottest.data?.hottestPeppers.length).toBeLessThanOrEqual(24);
      const none = await t.gql<{ hottestPeppers: unknown[] }>('{ hottestPeppers(limit: -5) { id } }');
      expect(none.errors ?? none.data?.hottestPeppers.length).toBeTruthy();
    });
  });

  describe('request bodies', () => {
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

    it('answers deeply nested JSON with 400 on REST and GraphQL, and still takes ordinary nesting', async () => {
      for (const path of ['/api/users/login', '/api/topics', '/graphql']) {
        const res = await post(path, deep(5000), { 'content-type': 'application/json' });
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(((await res.json()) as { message: string }).message).toMatch(/nested/);
      }
      const arrays = await post('/graphql', `{"query":"{ __typename }","variables":{"x":${'['.repeat(100)}${']'.repeat(100)}}}`, {
        'content-type': 'application/json',
      });
      expect(arrays.status).toBe(400);
      // Brackets inside strings are text, not nesting.
      const text = await t.gql('query($s: String!) { peppers(search: $s) { totalItems } }', { s: '{['.repeat(40) });
      expect(text.data).toEqual({ peppers: { totalItems: 0 } });
    });

    it('answers NUL characters with 400, wherever they come from', async () => {
      const login = await t.rest('POST', '/api/users/login', '{"email":"a\\u0000@x.dev","password":"x"}');
      expect(login.status).toBe(400);
      expect(login.body.message).toMatch(/NUL/);
      const variable = await t.rest('POST', '/graphql', {
        query: 'query($s: String) { topics(search: $s) { total } }',
        variables: { s: 'a\u0000' },
      });
      expect(variable.status).toBe(400);
      for (const path of [
        '/api/peppers?search=a%00',
        '/api/topics?search=%00',
        '/api/topics/search?q=%00',
        '/api/topics/category/%00',
        '/api/topics/author/x%00',
      ]) {
        expect({ path, status: (await t.rest('GET', path)).status }).toEqual({ path, status: 400 });
      }
      const literal = await t.gql('{ peppers(search: "a\\u0000b") { totalItems } }');
      expect(literal.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const profile = await t.rest('PUT', '/api/users/profile', { bio: 'x\u0000y' }, user);
      expect(profile.status).toBe(400);
      // An escaped backslash before "u0000" is ordinary text.
      const escaped = await t.gql('query($s: String!) { peppers(search: $s) { totalItems } }', { s: '\\u0000' });
      expect(escaped.data).toEqual({ peppers: { totalItems: 0 } });
    });

    it('answers oversize JSON, form and multipart bodies with 413', async () => {
      const big = 'x'.repeat(1_100_000);
      expect((await post('/api/users/login', JSON.stringify({ email: big }), { 'content-type': 'application/json' })).status).toBe(413);
      expect((await post('/api/users/login', `email=${big}`, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(413);
      const file = new FormData();
      file.append('image', new Blob([Buffer.alloc(11 * 1024 * 1024, 1)]), 'big.png');
      expect((await post('/api/upload-image', file, { authorization: `Bearer ${admin}` })).status).toBe(413);
      const operations = new FormData();
      operations.append('operations', JSON.stringify({ query: `{ __typename } # ${big}` }));
      operations.append('map', '{}');
      expect((await post('/graphql', operations, { 'apollo-require-preflight': 'true' })).status).toBe(413);
    });

    it('reads or drops a refused upload body, so the connection keeps working', async () => {
      for (let i = 0; i < 3; i++) {
        const file = new FormData();
        file.append('image', new Blob([Buffer.alloc(3 * 1024 * 1024, 1)]), 'big.png');
        expect((await post('/api/upload-image', file, { authorization: `Bearer ${user}` })).status).toBe(403);
        expect((await post('/api/upload-image', file)).status).toBe(401);
      }
      expect((await t.rest('GET', '/api/health')).status).toBe(200);
    });
  });

  describe('partial updates', () => {
    it('takes null for an optional field of an update as "unchanged", on every update', async () => {
      const topic = (await t.rest('GET', '/api/topics?limit=1')).body.topics[0];
      const topicRes = await t.gql(
        'mutation($id: ID!) { updateTopic(id: $id, input: { title: null, subject: null, category: null, description: null }) { title } }',
        { id: topic.id ?? topic._id },
        admin,
      );
      expect(topicRes.errors).toBeUndefined();
      expect(topicRes.data?.updateTopic.title).toBe(topic.title);
      const peppers = await t.gql<{ peppers: { items: { id: string; name: string }[] } }>('{ peppers(take: 1) { items { id name } } }');
      const pepper = peppers.data!.peppers.items[0];
      const pepperRes = await t.gql(
        'mutation($id: ID!) { updatePepper(id: $id, input: { name: null, group: null, shu: null }) { name } }',
        { id: pepper.id },
        admin,
      );
      expect(pepperRes.errors?.[0].extensions?.code ?? 'ok').not.toBe('INTERNAL_SERVER_ERROR');
      const users = await t.gql('{ me { id } }', undefined, user);
      const userRes = await t.gql(
        'mutation($id: ID!) { updateUser(id: $id, input: { username: null, email: null, firstName: null, lastName: null, bio: null }) { id } }',
        { id: users.data?.me.id },
        admin,
      );
      expect(userRes.errors?.[0].extensions?.code ?? 'ok').not.toBe('INTERNAL_SERVER_ERROR');
      const profile = await t.gql(
        'mutation { updateProfile(input: { username: null, firstName: null, bio: null }) { id } }',
        undefined,
        user,
      );
      expect(profile.errors?.[0].extensions?.code ?? 'ok').not.toBe('INTERNAL_SERVER_ERROR');
    });
  });

  describe('GraphQL transport', () => {
    it('keeps the CSRF preflight rule: simple requests are refused, the preflight header lets them through', async () => {
      const body = JSON.stringify({ query: '{ __typename }' });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await post('/graphql', body, { 'content-type': type });
        expect({ type, status: res.status }).toEqual({ type, status: 400 });
      }
      const form = () => {
        const f = new FormData();
        f.append('operations', body);
        f.append('map', '{}');
        return f;
      };
      const blocked = await post('/graphql', form());
      expect(blocked.status).toBe(400);
      expect(await blocked.text()).toMatch(/CSRF/);
      expect((await post('/graphql', form(), { 'apollo-require-preflight': 'true' })).status).toBe(200);
      expect((await post('/graphql', body, { 'content-type': 'application/json' })).status).toBe(200);
    });

    it('refuses spoofed and script-carrying uploads through GraphQL', async () => {
      const list = await t.gql<{ peppers: { items: { id: string }[] } }>('{ peppers(take: 1) { items { id } } }');
      const id = list.data!.peppers.items[0].id;
      const upload = async (bytes: Buffer, name: string, type: string) => {
        const form = new FormData();
        form.append(
          'operations',
          JSON.stringify({
            query: 'mutation($id: ID!, $f: Upload!) { uploadPepperImage(id: $id, file: $f) { id } }',
            variables: { id, f: null },
          }),
        );
        form.append('map', JSON.stringify({ 0: ['variables.f'] }));
        form.append('0', new Blob([bytes], { type }), name);
        const res = await post('/graphql', form, { authorization: `Bearer ${admin}`, 'apollo-require-preflight': 'true' });
        return (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
      };
      const svg = await upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
        'x.png',
        'image/png',
      );
      expect(svg.errors?.[0].extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const spoofed = await upload(
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>')]),
        'x.png',
        'image/png',
      );
      expect(spoofed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const huge = await upload(Buffer.alloc(11 * 1024 * 1024, 1), 'x.png', 'image/png');
      expect(huge.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('refuses a malformed automatic persisted query with a stable code, never a 500', async () => {
      const cases = [
        { extra: {}, code: 'PERSISTED_QUERY_NOT_FOUND' }, // a hash it has not registered
        { extra: { query: '{ __typename }' }, code: 'BAD_REQUEST' }, // a hash that is not the query's
      ];
      for (const { extra, code } of cases) {
        const res = await t.rest('POST', '/graphql', { ...extra, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
        expect(res.status).toBeLessThan(500);
        expect(res.body.errors?.[0].extensions?.code).toBe(code);
      }
    });
  });
  describe('avatars', () => {
    const BAD_AVATARS = [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'https://tracker.example.com/pixel.png',
      '//tracker.example.com/a.webp',
      '/uploads/avatars/../../etc/passwd',
      '/uploads/avatars/00000000-0000-4000-8000-000000000000-160.webp',
      '🌶️',
    ];
    const UPDATE = 'mutation($a: String) { updateProfile(input: { avatar: $a }) { avatar } }';
    const memberAvatar = async (username: string) =>
      (await t.gql('query($u: String!) { memberProfile(username: $u) { avatar } }', { u: username })).data?.memberProfile.avatar;
    const upload = async (token: string) => {
      const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 20 } } }).png().toBuffer();
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
      const res = await fetch(`${t.url}/api/users/avatar`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { user: { avatar: string } }).user.avatar;
    };

    it('stores only null or the address issued for the member own upload, through GraphQL and REST', async () => {
      const me = await signIn(t, ACCOUNTS.user);
      const username = (await t.gql('{ me { username } }', {}, me.token)).data?.me.username as string;
      const other = await signIn(t, ACCOUNTS.moderator);
      const othersUpload = await upload(other.token);
      for (const avatar of [...BAD_AVATARS, othersUpload]) {
        const gql = await t.gql(UPDATE, { a: avatar }, me.token);
        expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        const rest = await t.rest('PUT', '/api/users/profile', { avatar }, me.token);
        expect(rest.status).toBe(400);
        expect(typeof rest.body.message).toBe('string');
        expect(await memberAvatar(username)).not.toBe(avatar);
      }
      const mine = await upload(me.token);
      expect((await t.gql(UPDATE, { a: mine }, me.token)).data?.updateProfile.avatar).toBe(mine);
      expect((await t.rest('PUT', '/api/users/profile', { avatar: mine }, me.token)).status).toBe(200);
      expect(await memberAvatar(username)).toBe(mine);
      expect((await t.rest('PUT', '/api/users/profile', { avatar: null }, me.token)).body.user.avatar).toBeNull();
      expect(await memberAvatar(username)).toBeNull();
      // An admin cannot set one either, on a new account or an existing one.
      const created = await t.gql(
        'mutation($a: String) { createUser(input: { username: "avatar_attack", email: "avatar.attack@example.com", password: "attack-pass-1", firstName: "Ava", lastName: "Tal", avatar: $a }) { id } }',
        { a: 'javascript:alert(1)' },
        admin,
      );
      expect(created.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('clears stored avatars that are not an issued address (the IssuedAvatars migration)', async () => {
      const ds = t.running.app.get(DataSource);
      const me = await signIn(t, ACCOUNTS.user);
      const issued = await upload(me.token);
      // Every value not of the issued form (a well-formed address of no file is refused on input, not here).
      const stored = BAD_AVATARS.filter((avatar) => !avatar.startsWith('/uploads/avatars/0000'));
      const victims: string[] = (await ds.query('SELECT id FROM users WHERE id <> $1 ORDER BY id LIMIT $2', [me.id, stored.length])).map(
        (r: { id: string }) => r.id,
      );
      for (const [i, id] of victims.entries()) await ds.query('UPDATE users SET avatar = $2 WHERE id = $1', [id, stored[i]]);
      const runner = ds.createQueryRunner();
      try {
        await new IssuedAvatars1796400000201().up(runner);
      } finally {
        await runner.release();
      }
      const rows: { id: string; avatar: string | null }[] = await ds.query('SELECT id, avatar FROM users WHERE id = ANY ($1::uuid[])', [[...victims, me.id]]);
      for (const row of rows) expect(row.avatar).toBe(row.id === me.id ? issued : null);
      const left: { avatar: string }[] = await ds.query('SELECT avatar FROM users WHERE avatar IS NOT NULL');
      for (const { avatar } of left) expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}-160\.webp$/);
    });
  });

  describe('accounts', () => {
    const UPDATE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { email pendingEmail } }';
    const register = async (name: string) => {
      const input = { username: name, email: `${name}@example.com`, password: 'chili-pass-42', firstName: 'Eve', lastName: 'Mallory' };
      const res = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken user { id } } }', { input });
      return { token: res.data?.register.accessToken as string, id: res.data?.register.user.id as string, ...input };
    };
    /** A public REST call as forwarded by a proxy on this machine for the client at `address`. */
    const restFrom = (address: string, path: string, body: unknown) =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });
    const resetLinks = (email: string) =>
      readOutbox(t)
        .filter((m) => m.to === email)
        .map((m) => m.text.match(/reset-password\?token=([\w-]+)/)?.[1])
        .filter((token): token is string => !!token);
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    };

    it('a stolen session alone cannot move the account to another address (no current password: 400, nothing pending)', async () => {
      const owner = await register('stolen_session');
      const res = await t.rest('PUT', '/api/users/profile', { email: 'attacker.inbox@example.com' }, owner.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      const [row] = await sql<{ email: string; pending_email: string | null }[]>(t, 'SELECT email, pending_email FROM users WHERE id = $1', [owner.id]);
      expect(row).toEqual({ email: owner.email, pending_email: null });
      await restFrom('10.20.0.1', '/api/users/forgot-password', { email: 'attacker.inbox@example.com' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(readOutbox(t).filter((m) => m.to === 'attacker.inbox@example.com')).toEqual([]);
    });

    it("parallel email changes alternating someone else's address and mine never confirm the other address", async () => {
      const attacker = await register('race_confirm');
      for (let trial = 0; trial < 6; trial++) {
        await sql(t, 'DELETE FROM login_attempts');
        const mine = `race.mine.${trial}@example.com`;
        const victim = `race.victim.${trial}@example.com`;
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            t.gql(UPDATE, { input: { email: i % 2 ? victim : mine, currentPassword: attacker.password } }, attacker.token),
          ),
        );
        expect(answers.some((a) => a.data?.updateProfile)).toBe(true);
        for (const a of answers) expect(a.status).toBeLessThan(500);
        const token = readOutbox(t).some((m) => m.to === mine) ? verificationToken(t, mine) : null;
        if (token) await t.rest('POST', '/api/users/verify-email', { token });
        const [row] = await sql<{ email: string; email_verified: boolean }[]>(t, 'SELECT email, email_verified FROM users WHERE id = $1', [attacker.id]);
        expect({ trial, email: row.email }).not.toEqual({ trial, email: victim });
        if (row.email_verified) expect([attacker.email, ...Array.from({ length: trial + 1 }, (_, i) => `race.mine.${i}@example.com`)]).toContain(row.email);
      }
    });

    it("strangers asking for a member's reset from five addresses neither block the member's own request nor replace the link", async () => {
      const victim = await register('reset_victim');
      for (let i = 1; i <= 5; i++) {
        const res = await restFrom(`10.30.0.${i}`, '/api/users/forgot-password', { email: victim.email });
        expect(res.status).toBe(200);
      }
      await waitFor(() => resetLinks(victim.email).length >= 1);
      const first = resetLinks(victim.email)[0];
      const before = resetLinks(victim.email).length;
      const own = await restFrom('10.30.1.1', '/api/users/forgot-password', { email: victim.email });
      expect(own.status).toBe(200);
      await waitFor(() => resetLinks(victim.email).length > before);
      const links = resetLinks(victim.email);
      expect(links.length).toBeGreaterThan(before);
      // Every mail carries the one live link: the first still works.
      expect(new Set(links)).toEqual(new Set([first]));
      const reset = await t.rest('POST', '/api/users/reset-password', { token: first, newPassword: 'victim-new-pass-1' });
      expect(reset.status).toBe(200);
    });
  });
});

/** Sign-in failures are counted in the database, or in Redis (shared by every process) when REDIS_URL is set. */
const STORES = [
  { store: 'the database', overrides: {} },
  {
    store: 'Redis',
    overrides: { redisUrl: 'redis://127.0.0.1:6379', redisPrefix: `pa-guessing-test-${process.pid}-${randomBytes(3).toString('hex')}:` },
  },
];

describe.each(STORES)('hardening: guessing one password from many addresses (counted in $store)', ({ overrides }) => {
  const THRESHOLD = 10;
  const HARD = 10;
  let t: TestApp;
  beforeAll(async () => {
    // A low captcha difficulty keeps the test fast; the account's is higher than the ordinary one, as in production.
    t = await createTestApp({ ...overrides, captchaDifficulty: 4, accountCaptcha: { afterFailures: THRESHOLD, difficulty: HARD } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The REST sign-in from `address` (the app trusts a proxy on this machine, which names the client in X-Forwarded-For). */
  const login = async (body: Record<string, unknown>, address: string) => {
    const res = await fetch(`${t.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { code?: string; challenge?: string; difficulty?: number; tokens?: { accessToken: string } },
    };
  };

  it('past the account limit, sign-ins need the harder captcha instead of checking guesses or refusing the owner', async () => {
    const email = ACCOUNTS.user.email;
    // 150 parallel wrong passwords from 30 addresses: 5 each, within the limit per email and address.
    const addresses = Array.from({ length: 30 }, (_, i) => `198.51.100.${i + 1}`);
    const guesses = await Promise.all(
      addresses.flatMap((address, i) => Array.from({ length: 5 }, (_, j) => login({ email, password: `guess-${i}-${j}` }, address))),
    );
    const codes = guesses.reduce<Record<string, number>>((all, { status, body }) => {
      const key = `${status} ${body.code}`;
      return { ...all, [key]: (all[key] ?? 0) + 1 };
    }, {});
    // Exactly THRESHOLD passwords were checked, however the parallel requests interleaved; every other guess was
    // asked for the captcha (not refused with 429: that would lock the owner out too).
    expect(codes).toEqual({ '401 UNAUTHENTICATED': THRESHOLD, '400 CAPTCHA_REQUIRED': 150 - THRESHOLD });
    expect(guesses.find(({ body }) => body.code === 'CAPTCHA_REQUIRED')?.body.difficulty).toBe(HARD);

    // The owner, from an address of their own, with the right password and no captcha: asked for the harder captcha.
    const owner = '192.0.2.77';
    const asked = await login(ACCOUNTS.user, owner);
    expect(asked).toMatchObject({ status: 400, body: { code: 'CAPTCHA_REQUIRED', difficulty: HARD, challenge: expect.any(String) } });
    const gql = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': owner },
      body: JSON.stringify({
        query: 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
        variables: { input: ACCOUNTS.user },
      }),
    }).then((res) => res.json() as Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'CAPTCHA_REQUIRED', difficulty: HARD, challenge: expect.any(String) });
    // An ordinary captcha is not enough: the answer is the harder challenge again.
    const easy = await solvedCaptcha(t);
    expect(await login({ ...ACCOUNTS.user, captcha: easy }, owner)).toMatchObject({
      status: 400,
      body: { code: 'CAPTCHA_REQUIRED', difficulty: HARD },
    });
    // With the harder one solved, the owner signs in.
    const challenge = asked.body.challenge!;
    const signedIn = await login({ ...ACCOUNTS.user, captcha: { challenge, solution: solveChallenge(challenge, HARD) } }, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.tokens?.accessToken).toEqual(expect.any(String));
    // A guess with a solved captcha is checked (and costs the guesser the work); one without is not.
    const { challenge: next } = (await login({ email, password: 'guess-x' }, '198.51.100.199')).body;
    expect(next).toEqual(expect.any(String));
    expect(
      (await login({ email, password: 'guess-y', captcha: { challenge: next, solution: solveChallenge(next!, HARD) } }, '198.51.100.200'))
        .body.code,
    ).toBe('UNAUTHENTICATED');
    // Other accounts are not affected, from the guessing addresses either.
    expect((await login(ACCOUNTS.admin, addresses[0])).status).toBe(200);
  });
});
