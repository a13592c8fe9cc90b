import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { LoadMoreButton } from '@/modules/ui/components/LoadMoreButton';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import type { usePeppersCatalogue } from '../hooks/usePeppersCatalogue';
import { hasActiveFilters, type CatalogueFilters } from '../utils/catalogueFilters';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { useHydrating } from '@/core/ssr/SsrContext';
import { PepperCard, type PepperCardProps } from './PepperCard';
import { numberFormat } from '@/modules/ui/utils/intl';

// The dense list (a table) is a chunk of its own: the grid, the default, loads as before.
const PepperTable = lazyComponent('PepperTable', () => import('./PepperTable').then((m) => m.PepperTable), null);

type CardProps = Omit<PepperCardProps, 'pepper' | 'imageLoading'>;

export interface CatalogueResultsProps {
  filters: CatalogueFilters;
  catalogue: ReturnType<typeof usePeppersCatalogue>;
  onClearFilters: () => void;
  cardProps: (pepper: CataloguePepperFieldsFragment) => CardProps;
  /** A list-view column header was pressed. */
  onSort: (sortBy: CatalogueFilters['sortBy']) => void;
}

/** Pictures of the first row load at once; the rest as they scroll near. */
const EAGER_IMAGES = 4;
/**
 * Cards drawn with the first frame of a result list; the others follow a few at a time, each step an
 * interruptible render with a small commit and layout (a page of results arriving is then no long
 * task that blocks input on a slow phone).
 */
const FIRST_CARDS = 2;
const CARDS_PER_STEP = 3;

/**
 * How many of a list's cards to draw: FIRST_CARDS at once, then CARDS_PER_STEP more after each
 * paint. A new list (another first pepper) starts again; more of the same list (load more) goes on.
 */
function useCardsDrawn(peppers: readonly { id: string }[]): number {
  const first = peppers[0]?.id;
  // The server draws them all (and so does the hydration of its page): the reader without JavaScript sees the page.
  const all = useHydrating();
  const [drawn, setDrawn] = useState({ first, count: all ? Number.MAX_SAFE_INTEGER : FIRST_CARDS });
  // React renders again at once with this state, before anything of this render is shown.
  if (drawn.first !== first) setDrawn({ first, count: FIRST_CARDS });
  const more = drawn.count < peppers.length;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((d) => ({ ...d, count: d.count + CARDS_PER_STEP }))));
    return () => clearTimeout(timer);
  }, [more, drawn]);
  return Math.min(drawn.count, peppers.length);
}

interface PepperGridProps {
  peppers: CataloguePepperFieldsFragment[];
  className: string;
  label: string;
  cardProps: (pepper: CataloguePepperFieldsFragment) => CardProps;
  /** Below the cards once all of them are drawn (so that "load more" is never in view too early). */
  after: ReactNode;
}

function PepperGrid({ peppers, className, label, cardProps, after }: PepperGridProps) {
  const count = useCardsDrawn(peppers);
  return (
    <>
      <ul className={className} aria-label={label}>
        {peppers.slice(0, count).map((pepper, index) => (
          <li key={pepper.id}>
            <PepperCard pepper={pepper} imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'} {...cardProps(pepper)} />
          </li>
        ))}
      </ul>
      {count === peppers.length && after}
    </>
  );
}

/** The count summary and the list, or its loading, error and empty states; more pages on scroll. */
export function CatalogueResults({ filters, catalogue, onClearFilters, cardProps, onSort }: CatalogueResultsProps) {
  const { t, i18n } = useTranslation('peppers');
  const { t: tCommon } = useTranslation();
  const { peppers, totalItems, totalCapped, hasMore, isLoading, isLoadingMore, error, loadMore, loadMoreFailed } = catalogue;
  const filtered = hasActiveFilters(filters);
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(hasMore && !isLoading && !isLoadingMore && !loadMoreFailed && !error, loadMore);

  const summary = () => {
    if (isLoading || error || totalItems === 0) return '';
    // A capped count reads "1,000+" (isolated, so the plus stays after the number in Hebrew).
    const formatted = numberFormat(i18n.language).format(totalItems);
    const total = totalCapped ? `\u2066${formatted}+\u2069` : formatted;
    if (filters.search) return t('summaryFor', { count: totalItems, total, search: filters.search, shown: peppers.length });
    if (filtered) return t('summaryFiltered', { count: totalItems, total, shown: peppers.length });
    return t('summary', { count: totalItems, total, shown: peppers.length });
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
          tone={filtered ? 'noMatch' : 'empty'}
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
    const more = hasMore && (
      <div className="catalogue__more" ref={sentinelRef}>
        <LoadMoreButton onLoadMore={loadMore} loading={isLoadingMore} label={t('loadMore')} loadingLabel={t('loadingMore')} />
      </div>
    );
    return (
      <>
        {filters.view === 'list' ? (
          <>
            <PepperTable
              peppers={peppers}
              label={t('resultsLabel')}
              sortBy={filters.sortBy}
              sortOrder={filters.sortOrder}
              onSort={onSort}
              rowProps={cardProps}
            />
            {more}
          </>
        ) : (
          <PepperGrid peppers={peppers} className={gridClass} label={t('resultsLabel')} cardProps={cardProps} after={more} />
        )}
        {loadMoreFailed && (
          <StateMessage tone="error" title={t('error.title')} headingLevel={3}>
            <p>{t('error.message')}</p>
          </StateMessage>
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
