import { type ApolloClient, ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { from, mergeMap } from 'rxjs';

/** Whether an operation is a subscription (they go over the live socket, everything else over HTTP). */
export function isSubscription(query: DocumentNode): boolean {
  return query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'subscription');
}

/** Marks a client whose link already sends subscriptions somewhere (tests give one a mock). */
export const LIVE_READY = Symbol('liveReady');

/**
 * Sends the client's subscriptions to the live socket from now on (queries and mutations keep their HTTP chain).
 * Called by the pages that subscribe, so none of this is in the frame every page loads.
 */
export function installLiveLink(client: ApolloClient, subscriptionLink: ApolloLink = createLiveLink()): void {
  const marked = client as ApolloClient & { [LIVE_READY]?: boolean };
  if (marked[LIVE_READY]) return;
  marked[LIVE_READY] = true;
  client.setLink(ApolloLink.split(({ query }) => isSubscription(query), subscriptionLink, client.link));
}

/**
 * The live socket's link, loaded only when a page first subscribes: graphql-ws and its Apollo link are a chunk of
 * their own (modules/live/liveSocket.ts; the catalogue never subscribes, so its first load carries none of it).
 */
export function createLiveLink(load: () => Promise<ApolloLink> = () => import('@/modules/live/liveSocket').then((m) => m.liveSocketLink())): ApolloLink {
  return new ApolloLink((operation, forward) => from(load()).pipe(mergeMap((link) => link.request(operation, forward))));
}
