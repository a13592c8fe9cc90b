import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkSetTopicsLockedDocument, ModerationTopicsDocument } from '@/generated/graphql';
import { useBulkOutcome } from '../../hooks/useBulkOutcome';

/**
 * Locks (true) or opens (false) every selected topic in one transaction on the server: all of them change, or
 * none does (the notice says why). The list is fetched again.
 */
export function useBulkSetTopicsLocked() {
  const { t } = useTranslation('adminModeration');
  const { t: tErrors } = useTranslation('errors');
  const outcome = useBulkOutcome();
  const [mutate] = useMutation(BulkSetTopicsLockedDocument);

  return useCallback(
    (ids: readonly string[], locked: boolean) =>
      outcome(
        async () =>
          (await mutate({ variables: { ids: [...ids], locked }, refetchQueries: [ModerationTopicsDocument] })).data?.bulkSetTopicsLocked,
        {
          done: (count) => t(locked ? 'topics.bulk.locked' : 'topics.bulk.unlocked', { count }),
          refused: t('topics.bulk.failed'),
          failed: tErrors('server'),
        },
      ),
    [mutate, outcome, t, tErrors],
  );
}
