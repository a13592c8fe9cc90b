import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkSetPepperStatusDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { statusChangeCall, UNDO_WINDOW_MS, type PepperStatusChange } from '../utils/pepperActions';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST, setCachedPepperFlags } from '../utils/pepperListCache';
import { useUndoPepperChanges } from './useUndoPepperChanges';

/**
 * One status change for every selected pepper, in one transaction on the server: all of them
 * change, or none does (`applied` false) and the generic error is shown. The notice offers "Undo".
 */
export function useBulkSetPepperStatus() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const undo = useUndoPepperChanges();
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
        const changeSetId = result.changeSetId;
        notify.success(t(`bulk.done.${change}`, { count: result.count }), {
          durationMs: UNDO_WINDOW_MS,
          ...(changeSetId ? { action: { label: t('actions.undo'), onAction: () => void undo(changeSetId) } } : {}),
        });
        return true;
      } catch {
        notify.error(t('notices.actionFailed'));
        return false;
      }
    },
    [mutate, notify, t, undo],
  );
}
