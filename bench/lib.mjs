// Shared parts of the benchmarks (bench/run.mjs, bench/forum.mjs): options, cleanup on every exit,
// the compiled server as a child process, throwaway databases (PostgreSQL or PGlite) with bulk
// loading, statistics, tables, environment notes and bench/RESULTS.md sections.
//
// Importing this module installs the SIGINT/SIGTERM and exit handlers: every server, temp folder
// and database registered here is removed on success, failure and Ctrl+C.

import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = join(ROOT, 'server', 'dist');
/** The server a bench starts: this checkout's build, or with BENCH_SERVER=dir another build's (a before-and-after run). */
export const SERVER_MAIN = process.env.BENCH_SERVER ? join(resolve(process.env.BENCH_SERVER), 'main.js') : join(SERVER_DIST, 'main.js');
export const RESULTS_FILE = join(ROOT, 'bench', 'RESULTS.md');
/** `require` as the compiled server resolves modules (same `pg`, `typeorm` instances). */
export const requireFromServer = createRequire(SERVER_MAIN);
export const DEFAULT_PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';

// ------------------------------------------------------------------ options

/** An integer option in [min, max]; `_` separators allowed ("100_000"). */
/** mulberry32: a small seeded generator, uniform in [0, 1): the same seed, the same sequence. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function intIn(name, raw, min, max) {
  const n = Number(String(raw).replace(/_/g, ''));
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

/**
 * Walks `argv` ("--flag value" or "--flag=value"); `handlers[flag](value)` applies one option, where
 * `value()` reads its argument. `--help`/`-h` prints `usage` and exits; anything else throws.
 */
export function parseFlags(argv, handlers, usage) {
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      if (inline !== undefined) return inline;
      if (i + 1 >= argv.length) throw new Error(`${flag} needs a value`);
      return argv[++i];
    };
    if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const handler = Object.hasOwn(handlers, flag) ? handlers[flag] : undefined;
    if (!handler) throw new Error(`Unknown option "${argv[i]}"\n${usage}`);
    handler(value);
  }
}

/** Exits with a clear message when the server has not been compiled. */
export function requireBuiltServer() {
  if (!existsSync(SERVER_MAIN)) {
    console.error(`The server is not built (${SERVER_MAIN} is missing). Run \`npm run build\` at the repository root first.`);
    process.exit(1);
  }
}

// ------------------------------------------------------------------ cleanup

/** Cleanups run last-in first-out, on success, failure and Ctrl+C. */
const cleanups = [];
const liveChildren = new Set();
const tempDirs = new Set();
/** Set by the first SIGINT/SIGTERM (a live binding: importers see it change). */
export let interrupted = false;

/** Registers a cleanup; returns a function that unregisters it (after doing the work yourself). */
export function onCleanup(label, fn) {
  const entry = { label, fn };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

let cleaning = null;

/**
 * Runs the registered cleanups. A call while they are running (Ctrl+C during the main flow's own
 * cleanup, or the reverse) waits for the same run, so nobody exits before every cleanup is done.
 */
export function runCleanups() {
  cleaning ??= (async () => {
    try {
      while (cleanups.length > 0) {
        const { label, fn } = cleanups.pop();
        try {
          await fn();
        } catch (error) {
          console.error(`cleanup (${label}) failed: ${error instanceof Error ? error.message : error}`);
        }
      }
    } finally {
      cleaning = null;
    }
  })();
  return cleaning;
}

export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  onCleanup(`remove ${dir}`, () => {
    rmSync(dir, { recursive: true, force: true });
    tempDirs.delete(dir);
  });
  return dir;
}

// Last resort if the process exits without the async cleanups (synchronous work only).
process.on('exit', () => {
  for (const child of liveChildren) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) {
      console.error('\nSecond signal: exiting now.');
      process.exit(130);
    }
    interrupted = true;
    console.error(`\n${signal}: stopping servers and removing temporary data...`);
    runCleanups().finally(() => process.exit(130));
  });
}

/**
 * Runs a benchmark's `main` (resolving true when its checks passed), cleans up, and exits 0 or 1;
 * an error is printed with its stack and exits 1.
 */
export function runMain(main) {
  main()
    .then(async (passed) => {
      await runCleanups();
      process.exit(passed ? 0 : 1);
    })
    .catch(async (error) => {
      console.error(error instanceof Error ? error.stack : error);
      await runCleanups();
      process.exit(1);
    });
}

// ------------------------------------------------------------------ small helpers

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A timer that does not keep the process alive (for timeouts raced against other work). */
export const unrefSleep = (ms) => new Promise((r) => setTimeout(r, ms).unref());
export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
export const fmtInt = (n) => n.toLocaleString('en-US');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarise(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    mean: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : NaN,
  };
}

