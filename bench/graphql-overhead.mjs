#!/usr/bin/env node
// GraphQL overhead: (1) our `{ __typename }` throughput against a bare Apollo Server (bench/bare-apollo.mjs:
// the same Apollo, Express integration and graphql, nothing else) in the same run, target ratio >= 0.6;
// (2) the catalogue page over GraphQL against the same page over REST in the same server process,
// target ratio >= 0.8; (3) the same page as the client asks for it as a guest (a persisted query over GET,
// issue 17) against REST, target >= 0.9. The pairs alternate in ABBA slices. Exits 1 when a target is missed.
//
//   node bench/graphql-overhead.mjs [--duration 10] [--concurrency 16] [--no-results]
//
// The app runs compiled (`npm run build` first) on embedded PGlite in a temp folder with the seed data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  environment,
  fmt,
  freePort,
  intIn,
  loadNote,
  loadNow,
  makeTempDir,
  markdownTable,
  onCleanup,
  parseFlags,
  requireBuiltServer,
  ROOT,
  runMain,
  sleep,
  startServer,
  table,
  writeResults,
} from './lib.mjs';
import { compareThroughput, graphqlPage, graphqlPageGet, processCpuMs, REQUEST_TIMEOUT_MS, restPage } from './requests.mjs';

const USAGE = `Usage: node bench/graphql-overhead.mjs [options]
  --duration <s>      seconds per side of each comparison (default 10; 1..120)
  --concurrency <n>   concurrent workers (default 16; 1..64)
  --no-results        do not write bench/RESULTS.md`;

const TYPENAME_TARGET = 0.6;
const REST_TARGET = 0.8;
/** Issue 17: the page as the client asks for it as a guest (a persisted query over GET) against REST. */
const GET_TARGET = 0.9;
/** The catalogue page of the comparison with REST (the first page of the catalogue as the client asks for it). */
const PAGE_ARGS = { sortBy: 'name', take: 24 };

function parseOptions(argv) {
  const opts = { duration: 10, concurrency: 16, results: true };
  parseFlags(
    argv,
    {
      '--duration': (value) => (opts.duration = intIn('--duration', value(), 1, 120)),
      '--concurrency': (value) => (opts.concurrency = intIn('--concurrency', value(), 1, 64)),
      '--no-results': () => (opts.results = false),
    },
    USAGE,
  );
  return opts;
}

