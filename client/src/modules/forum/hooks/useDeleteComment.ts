import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { commentCacheId, topicCacheId } from '../utils/topicCache';
import { useForumErrorText } from './useForumMessages';

export interface DeletableComment {
  id: string;
  topicId: string;
  /** How many replies go with it, when known (the server deletes a comment with its replies). */
  replyCount?: number;
}

/**
 * Deletes a comment with its replies (the author, a moderator or an admin). It leaves the cache
 * (a reply drops out of its thread at once) and the topic's count falls by as many; when that
 * number is unknown the count is asked again.
 */
export function useDeleteComment() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const client = useApolloClient();

  return useCallback(
    async (comment: DeletableComment): Promise<boolean> => {
      try {
        const { DeleteCommentDocument } = await import('../documents/forumMutations');
        await client.mutate({
          mutation: DeleteCommentDocument,
          variables: { id: comment.id },
          update(cache, { data }) {
            if (!data?.deleteComment) return;
            const topicId = topicCacheId(cache, comment.topicId);
            if (comment.replyCount === undefined) {
              cache.evict({ id: topicId, fieldName: 'commentsCount' });
              cache.evict({ id: topicId, fieldName: 'comments' });
            } else {
              const removed = 1 + comment.replyCount;
              cache.modify<{ commentsCount: number }>({
                id: topicId,
                fields: { commentsCount: (count) => Math.max(0, count - removed) },
              });
            }
            cache.evict({ id: commentCacheId(cache, comment.id) });
          },
        });
        notify.success(t('notices.commentDeleted'));
        return true;
      } catch (error) {
        notify.error(errorText(readApiError(error), t('errors.deleteComment')));
        return false;
      }
    },
    [client, notify, t, errorText],
  );
}