/** A plain-text table; `align[i]` is 'l' (default) or 'r'. */
export function table(headers, rows, align) {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => ((align?.[i] ?? 'l') === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function markdownTable(headers, rows, align) {
  const sep = headers.map((_, i) => ((align?.[i] ?? 'l') === 'r' ? '---:' : '---'));
  return [headers, sep, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** "Limit > Sort > Bitmap Heap Scan on peppers p > Bitmap Index Scan on peppers_search_trgm_idx" */
export function planShape(lines) {
  return lines
    .map((l) => l.replace(/^\s*(->\s*)?/, ''))
    .filter((l) => /\(cost=|\(actual/.test(l))
    .map((l) => l.replace(/\s*\((cost|actual)=.*$/, '').trim())
    .join(' > ');
}

// ------------------------------------------------------------------ the server

/**
 * Starts `node server/dist/main.js` (or `main`: another build's, inside the repository so its packages
 * resolve; `node`: another Node.js binary than this one) on 127.0.0.1 and a free port, and waits until
 * /api/health answers. Stopped by `server.stop()` or by the cleanups.
 */
export async function startServer({ dataDir, databaseUrl, label, seed = true, env = {}, main = SERVER_MAIN, node = process.execPath }) {
  const port = await freePort();
  const child = spawn(node, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED: seed ? 'true' : 'false',
      // The scenarios sign in with the demo accounts, which production seeds only when asked.
      SEED_DEMO: seed ? 'true' : 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  let log = '';
  // Error lines are kept apart: a flood of warnings (an outage) must not push them out of the tail.
  const errorLines = [];
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
    // Plain lines say ERROR; the server's JSON lines (LOG_FORMAT=json, production's default) say "level":"error".
    for (const line of String(chunk).split('\n')) {
      if ((/\bERROR\b/.test(line) || /"level":"(error|fatal)"/.test(line)) && errorLines.length < 200) errorLines.push(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((r) => child.once('exit', r));
  child.once('exit', () => liveChildren.delete(child));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), unrefSleep(15_000).then(() => false)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
    }
  };
  const removeCleanup = onCleanup(`stop server ${label}`, stop);
  const server = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    log: () => log,
    errorLines: () => errorLines,
    async stop() {
      await stop();
      removeCleanup();
    },
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server (${label}) exited with code ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server (${label}) did not become healthy within 120 s:\n${log}`);
    }
    if (interrupted) throw new Error('interrupted');
    await sleep(200);
  }
  return server;
}

// ------------------------------------------------------------------ databases

export async function loadPg() {
  return requireFromServer('pg');
}

export function pgliteVersion() {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/** Whether a PostgreSQL server answers at `pgUrl` (within a few seconds). */
export async function pgReachable(pgUrl) {
  const pg = await loadPg();
  const url = new URL(pgUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `CREATE DATABASE dbName` on the server of `pgUrl` (dropped first if a crashed run left it, and
 * dropped again by the cleanups). Returns its URL and the server version.
 */
export async function createThrowawayDatabase(pgUrl, dbName) {
  const pg = await loadPg();
  const adminUrl = new URL(pgUrl);
  adminUrl.pathname = '/postgres';
  let dbVersion;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${dbName}"`);
    dbVersion = `PostgreSQL ${(await admin.query('SHOW server_version')).rows[0].server_version}`;
  } finally {
    await admin.end();
  }
  onCleanup(`drop database ${dbName}`, async () => {
    // BENCH_KEEP_DATABASE=1 leaves it for a look afterwards (EXPLAIN, psql); drop it by hand.
    if (process.env.BENCH_KEEP_DATABASE) return console.log(`kept database ${dbName} (BENCH_KEEP_DATABASE)`);
    const c = new pg.Client({ connectionString: adminUrl.toString() });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    } finally {
      await c.end();
    }
  });
  const dbUrl = new URL(pgUrl);
  dbUrl.pathname = `/${dbName}`;
  return { databaseUrl: dbUrl.toString(), dbVersion };
}

/** Opens a stopped server's PGlite data folder in this process (with pg_trgm and unaccent, as the server does). */
export async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  if (existsSync(join(dataDir, 'pglite.lock'))) throw new Error(`${dataDir} is still locked by a server`);
  return PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { pg_trgm, unaccent } });
}

/** Secondary (non-primary, non-unique) indexes of the tables, with their definitions. */
export async function secondaryIndexes(query, tables) {
  const names = tables.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ');
  const where = tables.length === 1 ? `t.relname = ${names}` : `t.relname IN (${names})`;
  return (
    await query(`SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
  FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
  WHERE ${where} AND NOT x.indisprimary AND NOT x.indisunique ORDER BY i.relname`)
  ).rows;
}

/**
 * A fresh database, migrated (and seeded with `seed`), filled by `fill(query, { pglite })` where
 * `query(sql)` returns { rows }, and the compiled server running on it:
 *
 * - PostgreSQL: `CREATE DATABASE dbName`; the server migrates it, and the rows go in through `pg`
 *   while it runs.
 * - PGlite: a temp data folder; the server starts once (migrations), is stopped, the folder is
 *   opened in-process (`pglite` is the PGlite instance) for the rows, and the server restarts.
 *
 * Returns { server, dataDir, databaseUrl, dbVersion, pgClient (PostgreSQL only), fill: fill's result }.
 * Everything is removed by the cleanups.
 */
export async function serverWithData({ db, pgUrl, dbName, label, log, fill, seed = true, env = {} }) {
  const dataDir = makeTempDir('pepper-atlas-bench-');
  const what = seed ? 'migrations + seed' : 'migrations';
  if (db === 'postgres') {
    const pg = await loadPg();
    const { databaseUrl, dbVersion } = await createThrowawayDatabase(pgUrl, dbName);
    log(`[${label}] database ${dbName} created; starting the server (${what})...`);
    const server = await startServer({ dataDir, databaseUrl, label, seed, env });
    const pgClient = new pg.Client({ connectionString: databaseUrl });
    await pgClient.connect();
    onCleanup('close pg client', () => pgClient.end());
    log(`[${label}] inserting rows...`);
    const filled = await fill((sql, params) => pgClient.query(sql, params), { pglite: null });
    return { server, dataDir, databaseUrl, dbVersion, pgClient, fill: filled };
  }
  log(`[${label}] first start in ${dataDir} (${what})...`);
  const first = await startServer({ dataDir, label: `${label} (${seed ? 'seed' : 'migrations'})`, seed, env });
  await first.stop();
  log(`[${label}] server stopped; inserting rows in-process with PGlite...`);
  const pglite = await openPglite(dataDir);
  let filled;
  try {
    filled = await fill((sql, params) => pglite.query(sql, params), { pglite });
  } finally {
    await pglite.close();
  }
  log(`[${label}] starting the server on the filled data folder...`);
  const server = await startServer({ dataDir, label, seed, env });
  return { server, dataDir, databaseUrl: undefined, dbVersion: `PGlite ${pgliteVersion()} (embedded)`, pgClient: null, fill: filled };
}

// ------------------------------------------------------------------ environment and load

/** Date, Node, CPU and commit of a run; `settings` is the command line to show with the figures. */
export function environment(settings) {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'server', 'domain'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (dirty) commit += ' (server/domain with uncommitted changes)';
  } catch {
    // not a git checkout
  }
  const cpu = cpus();
  return {
    loadAtStart: loadavg()[0],
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    node: process.version,
    cpu: `${cpu.length} x ${cpu[0]?.model?.trim() ?? 'unknown CPU'}`,
    commit,
    settings,
  };
}

