import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostImageInput } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import type { MutationResult } from '../utils/mutationResult';

/** Saves an edited comment (the author, a moderator or an admin); the answer updates the cached Comment. */
export function useEditComment() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const client = useApolloClient();

  return useCallback(
    async (id: string, text: string, images?: PostImageInput[]): Promise<MutationResult<null>> => {
      try {
        // Left out, the photos stay as they are.
        const { EditCommentDocument } = await import('../documents/forumMutations');
        await client.mutate({ mutation: EditCommentDocument, variables: { id, text, ...(images ? { images } : {}) } });
        notify.success(t('notices.commentUpdated'));
        return { ok: true, data: null };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, notify, t],
  );
}
