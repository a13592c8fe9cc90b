import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { bootPreload, precompress } from './vite.boot-preload';
import { compileHints } from './vite.compile-hints';
import { serverPageHeads } from './vite.page-heads';
import { splitGeneratedDocuments } from './vite.split-documents';
import { SERVER_PATHS, SERVER_SOCKET_PATH } from '@pepper-atlas/domain';
import { DEV_API_PORT, DEV_CLIENT_PORT } from './dev-ports.mjs';

/** Where the dev server forwards the API's paths: `npm run dev` starts the API on DEV_API_PORT (3001). */
const apiTarget = process.env.API_URL ?? `http://localhost:${DEV_API_PORT}`;

/** A module's path below client/src/ (with forward slashes); undefined for any other module. */
function appPath(id: string): string | undefined {
  return /[\\/]client[\\/]src[\\/](.*)$/.exec(id)?.[1].replaceAll('\\', '/');
}
/** The app's frame (see the shell chunk below). */
const SHELL =
  /^(app|core|modules\/(layout|ui\/(hooks|notices|utils)|auth\/session))\/|^modules\/ui\/components\/(SearchField|SkeletonGrid|LoadMoreButton)\./;
/**
 * Out of the frame: the shared hooks only pages with forms use (with the domain's validation texts), and the relative
 * dates only the forum and the members' pages show.
 */
const NOT_SHELL = /^modules\/ui\/hooks\/(useApiErrorText|useFieldMessage|useFormatRelativeDate)\./;
/**
 * In the frame: the difficulty rule the content pages share with the catalogue, and the domain's small helpers (counting
 * characters, rounding) that the catalogue's rules and every form's validation use (else they would go wherever their
 * first user went: the catalogue's chunk, into the sign-in page). The heat, SHU and group rules of the catalogue.
 */
const SHARED_RULES = /[\\/]domain[\\/]dist[\\/](difficulty|util)\.js$/;
const PEPPER_RULES = /[\\/]domain[\\/]dist[\\/](heat|shu|groups)\.js$/;
/** The modules a pepper's page and its quick look share (the pepperViews chunk). */
const PEPPER_VIEWS =
  /^modules\/peppers\/(components\/(PepperDetails|PepperSections|ScovilleChart|LikeButton)|hooks\/(useViewPepper|useTogglePepperLike)|utils\/jumpTo)\./;
const PEPPER_VIEWS_SHARED = /[\\/]domain[\\/]dist[\\/]scoville-scale\.js$|^\0graphql-document:(PepperDetails|PepperSections|TogglePepperLike|ViewPepper)Document$/;
const isPepperView = (id: string) => PEPPER_VIEWS.test(appPath(id) ?? '') || PEPPER_VIEWS_SHARED.test(id);
/**
 * The catalogue's own list code (its query, its URL rules) that its lazily loaded parts share with it: left in the
 * catalogue page's chunk, which is there before they load, not in the chunk a pepper's page loads too.
 */
const CATALOGUE_LIST = /^modules\/peppers\/(hooks\/(usePeppersCatalogue|useCatalogueFilters)|utils\/catalogueFilters)\./;
/** The catalogue's queries (their documents), with the catalogue's code. */
const PREFETCHED = /^\0graphql-document:(CataloguePeppers|PepperStats)Document$/;

/** The chunks the entry loads on every page, before any page's code (see codeSplitting below). */
const ALWAYS_LOADED = /^assets\/(framework|rolldown-runtime|shell)-[\w-]+\.(js|css)$/;

/** GraphiQL's packages carry React Compiler "use no memo" directives, harmless once bundled. */
const quietDirectives: NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onwarn'] = (warning, defaultHandler) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
  defaultHandler(warning);
};

/**
 * The server's entry (`vite build --ssr`): every page and its dependencies in one folder of ES modules the API
 * imports, with nothing left to resolve in node_modules (the server's image installs only the server's packages).
 */
