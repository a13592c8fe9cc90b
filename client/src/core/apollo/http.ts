/**
 * How the client reaches the GraphQL endpoint (and the server's renderer, client/src/app/entry-server.tsx). Imports nothing.
 */
export const GRAPHQL_PATH = '/graphql';

/** The server runs Apollo's CSRF prevention: every request must carry this header. */
export const CSRF_HEADERS = { 'apollo-require-preflight': 'true' } as const;
