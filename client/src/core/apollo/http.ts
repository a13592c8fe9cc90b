/**
 * How the client reaches the GraphQL endpoint. Imports nothing: the build's boot script
 * (vite.boot-preload.ts) sends its prefetch requests with the same path and headers.
 */
export const GRAPHQL_PATH = '/graphql';

/** The server runs Apollo's CSRF prevention: every request must carry this header. */
export const CSRF_HEADERS = { 'apollo-require-preflight': 'true' } as const;
