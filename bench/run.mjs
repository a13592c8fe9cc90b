#!/usr/bin/env node
// Catalogue benchmark: latency of the catalogue query and GraphQL vs REST throughput at 10k and
// 100k peppers, against the compiled server (`node server/dist/main.js`). See bench/README.md.
//
//   node bench/run.mjs [--sizes 10000,100000] [--db pglite|postgres] [--duration 10]
//                      [--concurrency 16] [--requests 200] [--pg-url postgres://postgres@127.0.0.1:5432]
//                      [--no-results]
//
// Everything runs on 127.0.0.1; every server, temp folder and database it creates is removed on
// exit, failure or Ctrl+C.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { insertBatchSql } from './data.mjs';
import { compareThroughput, graphqlPage, restPage } from './requests.mjs';
import { measureVaried } from './varied.mjs';
import {
  DEFAULT_PG_URL,
  fmt,
  fmtInt,
  freePort,
  environment as benchEnvironment,
  interrupted,
  intIn,
  loadNote as benchLoadNote,
  loadNow,
  makeTempDir,
  markdownTable,
  onCleanup,
  parseFlags,
  planShape,
  requireBuiltServer,
  requireFromServer,
  RESULTS_FILE,
  ROOT,
  runCleanups,
  secondaryIndexes,
  sleep,
  serverWithData,
  startServer,
  summarise,
  table,
  writeResults,
} from './lib.mjs';

// ------------------------------------------------------------------ options

const USAGE = `Usage: node bench/run.mjs [options]   (or: npm run bench -- [options])
  --sizes <n,n>        catalogue sizes in rows (default 10000,100000; 100..1000000)
  --db <kind>          pglite (default: embedded, in a temp data folder) or postgres (a throwaway database)
  --duration <s>       seconds per throughput run, GraphQL and REST each (default 10; 1..120)
  --concurrency <n>    concurrent workers in the throughput runs (default 16; 1..64)
  --requests <n>       sequential requests per latency scenario (default 200; 10..2000)
  --scenario-seconds <s>  time budget per latency scenario: stop early past it (default 30; 1..300)
  --pg-url <url>       PostgreSQL server for --db postgres (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --pglite-plans       with --db pglite, also EXPLAIN ANALYZE the catalogue queries (in-process, before the server restarts)
  --varied             every request a different search, filters, sort and page (a seeded generator, bench/varied.mjs):
                       the repeated page, varied GraphQL, varied REST and varied one client at a time, with the cache
                       hit rate and EXPLAIN (ANALYZE, BUFFERS) of the slowest requests (PostgreSQL); --concurrency 32
  --seed <n>           with --varied, the generator's seed (default 1)
  --instances <n>      with --varied and --db postgres, app processes on the database (default 1): each request goes
                       to the next, as a load balancer sends them
  --no-results         do not write bench/RESULTS.md`;

function parseArgs(argv) {
  const opts = {
    sizes: [10_000, 100_000],
    db: 'pglite',
    duration: 10,
    concurrency: 16,
    requests: 200,
    scenarioSeconds: 30,
    pglitePlans: false,
    pgUrl: DEFAULT_PG_URL,
    writeResults: true,
    varied: false,
    seed: 1,
    instances: 1,
  };
  const concurrencyGiven = argv.includes('--concurrency');
  parseFlags(
    argv,
    {
      '--sizes': (value) => {
        opts.sizes = value()
          .split(',')
          .filter(Boolean)
          .map((s) => intIn('--sizes', s, 100, 1_000_000));
        if (opts.sizes.length === 0) throw new Error('--sizes needs at least one size');
      },
      '--db': (value) => {
        opts.db = value();
        if (!['pglite', 'postgres'].includes(opts.db)) throw new Error(`--db must be pglite or postgres, got "${opts.db}"`);
      },
      '--duration': (value) => {
        opts.duration = intIn('--duration', value(), 1, 120);
      },
      '--concurrency': (value) => {
        opts.concurrency = intIn('--concurrency', value(), 1, 64);
      },
      '--requests': (value) => {
        opts.requests = intIn('--requests', value(), 10, 2000);
      },
      '--scenario-seconds': (value) => {
        opts.scenarioSeconds = intIn('--scenario-seconds', value(), 1, 300);
      },
      '--pg-url': (value) => {
        opts.pgUrl = value();
      },
      '--pglite-plans': () => {
        opts.pglitePlans = true;
      },
      '--no-results': () => {
        opts.writeResults = false;
      },
      '--varied': () => {
        opts.varied = true;
      },
      '--seed': (value) => {
        opts.seed = intIn('--seed', value(), 0, 1_000_000);
      },
      '--instances': (value) => {
        opts.instances = intIn('--instances', value(), 1, 8);
      },
    },
    USAGE,
  );
  if (opts.instances > 1 && !(opts.varied && opts.db === 'postgres')) throw new Error('--instances needs --varied and --db postgres');
  if (opts.varied && !concurrencyGiven) opts.concurrency = 32;
  return opts;
}

