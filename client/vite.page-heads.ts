import { DEV_TEMPLATE_HEADER, isPageRoute } from '@pepper-atlas/domain';
import { get } from 'node:http';
import type { Plugin } from 'vite';

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
 * `npm run dev`: a page a link can point to (PAGE_ROUTES) gets its first HTML from the API as in production,
 * with the page's title, description, canonical and social tags, which the server writes into the client's
 * source index.html; Vite then transforms it as its own index.html (hot reload). When the API does not
 * answer, Vite's index.html as usual.
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
          const html = await server.transformIndexHtml(url, answer.body, req.originalUrl);
          res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html);
        } catch {
          next();
        }
      });
    },
  };
}
