import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(process.cwd(), process.cwd().endsWith('test') ? '..' : '.');

export interface StartedServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Settings a started server seeds (`SEED_SETTINGS`, on its first start): the account-security checks
 * that default to on (captcha, email verification) are off, so journeys of other features sign up
 * and post as before. The account-security journeys pass `{ settings: {} }`: the real defaults.
 */
export const BROWSER_TEST_SETTINGS: Record<string, boolean> = { captcha: false, emailVerification: false };

/** Production needs a secret of its own: one per test run, so a restarted server accepts earlier tokens. */
const JWT_SECRET = randomBytes(48).toString('base64');

/** Starts the compiled server (`node server/dist/main.js`, what `npm start` runs) on a fresh data folder. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  options: { settings?: Record<string, boolean> } = {},
): Promise<StartedServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'pepper-atlas-browser-'));
  // A free port may be taken by another process between the probe and the server's listen: then a new one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(dir, await freePort(), env, dataDir, options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function launch(
  dir: string,
  port: number,
  env: Record<string, string>,
  dataDir: string | undefined,
  options: { settings?: Record<string, boolean> },
): Promise<StartedServer> {
  const child: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'server', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      JWT_SECRET,
      // The journeys sign in with the demo accounts, which production seeds only when asked.
      SEED_DEMO: 'true',
      // A client build elsewhere than client/dist (parallel work on one machine)
      ...(process.env.TEST_CLIENT_DIR ? { CLIENT_DIR: process.env.TEST_CLIENT_DIR } : {}),
      SEED_SETTINGS: JSON.stringify(options.settings ?? BROWSER_TEST_SETTINGS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir: dir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A GraphQL query against a running server, for test setup and expectations. */
export async function graphql<T>(url: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}
