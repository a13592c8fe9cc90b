import { useQuery } from '@apollo/client/react';
import { FORUM_SEARCH_COUNT_CAP } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ForumSearchDocument, type ForumSearchQuery } from '@/generated/graphql';
import { AuthorSentence } from '@/modules/ui/components/AuthorLink';
import { MessageIcon } from './forumIcons';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { numberFormat } from '@/modules/ui/utils/intl';
import type { ForumFilters } from '../hooks/useForumFilters';
import { commentPath, topicPath } from '../utils/topicNavigation';
import { ForumListError, ForumNoMatch } from './ForumListStates';
import { HighlightedText } from './HighlightedText';
import { TopicIcon } from './TopicIcon';
import './forum-search.css';

type Hit = ForumSearchQuery['forumSearch']['hits'][number];

export interface ForumSearchResultsProps {
  filters: ForumFilters;
  onPageChange: (page: number) => void;
  onClear: () => void;
}

function hitPath(hit: Hit): string {
  return hit.comment ? commentPath(hit.topic.id, hit.comment.id, hit.commentPage ?? 1) : topicPath(hit.topic.id);
}

function SearchHit({ hit }: { hit: Hit }) {
  const { t } = useTranslation('forum');
  const formatRelativeDate = useFormatRelativeDate();
  const author = hit.comment?.author ?? hit.topic.author;
  return (
    <article className="topic-card forum-hit" data-kind={hit.kind}>
      <span className="topic-card__icon">
        {hit.comment ? (
          <MessageIcon width={24} height={24} />
        ) : (
          <TopicIcon category={hit.topic.category} width={24} height={24} />
        )}
      </span>
      <div className="topic-card__body">
        <span className="forum-hit__kind">{t(`searchResults.kind.${hit.kind}`)}</span>
        <h3 className="topic-card__title" dir="auto">
          <Link to={hitPath(hit)} className="topic-card__link">
            <HighlightedText value={hit.title} />
          </Link>
        </h3>
        {hit.excerpt.text && (
          <p className="forum-hit__excerpt" dir="auto">
            <HighlightedText value={hit.excerpt} />
          </p>
        )}
        <div className="topic-card__meta">
          <span>
            <AuthorSentence
              username={author.username}
              text={(name) =>
                t(hit.comment ? 'searchResults.commentBy' : 'card.by', {
                  author: name,
                })
              }
            />
          </span>
          <time dateTime={hit.date}>{formatRelativeDate(hit.date)}</time>
        </div>
      </div>
    </article>
  );
}

/**
 * The forum search's hits (titles, descriptions and comments), newest first, paged on the server:
 * each a topic or a comment with the words found marked, linking to the topic or to the comment
 * on its page of the topic.
 */
export function ForumSearchResults({ filters, onPageChange, onClear }: ForumSearchResultsProps) {
  const { t, i18n } = useTranslation('forum');
  const format = numberFormat(i18n.language);
  const { data, previousData, loading, error, refetch } = useQuery(ForumSearchDocument, {
    variables: {
      search: filters.search,
      category: filters.category === 'all' ? null : filters.category,
      page: filters.page,
      limit: filters.limit,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? (loading ? previousData : undefined))?.forumSearch;

  if (loading && !result) return <SkeletonGrid count={4} className="topic-skeletons" />;
  if (error || !result) {
    return (
      <ForumListError
        title={t('searchResults.error')}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (result.hits.length === 0) {
    return (
      <ForumNoMatch
        title={t('searchResults.empty')}
        message={t('searchResults.emptyMessage', { search: filters.search })}
        onClear={onClear}
      />
    );
  }
  return (
    <section className="forum-search" aria-labelledby="forum-search-heading" aria-busy={loading || undefined}>
      <div className="topic-list__header">
        <h2 id="forum-search-heading">{t('searchResults.heading')}</h2>
        <span className="forum-search__count" role="status">
          {t('searchResults.count', {
            count: result.total,
            // The server counts up to FORUM_SEARCH_COUNT_CAP: "1,000+" (isolated, so the plus stays after the number in Hebrew).
            formatted: result.total >= FORUM_SEARCH_COUNT_CAP ? `\u2066${format.format(result.total)}+\u2069` : format.format(result.total),
          })}
        </span>
      </div>
      <ol className="forum-search__hits">
        {result.hits.map((hit) => (
          <li key={hit.comment ? `c${hit.comment.id}` : `t${hit.topic.id}`}>
            <SearchHit hit={hit} />
          </li>
        ))}
      </ol>
      <Pagination page={result.currentPage} totalPages={result.totalPages} onPageChange={onPageChange} />
    </section>
  );
}
