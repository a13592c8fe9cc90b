import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SetUserActiveDocument } from '@/generated/graphql';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { UNDO_WINDOW_MS } from '../peppers/utils/pepperActions';

/**
 * Blocks (false) or unblocks (true) a user; the server signs a blocked user out at once. The
 * answer updates the normalised User; the change shows at once and is undone if refused. The
 * notice offers "Undo" for a few seconds, which sets the status back.
 */
export function useSetUserActive() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [mutate] = useMutation(SetUserActiveDocument);

  const run = useCallback(
    async (user: { id: string; username: string }, isActive: boolean, undo = false): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: user.id, isActive },
          optimisticResponse: {
            __typename: 'Mutation',
            setUserActive: { __typename: 'User', id: user.id, isActive },
          },
        });
        if (undo) {
          notify.info(t('users.notices.undone', { username: user.username }));
        } else {
          notify.success(t(isActive ? 'users.notices.unblocked' : 'users.notices.blocked', { username: user.username }), {
            durationMs: UNDO_WINDOW_MS,
            action: { label: t('users.actions.undo'), onAction: () => void run(user, !isActive, true) },
          });
        }
        return true;
      } catch (error) {
        notify.error(apiErrorText(readApiError(error), t('users.notices.statusFailed')));
        return false;
      }
    },
    [mutate, notify, t, apiErrorText],
  );
  return useCallback((user: { id: string; username: string }, isActive: boolean) => run(user, isActive), [run]);
}
