import { useMutation } from '@apollo/client/react';
import type { Role } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SetUserRoleDocument } from '@/generated/graphql';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { UNDO_WINDOW_MS } from '../peppers/utils/pepperActions';

type RoleUser = { id: string; username: string; role: Role | string };

/**
 * Changes a user's role. The answer (id, role) updates the normalised User, so every list and
 * view showing them follows; the change shows at once and is undone if the server refuses. The
 * notice offers "Undo" for a few seconds, which gives back the role they had.
 */
export function useSetUserRole() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const roleLabel = useRoleLabel();
  const [mutate] = useMutation(SetUserRoleDocument);

  const run = useCallback(
    async (user: RoleUser, role: Role, undo = false): Promise<boolean> => {
      const previous = user.role as Role;
      try {
        await mutate({
          variables: { id: user.id, role },
          optimisticResponse: { __typename: 'Mutation', setUserRole: { __typename: 'User', id: user.id, role } },
        });
        if (undo) {
          notify.info(t('users.notices.undone', { username: user.username }));
        } else {
          notify.success(t('users.notices.roleChanged', { username: user.username, role: roleLabel(role) }), {
            durationMs: UNDO_WINDOW_MS,
            action: { label: t('users.actions.undo'), onAction: () => void run({ ...user, role }, previous, true) },
          });
        }
        return true;
      } catch (error) {
        notify.error(apiErrorText(readApiError(error), t('users.notices.roleFailed')));
        return false;
      }
    },
    [mutate, notify, t, roleLabel, apiErrorText],
  );
  return useCallback((user: RoleUser, role: Role) => run(user, role), [run]);
}
