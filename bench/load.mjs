#!/usr/bin/env node
// Load and fault benchmark against PostgreSQL: mixed reads and writes from many connections for a
// fixed time, against the compiled server (`node server/dist/main.js`) on a throwaway database.
//
//   node bench/load.mjs [--seconds 60] [--connections 64] [--write-share 0.2] [--pg-url URL]
//                       [--fault] [--down-seconds 8] [--pg-stop CMD] [--pg-start CMD] [--no-results]
//
// Passes when: no request fails outside a database outage (every answer 2xx; a network error or any
// 5xx is an error), the server's memory (RSS) grows less than 10% from the end of the warm-up to the
// end, and every write the API acknowledged is in the database afterwards (comments by id; view
// counts at least the acknowledged increments).
//
// With --fault, PostgreSQL is stopped a third of the way in and started again --down-seconds later
// (default commands: pg_ctlcluster for the cluster on the --pg-url port). While it is down every
// answer must be a clear 503 (REST status, or GraphQL's HTTP 503 with SERVICE_UNAVAILABLE), and the
// API must serve database reads again within 5 s of PostgreSQL accepting connections.
// Stopping PostgreSQL affects everything else using that server: point --pg-url at a cluster of your
// own (e.g. `pg_createcluster 15 bench -p 5433 --start`) when others share the machine's server.

import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  createThrowawayDatabase,
  DEFAULT_PG_URL,
  environment,
  fmt,
  fmtInt,
  intIn,
  interrupted,
  loadPg,
  makeTempDir,
  markdownTable,
  parseFlags,
  pgReachable,
  requireBuiltServer,
  runMain,
  seededRandom,
  sleep,
  startServer,
  summarise,
  table,
  writeResults,
} from './lib.mjs';
import { gql, signIn } from './requests.mjs';

// ------------------------------------------------------------------ options

const USAGE = `Usage: node bench/load.mjs [options]
  --seconds <s>        load duration (default 60; 5..3600)
  --connections <n>    concurrent clients (default 64; 1..1024)
  --write-share <f>    share of requests that write (default 0.2; 0..1)
  --pg-url <url>       PostgreSQL server (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --fault              stop PostgreSQL during the load and start it again
  --down-seconds <s>   how long PostgreSQL stays down with --fault (default 8; 1..120)
  --pg-stop <cmd>      command that stops the server (default: pg_ctlcluster <version> <cluster on that port> stop -m fast)
  --pg-start <cmd>     command that starts it (default: the same with start)
  --no-results         do not write bench/RESULTS.md`;

const opts = {
  seconds: 60,
  connections: 64,
  writeShare: 0.2,
  pgUrl: DEFAULT_PG_URL,
  fault: false,
  downSeconds: 8,
  pgStop: '',
  pgStart: '',
  results: true,
};
parseFlags(
  process.argv.slice(2),
  {
    '--seconds': (v) => (opts.seconds = intIn('--seconds', v(), 5, 3600)),
    '--connections': (v) => (opts.connections = intIn('--connections', v(), 1, 1024)),
    '--write-share': (v) => {
      const share = Number(v());
      if (!(share >= 0 && share <= 1)) throw new Error('--write-share must be between 0 and 1');
      opts.writeShare = share;
    },
    '--pg-url': (v) => (opts.pgUrl = v()),
    '--fault': () => (opts.fault = true),
    '--down-seconds': (v) => (opts.downSeconds = intIn('--down-seconds', v(), 1, 120)),
    '--pg-stop': (v) => (opts.pgStop = v()),
    '--pg-start': (v) => (opts.pgStart = v()),
    '--no-results': () => (opts.results = false),
  },
  USAGE,
);

