import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LockTopicDocument, PinTopicDocument, UnlockTopicDocument, UnpinTopicDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { forgetTopicLists } from '../utils/topicCache';
import { useForumErrorText } from './useForumMessages';

export interface FlaggableTopic {
  id: string;
  title: string;
  pinned: boolean;
  locked: boolean;
}

/**
 * Pins or unpins a topic (moderators and admins). The change shows at once and is undone if the
 * server refuses; the forum lists are asked again, since pinned topics have their own section.
 */
export function useSetTopicPinned() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const client = useApolloClient();
  const [pin] = useMutation(PinTopicDocument);
  const [unpin] = useMutation(UnpinTopicDocument);

  return useCallback(
    async (topic: FlaggableTopic, pinned: boolean): Promise<boolean> => {
      const answer = { __typename: 'Topic' as const, id: topic.id, pinned, locked: topic.locked };
      try {
        if (pinned) {
          await pin({
            variables: { id: topic.id },
            optimisticResponse: { __typename: 'Mutation', pinTopic: answer },
          });
        } else {
          await unpin({
            variables: { id: topic.id },
            optimisticResponse: { __typename: 'Mutation', unpinTopic: answer },
          });
        }
        // After the answer (not on the optimistic layer): the lists are asked again once.
        forgetTopicLists(client.cache);
        notify.success(t(pinned ? 'notices.pinned' : 'notices.unpinned', { title: topic.title }));
        return true;
      } catch (error) {
        notify.error(errorText(readApiError(error), t('errors.moderate')));
        return false;
      }
    },
    [pin, unpin, client, notify, t, errorText],
  );
}

/** Locks (closes to new comments) or unlocks a topic: moderators and admins. */
export function useSetTopicLocked() {
  const { t } = useTranslation('forum');
  const notify = useNotify();
  const errorText = useForumErrorText();
  const [lock] = useMutation(LockTopicDocument);
  const [unlock] = useMutation(UnlockTopicDocument);

  return useCallback(
    async (topic: FlaggableTopic, locked: boolean): Promise<boolean> => {
      const answer = { __typename: 'Topic' as const, id: topic.id, pinned: topic.pinned, locked };
      try {
        if (locked) {
          await lock({ variables: { id: topic.id }, optimisticResponse: { __typename: 'Mutation', lockTopic: answer } });
        } else {
          await unlock({
            variables: { id: topic.id },
            optimisticResponse: { __typename: 'Mutation', unlockTopic: answer },
          });
        }
        notify.success(t(locked ? 'notices.locked' : 'notices.unlocked', { title: topic.title }));
        return true;
      } catch (error) {
        notify.error(errorText(readApiError(error), t('errors.moderate')));
        return false;
      }
    },
    [lock, unlock, notify, t, errorText],
  );
}
