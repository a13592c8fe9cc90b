/**
 * The client's layers, checked by `npm run lint` (and so by `npm test`): see docs/architecture.md.
 * From the bottom up, each importing only what stands below it:
 *
 * - generated/ (GraphQL types and documents from codegen) and locales/: import nothing of src/.
 * - core/: the services every part stands on: the Apollo client and its links, i18n, theme, prefetching,
 *   the session store.
 * - modules/ui/: the shared kit (components, hooks, notices); knows no feature module.
 * - modules/<feature>/: a feature's components, hooks and utils, in the order of FEATURES below.
 * - pages/: one screen per route, putting modules together; app/routes.tsx loads them
 *   (import.meta.glob), nothing imports a page.
 * - app/: the composition (main, providers, the route table and routes, the app's i18n): nothing imports it.
 * - test/ and a module's test/ or testing/ folder: helpers of the tests only.
 */
const { sharedOptions, sharedRules } = require('../scripts/dependency-cruiser-shared.cjs');

const TEST_FILE = '(\\.test\\.tsx?$|/test/|/testing/|^src/test/)';

/**
 * The feature modules from the bottom up (below them modules/ui, core, generated and locales; above them pages
 * and app): a feature may import only the features listed before it, so no two features use each other.
 * A new feature gets its place here and in docs/architecture.md.
 */
const FEATURES = ['auth', 'apikeys', 'live', 'content', 'peppers', 'forum', 'notifications', 'layout', 'admin', 'home', 'profile'];

const featureOrder = FEATURES.flatMap((feature, index) => {
  const above = FEATURES.slice(index + 1);
  if (above.length === 0) return [];
  return [
    {
      name: `feature-order:${feature}`,
      comment: `modules/${feature} may import only the features listed before it in FEATURES (client/.dependency-cruiser.cjs, docs/architecture.md); this import goes up: put the shared piece lower (modules/ui/, core/) or let the other side import it`,
      severity: 'error',
      from: { path: `^src/modules/${feature}/`, pathNot: TEST_FILE },
      to: { path: `^src/modules/(${above.join('|')})/` },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'generated-imports-nothing',
      comment: 'generated/ is written by codegen from schema.graphql: it imports nothing of src/',
      severity: 'error',
      from: { path: '^src/generated/' },
      to: { path: '^src/', pathNot: '^src/generated/' },
    },
    {
      name: 'core-knows-no-module',
      comment: 'core/ is the services every part stands on (Apollo client and links, i18n, theme, prefetching, the session store): it imports only core/, generated/ and locales/',
      severity: 'error',
      from: { path: '^src/core/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: '^src/(core|generated|locales)/' },
    },
    {
      name: 'nothing-imports-the-app',
      comment: 'app/ puts everything together (main, providers, routes): modules and pages stand below it and never import it; what they need of it belongs in core/',
      severity: 'error',
      from: { path: '^src/(core|modules|pages|generated)/', pathNot: TEST_FILE },
      to: { path: '^src/app/' },
    },
    ...featureOrder,
    {
      name: 'unknown-feature',
      comment: 'every folder of modules/ is ui or a feature with its place in FEATURES (client/.dependency-cruiser.cjs) and docs/architecture.md',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/', pathNot: `^src/modules/(ui|${FEATURES.join('|')})/` },
      to: {},
    },
    {
      name: 'ui-knows-no-feature',
      comment: "modules/ui/ is the shared kit: it imports no feature module and no page (only app/'s Apollo and i18n helpers and generated/)",
      severity: 'error',
      from: { path: '^src/modules/ui/', pathNot: TEST_FILE },
      to: { path: '^src/(modules/(?!ui/)|pages/)' },
    },
    {
      name: 'nothing-imports-a-page',
      comment: 'a page is one route\'s screen: app/routes.tsx loads it (import.meta.glob); put what two pages share in a module',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^src/pages/[^/]+\\.tsx?$' },
    },
    {
      name: 'no-test-code-in-the-app',
      comment: 'test helpers (src/test/, a module\'s test/ or testing/ folder) are for tests: the app does not import them',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: TEST_FILE },
    },
    ...sharedRules({
      entryPoints: ['\\.d\\.ts$', '\\.test\\.tsx?$', '\\.css$', '^src/app/main\\.tsx$', '^src/pages/', '^src/test/setup\\.ts$'],
      // Package imports Vite resolves (`graphiql/style.css`, `vite` in a test) are its business; relative ones are ours.
      unresolvable: '^\\.',
    }),
  ],
  options: sharedOptions,
};
// For scripts/architecture.mjs and the architecture test; not part of dependency-cruiser's configuration.
Object.defineProperty(module.exports, 'FEATURES', { value: FEATURES, enumerable: false });
