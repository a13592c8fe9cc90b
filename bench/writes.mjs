#!/usr/bin/env node
// Write throughput: like toggles (peppers, topics, comments) and new comments, a fixed number of each
// from concurrent clients, against the compiled server (`node server/dist/main.js`) on a throwaway
// PostgreSQL database with the seed data. Afterwards every like counter must have moved by exactly as
// many rows as its reaction table did, and every acknowledged comment must be stored and counted.
//
//   node bench/writes.mjs [--likes 3000] [--comments 1500] [--concurrency 16] [--users 16]
//                         [--baseline DIR] [--baseline-label NAME] [--rounds 3] [--pg-url URL] [--no-results]
//
// --baseline DIR runs a second build of the server (its compiled folder, e.g. the server/dist of an
// earlier commit copied to bench/.data/; inside the repository so its packages resolve) on a database of
// its own, and times both in alternating slices (this build, baseline, baseline, this build, --rounds
// times), so other work on the machine falls on both alike. Everything runs on 127.0.0.1; servers, temp folders and
// databases are removed on exit, failure or Ctrl+C.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createThrowawayDatabase,
  DEFAULT_PG_URL,
  environment,
  fmt,
  fmtInt,
  intIn,
  interrupted,
  loadNote,
  loadNow,
  loadPg,
  makeTempDir,
  markdownTable,
  onCleanup,
  parseFlags,
  pgReachable,
  requireBuiltServer,
  runMain,
  startServer,
  summarise,
  table,
  writeResults,
} from './lib.mjs';
import { gql, processCpuMs, signIn } from './requests.mjs';

const USAGE = `Usage: node bench/writes.mjs [options]
  --likes <n>              like toggles to time per build (default 3000; 100..100000)
  --comments <n>           comments to time per build (default 1500; 100..100000)
  --concurrency <n>        concurrent clients (default 16; 1..256)
  --users <n>              accounts the requests come from (default 16; 1..200)
  --baseline <dir>         another compiled server folder to compare with, in alternating slices
  --baseline-label <name>  what the baseline is, for the tables (default: the folder)
  --rounds <n>             with --baseline: how many times the slices go this, baseline, baseline, this (default 3; 1..20)
  --pg-url <url>           PostgreSQL server (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --no-results             do not write bench/RESULTS.md`;

const opts = { likes: 3000, comments: 1500, concurrency: 16, users: 16, baseline: null, baselineLabel: '', rounds: 3, pgUrl: DEFAULT_PG_URL, results: true };
parseFlags(
  process.argv.slice(2),
  {
    '--likes': (v) => (opts.likes = intIn('--likes', v(), 100, 100_000)),
    '--comments': (v) => (opts.comments = intIn('--comments', v(), 100, 100_000)),
    '--concurrency': (v) => (opts.concurrency = intIn('--concurrency', v(), 1, 256)),
    '--users': (v) => (opts.users = intIn('--users', v(), 1, 200)),
    '--baseline': (v) => (opts.baseline = resolve(v())),
    '--baseline-label': (v) => (opts.baselineLabel = v().trim()),
    '--rounds': (v) => (opts.rounds = intIn('--rounds', v(), 1, 20)),
    '--pg-url': (v) => (opts.pgUrl = v()),
    '--no-results': () => (opts.results = false),
  },
  USAGE,
);
if (opts.baseline && !existsSync(join(opts.baseline, 'main.js'))) throw new Error(`${opts.baseline}/main.js is missing: --baseline takes a compiled server folder`);

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const PASSWORD = 'Bench-writes-1!';
/** Hot targets per kind: many clients like the same few things, as on a popular page. */
const TARGETS_PER_KIND = 4;
const KINDS = ['pepper', 'topic', 'comment'];
const LIKE = {
  pepper: 'mutation($id: ID!) { togglePepperLike(id: $id) { liked likes } }',
  topic: 'mutation($id: ID!) { toggleTopicLike(id: $id) { liked likes } }',
  comment: 'mutation($id: ID!) { toggleCommentLike(id: $id) { liked likes } }',
};
const ADD_COMMENT = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
/** Per kind: the counted table, its reaction table and the reaction table's target column. */
const COUNTED = {
  pepper: ['peppers', 'pepper_likes', 'pepper_id'],
  topic: ['topics', 'topic_likes', 'topic_id'],
  comment: ['comments', 'comment_likes', 'comment_id'],
};

