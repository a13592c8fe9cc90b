import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDeletePeppersDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { UNDO_WINDOW_MS } from '../utils/pepperActions';
import { dropPublicPepperLists, evictPeppers, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import type { NamedPepper } from './usePepperDisplayName';
import { useRestorePeppers } from './useRestorePeppers';

/**
 * Deletes every selected pepper in one transaction; the notice's "Undo" restores each of them.
 */
export function useBulkDeletePeppers() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const restore = useRestorePeppers();
  const [mutate] = useMutation(BulkDeletePeppersDocument);

  return useCallback(
    async (peppers: ReadonlyArray<NamedPepper & { id: string }>): Promise<boolean> => {
      const ids = peppers.map((pepper) => pepper.id);
      try {
        const { data } = await mutate({
          variables: { ids },
          update(cache, { data: answer }) {
            if (!answer?.bulkDeletePeppers.applied) return;
            evictPeppers(cache, ids);
            dropPublicPepperLists(cache);
          },
          refetchQueries: REFETCH_ADMIN_LIST,
        });
        const result = data?.bulkDeletePeppers;
        if (!result?.applied) throw new Error('Not applied');
        notify.success(t('bulk.done.delete', { count: result.count }), {
          durationMs: UNDO_WINDOW_MS,
          action: { label: t('actions.undo'), onAction: () => void restore(peppers) },
        });
        return true;
      } catch {
        notify.error(t('notices.actionFailed'));
        return false;
      }
    },
    [mutate, notify, t, restore],
  );
}
