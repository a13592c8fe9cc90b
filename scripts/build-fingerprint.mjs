// Source fingerprints of the workspaces, so that `npm start` builds only what changed since the last
// build. A workspace's fingerprint hashes its sources and build configuration, the lock file, and the
// fingerprints of what it builds on (domain for the server; domain and schema.graphql, which the server
// build writes, for the client). The build stores it in `<workspace>/dist/.build-fingerprint`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Build order, each with what it reads. `deps` are workspaces whose sources it compiles against. */
export const WORKSPACES = {
  domain: { inputs: ['domain/src', 'domain/package.json', 'domain/tsconfig.json'], deps: [] },
  server: { inputs: ['server/src', 'server/package.json', 'server/tsconfig.json', 'server/tsconfig.build.json'], deps: ['domain'] },
  client: {
    inputs: [
      'client/src',
      'client/public',
      'client/index.html',
      'client/package.json',
      'client/tsconfig.json',
      'client/vite.config.ts',
      'client/vite.boot-preload.ts',
      'client/vite.compile-hints.ts',
      'client/vite.split-documents.ts',
      'client/vite.page-heads.ts',
      'client/dev-ports.mjs',
      'codegen.yml',
      // Written by the server build: the client is rebuilt when the schema changed, not on every server change.
      'schema.graphql',
    ],
    deps: ['domain'],
  },
};

/** Read by every workspace: a dependency upgrade rebuilds everything. */
const SHARED_INPUTS = ['package-lock.json'];

/** Tests are not built: changing one rebuilds nothing. Generated client types are outputs of the client build itself. */
const IGNORED = /(\.(spec|test)\.[cm]?[jt]sx?$)|(^client\/src\/test\/)|(^client\/src\/generated\/)|(\/\.DS_Store$)/;

const FINGERPRINT_FILE = '.build-fingerprint';

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true })
    .map((entry) => relative(root, join(full, entry)).split(sep).join('/'))
    .filter((file) => statSync(join(root, file)).isFile());
}

/** The fingerprint of a workspace's current sources (and of those it builds on). */
export function sourceFingerprint(root, name) {
  const workspace = WORKSPACES[name];
  if (!workspace) throw new Error(`Unknown workspace ${name}`);
  const hash = createHash('sha256');
  const files = [...workspace.inputs, ...SHARED_INPUTS]
    .flatMap((input) => filesUnder(root, input))
    .filter((file) => !IGNORED.test(file))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  for (const dep of workspace.deps) hash.update(`dep:${dep}:${sourceFingerprint(root, dep)}\0`);
  return hash.digest('hex');
}

const storedPath = (root, name) => join(root, name, 'dist', FINGERPRINT_FILE);

export function storedFingerprint(root, name) {
  const file = storedPath(root, name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** True when the workspace's sources differ from those of its last build (or it was never built). */
export function needsBuild(root, name) {
  return storedFingerprint(root, name) !== sourceFingerprint(root, name);
}

/** Records that the workspace's dist was built from its current sources. */
export function recordBuild(root, name) {
  writeFileSync(storedPath(root, name), `${sourceFingerprint(root, name)}\n`);
}
