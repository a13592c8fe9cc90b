import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RevokeApiKeyDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';

/** Revokes a key; the answer updates the cached ApiKey (its revokedAt), so every list shows it at once. */
export function useRevokeApiKey() {
  const { t } = useTranslation('profile', { keyPrefix: 'apiKeys' });
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [mutate, { loading }] = useMutation(RevokeApiKeyDocument);
  const revoke = useCallback(
    async (key: { id: string; name: string }): Promise<boolean> => {
      try {
        await mutate({ variables: { id: key.id } });
        notify.success(t('notices.revoked', { name: key.name }));
        return true;
      } catch (error) {
        notify.error(apiErrorText(readApiError(error), t('notices.revokeFailed')));
        return false;
      }
    },
    [mutate, notify, t, apiErrorText],
  );
  return { revoke, loading };
}
