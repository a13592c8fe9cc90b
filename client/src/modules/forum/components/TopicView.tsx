import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TopicDocument, type TopicFieldsFragment } from '@/generated/graphql';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useCountTopicView } from '../hooks/useCountTopicView';
import { CommentsSection } from './CommentsSection';
import { TopicActions } from './TopicActions';
import { TopicDetails } from './TopicDetails';
import { TopicNotFound } from './TopicNotFound';
import './forum.css';

export interface TopicViewProps {
  id: string;
  /** The topic handed over by the forum list, shown while the server answers. */
  initialTopic: TopicFieldsFragment | null;
}

/**
 * A topic loaded by its address, so the page works on reload and when shared: the main message
 * and its actions, then the comments. Opening the page counts one view.
 */
export function TopicView({ id, initialTopic }: TopicViewProps) {
  const { t } = useTranslation('forum');
  const { data, loading, error, refetch } = useQuery(TopicDocument, { variables: { id } });
  useCountTopicView(id, Boolean(data?.topic));
  const topic = data?.topic ?? (initialTopic?.id === id ? initialTopic : null);
  const handleRetry = () => void refetch().catch(() => undefined);

  if (topic) {
    return (
      <article className="container topic-page" aria-labelledby="topic-title">
        <Link to="/forum" className="topic-page__back">
          {t('topic.backToForum')}
        </Link>
        <TopicDetails topic={topic} />
        <TopicActions topic={topic} />
        <CommentsSection topic={topic} onTopicStale={handleRetry} />
      </article>
    );
  }
  if (loading) return <TopicLoading />;
  if (errorMessageKey(error) === 'notFound') return <TopicNotFound />;
  return <TopicLoadError error={error} onRetry={handleRetry} />;
}

function TopicLoading() {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('topic.pageTitle'));
  return <PageLoading />;
}

interface TopicLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

function TopicLoadError({ error, onRetry }: TopicLoadErrorProps) {
  const { t } = useTranslation('forum');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  useDocumentTitle(t('topic.pageTitle'));
  return (
    <div className="container">
      <StateMessage
        tone="error"
        headingLevel={1}
        title={t('topic.loadError')}
        actions={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {tCommon('actions.retry')}
          </button>
        }
      >
        <p>{tErrors(errorMessageKey(error))}</p>
      </StateMessage>
    </div>
  );
}
