import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDocument, type ChangePasswordInput } from '@/generated/graphql';
import { startSession } from '@/modules/auth/session/startSession';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';

export type ChangePasswordResult = { ok: true } | { ok: false; error: ApiError };

/**
 * Changes the password. The server ends every earlier session and answers with a new token,
 * which replaces the stored one at once (the old token no longer works).
 */
export function useChangePassword() {
  const { t } = useTranslation('profile');
  const client = useApolloClient();
  const notify = useNotify();
  const [mutate] = useMutation(ChangePasswordDocument);

  return useCallback(
    async (input: ChangePasswordInput): Promise<ChangePasswordResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('No data');
        await startSession(client, data.changePassword, { newUser: false });
        notify.success(t('password.changed'));
        return { ok: true };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, mutate, notify, t],
  );
}
