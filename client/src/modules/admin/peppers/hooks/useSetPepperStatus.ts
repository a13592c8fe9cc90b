import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SetPepperStatusDocument, type AdminPepperFieldsFragment } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { STATUS_NOTICES, statusChangeCall, type PepperStatusChange } from '../utils/pepperActions';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { usePepperDisplayName } from './usePepperDisplayName';

type StatusPepper = Pick<
  AdminPepperFieldsFragment,
  'id' | 'name' | 'hebName' | 'isActive' | 'isFeatured' | 'lastUpdated'
>;

/**
 * Activates, deactivates, features or unfeatures one pepper. The row changes at once (undone if
 * the server refuses); then the list is fetched again, so the filters in force still hold.
 */
export function useSetPepperStatus() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const displayName = usePepperDisplayName();
  const [mutate] = useMutation(SetPepperStatusDocument);

  return useCallback(
    async (pepper: StatusPepper, change: PepperStatusChange): Promise<boolean> => {
      const { action, value, flag } = statusChangeCall(change);
      try {
        await mutate({
          variables: { id: pepper.id, action, value },
          optimisticResponse: {
            __typename: 'Mutation',
            setPepperStatus: {
              __typename: 'Pepper',
              id: pepper.id,
              isActive: pepper.isActive,
              isFeatured: pepper.isFeatured,
              lastUpdated: pepper.lastUpdated,
              [flag]: value,
            },
          },
          update: (cache) => dropPublicPepperLists(cache),
          refetchQueries: REFETCH_ADMIN_LIST,
        });
        notify.success(t(STATUS_NOTICES[change], { name: displayName(pepper) }));
        return true;
      } catch {
        notify.error(t('notices.actionFailed'));
        return false;
      }
    },
    [mutate, notify, t, displayName],
  );
}
