import { describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/app-config.js';
import { PUBLISHED_SECRETS, weakSecretReason } from '../../src/config/jwt-secret.js';
import { findRepoRoot } from '../../src/config/repo-root.js';
import { PEPPER_SEED } from '../../src/database/seed/data/peppers.data.js';
import { COMMUNITY_USERS, DEMO_ADMIN, DEMO_USER } from '../../src/database/seed/data/users.data.js';
import { createTestApp } from '../utils/test-app.js';

const root = findRepoRoot();
const goodSecret = () => randomBytes(48).toString('base64');

/** Every literal JWT secret written in the repository's configs, docs and tests. */
function secretsPublishedInTheRepository(): string[] {
  const files = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\n')
    .filter((f) => /(\.(ya?ml|md|ts|mjs|js|json)|(^|\/)\.env[^/]*|Dockerfile)$/.test(f) && !f.endsWith('package-lock.json'))
    .filter((f) => !f.startsWith('client/src/generated/'));
  const found = new Set<string>();
  const patterns = [
    /JWT_SECRET\s*[:=]\s*["'`]?\$\{JWT_SECRET:-([^}]+)\}/g,
    /JWT_SECRET\s*[:=]\s*["'`]([^"'`$\s]{8,})["'`]/g,
    /JWT_SECRET=([A-Za-z0-9_\-+/=.]{8,})/g,
    /(?:jwtSecret|JWT_SECRET)\s*[:=]\s*'([^'$]{8,})'/g,
  ];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    if (!/jwt_?secret/i.test(text)) continue;
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

describe('production start-up refuses a weak JWT_SECRET', () => {
  const production = (JWT_SECRET?: string) => () =>
    loadConfig({ NODE_ENV: 'production', ...(JWT_SECRET === undefined ? {} : { JWT_SECRET }) }, { dataDir: '/nonexistent/pepper-atlas' });

  it('refuses an unset, a short, a published and a placeholder secret, saying how to make one', () => {
    expect(production()).toThrow(/JWT_SECRET is not set.*openssl rand -base64 48/);
    expect(production('too-short-but-random-9Qx')).toThrow(/at least 32.*openssl rand -base64 48/);
    for (const published of PUBLISHED_SECRETS) expect(production(published)).toThrow(/published in the Pepper Atlas repository|placeholder/);
    expect(production('change-me-please-to-something-long-enough')).toThrow(/published/);
    expect(production('a'.repeat(64))).toThrow(/placeholder/);
  });

  it('accepts a random secret', () => {
    const secret = goodSecret();
    expect(production(secret)().jwtSecret).toBe(secret);
    expect(weakSecretReason(goodSecret())).toBeNull();
  });

  it('knows every secret written in this repository', () => {
    const published = secretsPublishedInTheRepository();
    // The old docker-compose default and the test secret at least are found by the scan.
    expect(published).toEqual(expect.arrayContaining(['test-secret-that-is-long-enough-for-hs256-signing']));
    for (const secret of published) expect([secret, weakSecretReason(secret)]).toEqual([secret, expect.any(String)]);
  });

  it('the server process exits with the reason and no listening port', () => {
    const run = spawnSync(process.execPath, [join(root, 'server', 'dist', 'main.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: PUBLISHED_SECRETS[0], PORT: '0', DATA_DIR: '/nonexistent/pepper-atlas' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start in production: JWT_SECRET is an example value published.*openssl rand -base64 48/);
    expect(run.stdout).not.toMatch(/is running at/);
  });
});

describe('production seeding', () => {
  it('creates no demo account, seeds the catalogue, and makes the first admin from ADMIN_EMAIL/ADMIN_PASSWORD once', async () => {
    const t = await createTestApp({ seed: false });
    try {
      // An empty database: as at a deployment's first start.
      const ds = t.running.app.get(DataSource);
      await ds.query('TRUNCATE users, peppers, news_events, recipes, guides, settings CASCADE');
      await t.running.close();

      const start = async (env: Record<string, string>) => {
        const config = loadConfig(
          { NODE_ENV: 'production', JWT_SECRET: goodSecret(), ...env },
          { dataDir: t.db.dataDir, databaseUrl: t.db.databaseUrl, uploadDir: join(t.db.dataDir, 'uploads'), logLevel: 'silent' },
        );
        const running = await createApp(config);
        await running.app.listen(0, '127.0.0.1');
        return { running, url: `http://127.0.0.1:${(running.app.getHttpServer().address() as AddressInfo).port}` };
      };
      const login = (url: string, email: string, password: string) =>
        fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

      const admin = { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'a-long-owner-passphrase', ADMIN_USERNAME: 'owner' };
      const first = await start(admin);
      try {
        const ds1 = first.running.app.get(DataSource);
        const users: { email: string; role: string }[] = await ds1.query('SELECT email, role FROM users');
        expect(users).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
        const demoEmails = [DEMO_ADMIN, DEMO_USER, ...COMMUNITY_USERS].map((u) => u.email.toLowerCase());
        expect(users.filter((u) => demoEmails.includes(u.email))).toEqual([]);
        expect((await ds1.query('SELECT count(*)::int AS n FROM peppers'))[0].n).toBe(PEPPER_SEED.length);
        expect((await ds1.query('SELECT count(*)::int AS n FROM topics'))[0].n).toBe(0);
        expect((await login(first.url, DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);
        // The admin login names no demo administrator.
        const settings = await fetch(`${first.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ publicSettings { demoAccounts } }' }),
        });
        // (Beside `data`, the answer's `extensions.cost`: the API budget, issue 35.)
        expect(((await settings.json()) as { data: unknown }).data).toEqual({ publicSettings: { demoAccounts: false } });
        expect((await login(first.url, 'owner@example.com', admin.ADMIN_PASSWORD)).status).toBe(200);
      } finally {
        await first.running.close();
      }

      // A restart with the variables still set (another password even) changes nothing.
      const second = await start({ ...admin, ADMIN_PASSWORD: 'another-long-passphrase' });
      try {
        expect((await second.running.app.get(DataSource).query('SELECT count(*)::int AS n FROM users'))[0].n).toBe(1);
        expect((await login(second.url, 'owner@example.com', admin.ADMIN_PASSWORD)).status).toBe(200);
      } finally {
        await second.running.close();
      }
    } finally {
      await t.close();
    }
  });

  it('refuses a weak first-admin password at start', () => {
    // Checked when the admin would be created: the message names the rule.
    return expect(
      (async () => {
        const t = await createTestApp({ seed: false, initialAdmin: { email: 'x@example.com', password: 'short', username: 'boss' } }).catch(
          (error: Error) => error,
        );
        if (!(t instanceof Error)) await t.close();
        throw t instanceof Error ? t : new Error('started');
      })(),
    ).rejects.toThrow(/at least 12 characters/);
  });
});

describe('npm run admin:create', () => {
  /** Runs the compiled command on its own embedded database, answering its questions from `input`. */
  const run = (dataDir: string, args: string[], input = '') =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [join(root, 'server', 'dist', 'database', 'cli.js'), 'admin-create', ...args], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.stdin.end(input);
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('creates an administrator from its questions or its flags, and refuses a taken address or a short password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pa-admin-create-'));
    try {
      const asked = await run(dataDir, [], 'Chief@Example.com\nchief\nlong-enough-passphrase\nlong-enough-passphrase\n');
      expect(asked).toEqual({ code: 0, output: expect.stringContaining('Created the administrator chief@example.com (chief)') });
      expect(asked.output).not.toContain('long-enough-passphrase');
      const taken = await run(dataDir, ['--email', 'chief@example.com', '--username', 'other', '--password', 'long-enough-passphrase']);
      expect(taken).toEqual({ code: 1, output: expect.stringContaining('the address chief@example.com is taken') });
      const short = await run(dataDir, ['--email', 'deputy@example.com', '--password', 'short-pass']);
      expect(short).toEqual({ code: 1, output: expect.stringContaining('at least 12 characters') });
      const flags = await run(dataDir, ['--email', 'deputy@example.com', '--username', 'deputy', '--password', 'another-long-passphrase']);
      expect(flags).toEqual({ code: 0, output: expect.stringContaining('Created the administrator deputy@example.com (deputy)') });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
