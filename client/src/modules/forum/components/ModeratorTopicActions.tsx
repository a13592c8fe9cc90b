import { useTranslation } from 'react-i18next';
import type { TopicFieldsFragment } from '@/generated/graphql';
import { useSetTopicLocked, useSetTopicPinned } from '../hooks/useTopicFlags';
import { LockIcon, PinIcon, UnlockIcon } from './forumIcons';

/** Pin and lock on the topic page: moderators and admins only, so a chunk of its own (not in a reader's first load). */
export function ModeratorTopicActions({ topic }: { topic: TopicFieldsFragment }) {
  const { t } = useTranslation('forum');
  const setPinned = useSetTopicPinned();
  const setLocked = useSetTopicLocked();
  return (
    <>
      <button type="button" className="forum-action" onClick={() => void setPinned(topic, !topic.pinned)}>
        <PinIcon width={18} height={18} />
        {t(topic.pinned ? 'actions.unpin' : 'actions.pin')}
      </button>
      <button type="button" className="forum-action" onClick={() => void setLocked(topic, !topic.locked)}>
        {topic.locked ? <UnlockIcon /> : <LockIcon width={18} height={18} />}
        {t(topic.locked ? 'actions.unlock' : 'actions.lock')}
      </button>
    </>
  );
}
