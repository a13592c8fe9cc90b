import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { WITHOUT_SESSION } from '@/core/apollo/links';
import { CancelEmailChangeDocument } from '@/generated/graphql';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import { clearSession, getSession, saveSession } from '@/core/session/sessionStore';

/**
 * The link mailed to the old address of an email change: cancels it and ends every session of the
 * account on the server; a session stored in this browser is forgotten too (it no longer works).
 */
export function useCancelEmailChange() {
  const client = useApolloClient();
  const [mutate] = useMutation(CancelEmailChangeDocument, { context: WITHOUT_SESSION });
  return useCallback(
    async (token: string): Promise<{ ok: true } | { ok: false; error: ApiError }> => {
      // Forgotten before asking: a request of this tab answered "session ended" meanwhile would otherwise leave this
      // page for the home page; put back if the link turns out not to work.
      const stored = getSession();
      if (stored) clearSession();
      try {
        await mutate({ variables: { token } });
        if (stored) await client.clearStore().catch(() => undefined);
        return { ok: true };
      } catch (error) {
        if (stored && !getSession()) saveSession(stored.token, stored.user);
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, mutate],
  );
}
