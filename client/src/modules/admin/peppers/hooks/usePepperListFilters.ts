import { isPepperGroup, type PepperGroup } from '@pepper-atlas/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminPepperListQueryVariables, PepperFilterInput, SortOrder } from '@/generated/graphql';
import { groupValue } from '@/modules/peppers/utils/vocabulary';

/** The admin sorts peppers by name, SHU (a range by its midpoint) or last update (docs/product-rules.md#screens). */
export const PEPPER_SORT_FIELDS = ['name', 'shu', 'lastUpdated'] as const;
export type PepperSortField = (typeof PEPPER_SORT_FIELDS)[number];
export const PEPPERS_PAGE_SIZE = 20;

export interface PepperListFilters {
  search: string;
  group: PepperGroup | 'all';
  activeOnly: boolean;
  featuredOnly: boolean;
  sortBy: PepperSortField;
  sortOrder: SortOrder;
  page: number;
}

/** docs/product-rules.md#screens: active only on, featured off, name ascending. */
export const PEPPER_LIST_DEFAULTS: PepperListFilters = {
  search: '',
  group: 'all',
  activeOnly: true,
  featuredOnly: false,
  sortBy: 'name',
  sortOrder: 'asc',
  page: 1,
};

/** URL parameter of each filter (next to `tab`). */
const PARAMS: Record<keyof PepperListFilters, string> = {
  search: 'q',
  group: 'group',
  activeOnly: 'active',
  featuredOnly: 'featured',
  sortBy: 'sort',
  sortOrder: 'order',
  page: 'page',
};

function flag(value: string | null, fallback: boolean): boolean {
  if (value === '1') return true;
  if (value === '0') return false;
  return fallback;
}

function filtersFromParams(params: URLSearchParams): PepperListFilters {
  const group = params.get(PARAMS.group);
  const sortBy = params.get(PARAMS.sortBy);
  const page = Number(params.get(PARAMS.page));
  return {
    search: params.get(PARAMS.search)?.trim() ?? '',
    group: isPepperGroup(group) ? group : 'all',
    activeOnly: flag(params.get(PARAMS.activeOnly), PEPPER_LIST_DEFAULTS.activeOnly),
    featuredOnly: flag(params.get(PARAMS.featuredOnly), PEPPER_LIST_DEFAULTS.featuredOnly),
    sortBy: (PEPPER_SORT_FIELDS as readonly string[]).includes(sortBy ?? '') ? (sortBy as PepperSortField) : 'name',
    sortOrder: params.get(PARAMS.sortOrder) === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramValue(value: PepperListFilters[keyof PepperListFilters]): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** "Active only" on asks for active peppers; off asks for all of them, inactive ones included. */
export function pepperListVariables(filters: PepperListFilters, language: string): AdminPepperListQueryVariables {
  return {
    // Names sort in the reader's language, on the server.
    language: language === 'en' ? 'en' : 'he',
    search: filters.search || null,
    groups: filters.group === 'all' ? null : [groupValue(filters.group)],
    featured: filters.featuredOnly ? true : null,
    status: filters.activeOnly ? 'active' : 'all',
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    skip: (filters.page - 1) * PEPPERS_PAGE_SIZE,
    take: PEPPERS_PAGE_SIZE,
  };
}

/** Which peppers the list shows on every page: what a bulk edit of all of them or an export takes. */
export function pepperFilter(filters: PepperListFilters): PepperFilterInput {
  const { search, groups, featured, status } = pepperListVariables(filters, 'en'); // the language only orders; a filter takes none
  return { search, groups: groups === null || groups === undefined ? groups : [groups].flat(), featured, status };
}

/** The peppers tab's search, filters, sort and page, kept in the URL. Refining goes back to page 1. */
export function usePepperListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  const updateFilters = useCallback(
    (changes: Partial<PepperListFilters>) => {
      setSearchParams(
        (previous) => {
          const next = { ...filtersFromParams(previous), page: 1, ...changes };
          const params = new URLSearchParams(previous);
          for (const key of Object.keys(PARAMS) as (keyof PepperListFilters)[]) {
            if (next[key] === PEPPER_LIST_DEFAULTS[key]) params.delete(PARAMS[key]);
            else params.set(PARAMS[key], paramValue(next[key]));
          }
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const hasActiveFilters =
    filters.search !== '' ||
    filters.group !== PEPPER_LIST_DEFAULTS.group ||
    filters.activeOnly !== PEPPER_LIST_DEFAULTS.activeOnly ||
    filters.featuredOnly !== PEPPER_LIST_DEFAULTS.featuredOnly;
  const clearFilters = useCallback(
    () =>
      updateFilters({
        search: '',
        group: PEPPER_LIST_DEFAULTS.group,
        activeOnly: PEPPER_LIST_DEFAULTS.activeOnly,
        featuredOnly: PEPPER_LIST_DEFAULTS.featuredOnly,
      }),
    [updateFilters],
  );

  return { filters, updateFilters, clearFilters, hasActiveFilters };
}
