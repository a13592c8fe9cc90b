import type { CataloguePeppersQueryVariables, PepperSortBy, SortOrder } from '@/generated/graphql';
import { FACETS, FACET_PARAMS, SEARCH_TERM_PARAM, type Facet } from './facetParams';
import { groupValue, heatLevelValue, knownGroups, knownHeatLevels } from './vocabulary';

export { FACETS, FACET_PARAMS, SEARCH_TERM_PARAM, type Facet } from './facetParams';

/**
 * Sort choices offered in the catalogue ("heat" sorts by SHU, a range by its midpoint). Relevance
 * (names first, then the closest names) is offered, and is the default, while there is a search.
 */
export const CATALOGUE_SORTS = ['relevance', 'name', 'shu', 'popularity', 'newest', 'oldest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number] & PepperSortBy;

/** The direction each sort starts in: names A to Z, oldest first for "oldest", the rest highest first. */
export const DEFAULT_SORT_ORDER: Record<CatalogueSort, SortOrder> = {
  relevance: 'desc',
  name: 'asc',
  shu: 'desc',
  popularity: 'desc',
  newest: 'desc',
  oldest: 'asc',
};

export const CATALOGUE_VIEWS = ['grid', 'list'] as const;
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];


export const FLAG_PARAMS = { featured: 'featured', favoritesOnly: 'favorites' } as const;
export type CatalogueFlag = keyof typeof FLAG_PARAMS;

const SORT_PARAM = 'sortBy';
const ORDER_PARAM = 'sortOrder';
const VIEW_PARAM = 'view';

/** Everything the catalogue shows, as kept in the URL so a link reproduces the view. */
export interface CatalogueFilters {
  search: string;
  heatLevels: string[];
  groups: string[];
  origins: string[];
  colors: string[];
  shapes: string[];
  featured: boolean;
  favoritesOnly: boolean;
  sortBy: CatalogueSort;
  sortOrder: SortOrder;
  view: CatalogueView;
}

export const DEFAULT_FILTERS: CatalogueFilters = {
  search: '',
  heatLevels: [],
  groups: [],
  origins: [],
  colors: [],
  shapes: [],
  featured: false,
  favoritesOnly: false,
  sortBy: 'name',
  sortOrder: DEFAULT_SORT_ORDER.name,
  view: 'grid',
};

/** The sort used when none is chosen: relevance while searching, else name. */
export function defaultSort(search: string): CatalogueSort {
  return search ? 'relevance' : 'name';
}

