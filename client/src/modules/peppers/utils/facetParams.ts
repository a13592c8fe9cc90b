/**
 * The catalogue's search and filters as the URL names them: a pepper's page links to its group's and country's lists
 * with them, the home page's cards to a search, without the rest of the catalogue's URL rules (catalogueFilters.ts).
 */

/** The URL parameter that holds the catalogue search (the home page links with it too). */
export const SEARCH_TERM_PARAM = 'searchTerm';

/** Multi-value filters: each is a repeated URL parameter and a list argument of `peppers`. */
export const FACETS = ['heatLevels', 'groups', 'origins', 'colors', 'shapes'] as const;
export type Facet = (typeof FACETS)[number];

/** The URL parameter of each filter (the no-JavaScript filter form's field names too). */
export const FACET_PARAMS: Record<Facet, string> = {
  heatLevels: 'heat',
  groups: 'group',
  origins: 'origin',
  colors: 'color',
  shapes: 'shape',
};
