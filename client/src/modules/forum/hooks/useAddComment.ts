import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddCommentInput, AddCommentMutation } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import type { MutationResult } from '../utils/mutationResult';
import { appendReply, countComments } from '../utils/topicCache';

/**
 * Posts a comment, or a reply to a comment. The topic's count rises at once; a reply joins its
 * thread in the cache (the server keeps threads one level deep and says which thread in parentId).
 * A top-level comment lands on the last page, which the comments section then loads.
 */
export function useAddComment() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const client = useApolloClient();

  return useCallback(
    async (input: AddCommentInput): Promise<MutationResult<AddCommentMutation['addComment']>> => {
      try {
        const { AddCommentDocument } = await import('../documents/forumMutations');
        const { data } = await client.mutate({
          mutation: AddCommentDocument,
          variables: { input },
          update(cache, { data: answer }) {
            const comment = answer?.addComment;
            if (!comment) return;
            countComments(cache, String(input.topicId), 1);
            if (comment.parentId) appendReply(cache, comment.parentId, comment.id);
          },
        });
        if (!data) throw new Error('No data');
        notify.success(t(input.parentId ? 'notices.replyAdded' : 'notices.commentAdded'));
        return { ok: true, data: data.addComment };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [client, notify, t],
  );
}
