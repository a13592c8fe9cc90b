import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';
import { createTestApp } from '../utils/test-app.js';

// No container engine runs on the test machines: the compose file is checked against the code instead.
const root = findRepoRoot();
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');

/** The lines of one service's block (two-space indented service names). */
function serviceBlock(name: string): string[] {
  const lines = compose.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  expect(start).toBeGreaterThan(-1);
  const end = lines.findIndex((line, i) => i > start && /^ {2}\S/.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('docker-compose.yml', () => {
  const app = serviceBlock('app');
  const environment = app.slice(app.indexOf('    environment:') + 1);
  const variables = environment
    .slice(0, environment.findIndex((line) => /^ {4}\S/.test(line)))
    .map((line) => /^ {6}([A-Z][A-Z0-9_]*):/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));

  it('sets only variables the server reads', () => {
    const source = sourceFiles(join(root, 'server', 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(variables).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'SEED_DEMO']));
    const unread = variables.filter((name) => !new RegExp(`readEnv\\(env, '${name}'\\)|env\\.${name}\\b|env\\['${name}'\\]`).test(source));
    expect(unread).toEqual([]);
  });

  it('pins every image to an exact release (no :latest, no bare major)', () => {
    const images = [...compose.matchAll(/^\s*#?\s*image:\s*(\S+)/gm)].map((m) => m[1]);
    expect(images.length).toBeGreaterThanOrEqual(4);
    // x.y.z, or PostgreSQL's own two-part release numbers (15.14), or MinIO's RELEASE dates, or a digest.
    const exact = (image: string) =>
      (image.startsWith('postgres:') ? /:\d+\.\d+(-[a-z]+)?$/ : /:(v?\d+\.\d+\.\d+|RELEASE\.[\dT:Z-]+)(-[a-z]+)?$/).test(image) ||
      /@sha256:[0-9a-f]{64}$/.test(image);
    const loose = images.filter((image) => !exact(image));
    expect(loose).toEqual([]);
  });

  it('requires JWT_SECRET instead of giving it a default', () => {
    const line = environment.find((l) => l.trim().startsWith('JWT_SECRET:'));
    expect(line).toMatch(/\$\{JWT_SECRET:\?[^}]+\}/);
    expect(compose).not.toMatch(/JWT_SECRET:-/);
  });

  it('checks health with node, which the runtime image has, and the check passes and fails for real', async () => {
    const healthcheck = app.slice(app.indexOf('    healthcheck:') + 1).find((l) => l.trim().startsWith('test:'));
    const command = JSON.parse(healthcheck!.trim().slice('test:'.length)) as string[];
    expect(command.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const runtime = [...dockerfile.matchAll(/^FROM (\S+)/gm)].pop()?.[1];
    expect(runtime).toMatch(/^node:/);

    // Asynchronously: the app answering it runs in this process.
    const runCheck = (base: string) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, ['-e', command[3].replace('http://127.0.0.1:3000', base)], { stdio: 'ignore', timeout: 15_000 });
        child.on('exit', (code) => resolve(code));
      });
    const t = await createTestApp();
    try {
      expect(await runCheck(t.url)).toBe(0);
    } finally {
      await t.close();
    }
    expect(await runCheck(t.url)).toBe(1);
  });
});
