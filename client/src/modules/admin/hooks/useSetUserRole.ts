import { useMutation } from '@apollo/client/react';
import type { Role } from '@pepper-atlas/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SetUserRoleDocument } from '@/generated/graphql';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';

/**
 * Changes a user's role. The answer (id, role) updates the normalised User, so every list and
 * view showing them follows; the change shows at once and is undone if the server refuses.
 */
export function useSetUserRole() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const roleLabel = useRoleLabel();
  const [mutate] = useMutation(SetUserRoleDocument);

  return useCallback(
    async (user: { id: string; username: string }, role: Role): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: user.id, role },
          optimisticResponse: { __typename: 'Mutation', setUserRole: { __typename: 'User', id: user.id, role } },
        });
        notify.success(t('users.notices.roleChanged', { username: user.username, role: roleLabel(role) }));
        return true;
      } catch (error) {
        notify.error(apiErrorText(readApiError(error), t('users.notices.roleFailed')));
        return false;
      }
    },
    [mutate, notify, t, roleLabel, apiErrorText],
  );
}
