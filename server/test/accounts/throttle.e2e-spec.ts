import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 after the stored limit (default 5) of failures, even for the right password', async () => {
    const email = ACCOUNTS.user.email;
    for (let i = 0; i < 5; i++) {
      expect((await t.rest('POST', '/api/users/login', { email, password: `wrong-${i}` })).status).toBe(401);
    }
    const locked = await t.rest('POST', '/api/users/login', { email, password: ACCOUNTS.user.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await t.gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ACCOUNTS.user });
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Another account from the same address is not affected.
    expect((await t.rest('POST', '/api/users/login', ACCOUNTS.admin)).status).toBe(200);
  });

  it('cannot be bypassed with GraphQL aliases in one request', async () => {
    // Mutation fields run one after another and a failed non-null login stops the rest, so a
    // request of 8 aliased guesses costs the attacker a whole request per guess.
    const email = ACCOUNTS.moderator.email;
    const aliases = Array.from({ length: 8 }, (_, i) => `a${i}: login(input: { email: "${email}", password: "guess-${i}" }) { accessToken }`).join(' ');
    const codes: unknown[] = [];
    for (let round = 0; round < 6; round++) {
      const res = await t.gql(`mutation { ${aliases} }`);
      expect(res.errors).toHaveLength(1);
      codes.push(res.errors?.[0].extensions?.code);
    }
    expect(codes).toEqual([...Array(5).fill('UNAUTHENTICATED'), 'TOO_MANY_REQUESTS']);
    const real = await t.gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ACCOUNTS.moderator });
    expect(real.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('cannot be bypassed with parallel requests', async () => {
    const email = ACCOUNTS.admin.email.toUpperCase();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.rest('POST', '/api/users/login', { email, password: `parallel-${i}` })),
    );
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect((await t.rest('POST', '/api/users/login', ACCOUNTS.admin)).status).toBe(429);
  });
});
