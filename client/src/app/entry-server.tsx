// The server's entry (`vite build --ssr`, loaded by the API's page renderer): the same routes, providers and pages
// as main.tsx, drawn for one request into HTML with the data they asked for.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { tap } from 'rxjs';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { countryNamesIn, type RenderRequest, type RenderResult } from '@pepper-atlas/domain';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { CSRF_HEADERS } from '@/core/apollo/http';
import { typePolicies } from '@/core/apollo/typePolicies';
import { createI18n } from '@/core/i18n/createI18n';
import type { SsrRender } from '@/core/ssr/SsrContext';
import type { SsrState } from '@/core/ssr/ssrState';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { ROUTES } from './routeTable';

export { SSR_STATE_ID } from '@/core/ssr/ssrState';

export type { RenderRequest, RenderResult } from '@pepper-atlas/domain';

/** One page for a guest: its queries answered (as many passes as they need), then its HTML. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const signal = request.signal as AbortSignal | undefined;
  const i18n = createI18n(request.language);
  let answeredWithError = false;
  const noteErrors = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if (result.errors?.length) answeredWithError = true;
        },
        error: () => {
          answeredWithError = true;
        },
      }),
    ),
  );
  const client = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      noteErrors,
      new HttpLink({
        uri: request.graphqlUrl,
        headers: { ...CSRF_HEADERS, 'accept-language': request.language, ...request.headers },
      }),
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
  const ssr: SsrRender = { wide: request.wide, origin: request.origin, status: 200, drawn: new Set() };
  const tree = (
    <AppProviders i18n={i18n} client={client} ssr={ssr} initialTheme={request.theme}>
      <StaticRouter location={request.url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  const { result, aborted, diagnostics } = await prerenderStatic({
    tree,
    signal,
    // Every boundary written in place, complete: no script moves content into place (readers without JavaScript, the CSP).
    renderFunction: (node) => prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
    diagnostics: true,
    maxRerenders: 8,
  });
  if (aborted) throw new Error(`Render of ${request.url} aborted`);
  const apollo = inStableOrder(client.extract() as Record<string, unknown>);
  const state: SsrState = {
    language: request.language,
    theme: request.theme,
    wide: request.wide,
    origin: request.origin,
    apollo,
    countryNames: countryNamesIn(apollo, request.language),
  };
  client.stop();
  return {
    html: result,
    status: ssr.status,
    state,
    passes: diagnostics?.renderCount ?? 0,
    hydratable: !answeredWithError,
    drawn: [...ssr.drawn!],
  };
}

/**
 * The cache's data with its entries, and the root query's fields, in one order (the order answers came in varies):
 * the same page is the same bytes, so its ETag holds while its content does.
 */
function inStableOrder(data: Record<string, unknown>): Record<string, unknown> {
  const sorted = (value: Record<string, unknown>) => Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]]));
  const root = data.ROOT_QUERY;
  return sorted(root && typeof root === 'object' ? { ...data, ROOT_QUERY: sorted(root as Record<string, unknown>) } : data);
}

const KNOWN_ROUTES = ROUTES.filter((route) => route.path !== '*').map((route) => ({ path: `/${route.path}` }));

/** Whether a path is one of the app's pages (anything else is the 404 page, with its status). */
export function isAppRoute(pathname: string): boolean {
  return (matchRoutes(KNOWN_ROUTES, pathname)?.length ?? 0) > 0;
}
