import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkUpdatePeppersDocument, type PepperPatchInput } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import { UNDO_WINDOW_MS } from '../utils/pepperActions';
import { dropPublicPepperLists, REFETCH_ADMIN_LIST } from '../utils/pepperListCache';
import { useUndoPepperChanges } from './useUndoPepperChanges';

export type BulkUpdateResult = { ok: true } | { ok: false; error: ApiError | null };

/**
 * The same fields on every selected pepper, in one transaction on the server (all change, or none does);
 * the notice offers "Undo", which puts every pepper back as one step.
 */
export function useBulkUpdatePeppers() {
  const { t } = useTranslation('adminPeppers');
  const notify = useNotify();
  const undo = useUndoPepperChanges();
  const [mutate] = useMutation(BulkUpdatePeppersDocument);

  return useCallback(
    async (ids: readonly string[], patch: PepperPatchInput): Promise<BulkUpdateResult> => {
      try {
        const { data } = await mutate({
          variables: { ids: [...ids], patch },
          update(cache, { data: answer }) {
            if (answer?.bulkUpdatePeppers.applied) dropPublicPepperLists(cache);
          },
          refetchQueries: REFETCH_ADMIN_LIST,
        });
        const result = data?.bulkUpdatePeppers;
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
    [mutate, notify, t, undo],
  );
}
