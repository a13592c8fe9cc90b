import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminUsersDocument, BulkSetUsersActiveDocument } from '@/generated/graphql';
import { useBulkOutcome } from './useBulkOutcome';

/**
 * Blocks (false) or unblocks (true) every selected user in one transaction on the server: all of them change, or
 * none does (the notice says why). The list is fetched again.
 */
export function useBulkSetUsersActive() {
  const { t } = useTranslation('admin');
  const outcome = useBulkOutcome();
  const [mutate] = useMutation(BulkSetUsersActiveDocument);

  return useCallback(
    (ids: readonly string[], isActive: boolean) =>
      outcome(
        async () =>
          (await mutate({ variables: { ids: [...ids], isActive }, refetchQueries: [AdminUsersDocument] })).data?.bulkSetUsersActive,
        {
          done: (count) => t(isActive ? 'users.bulk.unblocked' : 'users.bulk.blocked', { count }),
          refused: t('users.bulk.failed'),
          failed: t('users.notices.statusFailed'),
        },
      ),
    [mutate, outcome, t],
  );
}
