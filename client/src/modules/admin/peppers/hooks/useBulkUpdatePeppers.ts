import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BulkUpdateMatchingPeppersDocument,
  BulkUpdatePeppersDocument,
  type PepperFilterInput,
  type PepperPatchInput,
} from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import { UNDO_WINDOW_MS } from '../utils/pepperActions';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { useUndoPepperChanges } from './useUndoPepperChanges';

export type BulkUpdateResult = { ok: true } | { ok: false; error: ApiError | null };

/** The selected peppers, or every pepper the admin filter matches (the count the admin confirmed). */
export type BulkUpdateTarget = { ids: readonly string[] } | { filter: PepperFilterInput; expectedCount: number };

/**
 * The same fields on every selected pepper (or every pepper the filter matches), in one transaction on the server (all change, or none does);
 * the notice offers "Undo", which puts every pepper back as one step.
 */
export function useBulkUpdatePeppers() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const undo = useUndoPepperChanges();
  const [mutateSelected] = useMutation(BulkUpdatePeppersDocument);
  const [mutateMatching] = useMutation(BulkUpdateMatchingPeppersDocument);

  return useCallback(
    async (target: BulkUpdateTarget, patch: PepperPatchInput): Promise<BulkUpdateResult> => {
      try {
        let result: { applied: boolean; count: number; changeSetId?: string | null } | undefined;
        if ('ids' in target) {
          const { data } = await mutateSelected({
            variables: { ids: [...target.ids], patch },
            update: (cache, { data: answer }) => answer?.bulkUpdatePeppers.applied && dropPublicPepperLists(cache),
            refetchQueries: REFETCH_ADMIN_LIST,
          });
          result = data?.bulkUpdatePeppers;
        } else {
          const { data } = await mutateMatching({
            variables: { filter: target.filter, patch, expectedCount: target.expectedCount },
            update: (cache, { data: answer }) => answer?.bulkUpdateMatchingPeppers.applied && dropPublicPepperLists(cache),
            refetchQueries: REFETCH_ADMIN_LIST,
          });
          result = data?.bulkUpdateMatchingPeppers;
        }
        if (!result?.applied) {
          notify.error(t('notices.actionFailed'));
          return { ok: false, error: null };
        }
        const changeSetId = result.changeSetId;
        notify.success(t('bulk.done.edit', { count: result.count }), {
          durationMs: UNDO_WINDOW_MS,
          ...(changeSetId ? { action: { label: t('actions.undo'), onAction: () => void undo(changeSetId) } } : {}),
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutateSelected, mutateMatching, notify, t, undo],
  );
}
