import { FORUM_DEFAULTS, normalizeForumQuery, type ForumQuery } from '@pepper-atlas/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TopicsQueryVariables } from '@/generated/graphql';

export type ForumFilters = ForumQuery;
type FilterKey = keyof ForumFilters;

const FILTER_KEYS: readonly FilterKey[] = ['search', 'category', 'sortBy', 'sortOrder', 'page', 'limit'];

function filtersFromParams(params: URLSearchParams): ForumFilters {
  return normalizeForumQuery(Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])));
}

/** Only values that differ from the defaults go into the URL. */
function filtersToParams(filters: ForumFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (filters[key] !== FORUM_DEFAULTS[key]) params.set(key, String(filters[key]));
  }
  return params;
}

export function topicsQueryVariables(filters: ForumFilters): TopicsQueryVariables {
  return {
    search: filters.search || null,
    category: filters.category === 'all' ? null : filters.category,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: filters.page,
    limit: filters.limit,
  };
}

/**
 * Forum list state kept in the URL (search, category, sort, order, page), so it survives a reload
 * and can be shared. Changing a filter goes back to page 1.
 */
export function useForumFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  const updateFilters = useCallback(
    (changes: Partial<ForumFilters>) => {
      const isPaging = 'page' in changes;
      setSearchParams(
        (previous) => filtersToParams({ ...filtersFromParams(previous), page: FORUM_DEFAULTS.page, ...changes }),
        // Paging scrolls back to the top; refining the list keeps the reader where they are.
        { replace: true, preventScrollReset: !isPaging },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => updateFilters({ search: FORUM_DEFAULTS.search, category: FORUM_DEFAULTS.category }),
    [updateFilters],
  );

  const hasActiveFilters = filters.search !== FORUM_DEFAULTS.search || filters.category !== FORUM_DEFAULTS.category;

  return { filters, updateFilters, clearFilters, hasActiveFilters };
}
