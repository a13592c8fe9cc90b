import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EditCommentDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import type { MutationResult } from '../utils/mutationResult';

/** Saves an edited comment (the author, a moderator or an admin); the answer updates the cached Comment. */
export function useEditComment() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const [mutate] = useMutation(EditCommentDocument);

  return useCallback(
    async (id: string, text: string): Promise<MutationResult<null>> => {
      try {
        await mutate({ variables: { id, text } });
        notify.success(t('notices.commentUpdated'));
        return { ok: true, data: null };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t],
  );
}
