#!/usr/bin/env node
// Forum benchmark: the forum list (GraphQL and REST), the forum search and the topic page on 100,000 topics and
// 1,000,000 comments, against the compiled server (`node server/dist/main.js`), and the number of
// SQL queries each request makes (in-process server, `pg` queries counted). See bench/README.md.
//
//   node bench/forum.mjs [--db pglite|postgres] [--topics 100000] [--comments 1000000]
//                        [--requests 200] [--scenario-seconds 30] [--concurrency 32] [--duration 10]
//                        [--pg-url URL] [--no-results]
//
// Everything runs on 127.0.0.1; every server, temp folder and database it creates is removed on
// exit, failure or Ctrl+C.

import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CATEGORIES,
  CHECK_SQL,
  createPlanSql,
  forumWords,
  insertCommentsSql,
  insertTopicsSql,
  insertUsersSql,
  SUMMARY_SQL,
  topicNearSql,
  UPDATE_POSTS_COUNT_SQL,
  USERS,
} from './forum-data.mjs';
import {
  DEFAULT_PG_URL,
  environment,
  fmt,
  fmtInt,
  interrupted,
  intIn,
  loadNote,
  loadNow,
  loadPg,
  markdownTable,
  onCleanup,
  parseFlags,
  pgReachable,
  planShape,
  requireBuiltServer,
  requireFromServer,
  RESULTS_FILE,
  runCleanups,
  secondaryIndexes,
  serverWithData,
  summarise,
  table,
  writeResults,
} from './lib.mjs';
import { closedLoop } from './requests.mjs';
import { phaseLine, seededRandom, serverMemory, typo, variedPhase, waitForSearchIndex, withNiqqud } from './varied.mjs';

// ------------------------------------------------------------------ options

const USAGE = `Usage: node bench/forum.mjs [options]
  --db <kind>          postgres (a throwaway database; the default when the server answers) or pglite (embedded, in a temp data folder)
  --topics <n>         topics to generate (default 100000; 100..1000000)
  --comments <n>       comments to generate, about 1/4 of them replies (default 1000000; 0..10000000)
  --requests <n>       sequential requests per latency scenario (default 200; 10..2000)
  --scenario-seconds <s>  time budget per latency scenario: stop early past it (default 30; 1..300)
  --pg-url <url>       PostgreSQL server for --db postgres (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --concurrency <n>    concurrent clients of the concurrent list and search runs (default 32; 1..64)
  --duration <s>       seconds of the concurrent run per scenario (default 10; 1..120)
  --varied             every request different: the forum search and the forum list with a different search, category,
                       sort and page each time (a seeded generator), the repeated page for comparison, cache hit rate
  --seed <n>           with --varied, the generator's seed (default 1)
  --no-results         do not write bench/RESULTS.md`;

function parseArgs(argv) {
  const opts = {
    db: null,
    topics: 100_000,
    comments: 1_000_000,
    requests: 200,
    scenarioSeconds: 30,
    pgUrl: DEFAULT_PG_URL,
    writeResults: true,
    concurrency: 32,
    duration: 10,
    varied: false,
    seed: 1,
  };
  parseFlags(
    argv,
    {
      '--db': (value) => {
        opts.db = value();
        if (!['pglite', 'postgres'].includes(opts.db)) throw new Error(`--db must be pglite or postgres, got "${opts.db}"`);
      },
      '--topics': (value) => {
        opts.topics = intIn('--topics', value(), 100, 1_000_000);
      },
      '--comments': (value) => {
        opts.comments = intIn('--comments', value(), 0, 10_000_000);
      },
      '--requests': (value) => {
        opts.requests = intIn('--requests', value(), 10, 2000);
      },
      '--concurrency': (value) => {
        opts.concurrency = intIn('--concurrency', value(), 1, 64);
      },
      '--duration': (value) => {
        opts.duration = intIn('--duration', value(), 1, 120);
      },
      '--scenario-seconds': (value) => {
        opts.scenarioSeconds = intIn('--scenario-seconds', value(), 1, 300);
      },
      '--pg-url': (value) => {
        opts.pgUrl = value();
      },
      '--varied': () => {
        opts.varied = true;
      },
      '--seed': (value) => {
        opts.seed = intIn('--seed', value(), 0, 1_000_000);
      },
      '--no-results': () => {
        opts.writeResults = false;
      },
    },
    USAGE,
  );
  return opts;
}

// ------------------------------------------------------------------ bulk data

const TOPIC_BATCH = 20_000;
const COMMENT_BATCH = 50_000;

/** Foreign keys of topics and comments (dropped for the bulk insert, added back from their definitions). */
const FOREIGN_KEYS_SQL = `SELECT c.conname AS name, c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS def
  FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid IN ('topics'::regclass, 'comments'::regclass) ORDER BY c.conname`;

/**
 * Users, topics and comments in large INSERT ... SELECT batches (forum-data.mjs), with the
 * secondary indexes and foreign keys of topics and comments dropped meanwhile and recreated from
 * their own definitions after (the end state is the migrations' schema), then VACUUM ANALYZE.
 * `query(sql)` returns { rows }. Also picks the topics of the topic-page scenarios.
 */
