import type { ApolloClient } from '@apollo/client';
import { readPrefetched, type PrefetchedAnswers } from '../apollo/links';
import { prefetchKey, ROUTE_PREFETCHES } from './routePrefetch';

/**
 * Writes a prefetched answer into Apollo's cache as soon as it arrives, unless the page asked for it
 * first (the prefetch link then took it). A page that renders after its data arrived draws it in
 * its first render: no skeleton, no second render, no request. A failed answer or one with errors
 * stays for the prefetch link, which sends the request to the server. Resolves once it listens.
 */
export async function seedPrefetchedAnswers(client: ApolloClient, answers: PrefetchedAnswers | undefined = readPrefetched()): Promise<void> {
  if (!answers || Object.keys(answers).length === 0) return;
  // Fetched beside the page's chunk, which imports the same documents (the boot script preloads them).
  const { PREFETCH_DOCUMENTS } = await import('./prefetchDocuments');
  for (const { operationName, variables } of ROUTE_PREFETCHES) {
    const key = prefetchKey(operationName, variables);
    const answer = answers[key];
    const query = PREFETCH_DOCUMENTS[operationName];
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
