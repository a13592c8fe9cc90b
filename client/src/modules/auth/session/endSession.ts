import type { ApolloClient } from '@apollo/client';
import { clearSession, getSession } from '@/core/session/sessionStore';

/**
 * Signs out: forgets the token and the stored user, empties the Apollo cache (nothing of this
 * user may show to the next one), then goes home. The cache is emptied before leaving, so the
 * next page's queries start fresh instead of being cancelled by the reset.
 */
export async function endSession(client: ApolloClient, goHome: () => void | Promise<void>): Promise<void> {
  clearSession();
  await client.clearStore().catch(() => undefined);
  await goHome();
}

/**
 * The Apollo error link's handler: the server no longer accepts the session (expired, revoked by a
 * password change, the account blocked or deleted). `onEnded` tells the reader.
 */
export function createSessionRejectedHandler(
  getClient: () => ApolloClient,
  goHome: () => void | Promise<void>,
  onEnded: () => void,
): () => void {
  return () => {
    if (!getSession()) return;
    onEnded();
    void endSession(getClient(), goHome);
  };
}
