#!/usr/bin/env node
// What the API budgets (issue 35) cost per request: servers on one PostgreSQL database, the same build, one
// counting budgets (the default) and one with API_BUDGETS=off, loaded in alternating slices (compareThroughput), and
// a control: a second server without budgets against the first, whose ratio is the noise between two identical
// servers on this machine (a third server seeds the database first, so the measured ones start alike):
// - the catalogue's first page as a guest asks for it (the cached guest answer, replayed before any budget): target
//   >= 0.9x of its throughput without budgets (issue 35);
// - the same query for a signed-in member (it runs, and spends its cost of the member's budget: one UPSERT of the
//   member's window row per request, or a Redis call with REDIS_URL);
// - REST /api/peppers with an API key (one point per request).
// Prints req/s, p95 and the server's CPU per request of each side.
//
//   node bench/budget-cost.mjs [--duration 8] [--concurrency 32] [--redis redis://127.0.0.1:6379] [--no-results]

import { randomBytes } from 'node:crypto';
import {
  DEFAULT_PG_URL,
  environment,
  fmt,
  intIn,
  loadNote,
  loadNow,
  makeTempDir,
  markdownTable,
  parseFlags,
  requireBuiltServer,
  runMain,
  startServer,
  table,
  writeResults,
  createThrowawayDatabase,
} from './lib.mjs';
import { CLIENT_CATALOGUE_QUERY, compareThroughput, gql, processCpuMs, rawRequest, signIn } from './requests.mjs';

const USAGE = `Usage: node bench/budget-cost.mjs [options]
  --duration <s>       seconds per side of each comparison (default 8; 2..120)
  --concurrency <n>    concurrent clients (default 32; 1..512)
  --redis <url>        count the budgets in Redis (default: in the database)
  --pg-url <url>       PostgreSQL server (default $BENCH_PG_URL or ${DEFAULT_PG_URL})
  --no-results         do not write bench/RESULTS.md`;

const TARGET = 0.9;
const opts = { duration: 8, concurrency: 32, redis: undefined, pgUrl: DEFAULT_PG_URL, results: true };
parseFlags(
  process.argv.slice(2),
  {
    '--duration': (v) => (opts.duration = intIn('--duration', v(), 2, 120)),
    '--concurrency': (v) => (opts.concurrency = intIn('--concurrency', v(), 1, 512)),
    '--redis': (v) => (opts.redis = v()),
    '--pg-url': (v) => (opts.pgUrl = v()),
    '--no-results': () => (opts.results = false),
  },
  USAGE,
);

const USER = { email: 'user@pepperatlas.dev', password: 'PepperUser1!' };
const VARIABLES = { sortBy: 'name', sortOrder: 'asc', language: 'he', skip: 0, take: 12 };
const body = JSON.stringify({ query: CLIENT_CATALOGUE_QUERY, variables: VARIABLES });

const catalogue = (url, token) =>
  rawRequest(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    json: true,
  });
const restList = (url, key) => rawRequest(`${url}/api/peppers?take=12&sortBy=name`, { headers: { authorization: `Bearer ${key}` } });

