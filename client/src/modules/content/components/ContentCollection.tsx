import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useGuidesList, useNewsEventsList, useRecipesList, type ContentList } from '../hooks/useContentList';
import type { ContentKind } from '../utils/contentKinds';
import { ContentGrid } from './ContentGrid';
import { ContentKindIcon } from './ContentKindIcon';
import './ContentCollection.css';
import { LoadMoreButton } from '@/modules/ui/components/LoadMoreButton';

export interface ContentCollectionProps {
  kind: ContentKind;
}

/** The 'view all' list of one kind of content, paged with "load more". */
export function ContentCollection({ kind }: ContentCollectionProps) {
  switch (kind) {
    case 'news':
      return <NewsEventsCollection />;
    case 'recipes':
      return <RecipesCollection />;
    case 'guides':
      return <GuidesCollection />;
  }
}

function NewsEventsCollection() {
  return <ContentListView kind="news" list={useNewsEventsList()} />;
}

function RecipesCollection() {
  return <ContentListView kind="recipes" list={useRecipesList()} />;
}

function GuidesCollection() {
  return <ContentListView kind="guides" list={useGuidesList()} />;
}

interface ContentListViewProps {
  kind: ContentKind;
  list: ContentList;
}

function ContentListView({ kind, list }: ContentListViewProps) {
  const { t } = useTranslation('content');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { entries, totalItems, hasMore, isLoading, isLoadingMore, error, loadMoreFailed, loadMore, retry } = list;

  const renderList = () => {
    if (isLoading) return <SkeletonGrid count={6} className="content-grid" />;
    if (error) {
      return (
        <StateMessage
          tone="error"
          title={t(`${kind}.error`)}
          actions={
            <button type="button" className="button button--primary" onClick={retry}>
              {tCommon('actions.tryAgain')}
            </button>
          }
        >
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      );
    }
    if (entries.length === 0) return <StateMessage tone="empty" title={t(`${kind}.empty`)} />;
    return (
      <>
        <ContentGrid entries={entries} label={t(`${kind}.title`)} headingLevel={2} />
        {loadMoreFailed && <StateMessage tone="error" headingLevel={3} title={t(`${kind}.error`)} />}
        {hasMore && (
          <div className="content-collection__more">
            <LoadMoreButton onLoadMore={loadMore} loading={isLoadingMore} label={t('loadMore')} loadingLabel={t('loadingMore')} />
          </div>
        )}
      </>
    );
  };

  return (
    <section className="content-collection" aria-labelledby="content-collection-title">
      <header className="page-header content-collection__header">
        <span className="content-collection__icon">
          <ContentKindIcon kind={kind} width={28} height={28} />
        </span>
        <h1 id="content-collection-title">{t(`${kind}.title`)}</h1>
        <p className="page-header__lead">{t(`${kind}.intro`)}</p>
        <Link to="/" className="content-collection__back">
          {tCommon('actions.backHome')}
        </Link>
      </header>
      <p className="content-collection__summary" role="status">
        {!isLoading && !error && totalItems > 0 ? t('summary', { count: totalItems, shown: entries.length }) : ''}
      </p>
      {renderList()}
    </section>
  );
}
