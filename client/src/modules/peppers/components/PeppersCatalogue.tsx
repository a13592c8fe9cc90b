import { useTranslation } from 'react-i18next';
import { SearchField } from '@/modules/ui/components/SearchField';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { usePeppersCatalogue } from '../hooks/usePeppersCatalogue';
import { PepperCard } from './PepperCard';
import './PeppersCatalogue.css';

export function PeppersCatalogue() {
  const { t } = useTranslation('peppers');
  const { t: tCommon } = useTranslation();
  const {
    searchTerm,
    setSearchTerm,
    peppers,
    totalItems,
    hasMore,
    isLoading,
    isLoadingMore,
    error,
    loadMore,
    loadMoreFailed,
  } = usePeppersCatalogue();

  const showSummary = !isLoading && !error && totalItems > 0;
  const summary = searchTerm
    ? t('summaryFor', { count: totalItems, search: searchTerm })
    : t('summary', { count: totalItems, shown: peppers.length });

  const handleClearFilters = () => setSearchTerm('');
  const handleReload = () => window.location.reload();

  const renderResults = () => {
    if (isLoading) return <SkeletonGrid count={6} className="pepper-grid" />;
    if (error) {
      return (
        <StateMessage
          tone="error"
          title={t('error.title')}
          actions={
            <button type="button" className="button button--primary" onClick={handleReload}>
              {tCommon('actions.tryAgain')}
            </button>
          }
        >
          <p>{t('error.message')}</p>
        </StateMessage>
      );
    }
    if (peppers.length === 0) {
      return (
        <StateMessage
          tone="empty"
          title={t('empty.title')}
          actions={
            searchTerm && (
              <button type="button" className="button button--secondary" onClick={handleClearFilters}>
                {tCommon('actions.clearFilters')}
              </button>
            )
          }
        >
          {searchTerm && <p>{t('empty.message')}</p>}
        </StateMessage>
      );
    }
    return (
      <>
        <ul className="pepper-grid" aria-label={t('heading')}>
          {peppers.map((pepper) => (
            <li key={pepper.id}>
              <PepperCard pepper={pepper} />
            </li>
          ))}
        </ul>
        {loadMoreFailed && (
          <StateMessage tone="error" title={t('error.title')} headingLevel={3}>
            <p>{t('error.message')}</p>
          </StateMessage>
        )}
        {hasMore && (
          <div className="catalogue__more">
            <button
              type="button"
              className="button button--secondary"
              onClick={loadMore}
              disabled={isLoadingMore}
              aria-busy={isLoadingMore}
            >
              {isLoadingMore ? t('loadingMore') : t('loadMore')}
            </button>
          </div>
        )}
      </>
    );
  };

  return (
    <section className="catalogue" aria-labelledby="catalogue-heading">
      <header className="page-header">
        <h1 id="catalogue-heading">{t('heading')}</h1>
        <p className="page-header__lead">{t('intro')}</p>
      </header>
      <div className="catalogue__toolbar">
        <SearchField
          value={searchTerm}
          onSearch={setSearchTerm}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
        />
        <p className="catalogue__summary" role="status">
          {showSummary && summary}
        </p>
      </div>
      {renderResults()}
    </section>
  );
}
