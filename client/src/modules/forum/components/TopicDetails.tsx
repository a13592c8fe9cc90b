import { cleanDescriptionLines } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { AuthorSentence } from '@/modules/ui/components/AuthorLink';
import type { TopicFieldsFragment } from '@/generated/graphql';
import { Avatar } from '@/modules/ui/components/Avatar';
import { EyeIcon } from '@/modules/ui/components/icons';
import { MessageIcon } from './forumIcons';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { TopicLabels } from './TopicLabels';
import './forum.css';
import { PostBody } from '../markdown/PostBody';
import { numberFormat } from '@/modules/ui/utils/intl';
import { EditedMark } from '../history/EditedMark';
import { LazyPostAttachments } from '../photos/LazyPhotos';
import type { PostPhoto } from '../photos/photoFields';

export interface TopicDetailsProps {
  /** With descriptionHtml once the topic query answered (the forum list hands over the fields without it). */
  topic: TopicFieldsFragment & { descriptionHtml?: string; versionsCount?: number; images?: readonly PostPhoto[] };
}

/** The topic's main message (plain text, line by line) with its views and comments (the like button shows the likes, once). */
export function TopicDetails({ topic }: TopicDetailsProps) {
  const { t, i18n } = useTranslation('forum');
  const formatRelativeDate = useFormatRelativeDate();
  useDocumentTitle(topic.title);

  const format = numberFormat(i18n.language);
  const counts = [
    { key: 'views', Icon: EyeIcon, value: topic.views },
    { key: 'comments', Icon: MessageIcon, value: topic.commentsCount },
  ] as const;

  return (
    <div className="topic-details">
      <header className="topic-details__header">
        <TopicLabels topic={topic} withIcon />
        <h1 id="topic-title" dir="auto">
          {topic.title}
        </h1>
        <p className="topic-details__byline">
          <Avatar user={topic.author} />
          <span>
            <AuthorSentence username={topic.author.username} text={(author) => t('topic.postedBy', { author })} />
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={topic.createDate}>{formatRelativeDate(topic.createDate)}</time>
          <EditedMark
            topicId={topic.id}
            versionsCount={topic.versionsCount ?? 0}
            edited={false}
            current={{ title: topic.title, text: topic.description.join('\n\n') }}
          />
          <span aria-hidden="true">·</span>
          <span>{t(`categories.${topic.category}`)}</span>
        </p>
      </header>
      <PostBody
        className="topic-details__message"
        html={topic.descriptionHtml}
        source={cleanDescriptionLines(topic.description).join('\n\n')}
      />
      {topic.images && topic.images.length > 0 && <LazyPostAttachments photos={topic.images} />}
      <dl className="topic-details__counts" aria-label={t('topic.stats')}>
        {counts.map(({ key, Icon, value }) => (
          <div key={key} className="topic-details__count">
            <dt>
              <Icon width={16} height={16} />
              {t(`topic.${key}`)}
            </dt>
            <dd>{format.format(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