// ------------------------------------------------------------------ requests

/** The latency scenarios: the catalogue page as the client asks for it. */
const SCENARIOS = [
  { key: 'search-habanero', label: "search 'habanero', by name", args: { search: 'habanero', sortBy: 'name' } },
  { key: 'search-smoky', label: "search 'smoky', by SHU", args: { search: 'smoky', sortBy: 'shu' } },
  {
    key: 'filters',
    label: 'Hot + C. Chinense, by popularity',
    args: { heatLevels: ['hot'], groups: ['c_chinense'], sortBy: 'popularity' },
  },
  { key: 'deep-page', label: 'no search, by name, skip 2000', args: { sortBy: 'name', skip: 2000 } },
  { key: 'search-hebrew', label: "search 'מעושן' (Hebrew), by name", args: { search: 'מעושן', sortBy: 'name' } },
  // No sortBy: a search is ordered by relevance (names first) unless another order is chosen.
  { key: 'search-default', label: "search 'habanero', default order", args: { search: 'habanero' } },
  { key: 'search-typo', label: "search 'habenero' (typo), default order", args: { search: 'habenero' } },
  { key: 'search-accent', label: "search 'jalapeno' (no accent), default", args: { search: 'jalapeno' } },
];
/** Lets the bench read the server's cache counters (/metrics). */
const METRICS_TOKEN = 'bench-metrics-token';
/** The page both APIs serve in the throughput run. */
const THROUGHPUT_ARGS = { search: 'habanero', sortBy: 'name', take: 24 };

/** Sequential requests: --requests of them, or fewer if the scenario's time budget runs out first. */
async function measureLatency(url, scenario, requests, budgetSeconds) {
  const warmup = Math.min(10, Math.ceil(requests / 10));
  // The first request of a page nobody asked for since the server started: no cache holds it.
  const t0 = performance.now();
  let first = await graphqlPage(url, scenario.args);
  const coldMs = performance.now() - t0;
  for (let i = 1; i < warmup; i++) first = await graphqlPage(url, scenario.args);
  const latencies = [];
  const deadline = performance.now() + budgetSeconds * 1000;
  for (let i = 0; i < requests && !interrupted && performance.now() < deadline; i++) {
    const t0 = performance.now();
    await graphqlPage(url, scenario.args);
    latencies.push(performance.now() - t0);
  }
  return { ...summarise(latencies), coldMs, total: first.total, pageSize: first.ids.length };
}

/** GraphQL and REST serve the same catalogue page, alternating in slices. */
function measureThroughput(url, { duration, concurrency }) {
  return compareThroughput(
    { graphql: () => graphqlPage(url, THROUGHPUT_ARGS), rest: () => restPage(url, THROUGHPUT_ARGS) },
    { duration, concurrency },
  );
}

// ------------------------------------------------------------------ the yardstick

