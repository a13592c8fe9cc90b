import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { from, mergeMap } from 'rxjs';

/** Whether an operation is a subscription (they go over the live socket, everything else over HTTP). */
export function isSubscription(query: DocumentNode): boolean {
  return query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'subscription');
}

/**
 * The live socket's link, loaded only when a page first subscribes: graphql-ws and its Apollo link are a chunk of
 * their own (modules/live/liveSocket.ts; the catalogue never subscribes, so its first load carries none of it).
 */
export function createLiveLink(load: () => Promise<ApolloLink> = () => import('@/modules/live/liveSocket').then((m) => m.liveSocketLink())): ApolloLink {
  return new ApolloLink((operation, forward) => from(load()).pipe(mergeMap((link) => link.request(operation, forward))));
}
