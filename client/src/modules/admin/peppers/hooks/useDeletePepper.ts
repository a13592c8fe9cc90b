import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletePepperDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { UNDO_WINDOW_MS } from '../utils/pepperActions';
import { dropPublicPepperLists, evictPeppers, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { usePepperDisplayName, type NamedPepper } from './usePepperDisplayName';
import { useRestorePeppers } from './useRestorePeppers';

/**
 * Deletes a pepper: it leaves the cache (its row goes at once), the list is fetched again, and
 * the notice offers "Undo" for a few seconds (restorePepper).
 */
export function useDeletePepper() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const displayName = usePepperDisplayName();
  const restore = useRestorePeppers();
  const [mutate] = useMutation(DeletePepperDocument);

  return useCallback(
    async (pepper: NamedPepper & { id: string }): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: pepper.id },
          update(cache) {
            evictPeppers(cache, [pepper.id]);
            dropPublicPepperLists(cache);
          },
          refetchQueries: REFETCH_ADMIN_LIST,
        });
        notify.success(t('notices.deleted', { name: displayName(pepper) }), {
          durationMs: UNDO_WINDOW_MS,
          action: { label: t('actions.undo'), onAction: () => void restore([pepper]) },
        });
        return true;
      } catch {
        notify.error(t('notices.actionFailed'));
        return false;
      }
    },
    [mutate, notify, t, displayName, restore],
  );
}
