import type { ApolloClient } from '@apollo/client';
import { MeDocument, type AccountFieldsFragment } from '@/generated/graphql';
import { saveSession } from '@/core/session/sessionStore';

export interface IssuedSession {
  accessToken: string;
  user: AccountFieldsFragment;
}

/**
 * Keeps a session the server has just issued. A new sign-in empties the Apollo cache first, so
 * nothing fetched for the previous user (or as a guest) shows to this one; a password change
 * keeps it (same user, new token). `me` is primed so the profile shows at once.
 */
export async function startSession(
  client: ApolloClient,
  { accessToken, user }: IssuedSession,
  { newUser }: { newUser: boolean },
): Promise<void> {
  if (newUser) await client.clearStore().catch(() => undefined);
  saveSession(accessToken, user);
  client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: user } });
}
