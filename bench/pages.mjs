#!/usr/bin/env node
// Server-rendered pages against the GraphQL answers they replace: a guest's HTML of /peppers/<slug> and /peppers
// under concurrent clients, beside the same page's cached GraphQL query, measured in one run (alternating slices,
// see compareThroughput), and the server's CPU per uncached render, per route (every request a page not drawn yet).
//
//   node bench/pages.mjs [--size 10000] [--db postgres|pglite] [--duration 10] [--concurrency 32] [--no-results]
//
// Target (issue 32): the HTML reaches at least 0.5x the req/s of the page's cached GraphQL query.

import { performance } from 'node:perf_hooks';
import { insertBatchSql } from './data.mjs';
import {
  DEFAULT_PG_URL,
  environment,
  fmt,
  fmtInt,
  intIn,
  loadNote,
  loadNow,
  markdownTable,
  parseFlags,
  requireBuiltServer,
  runMain,
  secondaryIndexes,
  serverWithData,
  table,
  writeResults,
} from './lib.mjs';
import { CLIENT_CATALOGUE_QUERY as CATALOGUE, compareThroughput, processCpuMs, rawRequest, REQUEST_TIMEOUT_MS } from './requests.mjs';

const USAGE = `Usage: node bench/pages.mjs [options]
  --size <n>           catalogue size in rows (default 10000; 100..1000000)
  --db <pglite|postgres> database (default postgres)
  --duration <s>       seconds per route and kind (default 10; 2..300)
  --concurrency <n>    concurrent clients (default 32; 1..512)
  --pg-url <url>       PostgreSQL server (default $BENCH_PG_URL or ${DEFAULT_PG_URL})
  --no-results         do not write bench/RESULTS.md`;

const opts = { size: 10_000, db: 'postgres', duration: 10, concurrency: 32, pgUrl: DEFAULT_PG_URL, results: true };
parseFlags(
  process.argv.slice(2),
  {
    '--size': (v) => (opts.size = intIn('--size', v(), 100, 1_000_000)),
    '--db': (v) => {
      const db = v();
      if (db !== 'pglite' && db !== 'postgres') throw new Error('--db is pglite or postgres');
      opts.db = db;
    },
    '--duration': (v) => (opts.duration = intIn('--duration', v(), 2, 300)),
    '--concurrency': (v) => (opts.concurrency = intIn('--concurrency', v(), 1, 512)),
    '--pg-url': (v) => (opts.pgUrl = v()),
    '--no-results': () => (opts.results = false),
  },
  USAGE,
);

const HEADERS = { 'apollo-require-preflight': 'true', 'content-type': 'application/json', 'accept-language': 'he' };

/** A page's HTML as a browser asks for it (compressed). */
const get = (url) => rawRequest(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });

/** The page's GraphQL query as the client sends it (its answer is small: not compressed). */
const graphqlLoad = (url, query, variables) =>
  rawRequest(`${url}/graphql`, { method: 'POST', headers: { ...HEADERS, 'accept-encoding': 'gzip' }, body: JSON.stringify({ query, variables }), json: true });

async function graphql(url, query, variables) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = await res.json();
  if (res.status !== 200 || body.errors) throw new Error(`GraphQL: HTTP ${res.status} ${JSON.stringify(body.errors ?? '').slice(0, 200)}`);
  return body.data;
}

// The pages' own first queries, as the client sends them (a guest: the catalogue's page is a guest answer, kept).
const PEPPER = `query PepperBySlug($slug: String!) { pepperBySlug(slug: $slug) {
  id slug name hebName group shu shuMin shuMax description hebDescription origin hebOrigin heatLevel flavor hebFlavor img views likes } }`;

async function fill(query, size, log) {
  const count = async () => Number((await query('SELECT count(*)::int AS n FROM peppers')).rows[0].n);
  const missing = Math.max(0, size - (await count()));
  const indexes = await secondaryIndexes(query, ['peppers']);
  for (const { name } of indexes) await query(`DROP INDEX "${name}"`);
  for (let from = 1; from <= missing; from += 5_000) {
    const to = Math.min(missing, from + 4_999);
    await query(insertBatchSql(from, to));
    log(`  inserted ${fmtInt(to)} / ${fmtInt(missing)}`);
  }
  for (const { def } of indexes) await query(def);
  await query('VACUUM ANALYZE peppers');
  return { after: await count() };
}