/** Starts bench/bare-apollo.mjs on a free port; resolves when it prints "listening". */
async function startBareApollo() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'bare-apollo.mjs')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  onCleanup('stop the bare Apollo Server', async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
  });
  await new Promise((resolveReady, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolveReady());
    child.once('exit', (code) => reject(new Error(`bench/bare-apollo.mjs exited with code ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid };
}

async function typename(url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{ __typename }"}',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  if (res.status !== 200 || !text.includes('"__typename":"Query"')) throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  requireBuiltServer();
  const env = environment(`--duration ${opts.duration} --concurrency ${opts.concurrency}`);
  console.log(`GraphQL overhead: ${opts.concurrency} workers, ${opts.duration} s per side, ABBA slices`);
  const app = await startServer({ dataDir: makeTempDir('pa-overhead-'), label: 'app' });
  const bare = await startBareApollo();
  // Both answer before anything is timed.
  await typename(app.url);
  await typename(bare.url);
  const page = await graphqlPage(app.url, PAGE_ARGS);
  const restIds = (await restPage(app.url, PAGE_ARGS)).ids;
  if (page.ids.join() !== restIds.join()) throw new Error('GraphQL and REST answered different catalogue pages');
  if ((await graphqlPageGet(app.url, PAGE_ARGS)).ids.join() !== restIds.join()) throw new Error('GraphQL GET and REST answered different pages');

  const loads = [loadNow()];
  console.log('1/3 { __typename }: the app against a bare Apollo Server...');
  const appCpu = () => processCpuMs(app.pid);
  const t = await compareThroughput({ app: () => typename(app.url), bare: () => typename(bare.url) }, opts, {
    app: appCpu,
    bare: () => processCpuMs(bare.pid),
  });
  loads.push(loadNow());
  console.log(`2/3 the catalogue page (${page.ids.length} peppers) over GraphQL and over REST, one process...`);
  const p = await compareThroughput({ graphql: () => graphqlPage(app.url, PAGE_ARGS), rest: () => restPage(app.url, PAGE_ARGS) }, opts, {
    graphql: appCpu,
    rest: appCpu,
  });
  loads.push(loadNow());
  // What the client sends for a guest: a persisted query over GET (the hash registered above).
  console.log('3/3 the catalogue page over GraphQL as a persisted query (GET) and over REST...');
  const g = await compareThroughput({ graphql: () => graphqlPageGet(app.url, PAGE_ARGS), rest: () => restPage(app.url, PAGE_ARGS) }, opts, {
    graphql: appCpu,
    rest: appCpu,
  });

  const row = (name, r) => [name, fmt(r.rps, 0), fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.cpuPerRequest, 2), String(r.errors)];
  const headers = ['request', 'req/s', 'p50 ms', 'p95 ms', 'server CPU ms/req', 'errors'];
  const rows = [
    row('{ __typename }: app (NestJS + plugins)', t.app),
    row('{ __typename }: bare Apollo Server', t.bare),
    row('catalogue page: GraphQL', p.graphql),
    row('catalogue page: REST /api/peppers', p.rest),
    row('catalogue page: GraphQL persisted query (GET)', g.graphql),
    row('catalogue page: REST /api/peppers (beside the GET)', g.rest),
  ];
  const errors = t.app.errors + t.bare.errors + p.graphql.errors + p.rest.errors + g.graphql.errors + g.rest.errors;
  const checks = [
    ['app / bare Apollo, { __typename }', fmt(t.ratio, 2), `>= ${TYPENAME_TARGET}`, t.ratio >= TYPENAME_TARGET],
    ['GraphQL / REST, catalogue page', fmt(p.ratio, 2), `>= ${REST_TARGET}`, p.ratio >= REST_TARGET],
    ['GraphQL GET (persisted query) / REST, catalogue page', fmt(g.ratio, 2), `>= ${GET_TARGET}`, g.ratio >= GET_TARGET],
    ['errors', String(errors), '0', errors === 0],
  ];
  // The same comparisons by the server's CPU per request (steadier than throughput on a busy machine): shown, not checked.
  const info = [
    ['bare Apollo / app CPU per request, { __typename }', fmt(t.bare.cpuPerRequest / t.app.cpuPerRequest, 2), '-', null],
    ['REST / GraphQL CPU per request, catalogue page', fmt(p.rest.cpuPerRequest / p.graphql.cpuPerRequest, 2), '-', null],
    ['REST / GraphQL GET CPU per request, catalogue page', fmt(g.rest.cpuPerRequest / g.graphql.cpuPerRequest, 2), '-', null],
  ];
  const checkRows = [...checks, ...info].map(([a, b, c, ok]) => [a, b, c, ok === null ? 'info' : ok ? 'yes' : 'NO']);
  console.log(`\n${table(headers, rows, 'lrrrrr')}\n\n${table(['ratio', 'value', 'target', 'pass'], checkRows, 'lrrc')}`);
  for (const r of [t.app, t.bare, p.graphql, p.rest, g.graphql, g.rest]) if (r.firstError) console.log('first error:', r.firstError);
  const note = loadNote(env, loads);
  console.log(note);

  if (opts.results) {
    writeResults({
      key: 'graphql-overhead',
      text: [
        '<!-- bench:graphql-overhead -->',
        '## GraphQL overhead (`node bench/graphql-overhead.mjs`)',
        '',
        `${env.date}: ${opts.concurrency} workers, ${opts.duration} s per side in ABBA slices, PGlite with the seed data; Node ${env.node}, ${env.cpu}, commit ${env.commit}. ${note}.`,
        '',
        markdownTable(headers, rows, 'lrrrrr'),
        '',
        markdownTable(
          ['ratio', 'value', 'target', 'pass'],
          checkRows.map((r) => [...r.slice(0, 3), r[3] === 'NO' ? '**no**' : r[3]]),
          'lrrc',
        ),
        '<!-- /bench:graphql-overhead -->',
      ].join('\n'),
    });
  }
  const passed = checks.every((c) => c[3]);
  console.log(passed ? '\nPASS' : '\nFAIL');
  return passed;
}

runMain(main);
