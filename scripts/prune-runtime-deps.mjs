#!/usr/bin/env node
// The Docker image's server-deps stage runs this after `npm ci --omit=dev --workspace server`: it removes from
// the production node_modules what Node never loads when the server runs, and prints what that saved.
//   node scripts/prune-runtime-deps.mjs node_modules server/node_modules
// Removed: source maps, type declarations and Markdown (licence and notice files stay), TypeScript (only the
// Nest CLI's compiler plugins, which run at build time, require it) and TypeORM's browser build (Node's
// `node` export condition never resolves into it). Anything else stays: the runtime-image test starts the
// server from the pruned folder, on both databases, so a file that was needed after all fails that test.
import { existsSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Files no running server reads. */
const UNUSED_FILE = /\.(?:map|d\.ts|d\.mts|d\.cts|md|markdown)$/i;
const KEEP_FILE = /^(?:licen[cs]e|notice|copying|authors)/i;
/** Packages (or parts of them, relative to a node_modules folder) used only at build time or by browsers. */
export const UNUSED_PATHS = ['typescript', 'typeorm/browser'];

/** Removes every unused file and path under `folder`; answers the bytes removed. */
export function prune(folder) {
  let bytes = 0;
  for (const path of UNUSED_PATHS) {
    const target = join(folder, path);
    if (existsSync(target)) {
      bytes += sizeOf(target);
      rmSync(target, { recursive: true, force: true });
    }
  }
  // Their commands (`.bin/tsc`) would point at nothing.
  const bin = join(folder, '.bin');
  for (const name of existsSync(bin) ? readdirSync(bin) : []) {
    if (!existsSync(join(bin, name))) rmSync(join(bin, name));
  }
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && UNUSED_FILE.test(entry.name) && !KEEP_FILE.test(basename(entry.name))) {
        bytes += lstatSync(path).size;
        rmSync(path);
      }
    }
  };
  walk(folder);
  return bytes;
}

function sizeOf(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0);
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  const folders = process.argv.slice(2).filter((folder) => existsSync(folder));
  for (const folder of folders) {
    const before = sizeOf(folder);
    const removed = prune(folder);
    const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    console.log(`${folder}: ${mb(before)} -> ${mb(before - removed)} (${mb(removed)} that Node never loads removed)`);
  }
}