async function gqlOk(base, query, variables, token) {
  const res = await gql(base, query, variables, token);
  if (res.status !== 200 || res.body?.errors) throw new Error(`${query.slice(0, 60)}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.data;
}

/** Each target's counter and its reaction rows, by kind. */
async function likeCounts(db, targets) {
  const counts = {};
  for (const kind of KINDS) {
    const [counted, reactions, column] = COUNTED[kind];
    const { rows } = await db.query(
      `SELECT t.id, t.likes::int AS likes, (SELECT count(*)::int FROM ${reactions} r WHERE r.${column} = t.id) AS rows
       FROM ${counted} t WHERE t.id = ANY($1)`,
      [targets[kind]],
    );
    counts[kind] = new Map(rows.map((r) => [r.id, r]));
  }
  return counts;
}

async function commentCounts(db, topicIds) {
  const { rows } = await db.query(
    `SELECT t.id, t.comments_count::int AS counted,
       (SELECT count(*)::int FROM comments c WHERE c.topic_id = t.id AND c.deleted_at IS NULL) AS rows
     FROM topics t WHERE t.id = ANY($1)`,
    [topicIds],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * One build of the server on its own database, with moderator accounts (no posting limit applies to
 * them, so the figures are the write path's, not the limit's), hot targets, and per kind of write the
 * request for index i and the running totals of its timed slices.
 */
async function prepare(name, main) {
  const { databaseUrl, dbVersion } = await createThrowawayDatabase(opts.pgUrl, `pa_bench_writes_${process.pid}_${name}`);
  const server = await startServer({ dataDir: makeTempDir('pepper-atlas-writes-'), databaseUrl, label: `writes ${name}`, main });
  const base = server.url;
  const admin = await signIn(base, ADMIN);
  const tokens = [];
  for (let i = 0; i < opts.users; i++) {
    const account = { email: `bench.writes.${i}@example.com`, password: PASSWORD };
    await gqlOk(
      base,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { ...account, username: `bench_writes_${i}`, firstName: 'Bench', lastName: 'Writer', role: 'moderator' } },
      admin,
    );
    tokens.push(await signIn(base, account));
  }
  const peppers = (await gqlOk(base, `{ peppers(take: ${TARGETS_PER_KIND}, sortBy: popularity) { items { id } } }`)).peppers.items;
  const topics = (await gqlOk(base, '{ topics(limit: 20) { topics { id locked } } }')).topics.topics.filter((t) => !t.locked);
  const topicIds = topics.slice(0, TARGETS_PER_KIND).map((t) => t.id);
  const commentIds = [];
  for (let i = 0; i < TARGETS_PER_KIND; i++) {
    commentIds.push((await gqlOk(base, ADD_COMMENT, { input: { topicId: topicIds[0], text: `Liked by the benchmark ${i}` } }, admin)).addComment.id);
  }
  const targets = { pepper: peppers.map((p) => p.id), topic: topicIds, comment: commentIds };
  const db = new (await loadPg()).Client({ connectionString: databaseUrl });
  await db.connect();
  onCleanup(`close pg client ${name}`, () => db.end());
  const side = (request) => ({ request, next: 0, ok: 0, errors: 0, firstError: undefined, elapsed: 0, cpu: 0, latencies: [], results: [] });
  return {
    name,
    server,
    db,
    dbVersion,
    targets,
    topicIds,
    likesBefore: await likeCounts(db, targets),
    commentsBefore: await commentCounts(db, topicIds),
    // The kinds take turns, the accounts take turns within a kind, and a target stays hot for a while, so
    // parallel requests meet on the same counter rows (one account never toggles one target twice at once).
    likes: side((i) => {
      const kind = KINDS[i % 3];
      const target = targets[kind][Math.floor(i / (3 * opts.users)) % TARGETS_PER_KIND];
      return gql(base, LIKE[kind], { id: target }, tokens[Math.floor(i / 3) % opts.users]);
    }),
    comments: side((i) =>
      gql(base, ADD_COMMENT, { input: { topicId: topicIds[i % TARGETS_PER_KIND], text: `bench ${name} ${i}` } }, tokens[i % opts.users]),
    ),
  };
}

/**
 * `count` more requests of one kind from `concurrency` clients, each sending its next request when the
 * last one answered; adds to the kind's totals. The server's CPU per request is steadier than its
 * throughput on a busy machine.
 */
async function slice(build, totals, count, timed = true) {
  const from = totals.next;
  totals.next += count;
  let next = 0;
  const latencies = [];
  const cpuBefore = processCpuMs(build.server.pid);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < count && !interrupted) {
        const i = from + next++;
        const start = performance.now();
        const res = await totals.request(i).catch((error) => ({ status: 0, body: { network: String(error?.cause?.code ?? error) } }));
        if (res.status === 200 && res.body && !res.body.errors) {
          latencies.push(performance.now() - start);
          totals.results.push(res.body.data);
        } else {
          totals.errors++;
          totals.firstError ??= `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        }
      }
    }),
  );
  if (!timed) return;
  totals.elapsed += (performance.now() - t0) / 1000;
  totals.cpu += processCpuMs(build.server.pid) - cpuBefore;
  totals.ok += latencies.length;
  totals.latencies.push(...latencies);
}

