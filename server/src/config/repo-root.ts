import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository root: the nearest folder at or above the working directory whose package.json
 * declares workspaces. Found from the working directory because the server runs both as
 * CommonJS (dist) and as native ESM (tests), where `__dirname` does not exist.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep looking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}
