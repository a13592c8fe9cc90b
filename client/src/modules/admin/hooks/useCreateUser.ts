import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminUsersDocument, CreateUserDocument, type CreateUserInput } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';

export type CreateUserResult = { ok: true } | { ok: false; error: ApiError };

/** Creates a user; the open user lists are fetched again so the new row appears where it sorts. */
export function useCreateUser() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [mutate] = useMutation(CreateUserDocument);

  return useCallback(
    async (input: CreateUserInput): Promise<CreateUserResult> => {
      try {
        const { data } = await mutate({ variables: { input }, refetchQueries: [AdminUsersDocument] });
        if (!data) throw new Error('No data');
        notify.success(t('users.notices.created', { username: data.createUser.username }));
        return { ok: true };
      } catch (error) {
        // The form shows what went wrong next to its fields.
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t],
  );
}
