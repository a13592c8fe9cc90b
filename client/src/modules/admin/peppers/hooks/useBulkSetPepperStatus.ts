import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkSetPepperStatusDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { statusChangeCall, type PepperStatusChange } from '../utils/pepperActions';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST, setCachedPepperFlags } from '../utils/pepperListCache';

/**
 * One status change for every selected pepper, in one transaction on the server: all of them
 * change, or none does (`applied` false) and the generic error is shown.
 */
export function useBulkSetPepperStatus() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const [mutate] = useMutation(BulkSetPepperStatusDocument);

  return useCallback(
    async (ids: readonly string[], change: PepperStatusChange): Promise<boolean> => {
      const { action, value, flag } = statusChangeCall(change);
      try {
        const { data } = await mutate({
          variables: { ids: [...ids], action, value },
          update(cache, { data: answer }) {
            if (!answer?.bulkSetPepperStatus.applied) return;
            setCachedPepperFlags(cache, ids, { [flag]: value });
            dropPublicPepperLists(cache);
          },
          refetchQueries: REFETCH_ADMIN_LIST,
        });
        const result = data?.bulkSetPepperStatus;
        if (!result?.applied) throw new Error('Not applied');
        notify.success(t(`bulk.done.${change}`, { count: result.count }));
        return true;
      } catch {
        notify.error(t('notices.actionFailed'));
        return false;
      }
    },
    [mutate, notify, t],
  );
}
