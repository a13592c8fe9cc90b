import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { commentCacheId } from '../utils/topicCache';
import { useForumErrorText } from './useForumMessages';

export interface LikeableComment {
  id: string;
  likes: number;
  likedByMe: boolean;
}

/** Likes or unlikes a comment (once per member), shown at once and undone if refused. */
export function useToggleCommentLike() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const client = useApolloClient();

  return useCallback(
    async (comment: LikeableComment): Promise<boolean> => {
      const liked = !comment.likedByMe;
      try {
        const { ToggleCommentLikeDocument } = await import('../documents/forumMutations');
        await client.mutate({
          mutation: ToggleCommentLikeDocument,
          variables: { id: comment.id },
          optimisticResponse: {
            __typename: 'Mutation',
            toggleCommentLike: {
              __typename: 'LikeResult',
              liked,
              likes: Math.max(0, comment.likes + (liked ? 1 : -1)),
            },
          },
          update(cache, { data }) {
            const result = data?.toggleCommentLike;
            if (!result) return;
            cache.modify({
              id: commentCacheId(cache, comment.id),
              fields: { likes: () => result.likes, likedByMe: () => result.liked },
            });
          },
        });
        return true;
      } catch (error) {
        notify.error(errorText(readApiError(error), t('errors.like')));
        return false;
      }
    },
    [client, notify, t, errorText],
  );
}
