/**
 * The addresses the server answers itself; every other address is the client's (its index.html and files).
 * One list for both ends: production keeps these out of the static client (server app.module), and
 * `npm run dev` forwards them from Vite to the API (client/vite.config.ts), so development is the
 * production app with hot reload. A new server route outside these needs its place here.
 */
/** Everything under each (a path equal to one, or below it). */
export const SERVER_PATH_PREFIXES = ['/graphql', '/api', '/uploads', '/chillies', '/cards'] as const;
/** Single files the server writes: the sitemap, robots.txt and the Prometheus metrics. */
export const SERVER_FILES = ['/sitemap.xml', '/robots.txt', '/metrics'] as const;
/** Both, for a proxy that forwards by prefix. */
export const SERVER_PATHS: readonly string[] = [...SERVER_PATH_PREFIXES, ...SERVER_FILES];
/** The one carrying WebSockets too (live updates, graphql-ws). */
export const SERVER_SOCKET_PATH = '/graphql';

/**
 * The client's pages whose first HTML the server writes (index.html with the page's title, description,
 * canonical and social tags, and for a guest the page drawn by the client's own code): production answers them
 * itself, and `npm run dev` asks the API for them.
 */
export const PAGE_ROUTES = [
  '/',
  '/peppers',
  '/forum',
  '/news',
  '/recipes',
  '/guides',
  '/developers',
  '/peppers/:slug',
  '/news/:slug',
  '/recipes/:slug',
  '/guides/:slug',
  '/forum/topic/:id',
  '/users/:username',
  '/login',
  '/register',
] as const;

const PAGE_PATTERN = new RegExp(`^(${PAGE_ROUTES.map((route) => route.replace(/:[a-z]+/g, '[^/]+')).join('|')})$`);

/** Whether an address's path (without its query) is one of PAGE_ROUTES. */
export function isPageRoute(pathname: string): boolean {
  return PAGE_PATTERN.test(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** Header by which `npm run dev` asks for a page written into the client's source index.html (ignored in production). */
export const DEV_TEMPLATE_HEADER = 'x-pepper-atlas-template';
