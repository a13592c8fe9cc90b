import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, execSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';
// @ts-expect-error: a plain ES module of the test runner (test/drift.mjs), without type declarations
import { generatedDrift } from '../../../test/drift.mjs';

const drift = generatedDrift as (root: string) => string[];

/**
 * The drift check of `npm test` is shown to catch a stale generated file: a copy of the repository's
 * GraphQL inputs and generated client types in a scratch git repository, where a stale generated file
 * is committed, the client build's codegen step runs, and the check must report the difference.
 */
describe('generated-files drift check', () => {
  const root = findRepoRoot();
  const clientPackage = JSON.parse(readFileSync(join(root, 'client', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  let scratch: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: scratch, encoding: 'utf8' });
  const generated = () => join(scratch, 'client', 'src', 'generated', 'graphql.ts');
  /** The client build's code generation step, as `npm run build -w client` runs it. */
  const codegen = () => execSync(clientPackage.scripts.codegen, { cwd: join(scratch, 'client'), stdio: 'pipe', env: { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` } });

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'pepper-drift-'));
    cpSync(join(root, 'schema.graphql'), join(scratch, 'schema.graphql'));
    cpSync(join(root, 'codegen.yml'), join(scratch, 'codegen.yml'));
    // The operation documents and the committed output, at the paths codegen.yml names.
    const documents = execFileSync('git', ['ls-files', 'client/src/*.graphql', 'client/src/**/*.graphql', 'client/src/generated'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(documents.some((file) => file.endsWith('generated/graphql.ts'))).toBe(true);
    for (const file of documents) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      cpSync(join(root, file), join(scratch, file));
    }
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    writeFileSync(join(scratch, '.gitignore'), 'node_modules\n');
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=drift', '-c', 'user.email=drift@test', 'commit', '-qm', 'generated files as in the repository');
  });
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('the client build runs GraphQL Code Generator before compiling', () => {
    expect(clientPackage.scripts.build.startsWith('npm run codegen &&')).toBe(true);
    expect(clientPackage.scripts.codegen).toContain('graphql-codegen');
  });

  it('finds no drift when the regenerated files equal the committed ones', () => {
    codegen();
    expect(drift(scratch)).toEqual([]);
  }, 120_000);

  it('fails on a committed stale generated file once the build regenerates it', () => {
    const fresh = readFileSync(generated(), 'utf8');
    writeFileSync(generated(), fresh.replace(/export type PepperSortBy =[^;]*;/, "export type PepperSortBy = 'name';"));
    expect(readFileSync(generated(), 'utf8')).not.toBe(fresh);
    git('-c', 'user.name=drift', '-c', 'user.email=drift@test', 'commit', '-qam', 'a stale generated file');
    expect(drift(scratch)).toEqual([]);
    codegen();
    expect(readFileSync(generated(), 'utf8')).toBe(fresh);
    expect(drift(scratch)).toEqual([' M client/src/generated/graphql.ts']);
    git('checkout', '-q', '--', '.');
  }, 120_000);

  it('counts staged changes, new untracked files and a changed schema as drift', () => {
    appendFileSync(generated(), '\n// edited by hand\n');
    git('add', '-A');
    expect(drift(scratch)).toEqual(['M  client/src/generated/graphql.ts']);
    git('reset', '-q', '--hard');
    writeFileSync(join(scratch, 'client', 'src', 'generated', 'extra.ts'), 'export {};\n');
    expect(drift(scratch)).toEqual(['?? client/src/generated/extra.ts']);
    rmSync(join(scratch, 'client', 'src', 'generated', 'extra.ts'));
    appendFileSync(join(scratch, 'schema.graphql'), '\nscalar Stale\n');
    expect(drift(scratch)).toEqual([' M schema.graphql']);
    expect(relative(scratch, generated())).toBe('client/src/generated/graphql.ts');
  });
});
