import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error plain JavaScript: the script `npm start` and `npm run build` run
import { needsBuild, recordBuild, sourceFingerprint, WORKSPACES } from '../../../scripts/build-fingerprint.mjs';

const NAMES = Object.keys(WORKSPACES) as ('domain' | 'server' | 'client')[];

/** A small checkout: a few sources per workspace, configs, the lock and the schema. */
function checkout(): string {
  const root = mkdtempSync(join(tmpdir(), 'pa-fingerprint-'));
  const files: Record<string, string> = {
    'package-lock.json': '{"lockfileVersion":3}',
    'schema.graphql': 'type Query { a: Int }',
    'codegen.yml': 'schema: ../schema.graphql',
    'domain/package.json': '{}',
    'domain/tsconfig.json': '{}',
    'domain/src/index.ts': 'export const a = 1;',
    'domain/src/index.spec.ts': 'test',
    'server/package.json': '{}',
    'server/tsconfig.json': '{}',
    'server/tsconfig.build.json': '{}',
    'server/src/main.ts': 'main',
    'server/src/peppers/peppers.service.ts': 'service',
    'client/package.json': '{}',
    'client/index.html': '<div id="root"></div>',
    'client/vite.config.ts': 'config',
    'client/src/main.tsx': 'render',
    'client/src/pages/Home.test.tsx': 'test',
    'client/src/generated/graphql.ts': 'generated',
  };
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  for (const name of NAMES) mkdirSync(join(root, name, 'dist'), { recursive: true });
  return root;
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const rebuilt = (root: string) => NAMES.filter((name) => needsBuild(root, name));

describe('npm start: which workspaces to rebuild', () => {
  let root: string;
  beforeAll(() => {
    root = checkout();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const built = () => NAMES.forEach((name: string) => recordBuild(root, name));

  it('builds everything the first time, and nothing on an unchanged checkout', () => {
    expect(rebuilt(root)).toEqual(['domain', 'server', 'client']);
    built();
    expect(rebuilt(root)).toEqual([]);
    expect(sourceFingerprint(root, 'server')).toBe(sourceFingerprint(root, 'server'));
  });

  it('a client file rebuilds the client only; a server file the server only while the schema is the same', () => {
    built();
    write(root, 'client/src/main.tsx', 'render again');
    expect(rebuilt(root)).toEqual(['client']);
    built();
    write(root, 'server/src/peppers/peppers.service.ts', 'faster service');
    expect(rebuilt(root)).toEqual(['server']);
    built();
    // The server build wrote a changed schema: now the client, whose types come from it, follows.
    write(root, 'schema.graphql', 'type Query { a: Int b: Int }');
    expect(rebuilt(root)).toEqual(['client']);
  });

  it('a domain file or the lock file rebuilds every workspace (both others build on domain)', () => {
    built();
    write(root, 'domain/src/index.ts', 'export const a = 2;');
    expect(rebuilt(root)).toEqual(['domain', 'server', 'client']);
    built();
    write(root, 'package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(rebuilt(root)).toEqual(['domain', 'server', 'client']);
  });

  it('tests and generated files rebuild nothing; a new source file or a changed build config does', () => {
    built();
    write(root, 'domain/src/index.spec.ts', 'another test');
    write(root, 'client/src/pages/Home.test.tsx', 'another test');
    write(root, 'client/src/generated/graphql.ts', 'regenerated');
    expect(rebuilt(root)).toEqual([]);
    write(root, 'server/src/new-module.ts', 'new');
    expect(rebuilt(root)).toEqual(['server']);
    built();
    write(root, 'client/vite.config.ts', 'other config');
    expect(rebuilt(root)).toEqual(['client']);
  });

  it('rebuilds a workspace whose dist lost its record (a clean, or a build that failed half way)', () => {
    built();
    rmSync(join(root, 'server', 'dist'), { recursive: true });
    mkdirSync(join(root, 'server', 'dist'));
    expect(rebuilt(root)).toEqual(['server']);
  });
});