/** The Debian cluster (version and name) listening on the --pg-url port, for the default commands. */
function clusterCommands() {
  if (opts.pgStop && opts.pgStart) return { stop: opts.pgStop, start: opts.pgStart };
  const port = new URL(opts.pgUrl).port || '5432';
  const line = execSync('pg_lsclusters --no-header', { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((cols) => cols[2] === port);
  if (!line) throw new Error(`No local PostgreSQL cluster listens on port ${port}: give --pg-stop and --pg-start`);
  const [version, cluster] = line;
  const base = `pg_ctlcluster --skip-systemctl-redirect ${version} ${cluster}`;
  return { stop: opts.pgStop || `${base} stop -m fast`, start: opts.pgStart || `${base} start` };
}

// ------------------------------------------------------------------ clients

const ACCOUNTS = {
  admin: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' },
  moderator: { email: 'moshe.avraham@example.com', password: 'Community1!' },
  user: { email: 'user@pepperatlas.dev', password: 'PepperUser1!' },
};

// ------------------------------------------------------------------ the workload

const Q = {
  peppers: '{ peppers(take: 24, sortBy: shu) { totalItems items { id name heatLevel shu img } } }',
  pepperSearch: 'query($s: String!) { peppers(search: $s, take: 24) { totalItems items { id name } } }',
  forum:
    '{ topics(limit: 20) { total totalPages topics { id title views commentsCount author { username } } pinnedTopics { id } stats { totalTopics } } }',
  topic:
    'query($id: ID!) { topic(id: $id) { id title views commentsCount comments(page: 1) { totalItems items { id text author { username } } } } }',
  addComment: 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
  views: 'mutation($id: ID!) { incrementTopicViews(id: $id) }',
  like: 'mutation($id: ID!) { toggleTopicLike(id: $id) { liked } }',
};

/** One request of the mix; returns what it wrote when the API acknowledged a write. */
function pickRequest(ctx, rng) {
  const topicId = ctx.topicIds[Math.floor(rng() * ctx.topicIds.length)];
  if (rng() < opts.writeShare) {
    const r = rng();
    if (r < 0.4) {
      const text = `load ${ctx.runId} ${ctx.seq++}`;
      const token = rng() < 0.5 ? ctx.tokens.admin : ctx.tokens.moderator;
      const openId = ctx.openTopicIds[Math.floor(rng() * ctx.openTopicIds.length)];
      return {
        kind: 'write:comment',
        run: () => gql(ctx.base, Q.addComment, { input: { topicId: openId, text } }, token),
        ack: (b) => ({ comment: b?.data?.addComment?.id }),
      };
    }
    if (r < 0.8) return { kind: 'write:views', run: () => gql(ctx.base, Q.views, { id: topicId }), ack: () => ({ view: topicId }) };
    return { kind: 'write:like', run: () => gql(ctx.base, Q.like, { id: topicId }, ctx.tokens.user), ack: () => ({}) };
  }
  const r = rng();
  if (r < 0.25) return { kind: 'read:peppers', run: () => gql(ctx.base, Q.peppers, {}) };
  if (r < 0.4)
    return {
      kind: 'read:search',
      run: () => gql(ctx.base, Q.pepperSearch, { s: ['hab', 'jal', 'reaper', 'פלפל', 'scotch'][Math.floor(rng() * 5)] }),
    };
  if (r < 0.6) return { kind: 'read:forum', run: () => gql(ctx.base, Q.forum, {}) };
  if (r < 0.8) return { kind: 'read:topic', run: () => gql(ctx.base, Q.topic, { id: topicId }) };
  if (r < 0.9)
    return {
      kind: 'read:rest-peppers',
      run: () =>
        fetch(`${ctx.base}/api/peppers`, { signal: AbortSignal.timeout(15_000) }).then(async (res) => ({
          status: res.status,
          body: await res.json().catch(() => null),
        })),
    };
  return {
    kind: 'read:rest-topics',
    run: () =>
      fetch(`${ctx.base}/api/topics?limit=20`, { signal: AbortSignal.timeout(15_000) }).then(async (res) => ({
        status: res.status,
        body: await res.json().catch(() => null),
      })),
  };
}


/** What an answer means: ok, a clear 503, or an error (5xx other than 503, a GraphQL error, a network failure). */
function classify(res) {
  if (res.status === 503) return 'unavailable';
  if (res.status >= 200 && res.status < 300 && !(res.body && res.body.errors)) return 'ok';
  return 'error';
}

const rssBytes = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
};

// ------------------------------------------------------------------ main

async function main() {
  requireBuiltServer();
  if (!(await pgReachable(opts.pgUrl))) throw new Error(`PostgreSQL is not reachable at ${opts.pgUrl}`);
  const commands = opts.fault ? clusterCommands() : null;
  const env = environment({});
  const { databaseUrl, dbVersion } = await createThrowawayDatabase(opts.pgUrl, `pa_bench_load_${process.pid}`);
  const server = await startServer({
    dataDir: makeTempDir('pepper-atlas-load-'),
    databaseUrl,
    label: 'load',
    env: { DB_POOL_SIZE: '20' },
  });
  const base = server.url;
  const tokens = {
    admin: await signIn(base, ACCOUNTS.admin),
    moderator: await signIn(base, ACCOUNTS.moderator),
    user: await signIn(base, ACCOUNTS.user),
  };
  // Captcha and email verification do not apply to signed-in writes; turn nothing off.
  const topics = await gql(base, '{ topics(limit: 50) { topics { id locked } pinnedTopics { id locked } } }');
  const allTopics = [...topics.body.data.topics.topics, ...topics.body.data.topics.pinnedTopics];
  const topicIds = allTopics.map((t) => t.id);
  // Comments go to open topics only: a locked topic refuses them, as it should.
  const openTopicIds = allTopics.filter((t) => !t.locked).map((t) => t.id);
  const ctx = { base, tokens, topicIds, openTopicIds, runId: Date.now().toString(36), seq: 0 };

  const pg = await loadPg();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const viewsBefore = new Map(
    (await db.query('SELECT id, views FROM topics WHERE id = ANY($1)', [topicIds])).rows.map((r) => [r.id, Number(r.views)]),
  );
  await db.end();

  console.log(
    `Load: ${opts.connections} connections for ${opts.seconds} s, ${Math.round(opts.writeShare * 100)}% writes, on ${dbVersion}${opts.fault ? `, PostgreSQL down for ${opts.downSeconds} s` : ''}`,
  );

  const started = performance.now();
  const endAt = started + opts.seconds * 1000;
  const warmupAt = started + Math.min(10_000, opts.seconds * 200);
  const stats = new Map();
  const outage = { stoppedAt: null, startedAt: null, recoveredAt: null, answersWhileDown: new Map() };
  const acked = { comments: [], views: new Map() };
  const errors = [];
  const memory = { warm: null, samples: [] };

  const memoryTimer = setInterval(() => {
    const rss = rssBytes(server.pid);
    memory.samples.push(rss);
    if (memory.warm === null && performance.now() >= warmupAt) memory.warm = rss;
  }, 1000);

  const isDown = () => outage.stoppedAt !== null && outage.recoveredAt === null;

  async function worker(i) {
    const rng = seededRandom(i + 1);
    while (performance.now() < endAt && !interrupted) {
      const request = pickRequest(ctx, rng);
      const t0 = performance.now();
      let res;
      try {
        res = await request.run();
      } catch (error) {
        res = { status: 0, body: { network: String(error?.cause?.code ?? error?.message ?? error) } };
      }
      const ms = performance.now() - t0;
      const outcome = classify(res);
      const entry = stats.get(request.kind) ?? { latencies: [], ok: 0, unavailable: 0, error: 0 };
      entry[outcome] += 1;
      if (outcome === 'ok') entry.latencies.push(ms);
      stats.set(request.kind, entry);
      if (outage.stoppedAt !== null && t0 >= outage.stoppedAt && outage.recoveredAt === null) {
        const key = outcome === 'ok' ? 'ok' : outcome === 'unavailable' ? '503' : `error ${res.status}`;
        outage.answersWhileDown.set(key, (outage.answersWhileDown.get(key) ?? 0) + 1);
      }
      if (outcome === 'ok' && request.ack) {
        const ack = request.ack(res.body);
        if (ack.comment) acked.comments.push(ack.comment);
        if (ack.view) acked.views.set(ack.view, (acked.views.get(ack.view) ?? 0) + 1);
      }
      // Outside an outage (and the moment it begins or ends, when in-flight requests may see either), every answer must succeed.
      const aroundOutage =
        outage.stoppedAt !== null && (outage.recoveredAt === null || t0 < outage.recoveredAt + 1000) && t0 > outage.stoppedAt - 2000;
      if (outcome === 'error' || (outcome === 'unavailable' && !aroundOutage && !isDown())) {
        if (errors.length < 20) errors.push({ kind: request.kind, status: res.status, body: JSON.stringify(res.body).slice(0, 300) });
        else errors.push(null);
      }
      if (outcome === 'unavailable') await sleep(100);
    }
  }

  async function fault() {
    await sleep(opts.seconds * 333);
    if (interrupted) return;
    console.log(`Stopping PostgreSQL: ${commands.stop}`);
    outage.stoppedAt = performance.now();
    execSync(commands.stop, { stdio: 'inherit' });
    await sleep(opts.downSeconds * 1000);
    console.log(`Starting PostgreSQL: ${commands.start}`);
    execSync(commands.start, { stdio: 'inherit' });
    outage.startedAt = performance.now();
    // Recovered when a database read through the API succeeds again.
    while (!interrupted) {
      const res = await gql(base, '{ topics(limit: 1) { total } }').catch(() => ({ status: 0 }));
      if (classify(res) === 'ok') break;
      await sleep(100);
    }
    outage.recoveredAt = performance.now();
    console.log(`API recovered ${fmt((outage.recoveredAt - outage.startedAt) / 1000, 2)} s after PostgreSQL started`);
  }

  await Promise.all([...Array.from({ length: opts.connections }, (_, i) => worker(i)), ...(opts.fault ? [fault()] : [])]);
  clearInterval(memoryTimer);
  const elapsed = (performance.now() - started) / 1000;
  const rssEnd = rssBytes(server.pid);
  // Let the server settle, then measure again: growth is judged on the lower of the two.
  await sleep(2000);
  const rssSettled = rssBytes(server.pid);

  // Every acknowledged write is there.
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const foundComments = Number(
    (await check.query('SELECT count(*)::int AS n FROM comments WHERE id = ANY($1)', [acked.comments])).rows[0].n,
  );
  const viewsAfter = new Map(
    (await check.query('SELECT id, views FROM topics WHERE id = ANY($1)', [topicIds])).rows.map((r) => [r.id, Number(r.views)]),
  );
  await check.end();
  const lostViews = [...acked.views].filter(([id, n]) => viewsAfter.get(id) - viewsBefore.get(id) < n);

  const serverErrors = server.errorLines();
  await server.stop();

  // ------------------------------------------------------------------ report
  const rows = [...stats].sort().map(([kind, s]) => {
    const sum = summarise(s.latencies.sort((x, y) => x - y));
    return [kind, fmtInt(s.ok), fmtInt(s.unavailable), fmtInt(s.error), fmt(s.ok / elapsed, 0), fmt(sum.p50), fmt(sum.p95), fmt(sum.p99)];
  });
  const totalOk = [...stats.values()].reduce((n, s) => n + s.ok, 0);
  const headers = ['request', 'ok', '503', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'];
  console.log(table(headers, rows, 'lrrrrrrr'));
  const growth = (Math.min(rssEnd, rssSettled) - memory.warm) / memory.warm;
  const errorCount = errors.length;
  const recovery = outage.recoveredAt !== null ? (outage.recoveredAt - outage.startedAt) / 1000 : null;
  const downAnswers = [...outage.answersWhileDown].map(([k, n]) => `${k}: ${fmtInt(n)}`).join(', ');
  const checks = [
    ['requests answered', `${fmtInt(totalOk)} ok in ${fmt(elapsed, 1)} s (${fmt(totalOk / elapsed, 0)} req/s)`, true],
    ['errors outside an outage', fmtInt(errorCount), errorCount === 0],
    [
      'memory (RSS) after warm-up -> end',
      `${fmt(memory.warm / 2 ** 20)} MB -> ${fmt(Math.min(rssEnd, rssSettled) / 2 ** 20)} MB (${fmt(growth * 100)}%)`,
      growth < 0.1,
    ],
    [
      'acknowledged comments in the database',
      `${fmtInt(foundComments)} of ${fmtInt(acked.comments.length)}`,
      foundComments === acked.comments.length,
    ],
    [
      'acknowledged view increments in the database',
      lostViews.length ? `${lostViews.length} topics short` : `all ${fmtInt([...acked.views.values()].reduce((a, b) => a + b, 0))}`,
      lostViews.length === 0,
    ],
  ];
  if (opts.fault) {
    const unclear = [...outage.answersWhileDown.keys()].filter((k) => k.startsWith('error'));
    checks.push(['answers while PostgreSQL was down', downAnswers || 'none', unclear.length === 0 && outage.answersWhileDown.has('503')]);
    checks.push([
      'recovery after PostgreSQL started',
      recovery === null ? 'never' : `${fmt(recovery, 2)} s`,
      recovery !== null && recovery <= 5,
    ]);
  }
  console.log(
    table(
      ['check', 'result', 'pass'],
      checks.map(([a, b, ok]) => [a, b, ok ? 'yes' : 'NO']),
      'llc',
    ),
  );
  for (const e of errors.filter(Boolean).slice(0, 10)) console.log('error:', e);
  if (errorCount) for (const line of serverErrors.slice(-10)) console.log('server:', line);
  const passed = checks.every(([, , ok]) => ok);

  if (opts.results) {
    const key = opts.fault ? 'load-fault' : 'load';
    const title = opts.fault ? 'Load with a PostgreSQL outage' : 'Load: mixed reads and writes';
    writeResults({
      key,
      text: [
        `<!-- bench:${key} -->`,
        `## ${title} (\`node bench/load.mjs${opts.fault ? ' --fault' : ''}\`)`,
        '',
        `${env.date}: ${opts.connections} connections, ${opts.seconds} s, ${Math.round(opts.writeShare * 100)}% writes, ${dbVersion}; Node ${env.node}, ${env.cpu}, commit ${env.commit}, load average at start ${fmt(env.loadAtStart, 2)}.`,
        '',
        markdownTable(headers, rows, 'lrrrrrrr'),
        '',
        markdownTable(
          ['check', 'result', 'pass'],
          checks.map(([a, b, ok]) => [a, b, ok ? 'yes' : '**no**']),
          'llc',
        ),
        `<!-- /bench:${key} -->`,
      ].join('\n'),
    });
  }
  console.log(passed ? '\nPASS' : '\nFAIL');
  return passed;
}

runMain(main);