async function main() {
  requireBuiltServer();
  const env = environment(`--db ${opts.db} --size ${opts.size} --duration ${opts.duration} --concurrency ${opts.concurrency}`);
  const log = (line) => console.log(line);
  const label = `${opts.db} ${fmtInt(opts.size)}`;
  const { server, pgClient } = await serverWithData({
    db: opts.db,
    pgUrl: opts.pgUrl,
    dbName: `pepper_atlas_pages_${process.pid}`,
    label,
    log,
    fill: async (query, { pglite }) => fill(pglite ? (sql, params) => pglite.query(sql, params) : query, opts.size, log),
  });
  const url = server.url;
  const slugs = (pgClient
    ? (await pgClient.query('SELECT slug FROM peppers WHERE is_active ORDER BY id LIMIT 400')).rows
    : (await graphql(url, '{ peppers(take: 100) { items { slug } } }')).peppers.items
  ).map((row) => row.slug);
  const cpu = () => processCpuMs(server.pid);
  const loadBefore = loadNow();

  // The server's CPU per uncached render: every request a page no one asked for yet (another pepper, another search).
  const uncached = [];
  for (const [route, path] of [
    ['/peppers/:slug', (i) => `/peppers/${slugs[(i + 7) % slugs.length]}?lang=en`],
    ['/peppers', (i) => `/peppers?searchTerm=${encodeURIComponent(['red', 'hot', 'sweet', 'ghost', 'pot', 'bell', 'long', 'gold'][i % 8])}&sortBy=${['name', 'shu', 'popularity', 'newest'][i % 4]}&lang=${i % 2 ? 'en' : 'he'}`],
    ['/forum', (i) => `/forum?page=${(i % 2) + 1}&sortBy=${['date', 'views', 'replies'][i % 3]}&lang=${i % 2 ? 'en' : 'he'}`],
    ['/', (i) => `/?lang=${i % 2 ? 'en' : 'he'}&v=${i}`],
  ]) {
    // Warm the JIT with pages of their own, then measure 24 new ones one after another.
    for (let i = 100; i < 104; i++) await get(`${url}${path(i)}`);
    const before = cpu();
    const t0 = performance.now();
    const n = 24;
    for (let i = 0; i < n; i++) await get(`${url}${path(i)}`);
    uncached.push({ route, cpuMs: before === undefined ? undefined : (cpu() - before) / n, wallMs: (performance.now() - t0) / n });
    log(`[${label}] uncached ${route.padEnd(16)} server CPU ${fmt(uncached.at(-1).cpuMs)} ms per page, ${fmt(uncached.at(-1).wallMs)} ms each`);
  }

  // HTML against the page's cached GraphQL query, same route, one run (alternating slices).
  const pepperSlug = slugs[0];
  const throughput = [];
  for (const [route, html, gql] of [
    ['/peppers/:slug', () => get(`${url}/peppers/${pepperSlug}`), () => graphqlLoad(url, PEPPER, { slug: pepperSlug })],
    ['/peppers', () => get(`${url}/peppers`), () => graphqlLoad(url, CATALOGUE, { sortBy: 'name', sortOrder: 'asc', language: 'he', skip: 0, take: 12 })],
  ]) {
    log(`[${label}] ${route}: HTML and GraphQL, ${opts.concurrency} clients, ${opts.duration} s each...`);
    const r = await compareThroughput({ html, graphql: gql }, { duration: opts.duration, concurrency: opts.concurrency }, { html: cpu, graphql: cpu });
    throughput.push({ route, ...r });
    log(
      `[${label}] ${route.padEnd(16)} HTML ${fmt(r.html.rps)} req/s (p95 ${fmt(r.html.p95)} ms, ${r.html.errors} errors), ` +
        `GraphQL ${fmt(r.graphql.rps)} req/s (p95 ${fmt(r.graphql.p95)} ms), HTML/GraphQL ${fmt(r.ratio, 2)} (target >= 0.5)`,
    );
  }
  const loadAfter = loadNow();
  await server.stop();

  const heading = ['route', 'HTML req/s', 'HTML p95 ms', 'GraphQL req/s', 'GraphQL p95 ms', 'HTML / GraphQL', 'server CPU ms per HTML / GraphQL request', 'errors'];
  const rows = throughput.map((t) => [
    t.route,
    fmt(t.html.rps),
    fmt(t.html.p95),
    fmt(t.graphql.rps),
    fmt(t.graphql.p95),
    fmt(t.ratio, 2),
    `${fmt(t.html.cpuPerRequest, 3)} / ${fmt(t.graphql.cpuPerRequest, 3)}`,
    String(t.html.errors + t.graphql.errors),
  ]);
  const cpuHeading = ['route', 'server CPU ms per uncached page', 'ms per page (one client)'];
  const cpuRows = uncached.map((u) => [u.route, fmt(u.cpuMs), fmt(u.wallMs)]);
  console.log(`\n${table(heading, rows)}\n\n${table(cpuHeading, cpuRows)}\n${loadNote(env, [loadBefore])}`);
  if (opts.results) {
    const key = `pages-${opts.db}`;
    const text = [
      `<!-- bench:${key} -->`,
      `## Server-rendered pages (${label})`,
      `\`node bench/pages.mjs ${env.settings}\`, ${env.date}, Node ${env.node}, ${env.cpu}, commit ${env.commit}.`,
      "A guest's HTML of the page (kept one second and by the content versions) against the same page's first GraphQL query, alternating slices in one run; the load (node:http over kept-alive sockets) does not inflate what it receives, as wrk would not:",
      markdownTable(heading, rows),
      "Server CPU per page nobody asked for yet (another pepper, another search; includes the page's GraphQL queries, answered in process):",
      markdownTable(cpuHeading, cpuRows),
      `${loadNote(env, [loadBefore])}; ${fmt(loadAfter, 2)} after.`,
      `<!-- /bench:${key} -->`,
    ].join('\n\n');
    writeResults({ key, text });
  }
  // Passes when the HTML reaches half of the GraphQL answer's throughput on both routes.
  return throughput.every((t) => t.ratio >= 0.5);
}

runMain(main);
