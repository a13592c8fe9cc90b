import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SetUserActiveDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';

/**
 * Blocks (false) or unblocks (true) a user; the server signs a blocked user out at once. The
 * answer updates the normalised User; the change shows at once and is undone if refused.
 */
export function useSetUserActive() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [mutate] = useMutation(SetUserActiveDocument);

  return useCallback(
    async (user: { id: string; username: string }, isActive: boolean): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: user.id, isActive },
          optimisticResponse: {
            __typename: 'Mutation',
            setUserActive: { __typename: 'User', id: user.id, isActive },
          },
        });
        notify.success(t(isActive ? 'users.notices.unblocked' : 'users.notices.blocked', { username: user.username }));
        return true;
      } catch (error) {
        notify.error(apiErrorText(readApiError(error), t('users.notices.statusFailed')));
        return false;
      }
    },
    [mutate, notify, t, apiErrorText],
  );
}
