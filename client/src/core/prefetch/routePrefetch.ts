/**
 * Data a page asks for first, requested by the boot script as the HTML arrives (beside the page's
 * code, not after it has run) and handed to Apollo by the prefetch link when the page asks for it.
 * Only for visitors without a session and only for the page's plain URL (no query string): the
 * answer is then the same for everyone. Build-time and run-time code both read this file, so it
 * imports nothing.
 */
export interface RoutePrefetch {
  /** The pathname, exactly. */
  path: string;
  /** The operation; its document is in PREFETCH_DOCUMENTS (prefetchDocuments.ts). */
  operationName: string;
  /** The variables the page sends for its plain URL (checked by a test against the page's own code). */
  variables: Record<string, unknown>;
  /** Only for readers in this language (the names sort in it); without, for every reader. */
  language?: string;
}

/** The catalogue's first page as the page asks for it in `language` (names sort in the reader's language). */
const cataloguePage = (language: string): RoutePrefetch => ({
  path: '/peppers',
  operationName: 'CataloguePeppers',
  variables: { sortBy: 'name', sortOrder: 'asc', language, skip: 0, take: 12 },
  language,
});

export const ROUTE_PREFETCHES: readonly RoutePrefetch[] = [
  cataloguePage('he'),
  cataloguePage('en'),
  {
    // The statistics above the list and the filter counts: drawn with the list, not one more
    // request and render after it.
    path: '/peppers',
    operationName: 'PepperStats',
    variables: {},
  },
];

/** Where the boot script leaves its requests: operation key -> the answer's JSON. */
export const PREFETCH_GLOBAL = '__pepperAtlasPrefetch';

/** One operation with its variables, as a key (variables in key order). */
export function prefetchKey(operationName: string, variables: Record<string, unknown>): string {
  const sorted = Object.keys(variables)
    .filter((name) => variables[name] !== undefined)
    .sort()
    .map((name) => [name, variables[name]]);
  return `${operationName}:${JSON.stringify(sorted)}`;
}
