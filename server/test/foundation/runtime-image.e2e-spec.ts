import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';
import { createTestDatabase, type TestDatabase } from '../utils/test-database.js';

/**
 * The Docker image's runtime stage, without Docker (no daemon and no base images on these machines): the
 * files its COPY lines take, assembled from this checkout's build and from the server-deps stage's own
 * `npm ci` run in a scratch folder, then started the way the image starts it (its ENV, WORKDIR and CMD),
 * as an unprivileged user, with the application folder read-only. What this cannot prove: the base
 * image itself, the apt-get line, and Docker's own handling of VOLUME, USER and HEALTHCHECK.
 */
const root = findRepoRoot();
const UNPRIVILEGED = 65534; // nobody

interface Stage {
  name: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its instructions (continued lines joined). */
function dockerStages(): Stage[] {
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const stages: Stage[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ name: from[1] ?? 'runtime', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

const args = (line: string, instruction: string) => line.slice(instruction.length).trim();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the Docker runtime stage, assembled from the Dockerfile and started without Docker', () => {
  const stages = dockerStages();
  const runtime = stages.at(-1)!;
  const scratch = mkdtempSync(join(tmpdir(), 'pa-runtime-image-'));
  const app = join(scratch, 'app');
  const asRoot = process.getuid?.() === 0;
  let node = process.execPath;
  let env: Record<string, string> = {};
  let command: string[] = [];

  beforeAll(() => {
    chmodSync(scratch, 0o755);
    // The server-deps stage: its COPY lines from the build context, then its RUN line, in a folder of its own.
    const depsStage = stages.find((stage) => stage.name === 'server-deps');
    expect(depsStage).toBeDefined();
    const deps = join(scratch, 'server-deps');
    for (const line of depsStage!.lines) {
      if (/^COPY\s/i.test(line)) {
        const parts = args(line, 'COPY').split(/\s+/);
        const dest = join(deps, parts.pop()!);
        for (const source of parts) {
          const target = dest.endsWith('/') || parts.length > 1 || source.includes('/') ? join(dest, source.split('/').pop()!) : dest;
          mkdirSync(dirname(target), { recursive: true });
          copyFileSync(join(root, source), target);
        }
      } else if (/^RUN\s/i.test(line)) {
        const run = spawnSync('sh', ['-c', args(line, 'RUN')], { cwd: deps, encoding: 'utf8', env: process.env });
        if (run.status !== 0) throw new Error(`server-deps: ${line} failed:\n${run.stdout}\n${run.stderr}`);
      }
    }

    // The runtime stage's COPY --from lines: the build stage's files are this checkout's built ones.
    for (const line of runtime.lines) {
      if (/^ENV\s/i.test(line)) {
        for (const pair of args(line, 'ENV').split(/\s+/)) {
          const [key, ...value] = pair.split('=');
          env[key] = value.join('=');
        }
      } else if (/^COPY\s/i.test(line)) {
        const from = /^COPY\s+--from=(\S+)\s+(\S+)\s+(\S+)$/i.exec(line);
        expect(from).not.toBeNull();
        const [, stage, source, dest] = from!;
        const base = stage === 'server-deps' ? deps : root;
        const sourcePath = join(base, relative('/app', source));
        expect({ line, exists: existsSync(sourcePath) }).toEqual({ line, exists: true });
        const target = dest === './' ? join(app, source.split('/').pop()!) : join(app, dest.endsWith('/') ? join(dest, source.split('/').pop()!) : dest);
        mkdirSync(dirname(target), { recursive: true });
        cpSync(sourcePath, target, { recursive: true, verbatimSymlinks: true });
      } else if (/^CMD\s/i.test(line)) {
        command = JSON.parse(args(line, 'CMD')) as string[];
      }
    }
    // The image's node is /usr/local/bin/node; this one may sit in a folder the unprivileged user cannot reach.
    mkdirSync(join(scratch, 'bin'));
    node = join(scratch, 'bin', 'node');
    copyFileSync(process.execPath, node);
    chmodSync(node, 0o755);
    // Read-only application folder: nothing in it may be written, by anyone.
    spawnSync('chmod', ['-R', 'a-w', app]);
  }, 300_000);

  afterAll(() => {
    spawnSync('chmod', ['-R', 'u+w', scratch]);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('holds the server, its production dependencies and the built client, and no client or build packages', () => {
    expect(command).toEqual(['node', 'server/dist/main.js']);
    expect(existsSync(join(app, 'server', 'dist', 'main.js'))).toBe(true);
    expect(existsSync(join(app, 'client', 'dist', 'index.html'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', '@nestjs', 'core'))).toBe(true);
    const packages = readdirSync(join(app, 'node_modules'));
    for (const name of ['react', 'react-dom', 'vite', 'monaco-editor', 'graphiql', '@apollo/client', 'jest', '@swc', 'playwright-core']) {
      expect({ name, present: packages.includes(name) || existsSync(join(app, 'node_modules', name)) }).toEqual({ name, present: false });
    }
    // Without compose, the data folder is the image's own /data, made and given to the user the image runs as.
    expect(env).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data' });
    expect(runtime.lines).toContain('USER node');
    expect(runtime.lines.some((line) => /^RUN .*mkdir -p \/data && chown node:node \/data/.test(line))).toBe(true);
    expect(runtime.lines.some((line) => line.startsWith('HEALTHCHECK '))).toBe(true);
  });

  it('leaves out what Node never loads, so the application part of the image stays small', () => {
    const modules = join(app, 'node_modules');
    let bytes = 0;
    const unused: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else {
          bytes += lstatSync(path).size;
          if (path.startsWith(modules) && /\.(?:map|d\.ts|d\.mts|d\.cts)$/.test(entry.name) && unused.length < 5) unused.push(relative(app, path));
        }
      }
    };
    walk(app);
    expect(unused).toEqual([]);
    const bin = join(modules, '.bin');
    expect(readdirSync(bin).filter((name) => !existsSync(join(bin, name)))).toEqual([]);
    expect(existsSync(join(modules, 'typescript'))).toBe(false);
    expect(existsSync(join(modules, 'typeorm', 'browser'))).toBe(false);
    // The README reports this figure (about 100 MB on top of the base image); a dependency that adds tens of MB
    // shows here first.
    const mb = bytes / 1024 / 1024;
    console.log(`runtime stage, application files: ${mb.toFixed(1)} MB`);
    expect(mb).toBeLessThan(125);
  });

  const databases = process.env.TEST_DB === 'postgres' ? (['PGlite', 'PostgreSQL'] as const) : (['PGlite'] as const);
  for (const database of databases) {
    it(`starts as an unprivileged user from a read-only folder on ${database}, answers and passes its health check`, async () => {
      const data = join(scratch, `data-${database}`);
      mkdirSync(data);
      if (asRoot) chownSync(data, UNPRIVILEGED, UNPRIVILEGED);
      let db: TestDatabase | undefined;
      if (database === 'PostgreSQL') db = await createTestDatabase();
      const port = await freePort();
      const child: ChildProcess = spawn(node, command.slice(1), {
        cwd: app,
        env: {
          PATH: `${dirname(node)}:/usr/bin:/bin`,
          ...env,
          DATA_DIR: data,
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: randomBytes(48).toString('base64'),
          ...(db?.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
        },
        ...(asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout!.on('data', (chunk) => (log += chunk));
      child.stderr!.on('data', (chunk) => (log += chunk));
      const url = `http://127.0.0.1:${port}`;
      try {
        const deadline = Date.now() + 90_000;
        for (;;) {
          if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log}`);
          if (await fetch(`${url}/api/health`).then((res) => res.ok, () => false)) break;
          if (Date.now() > deadline) throw new Error(`Not healthy within 90 s:\n${log}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const home = await fetch(`${url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('<div id="root">');
        const peppers = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({ query: '{ peppers(take: 1) { totalItems } }' }),
        });
        expect(((await peppers.json()) as { data: { peppers: { totalItems: number } } }).data.peppers.totalItems).toBeGreaterThan(0);
        expect((await fetch(`${url}/api/topics`)).status).toBe(200);
        // What the pruning must not have touched: sharp renders a link-preview card, Swagger UI's files, a page head.
        const card = await fetch(`${url}/cards/peppers/habanero.png`);
        expect({ status: card.status, type: card.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
        expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(1000);
        const docs = await fetch(`${url}/api/docs/`);
        expect(docs.status).toBe(200);
        expect(await docs.text()).toContain('swagger-ui');
        const pepperPage = await fetch(`${url}/peppers/habanero?lang=en`).then((res) => res.text());
        expect(pepperPage).toContain('Habanero');
        // Drawn by the client's server entry (bundled with everything it needs: no client package is in the image).
        expect(pepperPage).toContain('id="ssr-state"');
        expect(pepperPage).toMatch(/<h1 id="pepper-page-title" dir="auto">Habanero<\/h1>/);
        // The HEALTHCHECK's own command, as Docker runs it.
        const healthcheck = runtime.lines.find((line) => line.startsWith('HEALTHCHECK '))!;
        const check = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4)) as string[];
        const probe = spawnSync(node, check.slice(1), { env: { PORT: String(port) }, encoding: 'utf8' });
        expect(probe.status).toBe(0);
        expect(log).not.toMatch(/EACCES|EROFS/);
        // The operator's commands work in it too (`docker compose exec app npm run admin:create -- --help`).
        // (npm as this machine has it: the image's comes with its node.)
        const npmCli = realpathSync(spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim());
        if (database === 'PGlite') {
          const help = spawnSync(node, [npmCli, 'run', '--silent', 'admin:create', '--', '--help'], {
            cwd: app,
            env: { PATH: `${dirname(node)}:/usr/bin:/bin`, HOME: data, npm_config_cache: join(data, '.npm'), npm_config_update_notifier: 'false' },
            ...(asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
            encoding: 'utf8',
          });
          expect({ status: help.status, out: help.stdout }).toEqual({ status: 0, out: expect.stringContaining('usage: npm run admin:create') });
        }
        // It ran as that user: the embedded database it made in its data folder is that user's.
        if (asRoot && database === 'PGlite') expect(readdirSync(data).map((name) => statSync(join(data, name)).uid)).toContain(UNPRIVILEGED);
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
        await db?.drop();
      }
    }, 180_000);
  }
});
