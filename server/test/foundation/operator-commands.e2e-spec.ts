import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';

const root = findRepoRoot();

describe('the database commands an operator runs', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [join(root, 'server', 'dist', 'database', 'cli.js'), ...args], {
        env: { PATH: process.env.PATH, ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.stdin.end();
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('admin:create --help prints its usage and touches no database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pa-cli-help-'));
    try {
      const help = await cli(['admin-create', '--help'], { DATA_DIR: dataDir });
      expect(help).toEqual({ code: 0, output: expect.stringContaining('usage: npm run admin:create [-- --email <address>') });
      expect(readdirSync(dataDir)).toEqual([]);
      const unknown = await cli(['admin-create', '--mail', 'a@b.c'], { DATA_DIR: dataDir });
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain("Unknown option '--mail'");
      expect(unknown.output).toContain('usage: npm run admin:create');
      const all = await cli(['--help'], { DATA_DIR: dataDir });
      expect(all).toEqual({ code: 0, output: expect.stringContaining('reset [--yes]') });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('db:reset drops nothing without --yes or a typed yes, and is refused in production', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pa-cli-reset-'));
    try {
      const created = await cli(['admin-create', '--email', 'keeper@example.com', '--username', 'keeper', '--password', 'long-enough-passphrase'], {
        DATA_DIR: dataDir,
      });
      expect(created.code).toBe(0);
      // No terminal to ask in, no --yes: refused, the administrator kept.
      const unasked = await cli(['reset'], { DATA_DIR: dataDir });
      expect(unasked.code).toBe(1);
      expect(unasked.output).toContain(`drops every table of the embedded database in ${dataDir}`);
      expect(unasked.output).toContain('--yes');
      const production = await cli(['reset', '--yes'], { DATA_DIR: dataDir, NODE_ENV: 'production' });
      expect(production.code).toBe(1);
      expect(production.output).toContain('refused with NODE_ENV=production');
      const again = await cli(['admin-create', '--email', 'keeper@example.com', '--username', 'keeper2', '--password', 'long-enough-passphrase'], {
        DATA_DIR: dataDir,
      });
      expect(again.output).toContain('the address keeper@example.com is taken');
      // With --yes it resets: the administrator is gone, the address free again.
      const reset = await cli(['reset', '--yes'], { DATA_DIR: dataDir, SEED_DEMO: 'false' });
      expect(reset).toEqual({ code: 0, output: expect.stringContaining('Database reset') });
      const fresh = await cli(['admin-create', '--email', 'keeper@example.com', '--username', 'keeper', '--password', 'long-enough-passphrase'], {
        DATA_DIR: dataDir,
      });
      expect(fresh.code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Six commands, each opening the embedded database (the first runs every migration and the seed): a minute is
    // not always enough on a busy two-core machine.
  }, 180_000);
});

describe('npm test without the PostgreSQL variables', () => {
  // Its results in a folder of their own: this runs while `npm test` itself writes test/.artifacts/results.
  const runAll = (env: Record<string, string>) =>
    spawnSync(process.execPath, [join(root, 'test', 'run-all.mjs'), 'server-postgres', 'scale-out'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, RUN_ALL_ARTIFACTS: artifacts, ...env },
    });

  let artifacts = '';
  beforeAll(() => {
    artifacts = mkdtempSync(join(tmpdir(), 'pa-run-all-'));
  });
  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  it('names the suites that did not run in its closing line, and fails them in CI', () => {
    const local = runAll({});
    expect(local.status).toBe(0);
    const closing = local.stdout.trim().split('\n').at(-1);
    expect(closing).toBe('0 passed, 0 failed; NOT RUN: server tests on PostgreSQL (TEST_DATABASE_URL), scale-out (TEST_DATABASE_URL and TEST_REDIS_URL)');
    const ci = runAll({ CI: 'true' });
    expect(ci.status).toBe(1);
    expect(ci.stdout).toContain('FAILED: Server tests on PostgreSQL: TEST_DATABASE_URL is not set (required in CI)');
  });
});
