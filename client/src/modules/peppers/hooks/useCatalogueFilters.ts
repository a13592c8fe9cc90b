import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearedFilters,
  DEFAULT_SORT_ORDER,
  defaultSort,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  type CatalogueFilters,
  type CatalogueFlag,
  type CatalogueSort,
  type CatalogueView,
  type Facet,
} from '../utils/catalogueFilters';

/**
 * Catalogue state kept in the URL (search, filters, sort, direction, view), so it survives a
 * reload and a shared link reproduces the view. Changes replace the history entry.
 */
export function useCatalogueFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: CatalogueFilters) => CatalogueFilters) => {
      setSearchParams((previous) => filtersToParams(change(filtersFromParams(previous)), previous), {
        replace: true,
        preventScrollReset: true,
        // Controls that show the URL state (checkboxes) update with the click, not a frame later.
        flushSync: true,
      });
    },
    [setSearchParams],
  );

  /** A sort left at its default follows the search: relevance while searching, name without. */
  const setSearch = useCallback(
    (search: string) =>
      update((current) =>
        current.sortBy === defaultSort(current.search) && current.sortOrder === DEFAULT_SORT_ORDER[current.sortBy]
          ? { ...current, search, sortBy: defaultSort(search), sortOrder: DEFAULT_SORT_ORDER[defaultSort(search)] }
          : { ...current, search },
      ),
    [update],
  );

  const toggleFacetValue = useCallback(
    (facet: Facet, value: string) =>
      update((current) => {
        const values = current[facet];
        const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
        return { ...current, [facet]: next };
      }),
    [update],
  );

  const setFlag = useCallback(
    (flag: CatalogueFlag, on: boolean) => update((current) => ({ ...current, [flag]: on })),
    [update],
  );

  /** A new sort starts in its natural direction. */
  const setSort = useCallback(
    (sortBy: CatalogueSort) => update((current) => ({ ...current, sortBy, sortOrder: DEFAULT_SORT_ORDER[sortBy] })),
    [update],
  );

  const toggleSortOrder = useCallback(
    () => update((current) => ({ ...current, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' })),
    [update],
  );

  const setView = useCallback((view: CatalogueView) => update((current) => ({ ...current, view })), [update]);

  const clearFilters = useCallback(() => update(clearedFilters), [update]);
  /** The filter panel's own choices cleared; the search stays (the phone sheet's "Clear"). */
  const clearPanel = useCallback(
    () => update((current) => ({ ...clearedFilters(current), search: current.search })),
    [update],
  );

  return {
    filters,
    isFiltered: hasActiveFilters(filters),
    setSearch,
    toggleFacetValue,
    setFlag,
    setSort,
    toggleSortOrder,
    setView,
    clearFilters,
    clearPanel,
  };
}

export type CatalogueFiltersState = ReturnType<typeof useCatalogueFilters>;
