/**
 * The client's layers, checked by `npm run lint` (and so by `npm test`): see docs/architecture.md.
 *
 * - generated/: the GraphQL types and documents from codegen; imports nothing of src/.
 * - app/: the shell (Apollo client, i18n, theme, routes, main). It wires modules in; modules use its
 *   Apollo and i18n helpers.
 * - modules/ui/: the shared kit (components, hooks, notices); knows no feature module.
 * - modules/<feature>/: a feature's components, hooks and utils; never a page.
 * - pages/: one screen per route, putting modules together; app/routes.tsx loads them
 *   (import.meta.glob), nothing imports a page.
 * - test/ and a module's test/ or testing/ folder: helpers of the tests only.
 */
const { sharedOptions, sharedRules } = require('../scripts/dependency-cruiser-shared.cjs');

const TEST_FILE = '(\\.test\\.tsx?$|/test/|/testing/|^src/test/)';

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
