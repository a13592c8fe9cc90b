import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateTopicDocument, type UpdateTopicInput, type UpdateTopicMutation } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import type { MutationResult } from '../utils/mutationResult';
import { forgetTopicLists } from '../utils/topicCache';

/** Saves an edited topic (the author, a moderator or an admin); the answer updates the cached Topic. */
export function useUpdateTopic() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const [mutate] = useMutation(UpdateTopicDocument);

  return useCallback(
    async (id: string, input: UpdateTopicInput): Promise<MutationResult<UpdateTopicMutation['updateTopic']>> => {
      try {
        // A new title or category can move the topic between searches and chips.
        const { data } = await mutate({ variables: { id, input }, update: (cache) => forgetTopicLists(cache) });
        if (!data) throw new Error('No data');
        notify.success(t('notices.topicUpdated'));
        return { ok: true, data: data.updateTopic };
      } catch (error) {
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t],
  );
}
