/**
 * The server's layers, checked by `npm run lint` (and so by `npm test`): see docs/architecture.md.
 *
 * LAYERS lists the folders of src/ (a folder = a module) from the bottom up. A module may import only
 * modules listed before it; the files at the top of src/ (app.module.ts, bootstrap.ts, main.ts,
 * print-openapi.ts) may import any module and no module imports them. A new module gets its line here
 * (below everything it uses, above everything that uses it) and in docs/architecture.md.
 */
const { sharedOptions, sharedRules } = require('../scripts/dependency-cruiser-shared.cjs');

const LAYERS = [
  // Foundation: the settings read from the environment, ambient types, helpers that know no feature.
  ['foundation', ['config', 'types', 'common']],
  // Infrastructure: the process's outside world, no feature.
  ['infrastructure', ['logging', 'metrics', 'redis', 'mail', 'uploads', 'live']],
  // Domain modules, each above the ones it uses.
  [
    'domain',
    ['accounts', 'audit', 'apikeys', 'settings', 'notifications', 'auth', 'budgets', 'users', 'peppers', 'content', 'topics', 'reports', 'inbox', 'notification-mail', 'dashboard', 'seo', 'health'],
  ],
  // Composition: what puts the modules together (GraphQL wiring, loaders, the schema, the database's entity list and seeds).
  ['composition', ['app', 'openapi', 'schema', 'database']],
];

/**
 * A module's public face: the files named for what they give others (its Nest module, services, guards,
 * entities, GraphQL types, inputs and enums, batching loaders, exported pure functions). Any other file of a
 * module is its own business. The foundation (config, types, common) is a toolbox: all of it is public.
 */
const PUBLIC_FILE = '\\.(module|service|guard|entity|entities|type|types|inputs?|enums|loaders|utils)\\.ts$';
const TOOLBOX = ['config', 'types', 'common'];

const ORDER = LAYERS.flatMap(([, modules]) => modules);
const layerOf = Object.fromEntries(LAYERS.flatMap(([layer, modules]) => modules.map((m) => [m, layer])));
const folder = (modules) => `^src/(${modules.join('|')})/`;

/** One rule per module: nothing listed after it. */
const layerRules = ORDER.flatMap((module, index) => {
  const above = ORDER.slice(index + 1);
  if (above.length === 0) return [];
  return [
    {
      name: `layer-order:${module}`,
      comment: `${module} (${layerOf[module]}) may import only the modules listed before it in server/.dependency-cruiser.cjs (docs/architecture.md); this import goes up`,
      severity: 'error',
      from: { path: `^src/${module}/` },
      to: { path: folder(above) },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'common-knows-no-feature',
      comment: 'common/ holds generic helpers: it imports nothing of src/ but config/ and types/ (a feature registers with it instead, e.g. its loaders or the request user type)',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/', pathNot: '^src/(common|config|types)/' },
    },
    ...layerRules,
    {
      name: 'no-reaching-into-a-module',
      comment:
        "another module's file that is not its public face: import its module, services, guards, entities, types, inputs, enums, loaders or utils (*.module.ts, *.service.ts, ... *.utils.ts), or give the file such a name if it is meant for others (docs/architecture.md)",
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: { path: `^src/(?!(${TOOLBOX.join('|')})/)[^/]+/`, pathNot: ['^src/$1/', PUBLIC_FILE] },
    },
    {
      name: 'unknown-module',
      comment: 'every folder of src/ is a module with its place in LAYERS (server/.dependency-cruiser.cjs) and docs/architecture.md',
      severity: 'error',
      from: { path: '^src/[^/]+/', pathNot: folder(ORDER) },
      to: {},
    },
    {
      name: 'no-import-of-app-root',
      comment: 'the files at the top of src/ (app.module.ts, bootstrap.ts, main.ts, print-openapi.ts) put everything together: no module imports them',
      severity: 'error',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    {
      name: 'no-module-cycle',
      comment: 'folders import each other (directly or round a circle): no two modules may depend on each other',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...sharedRules({
      entryPoints: ['\\.d\\.ts$', '\\.spec\\.ts$', '^src/main\\.ts$', '^src/print-openapi\\.ts$', '^src/database/migrations/'],
    }),
  ],
  options: {
    ...sharedOptions,
    // Package subpaths (`@electric-sql/pglite/contrib/...`) resolve through `exports` as Node does.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
// For scripts/architecture.mjs (the graph in docs/architecture.md); not part of dependency-cruiser's configuration.
Object.defineProperty(module.exports, 'LAYERS', { value: LAYERS, enumerable: false });