async function main() {
  requireBuiltServer();
  const env = environment(`--duration ${opts.duration} --concurrency ${opts.concurrency}${opts.redis ? ' --redis' : ''}`);
  const store = opts.redis ? 'Redis' : 'the database';
  const { databaseUrl, dbVersion } = await createThrowawayDatabase(opts.pgUrl, `pepper_atlas_budget_cost_${process.pid}`);
  // Budgets far above what the run spends: the figure is the counting, never a refusal.
  const settings = JSON.stringify({ keyPointsPerHour: 10_000_000, memberPointsPerHour: 10_000_000, guestPointsPerHour: 10_000_000 });
  // One secret for both: a member's token works on either server, as in any deployment of several processes.
  const shared = { JWT_SECRET: randomBytes(32).toString('hex'), ...(opts.redis ? { REDIS_URL: opts.redis, REDIS_PREFIX: `pa-budget-cost-${process.pid}:` } : {}) };
  // The seeding runs in a server of its own: the servers measured start alike, none carrying a seed's garbage or warmth.
  const seeder = await startServer({ dataDir: makeTempDir('pa-budget-seed-'), databaseUrl, label: 'seeding', env: { SEED_SETTINGS: settings, ...shared } });
  await seeder.stop();
  const counted = await startServer({ dataDir: makeTempDir('pa-budget-on-'), databaseUrl, label: 'budgets on', seed: false, env: shared });
  const uncounted = await startServer({ dataDir: makeTempDir('pa-budget-off-'), databaseUrl, label: 'budgets off', seed: false, env: { API_BUDGETS: 'off', ...shared } });
  // The control: a second server without budgets, loaded against the first the same way. Its ratio is what two
  // identical servers differ by on this machine (the noise any other ratio is read against).
  const control = await startServer({ dataDir: makeTempDir('pa-budget-control-'), databaseUrl, label: 'budgets off (control)', seed: false, env: { API_BUDGETS: 'off', ...shared } });
  const member = await signIn(counted.url, USER);
  const created = await gql(counted.url, 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }', { input: { name: 'bench', scopes: ['read'] } }, member);
  const key = created.body?.data?.createApiKey?.key;
  if (!key) throw new Error(`No API key: ${JSON.stringify(created.body).slice(0, 300)}`);
  const cpu = { on: () => processCpuMs(counted.pid), off: () => processCpuMs(uncounted.pid) };
  const controlCpu = { on: () => processCpuMs(control.pid), off: () => processCpuMs(uncounted.pid) };
  const loadBefore = loadNow();

  const rows = [];
  for (const [scenario, request, servers = counted, cpuTime = cpu] of [
    ['guest, cached catalogue answer (GraphQL)', (url) => catalogue(url)],
    ['control: the same, both servers without budgets', (url) => catalogue(url), control, controlCpu],
    ['member, catalogue query (GraphQL, spends its cost)', (url) => catalogue(url, member)],
    ['API key, REST /api/peppers (1 point)', (url) => restList(url, key)],
  ]) {
    console.log(`${scenario}: ${opts.concurrency} clients, ${opts.duration} s each side...`);
    const r = await compareThroughput({ on: () => request(servers.url), off: () => request(uncounted.url) }, { duration: opts.duration, concurrency: opts.concurrency }, cpuTime);
    rows.push({ scenario, ...r });
    console.log(`  on ${fmt(r.on.rps)} req/s, off ${fmt(r.off.rps)} req/s: ${fmt(r.ratio, 2)}x; server CPU ${fmt(r.on.cpuPerRequest, 3)} / ${fmt(r.off.cpuPerRequest, 3)} ms per request`);
  }
  const loadAfter = loadNow();
  await counted.stop();
  await uncounted.stop();
  await control.stop();

  const heading = ['request', 'budgets on req/s', 'off req/s', 'on / off', 'p95 ms on / off', 'server CPU ms per request on / off', 'errors'];
  const cells = rows.map((r) => [
    r.scenario,
    fmt(r.on.rps),
    fmt(r.off.rps),
    fmt(r.ratio, 2),
    `${fmt(r.on.p95)} / ${fmt(r.off.p95)}`,
    `${fmt(r.on.cpuPerRequest, 3)} / ${fmt(r.off.cpuPerRequest, 3)}`,
    String(r.on.errors + r.off.errors),
  ]);
  console.log(`\n${table(heading, cells)}\n${loadNote(env, [loadBefore])}`);
  const key_ = `budget-cost-${opts.redis ? 'redis' : 'postgres'}`;
  if (opts.results) {
    writeResults({
      key: key_,
      text: [
        `<!-- bench:${key_} -->`,
        `## What the API budgets cost (counted in ${store})`,
        `\`node bench/budget-cost.mjs ${env.settings}\`, ${env.date}, Node ${env.node}, ${env.cpu}, commit ${env.commit}, ${dbVersion}.`,
        `Servers on one database, one counting budgets and one with \`API_BUDGETS=off\`, in alternating slices, and a control row: a second server without budgets against the first (the noise between two identical servers here). Target: the guest's cached catalogue answer at least ${TARGET}x of its throughput without budgets (it is replayed before any budget):`,
        markdownTable(heading, cells),
        `${loadNote(env, [loadBefore])}; ${fmt(loadAfter, 2)} after.`,
        `<!-- /bench:${key_} -->`,
      ].join('\n\n'),
    });
  }
  const errors = rows.some((r) => r.on.errors + r.off.errors > 0);
  if (errors) console.error(`Errors: ${rows.map((r) => r.on.firstError ?? r.off.firstError).filter(Boolean).join('; ')}`);
  return rows[0].ratio >= TARGET && !errors;
}

runMain(main);
