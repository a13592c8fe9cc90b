#!/usr/bin/env node
// The first step of `npm start` and `npm run dev`: on a Node.js outside `engines` in package.json, one line
// that says so (and how to get a supported one), then exit 1, before anything is built or started.
// Plain syntax only: it must run, and explain, on an old Node too.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The lowest version a `>=X.Y.Z` range allows, as [major, minor, patch]. */
export function lowestAllowed(range) {
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(String(range).trim());
  if (!match) throw new Error(`engines.node must be of the form ">=X.Y.Z", not "${range}"`);
  return match.slice(1).map(Number);
}

/** Whether Node.js `version` ("24.21.0") is within `range` (">=22.12.0"). */
export function nodeSupported(version, range) {
  const have = String(version).replace(/^v/, '').split('.').map(Number);
  const need = lowestAllowed(range);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] || 0) !== need[i]) return (have[i] || 0) > need[i];
  }
  return true;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  if (!nodeSupported(process.versions.node, range)) {
    console.error(
      `Pepper Atlas needs Node.js ${range} (24 LTS recommended); this is Node.js ${process.versions.node}: ` +
        'install Node.js 24 (nvm install 24, or npm install --prefix ~/.node24 node@24 and put ~/.node24/node_modules/node/bin first on PATH).',
    );
    process.exit(1);
  }
}
