import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTopicDocument, type CreateTopicInput, type CreateTopicMutation } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import type { MutationResult } from '../utils/mutationResult';
import { forgetTopicLists } from '../utils/topicCache';

/**
 * Starts a topic as the signed-in member. The cached forum lists are forgotten, so the forum
 * shows the new topic first (newest first) with the totals raised, straight from the server.
 */
export function useCreateTopic() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const [mutate] = useMutation(CreateTopicDocument);

  return useCallback(
    async (input: CreateTopicInput): Promise<MutationResult<CreateTopicMutation['createTopic']>> => {
      try {
        const { data } = await mutate({ variables: { input }, update: (cache) => forgetTopicLists(cache) });
        if (!data) throw new Error('No data');
        notify.success(t('notices.topicCreated'));
        return { ok: true, data: data.createTopic };
      } catch (error) {
        // The form shows what went wrong.
        return { ok: false, error: readApiError(error) };
      }
    },
    [mutate, notify, t],
  );
}