/** bench/yardstick.mjs on the same database, replaying `statements` (the app's uncached SQL for the page). */
async function startYardstick(databaseUrl, statements) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'yardstick.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), STATEMENTS: JSON.stringify(statements) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
  };
  onCleanup('stop the yardstick server', stop);
  await new Promise((resolveReady, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolveReady());
    child.once('exit', (code) => reject(new Error(`bench/yardstick.mjs exited with code ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function yardstickPage(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`yardstick HTTP ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).length;
}

/** The app's two APIs against the yardstick, each pair in ABBA slices (PostgreSQL only: PGlite lives inside the app). */
async function measureYardstick(server, databaseUrl, opts) {
  const [statements] = await captureCatalogueSql(databaseUrl, [THROUGHPUT_ARGS]);
  const yard = await startYardstick(databaseUrl, statements);
  try {
    const rows = await yardstickPage(yard.url);
    if (rows !== (await graphqlPage(server.url, THROUGHPUT_ARGS)).ids.length) throw new Error('the yardstick answered another page size');
    const settings = { duration: opts.duration, concurrency: opts.concurrency };
    const graphql = await compareThroughput({ app: () => graphqlPage(server.url, THROUGHPUT_ARGS), yardstick: () => yardstickPage(yard.url) }, settings);
    const rest = await compareThroughput({ app: () => restPage(server.url, THROUGHPUT_ARGS), yardstick: () => yardstickPage(yard.url) }, settings);
    return { graphql, rest, statements: statements.length };
  } finally {
    await yard.stop();
  }
}

// ------------------------------------------------------------------ bulk data

const BATCH_ROWS = 20_000;

/**
 * Inserts rows until the catalogue holds `target` peppers. `query(sql)` returns { rows }.
 * Indexes are dropped first and rebuilt after (a fresh GIN build is far faster than row-by-row
 * maintenance); the end state is the migration's schema, analysed.
 */
async function fillCatalogue(query, target, log) {
  const count = async () => Number((await query('SELECT count(*)::int AS n FROM peppers')).rows[0].n);
  const before = await count();
  const missing = Math.max(0, target - before);
  const t0 = performance.now();
  // Secondary indexes of `peppers`: dropped for the bulk insert and rebuilt from their definitions.
  const indexes = await secondaryIndexes(query, ['peppers']);
  for (const { name } of indexes) await query(`DROP INDEX "${name}"`);
  for (let from = 1; from <= missing && !interrupted; from += BATCH_ROWS) {
    const to = Math.min(missing, from + BATCH_ROWS - 1);
    await query(insertBatchSql(from, to));
    log(`  inserted ${fmtInt(to)} / ${fmtInt(missing)}`);
  }
  const tInsert = performance.now();
  await query(`SET maintenance_work_mem = '256MB'`);
  for (const { def } of indexes) await query(def);
  const tIndex = performance.now();
  await query('VACUUM ANALYZE peppers');
  const after = await count();
  return {
    before,
    after,
    insertSeconds: (tInsert - t0) / 1000,
    indexSeconds: (tIndex - tInsert) / 1000,
    totalSeconds: (performance.now() - t0) / 1000,
    indexes: indexes.map((i) => i.name),
  };
}

/**
 * PGlite: the server owns its database, so the rows go in while it is stopped (`db` is the PGlite
 * instance on its folder). With `withPlans`, the catalogue queries are explained here too, through a
 * temporary in-process socket server (as the app itself reaches PGlite), before the folder is
 * handed back to the server.
 */
async function fillPglite(db, target, log, withPlans) {
  const fill = await fillCatalogue((sql) => db.query(sql), target, log);
  let plans;
  let plansError;
  if (withPlans) {
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
    await socket.start();
    try {
      plans = await explainScenarios(`postgres://postgres:postgres@${socket.getServerConn()}/postgres`, async (sql, params) => {
        return (await db.query(sql, params)).rows;
      });
    } catch (error) {
      plansError = error instanceof Error ? error.message : String(error);
      log(`  could not capture the query plans: ${plansError}`);
    } finally {
      await socket.stop();
    }
  }
  return { fill, plans, plansError };
}

// ------------------------------------------------------------------ query plans

/**
 * The SQL the server runs for a catalogue page, captured by running the compiled PeppersService
 * with a query-recording TypeORM logger (so the plan is of the real statements, not a copy).
 */
async function captureCatalogueSql(databaseUrl, argsList) {
  const { DataSource } = requireFromServer('typeorm');
  const { dataSourceOptions } = requireFromServer('./database/data-source-options.js');
  const { PeppersService } = requireFromServer('./peppers/peppers.service.js');
  const { Pepper } = requireFromServer('./peppers/pepper.entity.js');
  let recorded = [];
  const logger = {
    logQuery: (query, parameters) => recorded.push({ query, parameters: parameters ?? [] }),
    logQueryError() {},
    logQuerySlow() {},
    logSchemaBuild() {},
    logMigration() {},
    log() {},
  };
  const ds = new DataSource({ ...dataSourceOptions(databaseUrl, 1), logging: true, logger });
  await ds.initialize();
  try {
    // A cache of one request: every statement of an uncached answer, as on the first request for a page.
    let kept = new Map();
    const requestCache = {
      current: async () => '0',
      has: (_version, key) => kept.has(key),
      remember: (_version, key, compute) => {
        if (!kept.has(key)) kept.set(key, compute());
        return kept.get(key);
      },
    };
    // PeppersService(peppers, dataSource, uploads, audit, cache, searchIndex): reading needs no uploads nor audit, and
    // without its index in memory (SEARCH_INDEX) the list runs the statements of the SQL path, which these explain.
    const noIndex = { search: async () => null };
    const service = new PeppersService(ds.getRepository(Pepper), ds, undefined, undefined, requestCache, noIndex);
    if (service.cache !== requestCache) throw new Error('PeppersService takes its arguments in another order now: update captureCatalogueSql');
    const out = [];
    for (const args of argsList) {
      recorded = [];
      kept = new Map();
      await service.list({ skip: 0, take: 24, ...args });
      out.push(recorded.filter((r) => /^\s*SELECT/i.test(r.query) && !/content_versions/.test(r.query)).map((r) => ({ ...r, parameters: r.parameters.map(plainParameter) })));
    }
    return out;
  } finally {
    await ds.destroy();
  }
}

/** TypeORM hands Date objects and arrays to pg; JSON (the yardstick's environment) needs them as text. */
function plainParameter(value) {
  return value instanceof Date ? value.toISOString() : value;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements the server runs for each of `argsList` (PostgreSQL). */
async function explainArgs(databaseUrl, argsList, pgClient) {
  const captured = await captureCatalogueSql(databaseUrl, argsList);
  const out = [];
  for (const statements of captured) {
    const plans = [];
    for (const { query, parameters } of statements) {
      const lines = (await pgClient.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, parameters)).rows.map((r) => r['QUERY PLAN']);
      const exec = lines.find((l) => l.startsWith('Execution Time'));
      plans.push({ sql: query, lines, executionMs: exec ? Number(exec.match(/([\d.]+) ms/)[1]) : NaN });
    }
    out.push(plans);
  }
  return out;
}

/** `runQuery(sql, params)` returns the rows (PostgreSQL through `pg`, or PGlite in-process). */
async function explainScenarios(databaseUrl, runQuery) {
  const captured = await captureCatalogueSql(
    databaseUrl,
    SCENARIOS.map((s) => s.args),
  );
  const results = [];
  for (const [i, scenario] of SCENARIOS.entries()) {
    const statements = captured[i];
    const plans = [];
    for (const { query, parameters } of statements) {
      const rows = await runQuery(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, parameters);
      const lines = rows.map((r) => r['QUERY PLAN']);
      const exec = lines.find((l) => l.startsWith('Execution Time'));
      plans.push({
        kind: /count\(/i.test(query.slice(0, 80)) ? 'count' : 'page',
        sql: query,
        parameters,
        lines,
        shape: planShape(lines),
        executionMs: exec ? Number(exec.match(/([\d.]+) ms/)[1]) : NaN,
        trigram: lines.some((l) => /peppers_search_(trgm|fold|names)_idx/.test(l)),
      });
    }
    results.push({ scenario, plans });
  }
  return results;
}

// ------------------------------------------------------------------ one size

async function benchSize(size, opts, log) {
  const label = `${opts.db} ${fmtInt(size)}`;
  const result = { size, db: opts.db };
  const loaded = await serverWithData({
    db: opts.db,
    pgUrl: opts.pgUrl,
    dbName: `pepper_atlas_bench_${process.pid}_${size}`,
    label,
    log,
    // --varied: one bench process plays thousands of visitors from one address, which its guest API budget (issue 35)
    // would stop within minutes at 10,000 rows; what the budgets cost is measured apart (bench/budget-cost.mjs).
    env: { METRICS_TOKEN, ...(opts.varied ? { API_BUDGETS: 'off' } : {}) },
    fill: (query, { pglite }) =>
      pglite ? fillPglite(pglite, size, log, opts.pglitePlans) : fillCatalogue(query, size, log).then((fill) => ({ fill })),
  });
  Object.assign(result, loaded.fill);
  result.dbVersion = loaded.dbVersion;
  const { server, databaseUrl, pgClient } = loaded;
  const f = result.fill;
  log(
    `[${label}] ${fmtInt(f.after)} peppers (${fmtInt(f.before)} seeded): insert ${fmt(f.insertSeconds)} s, ` +
      `index rebuild ${fmt(f.indexSeconds)} s, total with VACUUM ANALYZE ${fmt(f.totalSeconds)} s`,
  );

  if (opts.varied) {
    // More app processes on the same database (a deployment's replicas): started after the load, as the first was.
    const others = [];
    for (let i = 1; i < opts.instances; i++) {
      others.push(await startServer({ dataDir: makeTempDir('pepper-atlas-bench-'), databaseUrl, label: `${label} #${i + 1}`, seed: false, env: { METRICS_TOKEN, API_BUDGETS: 'off' } }));
    }
    result.loadBefore = loadNow();
    log(`[${label}] varied: ${opts.concurrency} clients, ${opts.duration} s per phase, seed ${opts.seed}, ${opts.instances} app process(es)...`);
    result.varied = await measureVaried({
      urls: [server.url, ...others.map((o) => o.url)],
      rows: size,
      metricsToken: METRICS_TOKEN,
      opts,
      repeated: (url) => graphqlPage(url, THROUGHPUT_ARGS),
      log: (line) => log(`[${label}]${line}`),
      explain: opts.db === 'postgres' ? (argsList) => explainArgs(databaseUrl, argsList, pgClient) : null,
    });
    result.loadAfter = loadNow();
    for (const other of others) await other.stop();
    await server.stop();
    return result;
  }

  // Same page from both APIs before timing anything.
  const gPage = await graphqlPage(server.url, THROUGHPUT_ARGS);
  const rPage = await restPage(server.url, THROUGHPUT_ARGS);
  result.samePage = gPage.total === rPage.total && gPage.ids.join() === rPage.ids.join();
  if (!result.samePage) log(`[${label}] WARNING: GraphQL and REST returned different pages (totals ${gPage.total} / ${rPage.total})`);

  result.loadBefore = loadNow();
  result.latency = [];
  for (const scenario of SCENARIOS) {
    if (interrupted) throw new Error('interrupted');
    const r = await measureLatency(server.url, scenario, opts.requests, opts.scenarioSeconds);
    result.latency.push({ scenario, ...r });
    log(
      `[${label}] ${scenario.label.padEnd(36)} p50 ${fmt(r.p50).padStart(7)} ms  p95 ${fmt(r.p95).padStart(7)} ms  ` +
        `max ${fmt(r.max).padStart(7)} ms  (${fmtInt(r.total)} matches, n=${r.n})`,
    );
  }

  if (opts.db === 'postgres') {
    try {
      result.plans = await explainScenarios(databaseUrl, async (sql, params) => (await pgClient.query(sql, params)).rows);
    } catch (error) {
      result.plansError = error instanceof Error ? error.message : String(error);
      log(`[${label}] could not capture the query plans: ${result.plansError}`);
    }
  }

  log(`[${label}] throughput: ${opts.concurrency} workers, ${opts.duration} s each for GraphQL and REST...`);
  result.throughput = await measureThroughput(server.url, opts);
  const t = result.throughput;
  log(
    `[${label}] GraphQL ${fmt(t.graphql.rps)} req/s (${t.graphql.errors} errors), REST ${fmt(t.rest.rps)} req/s ` +
      `(${t.rest.errors} errors), ratio ${fmt(t.ratio, 2)}`,
  );
  for (const kind of ['graphql', 'rest']) if (t[kind].firstError) log(`[${label}] first ${kind} error: ${t[kind].firstError}`);

  if (opts.db === 'postgres') {
    log(`[${label}] the yardstick (node:http + pg, the same SQL without caches) against GraphQL and against REST...`);
    result.yardstick = await measureYardstick(server, databaseUrl, opts);
    const y = result.yardstick;
    log(
      `[${label}] yardstick ${fmt(y.graphql.yardstick.rps)} / ${fmt(y.rest.yardstick.rps)} req/s; app GraphQL ${fmt(y.graphql.app.rps)} ` +
        `(${fmt(y.graphql.ratio, 2)} of it), REST ${fmt(y.rest.app.rps)} (${fmt(y.rest.ratio, 2)})`,
    );
  }

  result.loadAfter = loadNow();
  await server.stop();
  return result;
}

/** Other work on the machine skews every figure: say so next to them. */
function loadNote(results, env) {
  return benchLoadNote(
    env,
    results.map((r) => r.loadBefore),
  );
}

// ------------------------------------------------------------------ reporting

function environment(opts) {
  return benchEnvironment(
    `--db ${opts.db} --sizes ${opts.sizes.join(',')} --duration ${opts.duration} --concurrency ${opts.concurrency} ` +
      (opts.varied
        ? `--varied --seed ${opts.seed}${opts.instances > 1 ? ` --instances ${opts.instances}` : ''}`
        : `--requests ${opts.requests} --scenario-seconds ${opts.scenarioSeconds}${opts.pglitePlans ? ' --pglite-plans' : ''}`),
  );
}

function latencyRows(results) {
  return results.flatMap((r) =>
    r.latency.map((l) => [fmtInt(r.fill.after), l.scenario.label, fmtInt(l.total), fmt(l.coldMs), String(l.n), fmt(l.p50), fmt(l.p95), fmt(l.max)]),
  );
}
const LATENCY_HEADERS = ['rows', 'scenario (GraphQL, take 24)', 'matches', 'first ms (cold)', 'n', 'p50 ms', 'p95 ms', 'max ms'];
const LATENCY_ALIGN = ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r'];

function throughputRows(results) {
  return results.map((r) => {
    const t = r.throughput;
    return [
      fmtInt(r.fill.after),
      fmt(t.graphql.rps),
      fmt(t.rest.rps),
      `${fmt(t.ratio, 2)}${t.ratio >= 0.8 ? '' : ' (< 0.8)'}`,
      `${t.graphql.errors} / ${t.rest.errors}`,
      `${fmt(t.graphql.p50)} / ${fmt(t.rest.p50)}`,
      `${fmt(t.graphql.p95)} / ${fmt(t.rest.p95)}`,
    ];
  });
}
const THROUGHPUT_HEADERS = ['rows', 'GraphQL req/s', 'REST req/s', 'GraphQL/REST', 'errors G / R', 'p50 ms G / R', 'p95 ms G / R'];
const THROUGHPUT_ALIGN = ['r', 'r', 'r', 'r', 'r', 'r', 'r'];

function yardstickRows(results) {
  return results
    .filter((r) => r.yardstick)
    .flatMap((r) =>
      ['graphql', 'rest'].map((api) => {
        const y = r.yardstick[api];
        return [
          fmtInt(r.fill.after),
          api === 'graphql' ? 'GraphQL' : 'REST',
          fmt(y.app.rps),
          fmt(y.yardstick.rps),
          `${fmt(y.ratio, 2)}${y.ratio >= 0.5 ? '' : ' (< 0.5)'}`,
          `${fmt(y.app.p95)} / ${fmt(y.yardstick.p95)}`,
          `${y.app.errors} / ${y.yardstick.errors}`,
        ];
      }),
    );
}
const YARDSTICK_HEADERS = ['rows', 'API', 'app req/s', 'yardstick req/s', 'app / yardstick', 'p95 ms app / yardstick', 'errors'];
const YARDSTICK_ALIGN = ['r', 'l', 'r', 'r', 'r', 'r', 'r'];
const YARDSTICK_NOTE =
  'Yardstick: bench/yardstick.mjs, plain node:http + pg running the statements the app runs for that page without its caches (target app / yardstick >= 0.5):';

function loadRows(results) {
  return results.map((r) => [fmtInt(r.fill.after), fmt(r.fill.insertSeconds), fmt(r.fill.indexSeconds), fmt(r.fill.totalSeconds)]);
}
const LOAD_HEADERS = ['rows', 'insert s', 'index rebuild s', 'total s (with VACUUM ANALYZE)'];

function planLines(results) {
  const out = [];
  for (const r of results) {
    if (r.plansError) out.push(`${fmtInt(r.fill.after)} rows: plans not captured (${r.plansError})`);
    if (!r.plans) continue;
    for (const { scenario, plans } of r.plans) {
      for (const p of plans) {
        out.push(
          `${fmtInt(r.fill.after)} rows, ${scenario.label}, ${p.kind} query: ${fmt(p.executionMs, 2)} ms` +
            `${scenario.args.search ? (p.trigram ? ', trigram index used' : ', trigram index NOT used') : ''}\n    ${p.shape}`,
        );
      }
    }
  }
  return out;
}

/** The search expression fills a screen in plans: name it instead. */
function shortenPlanLine(line) {
  return line.replace(/lower\(\({3,}.*growing_time.*?::text\)\)/g, 'lower(<PEPPER_SEARCH_EXPRESSION>)');
}

function fullPlan(results) {
  const last = [...results].reverse().find((r) => r.plans);
  if (!last) return null;
  const page = last.plans[0].plans.find((p) => p.kind === 'page');
  const count = last.plans[0].plans.find((p) => p.kind === 'count');
  return { rows: last.fill.after, label: last.plans[0].scenario.label, page, count };
}

function printSummary(results, env, opts) {
  console.log(`\n=== Catalogue benchmark summary (${env.date}) ===`);
  console.log(`database ${results[0]?.dbVersion ?? opts.db}, node ${env.node}, ${env.cpu}, commit ${env.commit}`);
  console.log(`settings: ${env.settings}`);
  console.log(`${loadNote(results, env)}\n`);
  console.log('Bulk load');
  console.log(table(LOAD_HEADERS, loadRows(results), ['r', 'r', 'r', 'r']));
  console.log(
    `\nLatency: up to ${opts.requests} sequential GraphQL requests per scenario (n; at most ${opts.scenarioSeconds} s each, after a short warm-up)`,
  );
  console.log(table(LATENCY_HEADERS, latencyRows(results), LATENCY_ALIGN));
  console.log(
    `\nThroughput: search 'habanero' by name, take 24; ${opts.concurrency} workers, ${opts.duration} s per API (alternating ABBA slices); target GraphQL/REST >= 0.8`,
  );
  console.log(table(THROUGHPUT_HEADERS, throughputRows(results), THROUGHPUT_ALIGN));
  if (results.some((r) => r.yardstick)) {
    console.log(`\n${YARDSTICK_NOTE}`);
    console.log(table(YARDSTICK_HEADERS, yardstickRows(results), YARDSTICK_ALIGN));
  }
  console.log(
    `\nQuery plans${opts.db === 'pglite' && opts.pglitePlans ? ' (PGlite in-process, after the bulk load, before the server restarts)' : ''}`,
  );
  if (opts.db === 'postgres' || opts.pglitePlans) {
    for (const line of planLines(results)) console.log(`  ${line}`);
    const plan = fullPlan(results);
    for (const kind of ['page', 'count']) {
      if (!plan?.[kind]) continue;
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${fmtInt(plan.rows)} rows, ${plan.label}, ${kind} query:`);
      for (const l of plan[kind].lines) console.log(`  ${shortenPlanLine(l)}`);
    }
  } else {
    console.log(
      '  skipped: the embedded PGlite database lives inside the server process (--pglite-plans explains them in-process; or use --db postgres)',
    );
  }
  const notSame = results.filter((r) => !r.samePage);
  if (notSame.length) console.log(`\nWARNING: GraphQL and REST pages differed at ${notSame.map((r) => r.size).join(', ')} rows`);
}

function resultsSection(results, env, opts) {
  const key = `catalogue:${opts.db}:${opts.sizes.join(',')}`;
  const db = results[0]?.dbVersion ?? opts.db;
  const parts = [
    `<!-- bench:${key} -->`,
    `## Catalogue: ${opts.db}, ${opts.sizes.map(fmtInt).join(' and ')} rows`,
    '',
    `${env.date} · ${db} · Node ${env.node} · ${env.cpu} · commit ${env.commit}  `,
    `\`node bench/run.mjs ${env.settings}\`  `,
    `${loadNote(results, env)}`,
    '',
    'Bulk load (rows inserted with SQL, indexes rebuilt, VACUUM ANALYZE):',
    '',
    markdownTable(LOAD_HEADERS, loadRows(results), ['r', 'r', 'r', 'r']),
    '',
    `Latency, up to ${opts.requests} sequential GraphQL requests per scenario (n; at most ${opts.scenarioSeconds} s each):`,
    '',
    markdownTable(LATENCY_HEADERS, latencyRows(results), LATENCY_ALIGN),
    '',
    `Throughput, search 'habanero' by name, take 24, ${opts.concurrency} concurrent workers, ${opts.duration} s per API (target GraphQL/REST >= 0.8):`,
    '',
    markdownTable(THROUGHPUT_HEADERS, throughputRows(results), THROUGHPUT_ALIGN),
    '',
    ...(results.some((r) => r.yardstick) ? [YARDSTICK_NOTE, '', markdownTable(YARDSTICK_HEADERS, yardstickRows(results), YARDSTICK_ALIGN), ''] : []),
  ];
  if (opts.db === 'postgres' || opts.pglitePlans) {
    parts.push(
      `Query plans (EXPLAIN ANALYZE of the statements the server runs${opts.db === 'pglite' ? '; PGlite in-process, before the server restarts' : ''}):`,
      '',
    );
    for (const line of planLines(results)) parts.push(`- ${line.replace(/\n\s*/, ': `')}\``);
    const plan = fullPlan(results);
    for (const kind of ['page', 'count']) {
      if (!plan?.[kind]) continue;
      parts.push('', `${kind === 'page' ? 'Page' : 'Count'} query plan, ${fmtInt(plan.rows)} rows, ${plan.label}:`, '');
      parts.push('```', `-- ${plan[kind].sql.replace(/\s+/g, ' ').slice(0, 160)}...`, ...plan[kind].lines.map(shortenPlanLine), '```');
    }
  } else {
    parts.push(
      'Query plans: not captured (the embedded database is inside the server process; `--pglite-plans` explains them in-process).',
    );
  }
  parts.push(`<!-- /bench:${key} -->`);
  return { key, text: parts.join('\n') };
}

/** The --varied run's figures, as printed and as written to RESULTS.md. */
function variedSection(results, env, opts) {
  const key = `catalogue-varied:${opts.db}:${opts.sizes.join(',')}${opts.instances > 1 ? `:x${opts.instances}` : ''}`;
  const headers = ['rows', 'what', 'clients', 'req/s', 'p50 ms', 'p95 ms', 'errors', 'distinct / requests', 'cache hits'];
  const rows = results.flatMap((r) =>
    r.varied.phases.map((p) => [
      fmtInt(r.fill.after),
      p.label,
      String(p.concurrency),
      fmt(p.rps),
      fmt(p.p50),
      fmt(p.p95),
      String(p.errors),
      `${fmtInt(p.distinct)} / ${fmtInt(p.ok)}`,
      `${fmt(p.hitRate * 100)} %`,
    ]),
  );
  const parts = [
    `<!-- bench:${key} -->`,
    `## Catalogue, every request different: ${opts.db}, ${opts.sizes.map(fmtInt).join(' and ')} rows${opts.instances > 1 ? `, ${opts.instances} app processes` : ''}`,
    '',
    `${env.date} · ${results[0]?.dbVersion ?? opts.db} · Node ${env.node} · ${env.cpu} · commit ${env.commit}  `,
    `\`node bench/run.mjs ${env.settings}\`  `,
    `${loadNote(results, env)}`,
    '',
    `Closed loop, ${opts.duration} s per phase; each request a different search (one or two words, a typo, Hebrew with`,
    'niqqud, a name and a number), filters (heat, group, country), sort and page (half the first page, the rest up to page 216);',
    'the server runs with `API_BUDGETS=off` (one bench process is every visitor here; bench/budget-cost.mjs measures the budgets):',
    '',
    markdownTable(headers, rows, ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
  ];
  for (const r of results) {
    const m = r.varied.memory;
    if (m) parts.push('', `The server's memory before the phases (${fmtInt(r.fill.after)} rows): ${fmt(m.rss, 0)} MB resident, ${fmt(m.heap, 0)} MB of V8 heap in use.`);
    const single = r.varied.phases.find((p) => p.key === 'single');
    parts.push('', `${fmtInt(r.fill.after)} rows, every request different, one client (GraphQL: each request's own time), by shape, slowest first:`, '');
    parts.push(
      markdownTable(
        ['shape', 'n', 'p50 ms', 'p95 ms'],
        single.shapes.map((s) => [s.shape, String(s.n), fmt(s.p50), fmt(s.p95)]),
        ['l', 'r', 'r', 'r'],
      ),
    );
    if (single.kinds?.length) {
      parts.push('', `${fmtInt(r.fill.after)} rows, one client: where the time goes, by the answer (the order asked for, the matches, the page):`, '');
      parts.push(
        markdownTable(
          ['answer', 'n', 'mean ms', 'p95 ms', 'share of the time'],
          single.kinds.map((k) => [k.kind, String(k.n), fmt(k.mean), fmt(k.p95), `${fmt(k.share * 100)} %`]),
          ['l', 'r', 'r', 'r', 'r'],
        ),
      );
    }
    for (const { request, statements } of r.varied.plans) {
      parts.push('', `Slowest with one client: ${fmt(request.ms)} ms, ${request.shape}: \`${JSON.stringify(request.args)}\` (the SQL path's statements; the index in memory answers most lists without them)`, '');
      for (const st of statements) {
        parts.push('```', `-- ${st.sql.replace(/\s+/g, ' ').slice(0, 160)}...`, ...st.lines.map(shortenPlanLine), '```');
      }
    }
  }
  parts.push(`<!-- /bench:${key} -->`);
  return { key, text: parts.join('\n') };
}

// ------------------------------------------------------------------ main

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  requireBuiltServer();
  const started = performance.now();
  const log = (line) => console.log(`${fmt((performance.now() - started) / 1000).padStart(6)}s ${line}`);
  const env = environment(opts);
  log(`catalogue benchmark: ${env.settings}`);
  const results = [];
  let failed = false;
  try {
    for (const size of opts.sizes) {
      results.push(await benchSize(size, opts, log));
      await runCleanups(); // each size starts from nothing
    }
  } catch (error) {
    failed = true;
    if (!interrupted) console.error(`\nBenchmark failed: ${error instanceof Error ? error.stack : error}`);
  } finally {
    await runCleanups();
  }
  if (interrupted) return;
  if (results.length && opts.varied) {
    const section = variedSection(results, env, opts);
    console.log(`\n${section.text}`);
    if (opts.writeResults && !failed) {
      writeResults(section);
      console.log(`\nWritten to ${RESULTS_FILE}`);
    }
  } else if (results.length) {
    printSummary(results, env, opts);
    if (opts.writeResults && !failed) {
      writeResults(resultsSection(results, env, opts));
      console.log(`\nWritten to ${RESULTS_FILE}`);
    }
  }
  log('done');
  process.exitCode = failed ? 1 : 0;
}

await main();
