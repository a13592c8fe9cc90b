import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';
// @ts-expect-error plain JavaScript: the check `npm start` and `npm run dev` run first
import { nodeSupported } from '../../../scripts/check-node.mjs';

const root = findRepoRoot();
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<
    string,
    { version?: string; optionalDependencies?: Record<string, string>; engines?: Record<string, string>; hasInstallScript?: boolean }
  >;
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

  it('every dependency with an install script has a decision in allowScripts (npm 12 skips the undecided ones)', () => {
    const { allowScripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
    const undecided = Object.entries(lock.packages)
      .filter(([path, pkg]) => path && pkg.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => !(name in allowScripts));
    expect(undecided).toEqual([]);
  });

  it('package.json, the lock file, .nvmrc and the Dockerfile agree on the supported Node, and this is one', () => {
    const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines;
    expect(lock.packages[''].engines).toEqual(engines);
    // Node 24 LTS is the baseline (.nvmrc, the image); 22.12 is the oldest supported (engines).
    const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
    expect(nodeSupported(`${nvmrc}.0.0`, engines.node)).toBe(true);
    const images = [...readFileSync(join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM node:(\d+)\.(\d+)\.(\d+)-/gm)];
    expect(images.length).toBeGreaterThan(0);
    for (const [, major, minor, patch] of images) {
      expect(major).toBe(nvmrc);
      expect(nodeSupported(`${major}.${minor}.${patch}`, engines.node)).toBe(true);
    }
    expect(nodeSupported(process.versions.node, engines.node)).toBe(true);
  });

  it('reads the engines range as npm does at its edges', () => {
    expect(nodeSupported('20.20.2', '>=22.12.0')).toBe(false);
    expect(nodeSupported('22.11.9', '>=22.12.0')).toBe(false);
    expect(nodeSupported('22.12.0', '>=22.12.0')).toBe(true);
    expect(nodeSupported('v24.21.0', '>=22.12.0')).toBe(true);
    expect(nodeSupported('26.10.0', '>=22.12.0')).toBe(true);
  });

  it('npm start on an unsupported Node says so in one line and starts nothing', () => {
    // The machine's own Node (Debian's, 20 here) is older than the supported range; skip only where it is not.
    const old = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' });
    const version = old.status === 0 ? old.stdout.trim() : '';
    const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines;
    const run = (node: string) => spawnSync(node, [join(root, 'scripts', 'check-node.mjs')], { encoding: 'utf8' });
    const current = run(process.execPath);
    expect(current.status).toBe(0);
    expect(current.stderr).toBe('');
    if (!version || nodeSupported(version, engines.node)) return;
    const refused = run('/usr/bin/node');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    const lines = refused.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Pepper Atlas needs Node.js ${engines.node}`);
    expect(lines[0]).toContain(version.replace(/^v/, ''));
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start.startsWith('node scripts/check-node.mjs && ')).toBe(true);
    expect(scripts.dev.startsWith('node scripts/check-node.mjs && ')).toBe(true);
  });
});
