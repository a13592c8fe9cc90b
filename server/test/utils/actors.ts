import { COMMUNITY_PASSWORD, DEMO_ADMIN, DEMO_USER } from '../../src/database/seed/data/users.data.js';
import type { TestApp } from './test-app.js';

/** Seeded accounts the permission tests act as. */
export const ACCOUNTS = {
  admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  user: { email: DEMO_USER.email, password: DEMO_USER.password },
  moderator: { email: 'moshe.avraham@example.com', password: COMMUNITY_PASSWORD },
  blocked: { email: 'kevin.brooks@example.com', password: COMMUNITY_PASSWORD },
  other: { email: 'noa.bendavid@example.com', password: COMMUNITY_PASSWORD },
} as const;

export type Actor = 'guest' | 'user' | 'moderator' | 'blocked' | 'admin';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken user { id username role isActive } } }';

export async function signIn(t: TestApp, account: { email: string; password: string }): Promise<{ token: string; id: string }> {
  const res = await t.gql(LOGIN, { input: account });
  if (!res.data?.login) throw new Error(`Sign-in failed for ${account.email}: ${JSON.stringify(res.errors)}`);
  return { token: res.data.login.accessToken, id: res.data.login.user.id };
}

/**
 * A token per actor. The blocked actor's token is issued while the account is active and then
 * the admin blocks it: exactly the case of a user blocked mid-session.
 */
export async function actorTokens(t: TestApp): Promise<Record<Actor, string | undefined>> {
  const admin = await signIn(t, ACCOUNTS.admin);
  const user = await signIn(t, ACCOUNTS.user);
  const moderator = await signIn(t, ACCOUNTS.moderator);
  const victim = await signIn(t, ACCOUNTS.other);
  const block = await t.gql('mutation($id: ID!) { setUserActive(id: $id, isActive: false) { isActive } }', { id: victim.id }, admin.token);
  if (block.errors) throw new Error(JSON.stringify(block.errors));
  return { guest: undefined, user: user.token, moderator: moderator.token, blocked: victim.token, admin: admin.token };
}
