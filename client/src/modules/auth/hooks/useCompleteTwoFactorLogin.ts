import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHOUT_SESSION } from '@/core/apollo/links';
import { CompleteTwoFactorLoginDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { displayName } from '@/core/session/sessionStore';
import { startSession } from '../session/startSession';
import type { AuthResult } from './useLogin';

/** The second step of a two-factor sign-in: the challenge from the first step and a code. */
export function useCompleteTwoFactorLogin() {
  const client = useApolloClient();
  const notify = useNotify();
  const { t } = useTranslation('auth');
  const [mutate] = useMutation(CompleteTwoFactorLoginDocument, { context: WITHOUT_SESSION });

  return useCallback(
    async (challenge: string, code: string): Promise<AuthResult> => {
      try {
        const { data } = await mutate({ variables: { input: { challenge, code: code.trim() } } });
        if (!data) throw new Error('No data');
        await startSession(client, data.completeTwoFactorLogin, { newUser: true });
        notify.success(t('notices.signedIn', { name: displayName(data.completeTwoFactorLogin.user) }));
        return { ok: true, user: data.completeTwoFactorLogin.user };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, mutate, notify, t],
  );
}