/** The sorts the select offers: relevance only while there is a search. */
export function sortChoices(search: string): CatalogueSort[] {
  return CATALOGUE_SORTS.filter((sort) => sort !== 'relevance' || search !== '');
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

function uniqueValues(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

/** Reads the catalogue state from the URL; unknown or invalid values fall back to the defaults. */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const search = params.get(SEARCH_TERM_PARAM)?.trim() ?? '';
  const sortParam = params.get(SORT_PARAM);
  const sortBy = isOneOf(sortChoices(search), sortParam) ? sortParam : defaultSort(search);
  const orderParam = params.get(ORDER_PARAM);
  const viewParam = params.get(VIEW_PARAM);
  // Colours and shapes are codes; older links name them in English ("Scorpion-tail", "Green to red": its ripe
  // colour). Written the way the codes are, without loading the vocabularies' parser on every catalogue page.
  const asCode = (value: string) => value.toLowerCase().replace(/['’]/g, '').replace(/[\s-]+/g, '_').replace(/^.*_to_/, '');
  const code: Partial<Record<Facet, (value: string) => string>> = { colors: asCode, shapes: asCode };
  const facets = Object.fromEntries(
    FACETS.map((facet) => [facet, uniqueValues(params.getAll(FACET_PARAMS[facet]).map(code[facet] ?? ((value) => value)))]),
  ) as Record<Facet, string[]>;
  return {
    search,
    ...facets,
    // Heat levels and groups are fixed vocabularies: any spelling is read as the stored name, unknown ones dropped.
    heatLevels: knownHeatLevels(facets.heatLevels),
    groups: knownGroups(facets.groups),
    featured: params.get(FLAG_PARAMS.featured) === '1',
    favoritesOnly: params.get(FLAG_PARAMS.favoritesOnly) === '1',
    sortBy,
    sortOrder: isOneOf(['asc', 'desc'] as const, orderParam) ? orderParam : DEFAULT_SORT_ORDER[sortBy],
    view: isOneOf(CATALOGUE_VIEWS, viewParam) ? viewParam : DEFAULT_FILTERS.view,
  };
}

const OWN_PARAMS = [
  SEARCH_TERM_PARAM,
  ...Object.values(FACET_PARAMS),
  ...Object.values(FLAG_PARAMS),
  SORT_PARAM,
  ORDER_PARAM,
  VIEW_PARAM,
];

/**
 * Writes the catalogue state into `base` (other parameters, such as the open pepper, are kept).
 * Only what differs from the defaults is written, so the plain catalogue has a clean address.
 */
export function filtersToParams(filters: CatalogueFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of OWN_PARAMS) params.delete(name);
  if (filters.search) params.set(SEARCH_TERM_PARAM, filters.search);
  for (const facet of FACETS) {
    for (const value of uniqueValues(filters[facet])) params.append(FACET_PARAMS[facet], value);
  }
  for (const flag of Object.keys(FLAG_PARAMS) as CatalogueFlag[]) {
    if (filters[flag]) params.set(FLAG_PARAMS[flag], '1');
  }
  // A sort that is not on offer (relevance with no search) falls back to the default, in its own order.
  const offered = sortChoices(filters.search).includes(filters.sortBy);
  const sortBy = offered ? filters.sortBy : defaultSort(filters.search);
  if (sortBy !== defaultSort(filters.search)) params.set(SORT_PARAM, sortBy);
  if (offered && filters.sortOrder !== DEFAULT_SORT_ORDER[sortBy]) params.set(ORDER_PARAM, filters.sortOrder);
  if (filters.view !== DEFAULT_FILTERS.view) params.set(VIEW_PARAM, filters.view);
  return params;
}

/** Whether anything narrows the list (the search, a facet, featured or favorites only). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.search !== '' ||
    FACETS.some((facet) => filters[facet].length > 0) ||
    filters.featured ||
    filters.favoritesOnly
  );
}

/** The filters cleared; sort and view stay as chosen. */
export function clearedFilters(filters: CatalogueFilters): CatalogueFilters {
  return { ...DEFAULT_FILTERS, sortBy: filters.sortBy, sortOrder: filters.sortOrder, view: filters.view };
}

export interface FavoritesScope {
  signedIn: boolean;
  /** A guest's favorites, kept in this browser. */
  guestFavoriteIds: readonly string[];
}

/**
 * The `peppers` arguments for a catalogue view (without paging). Signed-in users' favorites are
 * filtered on the server; a guest's are the ids kept in this browser. Unused filters are left out
 * rather than sent as null (the server reads a null list as a list holding null).
 */
export function catalogueVariables(
  filters: CatalogueFilters,
  { signedIn, guestFavoriteIds }: FavoritesScope,
  language: string,
): Omit<CataloguePeppersQueryVariables, 'skip' | 'take'> {
  const variables: Omit<CataloguePeppersQueryVariables, 'skip' | 'take'> = {
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    // Names sort in the reader's language, on the server.
    language: language === 'en' ? 'en' : 'he',
  };
  if (filters.search) variables.search = filters.search;
  const heatLevels = knownHeatLevels(filters.heatLevels);
  const groups = knownGroups(filters.groups);
  if (heatLevels.length > 0) variables.heatLevels = heatLevels.map(heatLevelValue);
  if (groups.length > 0) variables.groups = groups.map(groupValue);
  for (const facet of ['origins', 'colors', 'shapes'] as const) {
    if (filters[facet].length > 0) variables[facet] = filters[facet];
  }
  if (filters.featured) variables.featured = true;
  if (filters.favoritesOnly && signedIn) variables.favoritesOnly = true;
  if (filters.favoritesOnly && !signedIn) variables.ids = [...guestFavoriteIds].sort();
  return variables;
}