async function fillForum(query, opts, log) {
  const now = new Date();
  const t0 = performance.now();
  const before = (await query('SELECT (SELECT count(*)::int FROM topics) AS topics, (SELECT count(*)::int FROM users) AS users')).rows[0];
  if (before.topics > 0 || before.users > 0) throw new Error(`expected an empty forum, found ${before.topics} topics and ${before.users} users`);

  const indexes = await secondaryIndexes(query, ['topics', 'comments']);
  const foreignKeys = (await query(FOREIGN_KEYS_SQL)).rows;
  for (const fk of foreignKeys) await query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT "${fk.name}"`);
  for (const { name } of indexes) await query(`DROP INDEX "${name}"`);

  await query(insertUsersSql(now));
  await query(createPlanSql(opts.topics, opts.comments, now));
  for (let from = 1; from <= opts.topics && !interrupted; from += TOPIC_BATCH) {
    const to = Math.min(opts.topics, from + TOPIC_BATCH - 1);
    await query(insertTopicsSql(from, to));
    log(`  topics ${fmtInt(to)} / ${fmtInt(opts.topics)}`);
  }
  for (let from = 1; from <= opts.comments && !interrupted; from += COMMENT_BATCH) {
    const to = Math.min(opts.comments, from + COMMENT_BATCH - 1);
    await query(insertCommentsSql(from, to, now));
    log(`  comments ${fmtInt(to)} / ${fmtInt(opts.comments)}`);
  }
  if (interrupted) throw new Error('interrupted');
  const tInsert = performance.now();

  await query(`SET maintenance_work_mem = '256MB'`);
  for (const { def } of indexes) await query(def);
  for (const fk of foreignKeys) await query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT "${fk.name}" ${fk.def}`);
  const tIndex = performance.now();
  await query(UPDATE_POSTS_COUNT_SQL);
  await query('DROP TABLE bench_forum_plan');
  await query('VACUUM ANALYZE users, topics, comments');
  const tAnalyze = performance.now();
  log(`  indexes and foreign keys rebuilt, posts counted, VACUUM ANALYZE done; checking...`);

  const checks = (await query(CHECK_SQL)).rows[0];
  const summary = (await query(SUMMARY_SQL)).rows[0];
  const picks = [];
  // The largest topic, and those nearest 1,000, 100 and 5 comments.
  for (const target of [2 ** 31 - 1, 1000, 100, 5]) {
    const row = (await query(topicNearSql(target))).rows[0];
    if (row && !picks.some((p) => p.id === row.id)) picks.push({ ...row, largest: target > 1000 });
  }
  return {
    summary,
    checks,
    picks,
    insertSeconds: (tInsert - t0) / 1000,
    indexSeconds: (tIndex - tInsert) / 1000,
    totalSeconds: (tAnalyze - t0) / 1000,
  };
}

// ------------------------------------------------------------------ requests

const TOPIC_FIELDS = `fragment TopicFields on Topic {
  id title subject description category pinned locked views commentsCount likes createDate
  author { id username firstName lastName avatar }
}`;
const COMMENT_FIELDS = `fragment CommentFields on Comment {
  id topicId parentId text likes likedByMe createdAt updatedAt
  author { id username firstName lastName avatar }
}`;
/** The client's forum list query (client/src/modules/forum/graphql/Topics.graphql). */
const TOPICS_QUERY = `query Topics($search: String, $category: TopicCategory, $sortBy: TopicSortBy!, $sortOrder: SortOrder!,
  $page: Int!, $limit: Int!) {
  topics(search: $search, category: $category, sortBy: $sortBy, sortOrder: $sortOrder, page: $page, limit: $limit) {
    topics { ...TopicFields }
    pinnedTopics { ...TopicFields }
    stats { totalTopics totalViews totalComments }
    currentPage totalPages total
  }
}
${TOPIC_FIELDS}`;
/**
 * The topic page's comments: the client's TopicComments query (TopicComments.graphql), the
 * heavier of the two requests of the page (the other, Topic, is the topic's own fields).
 */
const TOPIC_PAGE_QUERY = `query TopicComments($id: ID!, $page: Int!) {
  topic(id: $id) {
    id locked commentsCount
    comments(page: $page) {
      items { ...CommentFields replies { ...CommentFields } }
      totalItems page totalPages perPage
    }
  }
}
${COMMENT_FIELDS}`;

/** The forum page's search (ForumSearch.graphql): topic and comment hits with highlights. */
const FORUM_SEARCH_QUERY = `query ForumSearch($search: String!, $page: Int!, $limit: Int!) {
  forumSearch(search: $search, page: $page, limit: $limit) {
    total currentPage totalPages
    hits { kind date commentPage topic { id title category author { id username } } comment { id author { id username } }
      title { text highlights { start length } } excerpt { text highlights { start length } } }
  }
}`;

const REQUEST_TIMEOUT_MS = 30_000;

