import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createAuthLink, createErrorLink, createHttpLink, type LinkOptions } from './links';
import { createPersistedQueriesLink } from './persistedQueries';
import { createTimeoutLink } from './timeoutLink';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions extends LinkOptions {
  /** The link that talks to the server; tests pass a MockLink. */
  terminatingLink?: ApolloLink;
}

/**
 * error link -> auth link (token + language) -> time-out link (docs/product-rules.md#constants) -> persisted queries (a guest's public reads go out as GET with their hash) ->
 * HTTP link. A page that subscribes puts the live socket in front
 * (modules/live/liveLink.ts), so the frame every page loads carries none of it.
 */
export function createApolloClient({
  getLanguage,
  onUnauthenticated,
  terminatingLink = createHttpLink(),
}: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createErrorLink({ onUnauthenticated }),
      createAuthLink({ getLanguage }),
      createTimeoutLink(),
      createPersistedQueriesLink(),
      terminatingLink,
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
