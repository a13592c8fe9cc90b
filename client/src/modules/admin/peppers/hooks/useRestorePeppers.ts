import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RestorePepperDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { usePepperDisplayName, type NamedPepper } from './usePepperDisplayName';

/**
 * Undoes deletes (the "Undo" of a delete notice). It talks to the client directly: the notice
 * outlives the row, and even the tab, that deleted the peppers.
 */
export function useRestorePeppers() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const client = useApolloClient();
  const displayName = usePepperDisplayName();

  return useCallback(
    async (peppers: ReadonlyArray<NamedPepper & { id: string }>): Promise<boolean> => {
      const results = await Promise.allSettled(
        peppers.map((pepper) =>
          client.mutate({
            mutation: RestorePepperDocument,
            variables: { id: pepper.id },
            update: (cache) => dropPublicPepperLists(cache),
          }),
        ),
      );
      // One refetch of the list on screen for all of them.
      await client.refetchQueries({ include: REFETCH_ADMIN_LIST }).catch(() => undefined);
      const restored = results.filter((result) => result.status === 'fulfilled').length;
      if (restored < peppers.length) {
        notify.error(t('notices.actionFailed'));
        return false;
      }
      const [only] = peppers;
      if (peppers.length === 1 && only) notify.success(t('notices.restored', { name: displayName(only) }));
      else notify.success(t('bulk.done.restore', { count: restored }));
      return true;
    },
    [client, notify, t, displayName],
  );
}
