import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon } from '@/modules/ui/components/icons';
import { SearchField } from '@/modules/ui/components/SearchField';
import { useHydrating } from '@/core/ssr/SsrContext';
import type { CatalogueFiltersState } from '../hooks/useCatalogueFilters';
import { CATALOGUE_VIEWS, sortChoices, type CatalogueSort, type CatalogueView } from '../utils/catalogueFilters';
import { FilterIcon, GridIcon, ListIcon } from './catalogueIcons';
import { SEARCH_TERM_PARAM } from '../utils/catalogueFilters';

export interface CatalogueToolbarProps {
  state: CatalogueFiltersState;
  /** Phone layout: the filter sheet opens from here. */
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeFilterCount: number;
}

const VIEW_ICONS: Record<CatalogueView, typeof GridIcon> = { grid: GridIcon, list: ListIcon };

/** Search, sort with its direction, grid or list view, and (on phones) the filter panel button. */
export function CatalogueToolbar({ state, filtersOpen, onToggleFilters, activeFilterCount }: CatalogueToolbarProps) {
  const { t } = useTranslation('peppers');
  const sortId = useId();
  const { filters, setSearch, setSort, toggleSortOrder, setView } = state;
  const order = t(`sort.${filters.sortOrder}`);
  // Drawn on the server, the sort works once the page has hydrated: a choice made before would be drawn back to the
  // URL's sort by the hydration (a phone on a slow network), so the list is off until then.
  const hydrating = useHydrating();

  return (
    <div className="catalogue-toolbar">
      <SearchField value={filters.search} onSearch={setSearch} label={t('search.label')} placeholder={t('search.placeholder')} name={SEARCH_TERM_PARAM} />
      <div className="catalogue-toolbar__row">
        <button
          type="button"
          className="button button--ghost button--small catalogue-toolbar__filters"
          aria-haspopup="dialog"
          aria-expanded={filtersOpen}
          onClick={onToggleFilters}
        >
          <FilterIcon width={16} height={16} />
          {activeFilterCount > 0 ? t('filters.toggleCount', { count: activeFilterCount }) : t('filters.toggle')}
        </button>
        <div className="catalogue-toolbar__sort">
          <label htmlFor={sortId}>{t('sort.label')}</label>
          <select id={sortId} className="select" value={filters.sortBy} disabled={hydrating} onChange={(event) => setSort(event.target.value as CatalogueSort)}>
            {sortChoices(filters.search).map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={toggleSortOrder}
            aria-label={t('sort.toggle', { order })}
          >
            {filters.sortOrder === 'asc' ? <ArrowUpIcon width={16} height={16} /> : <ArrowDownIcon width={16} height={16} />}
            <span aria-hidden="true">{order}</span>
          </button>
        </div>
        <div className="segmented" role="group" aria-label={t('view.label')}>
          {CATALOGUE_VIEWS.map((view) => {
            const Icon = VIEW_ICONS[view];
            return (
              <button
                key={view}
                type="button"
                className="segmented__button"
                aria-pressed={filters.view === view}
                onClick={() => setView(view)}
              >
                <Icon width={16} height={16} />
                {t(`view.${view}`)}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
