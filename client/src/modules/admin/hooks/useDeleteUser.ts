import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminUsersDocument, DeleteUserDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';

/**
 * Deletes a user: the User leaves the cache (every list drops the row at once) and the open
 * user lists are fetched again for their totals and to fill the page.
 */
export function useDeleteUser() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [mutate] = useMutation(DeleteUserDocument);

  return useCallback(
    async (user: { id: string; username: string }): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: user.id },
          update(cache, { data }) {
            if (!data?.deleteUser) return;
            cache.evict({ id: cache.identify({ __typename: 'User', id: user.id }) });
            cache.gc();
          },
          refetchQueries: [AdminUsersDocument],
        });
        notify.success(t('users.notices.deleted', { username: user.username }));
        return true;
      } catch (error) {
        notify.error(apiErrorText(readApiError(error), t('users.notices.deleteFailed')));
        return false;
      }
    },
    [mutate, notify, t, apiErrorText],
  );
}
