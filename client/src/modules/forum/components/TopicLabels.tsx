import { useTranslation } from 'react-i18next';
import type { TopicFieldsFragment } from '@/generated/graphql';
import { LockIcon, PinIcon } from './forumIcons';
import { TopicIcon } from './TopicIcon';

export interface TopicLabelsProps {
  topic: Pick<TopicFieldsFragment, 'subject' | 'category' | 'pinned' | 'locked'>;
  /** Put the category's icon before it (the card shows the icon on its own). */
  withIcon?: boolean;
}

/** Subject, pinned and locked badges of a topic. */
export function TopicLabels({ topic, withIcon = false }: TopicLabelsProps) {
  const { t } = useTranslation('forum');
  return (
    <div className="topic-labels">
      <span className="topic-labels__subject" dir="auto">
        {withIcon && <TopicIcon category={topic.category} width={16} height={16} />}
        {topic.subject}
      </span>
      {topic.pinned && (
        <span className="badge badge--pinned">
          <PinIcon width={14} height={14} />
          {t('card.pinned')}
        </span>
      )}
      {topic.locked && (
        <span className="badge badge--locked">
          <LockIcon width={14} height={14} />
          {t('card.locked')}
        </span>
      )}
    </div>
  );
}
