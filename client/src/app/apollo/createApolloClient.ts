import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createAuthLink, createErrorLink, createHttpLink, createPrefetchLink, type LinkOptions } from './links';
import { createLiveLink, isSubscription } from './liveLink';
import { createTimeoutLink } from './timeoutLink';
import { typePolicies } from './typePolicies';

export interface ApolloClientOptions extends LinkOptions {
  /** The link that talks to the server; tests pass a MockLink. */
  terminatingLink?: ApolloLink;
  /** Where subscriptions go: the live socket (loaded when first needed); tests pass a MockLink. */
  subscriptionLink?: ApolloLink;
}

/**
 * error link -> auth link (token + language) -> time-out link (docs/product-rules.md#constants) -> prefetch link
 * (answers the boot script fetched) -> HTTP link; subscriptions leave after the auth link for the live socket (graphql-ws,
 * a lazy chunk: liveLink.ts).
 */
export function createApolloClient({
  getLanguage,
  onUnauthenticated,
  terminatingLink = createHttpLink(),
  subscriptionLink = createLiveLink(),
}: ApolloClientOptions): ApolloClient {
  const http = ApolloLink.from([createTimeoutLink(), createPrefetchLink(), terminatingLink]);
  return new ApolloClient({
    link: ApolloLink.from([
      createErrorLink({ onUnauthenticated }),
      createAuthLink({ getLanguage }),
      ApolloLink.split(({ query }) => isSubscription(query), subscriptionLink, http),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
