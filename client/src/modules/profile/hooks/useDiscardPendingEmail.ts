import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardPendingEmailDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';

/** Drops the signed-in user's pending new address; the answer updates the cached User (the notice goes). */
export function useDiscardPendingEmail() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [mutate, { loading }] = useMutation(DiscardPendingEmailDocument);
  const discard = useCallback(async () => {
    try {
      await mutate();
      notify.success(t('edit.discarded'));
    } catch (error) {
      notify.error(apiErrorText(readApiError(error), t('edit.discardFailed')));
    }
  }, [mutate, notify, t, apiErrorText]);
  return { discard, loading };
}