/** After the load: whether every counter moved by its rows and every acknowledged comment is stored. */
async function checks(build) {
  const likesAfter = await likeCounts(build.db, build.targets);
  const drifted = [];
  for (const kind of KINDS) {
    for (const [id, after] of likesAfter[kind]) {
      const before = build.likesBefore[kind].get(id);
      // The seed's counters need not equal their rows: compare how far each moved.
      const drift = after.likes - before.likes - (after.rows - before.rows);
      if (drift !== 0) drifted.push(`${kind} ${id.slice(0, 8)} ${drift > 0 ? '+' : ''}${drift}`);
    }
  }
  const commentsAfter = await commentCounts(build.db, build.topicIds);
  const miscounted = [...commentsAfter].filter(([id, after]) => {
    const before = build.commentsBefore.get(id);
    return after.counted - before.counted !== after.rows - before.rows;
  });
  const acked = build.comments.results.map((d) => d.addComment.id);
  const stored = (await build.db.query('SELECT count(*)::int AS n FROM comments WHERE id = ANY($1)', [acked])).rows[0].n;
  const errors = build.likes.errors + build.comments.errors;
  const label = opts.baseline ? `${build.name}: ` : '';
  return [
    [`${label}errors`, fmtInt(errors), errors === 0],
    [`${label}like counters moved by their rows`, drifted.length ? drifted.join(', ') : `all ${TARGETS_PER_KIND * KINDS.length}`, drifted.length === 0],
    [`${label}acknowledged comments stored`, `${fmtInt(stored)} of ${fmtInt(acked.length)}`, stored === acked.length],
    [`${label}topic comment counts moved by their rows`, miscounted.length ? `${miscounted.length} topics off` : 'yes', miscounted.length === 0],
  ];
}

