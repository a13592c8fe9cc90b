import { composePage, cookieValue, DEFAULT_THEME, DEV_TEMPLATE_HEADER, isLanguage, isPageRoute, parseStoredTheme, type ServerEntry, STORAGE_KEYS } from '@pepper-atlas/domain';
import { get } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';

/** A GET by Node's own HTTP client, uncompressed. */
function getPage(url: URL, headers: Record<string, string>): Promise<{ status: number; type: string; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...headers, 'accept-encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, type: res.headers['content-type'] ?? '', location: res.headers.location, body }));
    }).on('error', reject);
  });
}

/**
 * The page drawn as production draws it (the client's server entry, loaded through Vite's SSR pipeline, so a change
 * shows at once), into the API's page; the page unchanged (the browser draws it) when the render fails.
 */
async function drawPage(server: ViteDevServer, html: string, url: string, cookie: string, apiTarget: string): Promise<string> {
  const language = /<html[^>]*\blang="(\w+)"/.exec(html)?.[1];
  const theme = parseStoredTheme(cookieValue(cookie, STORAGE_KEYS.theme) ?? null) ?? DEFAULT_THEME;
  if (!isLanguage(language) || !html.includes('<div id="root"></div>')) return html;
  try {
    const entry = (await server.ssrLoadModule('/src/app/entry-server.tsx')) as ServerEntry;
    const origin = new URL(url, 'http://localhost').origin;
    const page = await entry.render({ url, language, theme, wide: true, origin, graphqlUrl: `${apiTarget}/graphql` });
    // As production composes it (Vite links the style sheets itself in development).
    return composePage(html, { html: page.html, state: page.hydratable ? page.state : null, stateId: entry.SSR_STATE_ID, theme, styles: [] });
  } catch (error) {
    server.config.logger.warn(`Server rendering of ${url} failed (the browser draws it): ${(error as Error).message}`);
    return html;
  }
}

/**
 * `npm run dev`: a page a link can point to (PAGE_ROUTES) gets its first HTML from the API as in production,
 * with the page's title, description, canonical and social tags, which the server writes into the client's
 * source index.html; Vite then transforms it as its own index.html (hot reload), and the page is drawn into it by the
 * client's server entry (drawPage), as production does. When the API does not answer, Vite's index.html as usual.
 */
export function serverPageHeads(apiTarget: string): Plugin {
  return {
    name: 'pepper-atlas:server-page-heads',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (!wantsPage || !isPageRoute(new URL(url, 'http://localhost').pathname)) return next();
        try {
          const answer = await getPage(new URL(url, apiTarget), {
            accept: 'text/html',
            [DEV_TEMPLATE_HEADER]: 'source',
            'accept-language': req.headers['accept-language'] ?? '',
          });
          if (answer.status === 301 || answer.status === 302) {
            res.writeHead(answer.status, { location: answer.location ?? '/' }).end();
            return;
          }
          if (!answer.type.includes('text/html')) return next();
          let html = await server.transformIndexHtml(url, answer.body, req.originalUrl);
          html = await drawPage(server, html, url, req.headers.cookie ?? '', apiTarget);
          res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html);
        } catch {
          next();
        }
      });
    },
  };
}
