import { useTranslation } from 'react-i18next';
import { AuthorSentence } from '@/modules/ui/components/AuthorLink';
import { Link } from 'react-router-dom';
import type { TopicFieldsFragment } from '@/generated/graphql';
import { EyeIcon } from '@/modules/ui/components/icons';
import { MessageIcon } from './forumIcons';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { topicPath, type TopicNavigationState } from '../utils/topicNavigation';
import { TopicIcon } from './TopicIcon';
import { TopicLabels } from './TopicLabels';
import { PostText } from '@/modules/ui/components/PostText';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface TopicCardProps {
  topic: TopicFieldsFragment;
}

export function TopicCard({ topic }: TopicCardProps) {
  const { t, i18n } = useTranslation('forum');
  const format = numberFormat(i18n.language);
  const formatRelativeDate = useFormatRelativeDate();
  const state: TopicNavigationState = { topic };

  return (
    <article className="topic-card" data-pinned={topic.pinned || undefined}>
      <span className="topic-card__icon">
        <TopicIcon category={topic.category} width={24} height={24} />
      </span>
      <div className="topic-card__body">
        <TopicLabels topic={topic} />
        {/* The heading takes the title's own direction: an English title reads from the left in the Hebrew forum, as its excerpt does. */}
        <h3 className="topic-card__title" dir="auto">
          <Link to={topicPath(topic.id)} state={state} className="topic-card__link">
            {topic.title}
          </Link>
        </h3>
        {topic.excerpt && (
          <p className="topic-card__excerpt" dir="auto">
            <PostText text={topic.excerpt} />
          </p>
        )}
        <div className="topic-card__meta">
          <span>
            <AuthorSentence username={topic.author.username} text={(author) => t('card.by', { author })} />
          </span>
          <time dateTime={topic.createDate}>{formatRelativeDate(topic.createDate)}</time>
          <span className="topic-card__count">
            <EyeIcon width={16} height={16} />
            {t('card.views', { count: topic.views, formatted: format.format(topic.views) })}
          </span>
          <span className="topic-card__count">
            <MessageIcon width={16} height={16} />
            {t('card.replies', { count: topic.commentsCount, formatted: format.format(topic.commentsCount) })}
          </span>
        </div>
      </div>
    </article>
  );
}
