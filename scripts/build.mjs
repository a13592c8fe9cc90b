#!/usr/bin/env node
// `npm run build`: builds domain, the server (and schema.graphql), then the client, and records each
// one's source fingerprint. `--changed` (what `npm start` uses) skips a workspace whose sources are
// those of its last build: an unchanged checkout starts at once, a change rebuilds what depends on it.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild, recordBuild, WORKSPACES } from './build-fingerprint.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const onlyChanged = process.argv.includes('--changed');

// In order: each decision is taken after the builds before it (the server build may change schema.graphql).
for (const name of Object.keys(WORKSPACES)) {
  if (onlyChanged && !needsBuild(root, name)) {
    console.log(`${name}: unchanged since its last build, not rebuilt`);
    continue;
  }
  const started = Date.now();
  const result = spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  recordBuild(root, name);
  if (onlyChanged) console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
