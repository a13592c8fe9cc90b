import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type Client, createClient } from 'graphql-ws';
import { getAuthToken, subscribeToSession } from '@/core/session/sessionStore';
import { GRAPHQL_PATH } from '@/core/apollo/http';

/** Close codes after which reconnecting cannot help (README, "Live updates"): the session is not valid. */
const FINAL_CLOSE_CODES = new Set([4401, 4400, 4403]);
/** The member set a new password: the socket's token is dead, the session goes on with the new one. */
const SESSION_RENEWED = 4440;

const closeCode = (event: unknown): number => (event as { code?: number } | null)?.code ?? 0;

/** Resolves once the session's token is no longer `token` (this tab's password change, a new sign-in, a sign-out). */
function sessionChangedFrom(token: string | null): Promise<void> {
  return new Promise((resolve) => {
    if (getAuthToken() !== token) return resolve();
    const stop = subscribeToSession(() => {
      if (getAuthToken() === token) return;
      stop();
      resolve();
    });
  });
}

/** graphql-ws's own wait between attempts: 1 s doubling, plus up to 3 s at random. */
const backoff = (retries: number) => new Promise<void>((resolve) => setTimeout(resolve, 1000 * 2 ** Math.min(retries, 5) + 300 + Math.random() * 2700));

export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

/**
 * One graphql-ws client per tab, opened at the first subscription and closed a moment after the last one ends
 * (`lazy`). The token goes in `connectionParams`, read at each connection; signing in or out reconnects with the
 * new one (graphql-ws resubscribes by itself). A dropped socket reconnects with backoff, for as long as the page
 * subscribes; one closed after a new password (4440) reconnects when the session has its new token.
 */
export function createLiveClient(url = liveSocketUrl()): Client {
  let sentToken: string | null = null;
  let lastClose = 0;
  const client = createClient({
    url,
    lazy: true,
    lazyCloseTimeout: 3_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (event) => !FINAL_CLOSE_CODES.has(closeCode(event)),
    // After a new password the socket waits for the session's next token instead of trying the dead one: in the tab
    // that changed it the subscriptions carry on with the new token at once; elsewhere, once the member signs in again.
    retryWait: (retries) => (lastClose === SESSION_RENEWED ? sessionChangedFrom(sentToken) : backoff(retries)),
    on: {
      closed: (event) => {
        lastClose = closeCode(event);
      },
    },
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
