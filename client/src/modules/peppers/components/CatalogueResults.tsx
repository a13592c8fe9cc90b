import { useTranslation } from 'react-i18next';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import type { usePeppersCatalogue } from '../hooks/usePeppersCatalogue';
import { hasActiveFilters, type CatalogueFilters } from '../utils/catalogueFilters';
import { PepperCard, type PepperCardProps } from './PepperCard';

type CardProps = Omit<PepperCardProps, 'pepper' | 'imageLoading'>;

export interface CatalogueResultsProps {
  filters: CatalogueFilters;
  catalogue: ReturnType<typeof usePeppersCatalogue>;
  onClearFilters: () => void;
  cardProps: (pepper: CataloguePepperFieldsFragment) => CardProps;
}

/** Pictures of the first row load at once; the rest as they scroll near. */
const EAGER_IMAGES = 4;

/** The count summary and the list, or its loading, error and empty states; more pages on scroll. */
export function CatalogueResults({ filters, catalogue, onClearFilters, cardProps }: CatalogueResultsProps) {
  const { t } = useTranslation('peppers');
  const { t: tCommon } = useTranslation();
  const { peppers, totalItems, hasMore, isLoading, isLoadingMore, error, loadMore, loadMoreFailed } = catalogue;
  const filtered = hasActiveFilters(filters);
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(hasMore && !isLoading && !isLoadingMore && !loadMoreFailed && !error, loadMore);

  const summary = () => {
    if (isLoading || error || totalItems === 0) return '';
    if (filters.search) return t('summaryFor', { count: totalItems, search: filters.search, shown: peppers.length });
    if (filtered) return t('summaryFiltered', { count: totalItems, shown: peppers.length });
    return t('summary', { count: totalItems, shown: peppers.length });
  };

  const gridClass = `pepper-grid pepper-grid--${filters.view}`;

  const renderList = () => {
    if (isLoading) return <SkeletonGrid count={6} className={gridClass} />;
    if (error) {
      return (
        <StateMessage
          tone="error"
          title={t('error.title')}
          actions={
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {tCommon('actions.tryAgain')}
            </button>
          }
        >
          <p>{t('error.message')}</p>
        </StateMessage>
      );
    }
    if (peppers.length === 0) {
      const { favoritesOnly } = filters;
      return (
        <StateMessage
          tone="empty"
          title={favoritesOnly ? t('empty.favoritesTitle') : t('empty.title')}
          actions={
            filtered && (
              <button type="button" className="button button--secondary" onClick={onClearFilters}>
                {tCommon('actions.clearFilters')}
              </button>
            )
          }
        >
          <p>{favoritesOnly ? t('empty.favoritesMessage') : filtered ? t('empty.message') : t('empty.catalogue')}</p>
        </StateMessage>
      );
    }
    return (
      <>
        <ul className={gridClass} aria-label={t('resultsLabel')}>
          {peppers.map((pepper, index) => (
            <li key={pepper.id}>
              <PepperCard pepper={pepper} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} {...cardProps(pepper)} />
            </li>
          ))}
        </ul>
        {loadMoreFailed && (
          <StateMessage tone="error" title={t('error.title')} headingLevel={3}>
            <p>{t('error.message')}</p>
          </StateMessage>
        )}
        {hasMore && (
          <div className="catalogue__more" ref={sentinelRef}>
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
    <>
      <p className="catalogue__summary" role="status">
        {summary()}
      </p>
      {renderList()}
    </>
  );
}