/** The 1-minute load average now. */
export const loadNow = () => loadavg()[0];

/**
 * Other work on the machine skews every figure: say so next to them. `loadsBefore`: the 1-minute
 * load average just before each set of measurements.
 */
export function loadNote(env, loadsBefore) {
  const cores = cpus().length;
  const before = loadsBefore.map((l) => fmt(l, 2)).join(', ');
  const text = `1-minute load average: ${fmt(env.loadAtStart, 2)} at the start, ${before} before the measurements (${cores} cores)`;
  // Nothing of the benchmark runs before it starts; before the measurements its own bulk load (up to
  // about two busy processes) is still in the average.
  const busy = env.loadAtStart > cores / 2 || loadsBefore.some((l) => l > cores + 1);
  return busy ? `${text}; the machine was busy with other work: expect noisy figures` : text;
}

// ------------------------------------------------------------------ RESULTS.md

const RESULTS_HEADER =
  '# Benchmark results\n\nFigures printed by `npm run bench` (bench/run.mjs) and `node bench/forum.mjs`; see bench/README.md. Each section is\nreplaced by the next run of its script with the same database and sizes. Absolute numbers depend on the machine: compare runs from one machine.\n';

/**
 * Replaces the section `<!-- bench:key -->...<!-- /bench:key -->` of bench/RESULTS.md with
 * `section.text` (which carries both markers), or appends it.
 */
export function writeResults(section, file = RESULTS_FILE) {
  let content = existsSync(file) ? readFileSync(file, 'utf8') : RESULTS_HEADER;
  const start = `<!-- bench:${section.key} -->`;
  const end = `<!-- /bench:${section.key} -->`;
  const i = content.indexOf(start);
  const j = content.indexOf(end);
  if (i >= 0 && j > i) content = content.slice(0, i) + section.text + content.slice(j + end.length);
  else content = `${content.trimEnd()}\n\n${section.text}\n`;
  writeFileSync(file, content);
}
