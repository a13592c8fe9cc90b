// The generated-files drift check of `npm test` (test/run-all.mjs): the build regenerates schema.graphql and openapi.json
// (server build) and client/src/generated (client build, GraphQL Code Generator); afterwards these paths
// must equal the last commit. Any difference counts: a changed, staged, deleted or new (untracked) file.
import { spawnSync } from 'node:child_process';

export const GENERATED_PATHS = ['schema.graphql', 'openapi.json', 'client/src/generated'];

/** `git status --porcelain` lines for the generated paths against HEAD; empty when nothing drifted. */
export function generatedDrift(root, paths = GENERATED_PATHS) {
  const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...paths], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.status !== 0) throw new Error(`git status failed: ${status.stderr || status.error?.message}`);
  return status.stdout.split('\n').filter((line) => line.trim() !== '');
}
