import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UndoPepperChangesDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';

/**
 * Undoes a bulk change as one step (the "Undo" of a bulk notice): the server puts every pepper back, or none
 * when one was edited since. It talks to the client directly: the notice outlives the tab that made the change.
 */
export function useUndoPepperChanges() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const client = useApolloClient();

  return useCallback(
    async (changeSetId: string): Promise<boolean> => {
      try {
        const { data } = await client.mutate({
          mutation: UndoPepperChangesDocument,
          variables: { changeSetId },
          update: (cache) => dropPublicPepperLists(cache),
        });
        await client.refetchQueries({ include: REFETCH_ADMIN_LIST }).catch(() => undefined);
        const result = data?.undoPepperChanges;
        if (!result?.applied) {
          notify.error(t('bulk.undoConflict'));
          return false;
        }
        notify.success(t('bulk.undone', { count: result.count }));
        return true;
      } catch {
        notify.error(t('notices.actionFailed'));
        return false;
      }
    },
    [client, notify, t],
  );
}