async function main() {
  requireBuiltServer();
  if (!(await pgReachable(opts.pgUrl))) throw new Error(`PostgreSQL is not reachable at ${opts.pgUrl}`);
  const env = environment({});
  const baselineLabel = opts.baselineLabel || opts.baseline;
  const builds = [await prepare('this build')];
  if (opts.baseline) builds.push(await prepare('baseline', join(opts.baseline, 'main.js')));
  const [current, baseline] = builds;
  const dbVersion = current.dbVersion;
  console.log(
    `Writes: ${fmtInt(opts.likes)} like toggles and ${fmtInt(opts.comments)} comments per build, ${opts.concurrency} clients, ${opts.users} accounts, ${dbVersion}` +
      (baseline ? `; this build against ${baselineLabel}, in alternating slices` : ''),
  );

  const loads = [];
  for (const kind of ['likes', 'comments']) {
    const count = kind === 'likes' ? opts.likes : opts.comments;
    // Warm-up (JIT, pools, caches): a tenth, not timed.
    for (const build of builds) await slice(build, build[kind], Math.ceil(count / 10), false);
    loads.push(loadNow());
    const order = baseline ? Array.from({ length: opts.rounds }, () => [current, baseline, baseline, current]).flat() : [current];
    const per = Math.ceil(count / (order.length / builds.length));
    for (const build of order) await slice(build, build[kind], per);
  }

  const results = [];
  for (const build of builds) results.push(...(await checks(build)));
  for (const build of builds) await build.server.stop();

  const headers = ['writes', 'build', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'max ms', 'server CPU ms/req'];
  const row = (what, build) => {
    const t = build[what];
    const s = summarise(t.latencies);
    const name = build === baseline ? baselineLabel : 'this build';
    return [what === 'likes' ? 'like toggles' : 'comments', name, fmtInt(t.ok), fmtInt(t.errors), fmt(t.ok / t.elapsed, 0), fmt(s.p50), fmt(s.p95), fmt(s.max), fmt(t.cpu / t.ok, 2)];
  };
  const rows = ['likes', 'comments'].flatMap((what) => builds.map((build) => row(what, build)));
  const ratios = baseline
    ? ['likes', 'comments'].map((what) => {
        const rps = (b) => b[what].ok / b[what].elapsed;
        const cpu = (b) => b[what].cpu / b[what].ok;
        return [`${what === 'likes' ? 'like toggles' : 'comments'}: this build / baseline`, fmt(rps(current) / rps(baseline), 2), fmt(cpu(current) / cpu(baseline), 2)];
      })
    : [];
  const note = loadNote(env, loads);
  console.log(`\n${table(headers, rows, 'llrrrrrrr')}\n`);
  if (ratios.length) console.log(`${table(['ratio', 'req/s', 'server CPU ms/req'], ratios, 'lrr')}\n`);
  console.log(table(['check', 'result', 'pass'], results.map(([a, b, ok]) => [a, b, ok ? 'yes' : 'NO']), 'llc'));
  for (const build of builds) for (const t of [build.likes, build.comments]) if (t.firstError) console.log(`first error (${build.name}):`, t.firstError);
  console.log(note);

  if (opts.results) {
    writeResults({
      key: 'writes',
      text: [
        '<!-- bench:writes -->',
        '## Writes: likes and comments (`node bench/writes.mjs`)',
        '',
        `${env.date}: per build ${fmtInt(opts.likes)} like toggles (${TARGETS_PER_KIND} hot targets each of peppers, topics and comments) and ${fmtInt(opts.comments)} comments (${TARGETS_PER_KIND} topics), after a warm-up of a tenth of each; ${opts.concurrency} clients, ${opts.users} moderator accounts; ${dbVersion}, default pool; ` +
          (baseline ? `this build (commit ${env.commit}) and ${baselineLabel} timed in alternating slices (this, baseline, baseline, this; ${opts.rounds} times), each on its own database; ` : `commit ${env.commit}; `) +
          `server CPU is the Node process's (PostgreSQL's not included); Node ${env.node}, ${env.cpu}. ${note}.`,
        '',
        markdownTable(headers, rows, 'llrrrrrrr'),
        ...(ratios.length ? ['', markdownTable(['ratio', 'req/s', 'server CPU ms/req'], ratios, 'lrr')] : []),
        '',
        markdownTable(
          ['check', 'result', 'pass'],
          results.map(([a, b, ok]) => [a, b, ok ? 'yes' : '**no**']),
          'llc',
        ),
        '<!-- /bench:writes -->',
      ].join('\n'),
    });
  }
  const passed = results.every(([, , ok]) => ok);
  console.log(passed ? '\nPASS' : '\nFAIL');
  return passed;
}

runMain(main);
