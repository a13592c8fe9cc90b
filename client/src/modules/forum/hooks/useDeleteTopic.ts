import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteTopicDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { forgetTopicLists, topicCacheId } from '../utils/topicCache';
import { useForumErrorText } from './useForumMessages';

export interface DeleteTopicOptions {
  /** Runs once the server has deleted it, before the topic leaves the cache (e.g. leave its page). */
  onDeleted?: () => void;
}

/** Deletes a topic (the author, a moderator or an admin): it leaves the cache and the lists are asked again. */
export function useDeleteTopic() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteTopicDocument);

  return useCallback(
    async (topic: { id: string; title: string }, { onDeleted }: DeleteTopicOptions = {}): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { id: topic.id } });
        if (!data?.deleteTopic) throw new Error('Not deleted');
        notify.success(t('notices.topicDeleted', { title: topic.title }));
        onDeleted?.();
        // After the page showing it has gone, so it is not asked for again.
        setTimeout(() => {
          forgetTopicLists(client.cache);
          client.cache.evict({ id: topicCacheId(client.cache, topic.id) });
        }, 0);
        return true;
      } catch (error) {
        notify.error(errorText(readApiError(error), t('errors.deleteTopic')));
        return false;
      }
    },
    [mutate, client, notify, t, errorText],
  );
}
