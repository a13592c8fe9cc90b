import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';

const root = findRepoRoot();

/** Runs scripts/contract-check.mjs against the given "previous release" files: its exit code and output. */
function check(files: { schema?: string; openapi?: string; changelog?: string }): { code: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pa-contract-'));
  try {
    const args = [join(root, 'scripts', 'contract-check.mjs')];
    for (const [flag, text] of [['--old-schema', files.schema], ['--old-openapi', files.openapi], ['--changelog', files.changelog]] as const) {
      if (text === undefined) continue;
      const file = join(dir, flag.slice(2));
      writeFileSync(file, text);
      args.push(flag, file);
    }
    try {
      return { code: 0, out: execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' }) };
    } catch (error) {
      const e = error as { status: number; stdout: string };
      return { code: e.status, out: e.stdout };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the API contract check (npm run contract)', () => {
  const schema = readFileSync(join(root, 'schema.graphql'), 'utf8');
  const openapi = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));

  it('passes when nothing broke', () => {
    expect(check({ schema, openapi: JSON.stringify(openapi), changelog: '# Changelog\n' }).code).toBe(0);
  });

  it('fails on a removed GraphQL field until CHANGELOG.md lists it under "Breaking"', () => {
    const older = schema.replace('type Query {', 'type Query {\n  retiredField: String\n');
    const refused = check({ schema: older, changelog: '# Changelog\n\n## 2.0\n\n- Query.retiredField is gone (not under Breaking)\n' });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('NOT LISTED  GraphQL FIELD_REMOVED: Query.retiredField was removed.');
    const listed = check({ schema: older, changelog: '# Changelog\n\n## 2.0\n\n### Breaking\n\n- `Query.retiredField` removed (deprecated since 1.4)\n' });
    expect(listed.code).toBe(0);
  });

  it('fails on a removed REST operation or answer property until it is listed', () => {
    const older = structuredClone(openapi);
    older.paths['/api/retired'] = { get: { responses: {} } };
    const firstSchema = Object.keys(older.components.schemas)[0];
    older.components.schemas[firstSchema].properties.retiredProperty = { type: 'string' };
    const refused = check({ openapi: JSON.stringify(older), changelog: '' });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('REST operation removed: GET /api/retired');
    expect(refused.out).toContain(`REST property removed: ${firstSchema}.retiredProperty`);
    const listed = check({ openapi: JSON.stringify(older), changelog: `## Breaking\n\n- GET /api/retired\n- ${firstSchema}.retiredProperty\n` });
    expect(listed.code).toBe(0);
  });
});
