import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHOUT_SESSION } from '@/core/apollo/links';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import { displayName } from '@/core/session/sessionStore';
import { startSession } from '../session/startSession';
import type { AuthResult } from './useLogin';

/** Asks for a reset link (the server answers the same for any email). */
export function useRequestPasswordReset() {
  const [mutate] = useMutation(RequestPasswordResetDocument, { context: WITHOUT_SESSION });
  return useCallback(
    async (email: string): Promise<{ ok: true } | { ok: false; error: ApiError }> => {
      try {
        await mutate({ variables: { email: email.trim() } });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate],
  );
}

/** Sets the new password with the mailed token and keeps the session the server issues (every other one has ended). */
export function useResetPassword() {
  const client = useApolloClient();
  const notify = useNotify();
  const { t } = useTranslation('auth');
  const [mutate] = useMutation(ResetPasswordDocument, { context: WITHOUT_SESSION });
  return useCallback(
    async (token: string, newPassword: string): Promise<AuthResult> => {
      try {
        const { data } = await mutate({ variables: { token, newPassword } });
        if (!data) throw new Error('No data');
        await startSession(client, data.resetPassword, { newUser: true });
        notify.success(t('reset.done', { name: displayName(data.resetPassword.user) }));
        return { ok: true, user: data.resetPassword.user };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, mutate, notify, t],
  );
}
