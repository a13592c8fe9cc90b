import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CataloguePeppersDocument, PepperStatsDocument } from '@/generated/graphql';
import { PEPPERS_PAGE_SIZE } from '@/modules/peppers/hooks/usePeppersCatalogue';
import { cataloguePepper, cataloguePeppersMock, DEFAULT_CATALOGUE_VARIABLES, pepperStatsMock } from '@/modules/peppers/test/catalogueMocks';
import { catalogueVariables, filtersFromParams } from '@/modules/peppers/utils/catalogueFilters';
import { createPrefetchLink } from '../apollo/links';
import { prefetchKey, ROUTE_PREFETCHES } from './routePrefetch';
import { seedPrefetchedAnswers } from './seedPrefetched';

const catalogue = ROUTE_PREFETCHES.find((prefetch) => prefetch.path === '/peppers' && prefetch.language === 'en')!;
const server = cataloguePeppersMock([cataloguePepper({ id: 'server', name: 'From the server' })]).result;
const prefetched = cataloguePeppersMock([cataloguePepper({ id: 'early', name: 'Prefetched' })]).result;

/** A client whose server answers `server` and counts the requests it gets. */
function clientWith(answers: Record<string, Promise<ApolloLink.Result> | undefined>) {
  const sent: string[] = [];
  const network = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '');
    return of(server as ApolloLink.Result);
  });
  const client = new ApolloClient({ link: ApolloLink.from([createPrefetchLink(() => answers), network]), cache: new InMemoryCache() });
  const names = async (variables = DEFAULT_CATALOGUE_VARIABLES, fetchPolicy: 'network-only' | 'cache-first' = 'network-only') => {
    const { data } = await client.query({ query: CataloguePeppersDocument, variables, fetchPolicy });
    return data?.peppers.items.map((pepper) => pepper.name);
  };
  return { client, sent, names };
}

describe('route prefetch', () => {
  it('sends exactly the variables the catalogue sends for its plain URL', () => {
    // One per language: the names sort in the reader's.
    for (const language of ['he', 'en']) {
      const plain = catalogueVariables(filtersFromParams(new URLSearchParams()), { signedIn: false, guestFavoriteIds: [] }, language);
      const prefetch = ROUTE_PREFETCHES.find((p) => p.operationName === 'CataloguePeppers' && p.language === language);
      expect(prefetch?.variables).toEqual({ ...plain, skip: 0, take: PEPPERS_PAGE_SIZE });
    }
    expect(prefetchKey('Q', { b: 1, a: [2], c: undefined })).toBe(prefetchKey('Q', { a: [2], b: 1 }));
  });

  it('answers the first matching request from the prefetch, once; later ones go to the server', async () => {
    const answers = { [prefetchKey(catalogue.operationName, catalogue.variables)]: Promise.resolve(prefetched as ApolloLink.Result) };
    const { sent, names } = clientWith(answers);
    expect(await names()).toEqual(['Prefetched']);
    expect(sent).toEqual([]);
    expect(await names()).toEqual(['From the server']);
    expect(sent).toEqual(['CataloguePeppers']);
  });

  it('goes to the server for other variables, a failed prefetch or an answer with errors', async () => {
    const key = prefetchKey(catalogue.operationName, catalogue.variables);
    const other = clientWith({ [key]: Promise.resolve(prefetched as ApolloLink.Result) });
    expect(await other.names({ ...DEFAULT_CATALOGUE_VARIABLES, skip: 12 })).toEqual(['From the server']);

    const failed = clientWith({ [key]: Promise.reject(new Error('offline')) });
    expect(await failed.names()).toEqual(['From the server']);
    expect(failed.sent).toEqual(['CataloguePeppers']);

    const refused = clientWith({ [key]: Promise.resolve({ errors: [{ message: 'Too many requests' }] } as ApolloLink.Result) });
    expect(await refused.names()).toEqual(['From the server']);

    const none = clientWith({});
    expect(await none.names()).toEqual(['From the server']);
  });

  it('puts an answer that arrives before the page asks into the cache: the page reads it with no request', async () => {
    const key = prefetchKey(catalogue.operationName, catalogue.variables);
    const answers: Record<string, Promise<ApolloLink.Result> | undefined> = { [key]: Promise.resolve(prefetched as ApolloLink.Result) };
    const { client, sent, names } = clientWith(answers);
    await seedPrefetchedAnswers(client, answers);
    await Promise.resolve();
    expect(answers).toEqual({});
    expect(await names(DEFAULT_CATALOGUE_VARIABLES, 'cache-first')).toEqual(['Prefetched']);
    expect(sent).toEqual([]);
  });

  it('leaves an answer the page already took, a failed one and one with errors to the link', async () => {
    const key = prefetchKey(catalogue.operationName, catalogue.variables);
    let arrive!: (result: ApolloLink.Result) => void;
    const late: Record<string, Promise<ApolloLink.Result> | undefined> = { [key]: new Promise((resolve) => (arrive = resolve)) };
    const first = clientWith(late);
    const asked = first.names(DEFAULT_CATALOGUE_VARIABLES, 'cache-first');
    await seedPrefetchedAnswers(first.client, late);
    arrive(prefetched as ApolloLink.Result);
    expect(await asked).toEqual(['Prefetched']);
    expect(first.sent).toEqual([]);

    for (const answer of [Promise.reject(new Error('offline')), Promise.resolve({ errors: [{ message: 'Too many requests' }] })]) {
      const answers = { [key]: answer as Promise<ApolloLink.Result> };
      const { client, sent, names } = clientWith(answers);
      await seedPrefetchedAnswers(client, answers);
      await new Promise((resolve) => setTimeout(resolve));
      expect(Object.keys(answers)).toEqual([key]);
      expect(await names(DEFAULT_CATALOGUE_VARIABLES, 'cache-first')).toEqual(['From the server']);
      expect(sent).toEqual(['CataloguePeppers']);
    }
  });

  it("also puts the catalogue's statistics (a query without variables) into the cache", async () => {
    const stats = ROUTE_PREFETCHES.find((prefetch) => prefetch.operationName === 'PepperStats')!;
    expect(stats.path).toBe('/peppers');
    const answers: Record<string, Promise<ApolloLink.Result> | undefined> = {
      [prefetchKey(stats.operationName, stats.variables)]: Promise.resolve(pepperStatsMock().result as ApolloLink.Result),
    };
    const { client, sent } = clientWith(answers);
    await seedPrefetchedAnswers(client, answers);
    await Promise.resolve();
    const { data } = await client.query({ query: PepperStatsDocument });
    expect(data?.pepperStats.total).toBe(3);
    expect(sent).toEqual([]);
  });
});
