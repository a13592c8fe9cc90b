import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';

const root = findRepoRoot();
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optionalDependencies?: Record<string, string>; engines?: Record<string, string> }>;
};

/** Where npm would place `name` for the package at `path` (its own node_modules, else up the tree). */
function resolved(path: string, name: string): string | undefined {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('installing with npm ci', () => {
  it('the lock file lists every optional platform package (npm ci refuses a lock without them)', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((name) => !resolved(path, name))
        .map((name) => `${name} (for ${path || 'the root'})`),
    );
    expect(missing).toEqual([]);
  });

  it('package.json, the lock file and .nvmrc state the tested Node version, and this is it', () => {
    const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines;
    expect(engines.node).toBe('>=20.19.0 <21');
    expect(lock.packages[''].engines).toEqual(engines);
    const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
    const [major, minor] = nvmrc.split('.').map(Number);
    expect(major === 20 && minor >= 19).toBe(true);
    const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number);
    expect(runningMajor === 20 && runningMinor >= 19).toBe(true);
  });
});
