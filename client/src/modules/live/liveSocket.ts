import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type Client, createClient } from 'graphql-ws';
import { getAuthToken, subscribeToSession } from '@/modules/auth/session/sessionStore';
import { GRAPHQL_PATH } from '@/app/apollo/http';

/** Close codes after which reconnecting cannot help (README, "Live updates"): the session is not valid. */
const FINAL_CLOSE_CODES = new Set([4401, 4400, 4403]);

export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

/**
 * One graphql-ws client per tab, opened at the first subscription and closed a moment after the last one ends
 * (`lazy`). The token goes in `connectionParams`, read at each connection; signing in or out reconnects with the
 * new one (graphql-ws resubscribes by itself). A dropped socket reconnects with backoff, for as long as the page
 * subscribes.
 */
export function createLiveClient(url = liveSocketUrl()): Client {
  let sentToken: string | null = null;
  const client = createClient({
    url,
    lazy: true,
    lazyCloseTimeout: 3_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (event) => !FINAL_CLOSE_CODES.has((event as { code?: number })?.code ?? 0),
    connectionParams: () => {
      sentToken = getAuthToken();
      return sentToken ? { authorization: `Bearer ${sentToken}` } : {};
    },
  });
  subscribeToSession(() => {
    if (getAuthToken() !== sentToken) client.terminate();
  });
  return client;
}

let link: ApolloLink | undefined;

export function liveSocketLink(): ApolloLink {
  link ??= new GraphQLWsLink(createLiveClient());
  return link;
}
