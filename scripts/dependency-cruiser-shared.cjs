/**
 * What the server's and the client's dependency-cruiser configurations share (server/.dependency-cruiser.cjs,
 * client/.dependency-cruiser.cjs): no cycle of files, no orphan, no unresolvable import, and how src/ is read.
 */

/** @param {{ entryPoints: string[], unresolvable?: string }} workspace the files nothing imports on purpose; which unresolved imports count */
function sharedRules({ entryPoints, unresolvable }) {
  return [
    {
      name: 'no-circular',
      comment: 'files import each other in a circle: one of them belongs elsewhere',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'a file nothing imports and that imports nothing: dead code, or an entry point to name in the configuration',
      severity: 'error',
      from: { orphan: true, pathNot: entryPoints },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'an import that resolves to no file',
      severity: 'error',
      from: { path: '^src/' },
      to: unresolvable ? { couldNotResolve: true, path: unresolvable } : { couldNotResolve: true },
    },
  ];
}

const sharedOptions = {
  // npm packages and the shared domain package (../domain) are not cruised: the rules are about src/.
  doNotFollow: { path: ['node_modules', '^\\.\\./'] },
  exclude: { path: ['node_modules', '^\\.\\./'] },
  // Type-only imports count: a type from another module is a dependency on it all the same.
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.json' },
  combinedDependencies: true,
};

module.exports = { sharedRules, sharedOptions };
