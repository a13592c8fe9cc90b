import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PepperStatsDocument } from '@/generated/graphql';
import { useCatalogueFilters } from '../hooks/useCatalogueFilters';
import { useCompareSelection } from '../hooks/useCompareSelection';
import { useFavorites } from '../hooks/useFavorites';
import { useOpenPepper } from '../hooks/useOpenPepper';
import { usePeppersCatalogue } from '../hooks/usePeppersCatalogue';
import { useSharePepper } from '../hooks/useSharePepper';
import { FACETS } from '../utils/catalogueFilters';
import { CatalogueFilters, SIDE_PANEL } from './CatalogueFilters';
import { CatalogueResults } from './CatalogueResults';
import { HeatScaleProvider } from '../hooks/useHeatScale';
import { CatalogueStats, CatalogueStatsPlaceholder } from './CatalogueStats';
import { CatalogueToolbar } from './CatalogueToolbar';
import './PeppersCatalogue.css';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { useMediaQuery } from '@/modules/ui/hooks/useMediaQuery';

// Opened on demand: chunks of their own.
/** Shown once a filter is on (and kept from then: it moves the focus when the last one goes). */
const ActiveFilters = lazyComponent('ActiveFilters', () => import('./ActiveFilters').then((m) => m.ActiveFilters), null);
/** Shown once a pepper is picked for comparison: not in the catalogue's first download. */
const loadCompare = () => import('./CompareViews');
const CompareTray = lazyComponent('CompareViews', () => loadCompare().then((m) => m.CompareTray), null);
const CompareDialog = lazyComponent('CompareViews', () => loadCompare().then((m) => m.CompareDialog), null);
const CatalogueFilterSheet = lazyComponent(
  'CatalogueFilterSheet',
  () => import('./CatalogueFilterSheet').then((m) => m.CatalogueFilterSheet),
  null,
);
/** The quick look: its chunk, beside what it shares with a pepper's page (the pepperViews chunk: vite.config.ts). */
const PepperDetailsDialog = lazyComponent('PepperDetailsDialog', () => import('./PepperDetailsDialog').then((m) => m.PepperDetailsDialog), null);

/**
 * The catalogue: statistics, search, filters, sort and view (all in the URL), the results with
 * favorites, share and compare, and the details dialog of one pepper.
 */
export function PeppersCatalogue() {
  const { t } = useTranslation('peppers');
  const filtersPanelId = useId();
  const state = useCatalogueFilters();
  const { filters } = state;
  const catalogue = usePeppersCatalogue(filters);
  // The statistics are asked for once the first results are in: on a slow phone they do not
  // compete with the list (what the visitor came for) for the network and the main thread. (A page the server
  // rendered has both in its HTML.)
  const [statsWanted, setStatsWanted] = useState(false);
  if (!statsWanted && !catalogue.isLoading) setStatsWanted(true);
  const { data: statsData, loading: statsLoading } = useQuery(PepperStatsDocument, { skip: !statsWanted });
  const favorites = useFavorites();
  const compare = useCompareSelection();
  const details = useOpenPepper();
  const share = useSharePepper();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Beside the results on a wide screen; on a phone a sheet over them, opened from the toolbar.
  const sidePanel = useMediaQuery(SIDE_PANEL);
  const [comparing, setComparing] = useState(false);
  const [filtered, setFiltered] = useState(state.isFiltered);
  if (state.isFiltered && !filtered) setFiltered(true);
  // Where the focus goes when the last active filter is removed with its chip.
  const resultsRef = useRef<HTMLDivElement>(null);

  // Fewer than two left to compare (removed in the dialog): nothing to show side by side.
  const showCompare = comparing && compare.canCompare;
  useEffect(() => {
    if (comparing && !compare.canCompare) setComparing(false);
  }, [comparing, compare.canCompare]);

  const activeFilterCount =
    FACETS.reduce((sum, facet) => sum + filters[facet].length, 0) + Number(filters.featured) + Number(filters.favoritesOnly);

  return (
    // Every heat bar of the page (cards, details, compare) on one scale up to the hottest pepper.
    <HeatScaleProvider topShu={statsData?.pepperStats.hottestShu}>
    <section className="catalogue" aria-labelledby="catalogue-heading">
      <header className="page-header">
        <h1 id="catalogue-heading">{t('heading')}</h1>
        <p className="page-header__lead">{t('intro')}</p>
      </header>
      {statsData ? <CatalogueStats stats={statsData.pepperStats} /> : (statsLoading || !statsWanted) && <CatalogueStatsPlaceholder />}
      <CatalogueToolbar
        state={state}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        activeFilterCount={activeFilterCount}
      />
      <div className="catalogue__layout">
        {sidePanel ? (
          <CatalogueFilters id={filtersPanelId} state={state} stats={statsData?.pepperStats} open />
        ) : (
          filtersOpen && (
            <CatalogueFilterSheet
              resultCount={catalogue.totalItems}
              loading={catalogue.isLoading}
              onClear={state.clearPanel}
              onClose={() => setFiltersOpen(false)}
            >
              <CatalogueFilters id={filtersPanelId} state={state} stats={statsData?.pepperStats} open inSheet />
            </CatalogueFilterSheet>
          )
        )}
        <div ref={resultsRef} className="catalogue__results" tabIndex={-1}>
          {filtered && <ActiveFilters state={state} showClearAll={catalogue.peppers.length > 0 || catalogue.isLoading} focusWhenCleared={resultsRef} />}
          <CatalogueResults
            filters={filters}
            catalogue={catalogue}
            onClearFilters={state.clearFilters}
            onSort={(sortBy) => (sortBy === filters.sortBy ? state.toggleSortOrder() : state.setSort(sortBy))}
            cardProps={(pepper) => ({
              isFavorite: favorites.isFavorite(pepper),
              onToggleFavorite: favorites.toggle,
              onShare: share,
              isCompared: compare.isSelected(pepper.id),
              onToggleCompare: compare.toggle,
              onOpen: details.open,
            })}
          />
        </div>
      </div>
      {compare.ids.length > 0 && <CompareTray selection={compare} onCompare={() => setComparing(true)} />}
      {showCompare && <CompareDialog ids={compare.ids} onRemove={compare.remove} onClose={() => setComparing(false)} />}
      {details.openSlug && (
        <PepperDetailsDialog
          // Another pepper opened from the details (a similar one, a substitute) is a new dialog: its body scrolled
          // to the top, and focus placed in it as when the first one opened.
          key={details.openSlug}
          slug={details.openSlug}
          onClose={details.close}
          signedIn={favorites.signedIn}
          isFavorite={favorites.isFavorite}
          onToggleFavorite={favorites.toggle}
          onShare={share}
          compare={compare}
        />
      )}
    </section>
    </HeatScaleProvider>
  );
}