async function graphql(url, query, variables) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`GraphQL HTTP ${res.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return body.data;
}

async function restGet(url, path, args) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) if (value !== undefined) params.append(key, String(value));
  const res = await fetch(`${url}${path}?${params}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await res.text();
  if (!res.ok) throw new Error(`REST HTTP ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const LIST_DEFAULTS = { sortBy: 'date', sortOrder: 'desc', page: 1, limit: 20 };

/** What a list answer holds: page ids, matches, pages. */
function listShape(page) {
  return { ids: page.topics.map((t) => t.id), pinned: page.pinnedTopics.length, total: page.total, totalPages: page.totalPages };
}

const graphqlList = (args) => async (url) => listShape((await graphql(url, TOPICS_QUERY, { ...LIST_DEFAULTS, ...args })).topics);
const restList = (args) => async (url) => listShape(await restGet(url, '/api/topics', { ...LIST_DEFAULTS, ...args }));

const forumSearch = (args) => async (url) => {
  const { forumSearch: page } = await graphql(url, FORUM_SEARCH_QUERY, { page: 1, limit: 20, ...args });
  return { hits: page.hits.length, comments: page.hits.filter((h) => h.kind === 'comment').length, total: page.total };
};

async function topicPage(url, id) {
  const { topic } = await graphql(url, TOPIC_PAGE_QUERY, { id, page: 1 });
  const items = topic.comments.items;
  return {
    comments: topic.commentsCount,
    topLevel: topic.comments.totalItems,
    items: items.length,
    replies: items.reduce((n, c) => n + c.replies.length, 0),
  };
}

/** Lets the bench read the server's cache counters (/metrics). */
const METRICS_TOKEN = 'bench-metrics-token';
const WORDS = forumWords();

/** A forum search: one or two words of the generated posts (a typo now and then, Hebrew with points), a page. */
function variedSearch(rng) {
  const lang = rng() < 0.35 ? 'he' : 'en';
  const word = () => WORDS[lang][Math.floor(rng() * WORDS[lang].length)];
  const kind = rng();
  let shape;
  let search;
  if (kind < 0.45) [shape, search] = [`one word (${lang})`, word()];
  else if (kind < 0.75) [shape, search] = [`two words (${lang})`, `${word()} ${word()}`];
  else if (kind < 0.9) [shape, search] = [`typo (${lang})`, typo(word(), rng)];
  else [shape, search] = ['Hebrew with niqqud', withNiqqud(WORDS.he[Math.floor(rng() * WORDS.he.length)], rng)];
  const page = rng() < 0.6 ? 1 : 2 + Math.floor(rng() * 20);
  const args = { search, page };
  return { args, shape: page > 1 ? `${shape}, later page` : shape, key: JSON.stringify(args) };
}

/** The forum list: a category or a search or neither, a sort and a page (deep ones too). */
function variedList(rng, totalPages) {
  const args = {};
  let shape = 'list';
  if (rng() < 0.4) {
    args.category = CATEGORIES[Math.floor(rng() * CATEGORIES.length)];
    shape += ', category';
  }
  if (rng() < 0.3) {
    args.search = WORDS.en[Math.floor(rng() * WORDS.en.length)];
    shape += ', search';
  }
  args.sortBy = ['date', 'views', 'comments'][Math.floor(rng() * 3)];
  args.sortOrder = rng() < 0.8 ? 'desc' : 'asc';
  args.page = rng() < 0.5 ? 1 : 1 + Math.floor(rng() * Math.max(1, Math.min(totalPages, 5000)));
  if (args.page > 1) shape += ', later page';
  return { args, shape, key: JSON.stringify(args) };
}

async function measureForumVaried(url, totalPages, opts, log) {
  const phases = [
    { key: 'repeated', label: "forum search 'habanero' repeated", repeat: (u) => forumSearch({ search: 'habanero' })(u) },
    { key: 'search', label: 'forum search, every request different', draw: variedSearch, send: (u, args) => forumSearch(args)(u) },
    { key: 'list', label: 'forum list, every request different (GraphQL)', draw: (rng) => variedList(rng, totalPages), send: (u, args) => graphqlList(args)(u) },
    { key: 'search-single', label: 'forum search, every request different, one client', draw: variedSearch, send: (u, args) => forumSearch(args)(u), concurrency: 1 },
  ];
  // The forum's search index (SEARCH_INDEX, server/src/topics/forum-index.ts), as a server that has run a while has it.
  const waited = await waitForSearchIndex(url, METRICS_TOKEN, 600, 'forum-index', (i) => forumSearch({ search: `pepper${i}` })(url));
  log(waited === null ? '  the server keeps no forum index (SEARCH_INDEX=off)' : `  the forum index answered after ${waited.toFixed(1)} s`);
  const memory = await serverMemory(url, METRICS_TOKEN);
  log(`  the server's memory before the phases: ${memory.rss.toFixed(0)} MB resident, ${memory.heap.toFixed(0)} MB of V8 heap in use`);
  await closedLoop(() => forumSearch(variedSearch(seededRandom(opts.seed + 1000)).args)(url), opts.concurrency, 3);
  const out = [];
  for (const [i, phase] of phases.entries()) {
    const r = await variedPhase({ urls: [url], metricsToken: METRICS_TOKEN, duration: opts.duration, seed: opts.seed + i, concurrency: opts.concurrency, ...phase });
    out.push(r);
    log(phaseLine(r));
  }
  return out;
}

