import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { topicCacheId } from '../utils/topicCache';
import { useForumErrorText } from './useForumMessages';

export interface LikeableTopic {
  id: string;
  likes: number;
  likedByMe?: boolean | null;
}

/** Likes or unlikes a topic (once per member). The heart and the count change at once; a refusal undoes them. */
export function useToggleTopicLike() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const client = useApolloClient();

  return useCallback(
    async (topic: LikeableTopic): Promise<boolean> => {
      const liked = !topic.likedByMe;
      try {
        const { ToggleTopicLikeDocument } = await import('../documents/forumMutations');
        await client.mutate({
          mutation: ToggleTopicLikeDocument,
          variables: { id: topic.id },
          optimisticResponse: {
            __typename: 'Mutation',
            toggleTopicLike: { __typename: 'LikeResult', liked, likes: Math.max(0, topic.likes + (liked ? 1 : -1)) },
          },
          update(cache, { data }) {
            const result = data?.toggleTopicLike;
            if (!result) return;
            cache.modify({
              id: topicCacheId(cache, topic.id),
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
