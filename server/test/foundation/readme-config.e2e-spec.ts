import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';

const root = findRepoRoot();

/** Every .ts file under `dir` except tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The environment variables the server's code reads: readEnv(env, 'X'), env.X or process.env.X, process.env['X'], and lists of names. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /readEnv\(\s*env\s*,\s*'([A-Z][A-Z0-9_]+)'/g,
    /\benv\.([A-Z][A-Z0-9_]+)/g,
    /process\.env\[\s*'([A-Z][A-Z0-9_]+)'\s*\]/g,
    // A list of names read in a loop (the S3 variables): `const X_VARIABLES = ['A', 'B']`.
    /_VARIABLES\s*=\s*\[([^\]]*)\]/g,
  ];
  for (const file of sources(join(root, 'server', 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        for (const name of match[1].match(/[A-Z][A-Z0-9_]+/g) ?? []) {
          if (!found.has(name)) found.set(name, file.slice(root.length + 1));
        }
      }
    }
  }
  return found;
}

/** The names the README's configuration table documents (its rows, and names a row's text introduces in backticks). */
function variablesDocumented(): Set<string> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('Environment variables read by the server');
  expect(start).toBeGreaterThan(-1);
  const rows = readme.slice(start).split('\n').slice(1);
  const table: string[] = [];
  for (const line of rows) {
    if (line.startsWith('|')) table.push(line);
    else if (table.length) break;
  }
  return new Set(table.flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])));
}

describe("the README's configuration table", () => {
  it('documents every environment variable the server reads', () => {
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(20);
    const documented = variablesDocumented();
    const missing = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('names no variable the server does not read (each row heads with a variable the code reads)', () => {
    const read = variablesRead();
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const start = readme.indexOf('Environment variables read by the server');
    const heads: string[] = [];
    for (const line of readme.slice(start).split('\n').slice(1)) {
      if (!line.startsWith('|')) {
        if (heads.length) break;
        continue;
      }
      const first = line.split('|')[1] ?? '';
      heads.push(...[...first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    }
    expect(heads.length).toBeGreaterThan(20);
    expect(heads.filter((name) => !read.has(name))).toEqual([]);
  });
});