function variedSection(result, env, opts) {
  const key = `forum-varied:${opts.db}:${opts.topics}`;
  const s = result.fill.summary;
  const rows = result.varied.map((p) => [p.label, String(p.concurrency), fmt(p.rps), fmt(p.p50), fmt(p.p95), String(p.errors), `${fmtInt(p.distinct)} / ${fmtInt(p.ok)}`, `${fmt(p.hitRate * 100)} %`]);
  const single = result.varied.find((p) => p.key === 'search-single');
  return {
    key,
    text: [
      `<!-- bench:${key} -->`,
      `## Forum, every request different: ${opts.db}, ${fmtInt(s.topics)} topics, ${fmtInt(s.comments)} comments`,
      '',
      `${env.date} · ${result.dbVersion} · Node ${env.node} · ${env.cpu} · commit ${env.commit}  `,
      `\`node bench/forum.mjs ${env.settings}\`  `,
      loadNote(env, [result.loadBefore]),
      '',
      markdownTable(['what', 'clients', 'req/s', 'p50 ms', 'p95 ms', 'errors', 'distinct / requests', 'cache hits'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
      '',
      'Forum search, one client (each request\'s own time), by shape, slowest first:',
      '',
      markdownTable(['shape', 'n', 'p50 ms', 'p95 ms'], single.shapes.map((x) => [x.shape, String(x.n), fmt(x.p50), fmt(x.p95)]), ['l', 'r', 'r', 'r']),
      `<!-- /bench:${key} -->`,
    ].join('\n'),
  };
}

/** The measured requests. */
function scenarios(deepPage, picks) {
  const lists = [
    { key: 'date', label: 'list: page 1, newest first', args: {} },
    { key: 'comments', label: 'list: page 1, most comments', args: { sortBy: 'comments' } },
    { key: 'category', label: "list: category 'diseases'", args: { category: 'diseases' } },
    { key: 'search', label: "list: search 'habanero'", args: { search: 'habanero' } },
    { key: 'deep', label: `list: page ${fmtInt(deepPage)}, newest first`, args: { page: deepPage } },
  ];
  return [
    ...lists.map((s) => ({ ...s, key: `graphql-${s.key}`, api: 'GraphQL', kind: 'list', run: graphqlList(s.args) })),
    ...lists.map((s) => ({ ...s, key: `rest-${s.key}`, api: 'REST', kind: 'list', run: restList(s.args) })),
    // The forum search (topics and comments, newest first): words in many topics and comments, words
    // only in comments, Hebrew, a typo (titles), a rare word, and a deep page.
    ...[
      // Common words, in most topics and comments (also timed under concurrent clients).
      { key: 'pepper', label: "search: 'pepper' (common)", args: { search: 'pepper' }, concurrent: true },
      { key: 'the', label: "search: 'the' (in most English posts)", args: { search: 'the' }, concurrent: true },
      { key: 'hebrew-common', label: "search: 'פלפל' (common, Hebrew)", args: { search: 'פלפל' }, concurrent: true },
      { key: 'habanero', label: "search: 'habanero' (topics + comments)", args: { search: 'habanero' }, concurrent: true },
      { key: 'magnesium', label: "search: 'magnesium' (comments)", args: { search: 'magnesium' } },
      { key: 'hebrew', label: "search: 'כנימות' (Hebrew)", args: { search: 'כנימות' } },
      { key: 'two-words', label: "search: 'epsom salt'", args: { search: 'epsom salt' } },
      { key: 'typo', label: "search: 'habenero' (typo)", args: { search: 'habenero' } },
      { key: 'rare', label: "search: 'zzyzx' (no hit)", args: { search: 'zzyzx' }, concurrent: true },
      { key: 'deep', label: "search: 'habanero', page 50", args: { search: 'habanero', page: 50 } },
    ].map((s) => ({ ...s, key: `search-${s.key}`, api: 'GraphQL', kind: 'search', run: forumSearch(s.args) })),
    ...picks.map((p, i) => ({
      key: `topic-${i}`,
      label: `topic page: ${fmtInt(p.comments)} comments${p.largest ? ' (largest)' : ''}`,
      api: 'GraphQL',
      kind: 'topic',
      topic: p,
      run: (url) => topicPage(url, p.id),
    })),
  ];
}

function describeAnswer(scenario, answer) {
  if (scenario.kind === 'list') return `${answer.ids.length} of ${fmtInt(answer.total)}${answer.pinned ? ` + ${answer.pinned} pinned` : ''}`;
  if (scenario.kind === 'search') return `${answer.hits} (${answer.comments} comments) of ${fmtInt(answer.total)}`;
  return `${answer.items} + ${answer.replies} replies of ${fmtInt(answer.topLevel)}`;
}

/** Sequential requests: --requests of them, or fewer if the scenario's time budget runs out first. */
async function measureLatency(url, scenario, requests, budgetSeconds) {
  const warmup = Math.min(10, Math.ceil(requests / 10));
  let first;
  for (let i = 0; i < warmup; i++) first = await scenario.run(url);
  const latencies = [];
  const deadline = performance.now() + budgetSeconds * 1000;
  for (let i = 0; i < requests && !interrupted && performance.now() < deadline; i++) {
    const t0 = performance.now();
    await scenario.run(url);
    latencies.push(performance.now() - t0);
  }
  return { ...summarise(latencies), answer: first };
}

// ------------------------------------------------------------------ counting queries

const COUNT_REQUESTS = 5;

/**
 * Counts the SQL statements of each request: `pg`'s Client.prototype.query (the very module the
 * compiled server uses, resolved from server/dist) is wrapped while a request is in flight.
 * Requests are sequential, so every statement seen belongs to that request.
 */
function installQueryRecorder() {
  const pg = requireFromServer('pg');
  const original = pg.Client.prototype.query;
  const recorder = { current: null };
  pg.Client.prototype.query = function recordedQuery(...args) {
    if (recorder.current) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : first?.text;
      const values = Array.isArray(second) ? second : first?.values;
      if (text) recorder.current.push({ text, values: values ?? [] });
    }
    return original.apply(this, args);
  };
  onCleanup('restore pg Client.prototype.query', () => {
    pg.Client.prototype.query = original;
  });
  return recorder;
}

/** "SELECT topics (page)", "SELECT users (IN 37)", "COUNT comments"... for the statement lists. */
function statementLabel({ text }) {
  const sql = text.trim().replace(/\s+/g, ' ');
  const verb = /^(\w+)/.exec(sql)?.[1].toUpperCase() ?? '?';
  if (['START', 'BEGIN', 'COMMIT', 'ROLLBACK'].includes(verb)) return verb;
  const from = /\bFROM "?(\w+)"?/i.exec(sql)?.[1] ?? '';
  if (verb !== 'SELECT') return `${verb} ${/^\w+ (?:INTO )?"?(\w+)/i.exec(sql)?.[1] ?? ''}`.trim();
  if (/^SELECT count\(\*\)::int AS "totalTopics"/i.test(sql)) return `stats ${from}`;
  if (/^SELECT COUNT\(DISTINCT/i.test(sql)) return `COUNT(DISTINCT) ${from}`;
  if (/^SELECT COUNT\(/i.test(sql)) return `COUNT ${from}`;
  if (/^SELECT DISTINCT "distinctAlias"/i.test(sql)) return `SELECT DISTINCT ids ${/FROM \(SELECT .*? FROM "(\w+)"/i.exec(sql)?.[1] ?? from}`;
  if (from === 'topics' && /"pinned" = true/i.test(sql)) return 'SELECT topics (pinned)';
  if (from === 'topics' && /"pinned" = false/i.test(sql)) return 'SELECT topics (page)';
  const inList = / IN \((\$\d+(?:, ?\$\d+)*)\)/i.exec(sql);
  return inList ? `SELECT ${from} (IN ${inList[1].split(',').length})` : `SELECT ${from}`;
}

/** "SELECT topics, count topics, SELECT topics, stats topics" with repeats folded ("x3"). */
function statementList(statements) {
  const out = [];
  for (const label of statements.map(statementLabel)) {
    const last = out[out.length - 1];
    if (last && last.label === label) last.n++;
    else out.push({ label, n: 1 });
  }
  return out.map((s) => (s.n > 1 ? `${s.label} x${s.n}` : s.label)).join(', ');
}

/**
 * The compiled app in this process (createApp from server/dist/bootstrap.js) on the same data:
 * sequential requests with their statements recorded, then EXPLAIN ANALYZE of the list queries.
 */
async function countQueries(target, allScenarios, log) {
  const recorder = installQueryRecorder();
  const { createApp } = requireFromServer('./bootstrap.js');
  const { loadConfig } = requireFromServer('./config/app-config.js');
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production' },
    { dataDir: target.dataDir, databaseUrl: target.databaseUrl, seed: false, logLevel: 'silent', jwtSecret: randomBytes(32).toString('hex') },
  );
  const running = await createApp(config);
  const removeClose = onCleanup('close the in-process app', () => running.close());
  try {
    await running.app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${running.app.getHttpServer().address().port}`;
    const counts = [];
    for (const scenario of allScenarios) {
      if (interrupted) throw new Error('interrupted');
      await scenario.run(url); // warm-up: caches (settings) as in the latency runs
      const perRequest = [];
      let statements = [];
      for (let i = 0; i < COUNT_REQUESTS; i++) {
        recorder.current = [];
        try {
          await scenario.run(url);
        } finally {
          statements = recorder.current;
          recorder.current = null;
        }
        perRequest.push(statements.length);
      }
      const sorted = [...perRequest].sort((a, b) => a - b);
      const result = { key: scenario.key, perRequest, median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1], statements };
      counts.push(result);
      log(`  ${scenario.api.padEnd(7)} ${scenario.label.padEnd(48)} ${perRequest.join(' ')} queries: ${statementList(statements)}`);
    }
    if (counts.every((c) => c.max === 0)) {
      throw new Error('no SQL statement was seen: the server does not use the `pg` module resolved from server/dist');
    }
    const plans = await explainLists(running.db.url, allScenarios, counts, log);
    return { counts, plans };
  } finally {
    await running.close();
    removeClose();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of every SELECT the GraphQL list requests made. */
async function explainLists(databaseUrl, allScenarios, counts, log) {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = [];
    for (const scenario of allScenarios.filter((s) => s.kind === 'list' && s.api === 'GraphQL')) {
      const { statements } = counts.find((c) => c.key === scenario.key);
      const explained = [];
      for (const st of statements.filter((s) => /^\s*SELECT/i.test(s.text))) {
        try {
          const rows = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, st.values)).rows;
          const lines = rows.map((r) => r['QUERY PLAN']);
          const exec = lines.find((l) => l.startsWith('Execution Time'));
          explained.push({ label: statementLabel(st), sql: st.text, lines, shape: planShape(lines), executionMs: exec ? Number(exec.match(/([\d.]+) ms/)[1]) : NaN });
        } catch (error) {
          explained.push({ label: statementLabel(st), sql: st.text, lines: [], shape: `not explained: ${error.message}`, executionMs: NaN });
        }
      }
      plans.push({ scenario, statements: explained });
    }
    return plans;
  } catch (error) {
    log(`  could not capture the query plans: ${error instanceof Error ? error.message : error}`);
    return null;
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------ the run

async function benchForum(opts, log) {
  const label = `${opts.db} forum`;
  const result = { db: opts.db };
  const loaded = await serverWithData({
    db: opts.db,
    pgUrl: opts.pgUrl,
    dbName: `pepper_atlas_bench_forum_${process.pid}`,
    label,
    log,
    seed: false,
    // --varied: one bench process plays thousands of visitors from one address, which its guest API budget (issue 35)
    // would stop within minutes at 10,000 rows; what the budgets cost is measured apart (bench/budget-cost.mjs).
    env: { METRICS_TOKEN, ...(opts.varied ? { API_BUDGETS: 'off' } : {}) },
    fill: (query) => fillForum(query, opts, log),
  });
  result.dbVersion = loaded.dbVersion;
  result.fill = loaded.fill;
  const { server } = loaded;
  const f = result.fill;
  const s = f.summary;
  log(
    `[${label}] ${fmtInt(s.users)} users, ${fmtInt(s.topics)} topics (${s.pinned} pinned), ${fmtInt(s.comments)} comments ` +
      `(${fmtInt(s.replies)} replies; largest topic ${fmtInt(s.max_comments)}): insert ${fmt(f.insertSeconds)} s, ` +
      `indexes and foreign keys ${fmt(f.indexSeconds)} s, total with VACUUM ANALYZE ${fmt(f.totalSeconds)} s`,
  );
  const broken = Object.entries(f.checks).filter(([, n]) => n > 0);
  if (broken.length) log(`[${label}] WARNING: data checks failed: ${broken.map(([k, n]) => `${k} ${n}`).join(', ')}`);

  // Deepest page asked for: 2000, or the last page of a smaller forum.
  const first = await graphqlList({})(server.url);
  const deepPage = Math.min(2000, first.totalPages);
  const all = scenarios(deepPage, f.picks);
  result.deepPage = deepPage;

  if (opts.varied) {
    result.loadBefore = loadNow();
    result.varied = await measureForumVaried(server.url, first.totalPages, opts, (line) => log(`[${label}]${line}`));
    result.loadAfter = loadNow();
    await server.stop();
    return result;
  }

  // GraphQL and REST must serve the same list.
  result.mismatches = [];
  for (const g of all.filter((x) => x.api === 'GraphQL' && x.kind === 'list')) {
    const r = all.find((x) => x.api === 'REST' && x.label === g.label);
    const [ga, ra] = [await g.run(server.url), await r.run(server.url)];
    if (ga.total !== ra.total || ga.ids.join() !== ra.ids.join()) result.mismatches.push(g.label);
  }
  if (result.mismatches.length) log(`[${label}] WARNING: GraphQL and REST lists differ: ${result.mismatches.join('; ')}`);

  result.loadBefore = loadNow();
  result.latency = [];
  for (const scenario of all) {
    if (interrupted) throw new Error('interrupted');
    const r = await measureLatency(server.url, scenario, opts.requests, opts.scenarioSeconds);
    result.latency.push({ scenario, ...r });
    log(
      `[${label}] ${scenario.api.padEnd(7)} ${scenario.label.padEnd(48)} p50 ${fmt(r.p50).padStart(7)} ms  p95 ${fmt(r.p95).padStart(7)} ms  ` +
        `max ${fmt(r.max).padStart(7)} ms  (${describeAnswer(scenario, r.answer)}, n=${r.n})`,
    );
  }
  // The forum list and the forum search (common and rare words) under concurrent clients, one scenario after another.
  result.concurrent = [];
  for (const scenario of all.filter((sc) => (sc.kind === 'list' && sc.api === 'GraphQL') || sc.concurrent)) {
    if (interrupted) throw new Error('interrupted');
    await closedLoop(() => scenario.run(server.url), opts.concurrency, Math.min(3, opts.duration));
    const run = await closedLoop(() => scenario.run(server.url), opts.concurrency, opts.duration);
    const s = summarise(run.latencies);
    result.concurrent.push({ scenario, rps: run.ok / run.elapsed, p50: s.p50, p95: s.p95, errors: run.errors });
    log(
      `[${label}] ${opts.concurrency} clients: ${scenario.label.padEnd(40)} ${fmt(run.ok / run.elapsed)} req/s  p50 ${fmt(s.p50)} ms  ` +
        `p95 ${fmt(s.p95)} ms  (${run.errors} errors)`,
    );
  }
  result.loadAfter = loadNow();
  await server.stop();

  log(`[${label}] counting SQL statements per request (in-process server, ${COUNT_REQUESTS} requests per scenario after a warm-up)...`);
  Object.assign(result, await countQueries({ dataDir: loaded.dataDir, databaseUrl: loaded.databaseUrl }, all, log));
  return result;
}

// ------------------------------------------------------------------ reporting

const countText = (c) => (c.min === c.max ? String(c.median) : `${c.median} (${c.min}-${c.max})`);

function latencyRows(result) {
  return result.latency.map((l) => {
    const c = result.counts.find((x) => x.key === l.scenario.key);
    return [l.scenario.label, l.scenario.api, describeAnswer(l.scenario, l.answer), String(l.n), fmt(l.p50), fmt(l.p95), fmt(l.max), countText(c)];
  });
}
const LATENCY_HEADERS = ['scenario', 'API', 'answer', 'n', 'p50 ms', 'p95 ms', 'max ms', 'SQL/request'];
const LATENCY_ALIGN = ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'];

function loadRows(result) {
  const { summary: s, insertSeconds, indexSeconds, totalSeconds } = result.fill;
  return [
    [
      fmtInt(s.users),
      `${fmtInt(s.topics)} (${s.pinned} pinned)`,
      `${fmtInt(s.comments)} (${fmtInt(s.replies)} replies)`,
      fmt(insertSeconds),
      fmt(indexSeconds),
      fmt(totalSeconds),
    ],
  ];
}
const LOAD_HEADERS = ['users', 'topics', 'comments', 'insert s', 'indexes + FKs s', 'total s (with VACUUM ANALYZE)'];
const LOAD_ALIGN = ['r', 'r', 'r', 'r', 'r', 'r'];

function distributionText(result) {
  const s = result.fill.summary;
  return (
    `comments per topic: largest ${fmtInt(s.max_comments)}, ${fmtInt(s.topics_1000)} topics with 1,000 or more, ` +
    `${fmtInt(s.topics_0)} with none; posts per user: median ${fmtInt(s.median_posts)}, largest ${fmtInt(s.max_posts)}; ` +
    `oldest topic ${new Date(s.oldest).toISOString().slice(0, 10)}`
  );
}

function checksText(result) {
  const broken = Object.entries(result.fill.checks).filter(([, n]) => n > 0);
  return broken.length
    ? `DATA CHECKS FAILED: ${broken.map(([k, n]) => `${k} ${n}`).join(', ')}`
    : 'checks passed: every topics.comments_count and users.posts_count matches the rows; every reply hangs under an earlier top-level comment of its topic';
}

function statementLines(result) {
  return result.latency.map((l) => {
    const c = result.counts.find((x) => x.key === l.scenario.key);
    return `${l.scenario.api} ${l.scenario.label}: ${c.median} — ${statementList(c.statements)}`;
  });
}

function planLines(result) {
  if (!result.plans) return [];
  return result.plans.flatMap(({ scenario, statements }) =>
    statements.map((p) => `${scenario.label}, ${p.label}: ${fmt(p.executionMs, 2)} ms\n    ${p.shape}`),
  );
}

/** The full plan of the list query: the page of topics of "page 1, newest first". */
function listPlan(result) {
  const date = result.plans?.find((p) => p.scenario.key === 'graphql-date');
  return date?.statements.find((p) => p.label === 'SELECT topics (page)') ?? null;
}

/**
 * Whether the topic page's statement count stays flat: page 1 holds up to 20 top-level comments and
 * all their replies, so an N+1 (a statement per comment or per author) would add tens of them.
 * TypeORM skips the count query when the first page is not full: one fewer on small topics.
 */
function topicPageNote(result) {
  const rows = result.latency.filter((l) => l.scenario.kind === 'topic');
  if (!rows.length) return '';
  const counts = rows.map((l) => result.counts.find((c) => c.key === l.scenario.key).max);
  const [min, max] = [Math.min(...counts), Math.max(...counts)];
  const range = min === max ? String(min) : `${min} to ${max}`;
  if (max - min <= 1) {
    const sizes = rows.map((l) => l.scenario.topic.comments);
    const most = Math.max(...rows.map((l) => l.answer.items + l.answer.replies));
    return (
      `Topic page: ${range} SQL statements per request whatever the size of the topic (${fmtInt(Math.min(...sizes))} to ` +
      `${fmtInt(Math.max(...sizes))} comments, up to ${most} comments and replies on page 1): no N+1.`
    );
  }
  const sizes = rows.map((l, i) => `${fmtInt(l.scenario.topic.comments)} comments (${describeAnswer(l.scenario, l.answer)} on page 1): ${counts[i]}`);
  return `Topic page: WARNING, the statement count changes with the page (${sizes.join('; ')}): look for an N+1 in the statement lists.`;
}

const concurrentNote = (opts) =>
  `Concurrent: ${opts.concurrency} clients in a closed loop, ${opts.duration} s per GraphQL list scenario and per forum search of a common or rare word, ` +
  'after a short warm-up (target p95 <= 150 ms for the list):';
const CONCURRENT_HEADERS = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'errors'];
const CONCURRENT_ALIGN = ['l', 'r', 'r', 'r', 'r'];
function concurrentRows(result) {
  return (result.concurrent ?? []).map((c) => [c.scenario.label, fmt(c.rps), fmt(c.p50), fmt(c.p95), String(c.errors)]);
}

function printSummary(result, env, opts) {
  console.log(`\n=== Forum benchmark summary (${env.date}) ===`);
  console.log(`database ${result.dbVersion ?? opts.db}, node ${env.node}, ${env.cpu}, commit ${env.commit}`);
  console.log(`settings: ${env.settings}`);
  console.log(`${loadNote(env, [result.loadBefore])}\n`);
  console.log('Bulk load');
  console.log(table(LOAD_HEADERS, loadRows(result), LOAD_ALIGN));
  console.log(`${distributionText(result)}\n${checksText(result)}`);
  console.log(
    `\nLatency: up to ${opts.requests} sequential requests per scenario (n; at most ${opts.scenarioSeconds} s each, after a short warm-up); ` +
      `SQL/request: statements per request, median of ${COUNT_REQUESTS} (range if they differ)`,
  );
  console.log(table(LATENCY_HEADERS, latencyRows(result), LATENCY_ALIGN));
  console.log(`\n${concurrentNote(opts)}`);
  console.log(table(CONCURRENT_HEADERS, concurrentRows(result), CONCURRENT_ALIGN));
  console.log(`\n${topicPageNote(result)}`);
  console.log('\nSQL statements of one request');
  for (const line of statementLines(result)) console.log(`  ${line}`);
  console.log(`\nQuery plans of the GraphQL list requests (EXPLAIN ANALYZE of the statements the server ran${opts.db === 'pglite' ? ', PGlite through the in-process server' : ''})`);
  for (const line of planLines(result)) console.log(`  ${line}`);
  const plan = listPlan(result);
  if (plan) {
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the list query, page 1, newest first:');
    for (const l of plan.lines) console.log(`  ${l}`);
  }
  if (result.mismatches.length) console.log(`\nWARNING: GraphQL and REST lists differed: ${result.mismatches.join('; ')}`);
}

function resultsSection(result, env, opts) {
  const key = `forum:${opts.db}:${opts.topics},${opts.comments}`;
  const parts = [
    `<!-- bench:${key} -->`,
    `## Forum: ${opts.db}, ${fmtInt(opts.topics)} topics and ${fmtInt(opts.comments)} comments`,
    '',
    `${env.date} · ${result.dbVersion ?? opts.db} · Node ${env.node} · ${env.cpu} · commit ${env.commit}  `,
    `\`node bench/forum.mjs ${env.settings}\`  `,
    `${loadNote(env, [result.loadBefore])} (${fmt(result.loadAfter, 2)} after the latency runs)`,
    '',
    'Bulk load (INSERT ... SELECT generate_series, indexes and foreign keys rebuilt, VACUUM ANALYZE):',
    '',
    markdownTable(LOAD_HEADERS, loadRows(result), LOAD_ALIGN),
    '',
    `${distributionText(result)}; ${checksText(result)}.`,
    '',
    `Latency, up to ${opts.requests} sequential requests per scenario (n; at most ${opts.scenarioSeconds} s each); SQL/request: ` +
      `statements per request counted on the in-process server, median of ${COUNT_REQUESTS}:`,
    '',
    markdownTable(LATENCY_HEADERS, latencyRows(result), LATENCY_ALIGN),
    '',
    concurrentNote(opts),
    '',
    markdownTable(CONCURRENT_HEADERS, concurrentRows(result), CONCURRENT_ALIGN),
    '',
    topicPageNote(result),
    '',
    'SQL statements of one request:',
    '',
    ...statementLines(result).map((l) => `- ${l}`),
    '',
  ];
  if (result.plans) {
    parts.push(`Query plans of the GraphQL list requests (EXPLAIN ANALYZE of the statements the server ran${opts.db === 'pglite' ? ', PGlite' : ''}):`, '');
    for (const line of planLines(result)) parts.push(`- ${line.replace(/\n\s*/, ': `')}\``);
    const plan = listPlan(result);
    if (plan) {
      parts.push('', 'List query plan, page 1, newest first:', '');
      parts.push('```', `-- ${plan.sql.replace(/\s+/g, ' ').slice(0, 160)}...`, ...plan.lines, '```');
    }
  } else {
    parts.push('Query plans: not captured.');
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
  if (!opts.db) {
    opts.db = (await pgReachable(opts.pgUrl)) ? 'postgres' : 'pglite';
    log(`--db ${opts.db} (${opts.db === 'postgres' ? 'PostgreSQL answers at' : 'no PostgreSQL at'} ${opts.pgUrl.replace(/\/\/[^@/]*@/, '//')})`);
  }
  const env = environment(
    `--db ${opts.db} --topics ${opts.topics} --comments ${opts.comments} --requests ${opts.requests} --scenario-seconds ${opts.scenarioSeconds} ` +
      `--concurrency ${opts.concurrency} --duration ${opts.duration}${opts.varied ? ` --varied --seed ${opts.seed}` : ''}`,
  );
  log(`forum benchmark: ${env.settings} (${USERS} users)`);
  let result;
  let failed = false;
  try {
    result = await benchForum(opts, log);
  } catch (error) {
    failed = true;
    if (!interrupted) console.error(`\nBenchmark failed: ${error instanceof Error ? error.stack : error}`);
  } finally {
    await runCleanups();
  }
  if (interrupted) return;
  if (result?.varied) {
    const section = variedSection(result, env, opts);
    console.log(`\n${section.text}`);
    if (opts.writeResults && !failed) {
      writeResults(section);
      console.log(`\nWritten to ${RESULTS_FILE}`);
    }
  } else if (result) {
    printSummary(result, env, opts);
    if (opts.writeResults && !failed) {
      writeResults(resultsSection(result, env, opts));
      console.log(`\nWritten to ${RESULTS_FILE}`);
    }
  }
  log('done');
  process.exitCode = failed ? 1 : 0;
}

await main();
