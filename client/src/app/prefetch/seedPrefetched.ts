import type { ApolloClient, DocumentNode } from '@apollo/client';
import { CataloguePeppersDocument, PepperStatsDocument } from '@/generated/graphql';
import { readPrefetched, type PrefetchedAnswers } from '../apollo/links';
import { prefetchKey, ROUTE_PREFETCHES } from './routePrefetch';

/** The query of each ROUTE_PREFETCHES operation. */
const DOCUMENTS: Record<string, DocumentNode> = { CataloguePeppers: CataloguePeppersDocument, PepperStats: PepperStatsDocument };

/**
 * Writes a prefetched answer into Apollo's cache as soon as it arrives, unless the page asked for it
 * first (the prefetch link then took it). A page that renders after its data arrived draws it in
 * its first render: no skeleton, no second render, no request. A failed answer or one with errors
 * stays for the prefetch link, which sends the request to the server.
 */
export function seedPrefetchedAnswers(client: ApolloClient, answers: PrefetchedAnswers | undefined = readPrefetched()): void {
  if (!answers) return;
  for (const { operationName, variables } of ROUTE_PREFETCHES) {
    const key = prefetchKey(operationName, variables);
    const answer = answers[key];
    const query = DOCUMENTS[operationName];
    if (!answer || !query) continue;
    answer.then(
      (result) => {
        if (answers[key] !== answer || !result.data || result.errors) return;
        delete answers[key];
        client.writeQuery({ query, variables, data: result.data });
      },
      () => undefined,
    );
  }
}
