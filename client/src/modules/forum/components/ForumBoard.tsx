import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ForumCategoryStatsDocument, TopicsDocument } from '@/generated/graphql';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { topicsQueryVariables, useForumFilters } from '../hooks/useForumFilters';
import { ForumHero } from './ForumHero';
import { ForumListError, ForumNoMatch } from './ForumListStates';
import { ForumToolbar } from './ForumToolbar';
import { TopicList } from './TopicList';
import './forum.css';
import { usePageHref } from '../hooks/usePageHref';

/** Only a search shows it: a chunk of its own, out of the forum page's first download. */
const ForumSearchResults = lazyComponent(
  'ForumSearchResults',
  () => import('./ForumSearchResults').then((m) => m.ForumSearchResults),
  <SkeletonGrid count={4} className="topic-skeletons" />,
);

/**
 * The forum list: hero stats, filters, pinned topics, the topic list and paging. A search shows
 * the forum search's hits instead (titles, descriptions and comments; ForumSearchResults).
 */
export function ForumBoard() {
  const { t } = useTranslation('forum');
  const { filters, updateFilters, clearFilters, hasActiveFilters } = useForumFilters();
  const pageHref = usePageHref();
  const searching = filters.search !== '';
  const { data, previousData, loading, error, refetch } = useQuery(TopicsDocument, {
    // While searching, the list only gives the hero its stats: the unfiltered first page (usually cached).
    variables: topicsQueryVariables(searching ? { ...filters, search: '', page: 1 } : filters),
    // Others post, comment and view all the time: each visit shows the server's current list.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // The chips' counts (a chip's count is what the list shows when it is chosen); a search's hits
  // include comments, which the counts do not, so the chips show no counts then. Without them the chips still work.
  const categoryStats = useQuery(ForumCategoryStatsDocument, {
    variables: { search: null },
    fetchPolicy: 'cache-and-network',
    skip: searching,
  }).data?.categoryStats;

  const handleRetry = () => {
    // refetch() puts the query back in its loading state, which replaces the error;
    // a second failure shows the error again.
    refetch().catch(() => undefined);
  };

  const renderContent = () => {
    if (searching) {
      return (
        <ForumSearchResults filters={filters} onPageChange={(page) => updateFilters({ page })} onClear={clearFilters} />
      );
    }
    if (loading && !data) return <SkeletonGrid count={4} className="topic-skeletons" />;
    if (error || !data) return <ForumListError title={t('error.title')} error={error} onRetry={handleRetry} />;

    const { topics, pinnedTopics, total, totalPages, currentPage } = data.topics;
    if (topics.length === 0 && pinnedTopics.length === 0) {
      return hasActiveFilters ? (
        <ForumNoMatch title={t('empty.title')} message={t('empty.message')} onClear={clearFilters} />
      ) : (
        <StateMessage tone="info" title={t('empty.noTopics')} />
      );
    }

    return (
      <>
        {pinnedTopics.length > 0 && <TopicList id="pinned-topics" title={t('pinnedSection')} topics={pinnedTopics} />}
        {topics.length > 0 && (
          <TopicList
            id="all-topics"
            title={t('topicsSection')}
            aside={t('totalTopics', { count: total })}
            topics={topics}
          />
        )}
        <Pagination page={currentPage} totalPages={totalPages} onPageChange={(page) => updateFilters({ page })} pageHref={pageHref} />
      </>
    );
  };

  return (
    <>
      <ForumHero stats={(data ?? previousData)?.topics.stats} />
      <div className="container forum-board">
        <ForumToolbar
          filters={filters}
          onChange={updateFilters}
          categoryStats={searching ? undefined : categoryStats}
        />
        {renderContent()}
      </div>
    </>
  );
}