const SSR_ENTRY = 'src/app/entry-server.tsx';
export const SSR_OUT_DIR = 'dist-ssr';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), splitGeneratedDocuments()]
    : [react(), splitGeneratedDocuments(), bootPreload(), compileHints(), precompress(), serverPageHeads(apiTarget)],
  // Only for the server's build: tests (vitest runs through Vite's SSR pipeline) keep their packages external.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  optimizeDeps: {
    // These modules import Monaco's workers with `?worker`, which only Vite's own pipeline
    // (not the dependency pre-bundler) understands.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    port: DEV_CLIENT_PORT,
    // Everything the server answers itself (the list production uses too), live sockets included.
    proxy: Object.fromEntries(
      SERVER_PATHS.map((path) => [
        path,
        {
          target: apiTarget,
          changeOrigin: true,
          ws: path === SERVER_SOCKET_PATH,
        },
      ]),
    ),
  },
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        ssr: SSR_ENTRY,
        target: 'node22',
        minify: false,
        copyPublicDir: false,
        rolldownOptions: { onwarn: quietDirectives },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which style sheets each chunk needs (.vite/manifest.json): the server links those of what it draws.
        manifest: true,
        // The admin panel and the GraphiQL IDE (Monaco editor) are loaded through React.lazy,
        // so they land in their own chunks; only GraphiQL's editor is legitimately this big.
        chunkSizeWarningLimit: 4000,
        // Translation files stay files (fetched by i18next), never inlined into the code as data: URLs.
        assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
        // What a lazily loaded chunk needs is fetched with it, but for the chunks every page loads before anything else
        // (the framework, the runtime, the frame and its style sheet): listing those in every chunk's table of what to
        // preload is bytes in every page's first download for files already there.
        // No polyfill: every browser the site supports preloads modules itself (Chromium 66, Firefox 115, Safari 17); one
        // without it still loads every module, through its imports, a little later.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
        },
        rolldownOptions: {
          output: {
            // The libraries every page needs, in one long-cached chunk instead of dozens of small ones.
            // (graphql stays out: GraphiQL uses far more of it than the app does.)
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  priority: 3,
                  // Left out: useSubscription (the topic page's chunk) and the live socket's link (its own chunk,
                  // loaded when a page first subscribes: modules/live/liveLink.ts).
                  test: (id: string) =>
                    /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|@wry[\\/][^\\/]+|optimism|rxjs|tslib|i18next|react-i18next|use-sync-external-store)[\\/]/.test(
                      id,
                    ) && !/[\\/](useSubscription\.js$|link[\\/]subscriptions[\\/])/.test(id),
                },
                {
                  // The frame around every page (app, core, layout, session, shared hooks), with the small list
                  // controls and the difficulty rule several pages use: one chunk, not two dozen small ones.
                  name: 'shell',
                  test: (id: string) => (SHELL.test(appPath(id) ?? '') && !NOT_SHELL.test(appPath(id) ?? '')) || SHARED_RULES.test(id),
                  priority: 2,
                },
                {
                  // The content's small shared rules (kinds and addresses, the reader's language of a text): one
                  // chunk, whichever pages and panels use which of them (else each new user splits them apart).
                  name: 'contentRules',
                  test: (id: string) => appPath(id)?.startsWith('modules/content/utils/') ?? false,
                  minShareCount: 2,
                  priority: 1,
                },
                {
                  // What a pepper's page and the catalogue's quick look share (the details, the sections, the Scoville
                  // chart, the like): one chunk beside each view's own, so the page loads no dialog and the quick look no
                  // page, and neither goes into the catalogue's chunk. After the catalogue's group (a group takes the
                  // modules its own import too: first, this one took the catalogue's shared code with it).
                  name: 'pepperViews',
                  test: (id: string) => isPepperView(id),
                  minShareCount: 2,
                  priority: 0,
                },
                {
                  // What the catalogue shares with the home page and its dialogs (cards, badges, pictures,
                  // favorites, the heat, SHU and group rules): one chunk, not a dozen of 1 to 5 KB, each a request of its own on a slow
                  // phone. Code only one page or dialog uses stays in that page's chunk (minShareCount).
                  name: 'catalogue',
                  test: (id: string) =>
                    ((appPath(id)?.startsWith('modules/peppers/') ?? false) || PEPPER_RULES.test(id) || PREFETCHED.test(id)) &&
                    !isPepperView(id) &&
                    !CATALOGUE_LIST.test(appPath(id) ?? ''),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
          onwarn: quietDirectives,
        },
      },
}));
