#!/usr/bin/env node
// Pepper import: one importPeppers call of 10,000 rows (the most a call takes), as the admin screen sends
// it, against the compiled server (`node server/dist/main.js`) with the seed data, on PGlite and on a
// throwaway PostgreSQL database. Per database: a dry run (the preview) and the apply of 10,000 new
// peppers, then a dry run and the apply of a file that changes every one of them, and the undo of each.
// Checks that a dry run writes nothing, that the apply wrote every row and that each undo put it all back.
//
//   node bench/import.mjs [--db pglite|postgres|both] [--rows 10000] [--pg-url URL] [--no-results]
//
// Everything runs on 127.0.0.1; servers, temp folders and databases are removed on exit, failure or Ctrl+C.

import { performance } from 'node:perf_hooks';
import {
  createThrowawayDatabase,
  DEFAULT_PG_URL,
  environment,
  fmt,
  fmtInt,
  intIn,
  loadNote,
  loadNow,
  makeTempDir,
  markdownTable,
  parseFlags,
  pgliteVersion,
  pgReachable,
  requireBuiltServer,
  runMain,
  startServer,
  table,
  writeResults,
} from './lib.mjs';
import { signIn } from './requests.mjs';

const USAGE = `Usage: node bench/import.mjs [options]
  --db <name>       pglite, postgres or both (default both)
  --rows <n>        rows per importPeppers call (default 10000; 100..10000)
  --pg-url <url>    PostgreSQL server (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --no-results      do not write bench/RESULTS.md`;

const opts = { db: 'both', rows: 10_000, pgUrl: DEFAULT_PG_URL, results: true };
parseFlags(
  process.argv.slice(2),
  {
    '--db': (v) => {
      opts.db = v();
      if (!['pglite', 'postgres', 'both'].includes(opts.db)) throw new Error(`--db takes pglite, postgres or both, not ${opts.db}`);
    },
    '--rows': (v) => (opts.rows = intIn('--rows', v(), 100, 10_000)),
    '--pg-url': (v) => (opts.pgUrl = v()),
    '--no-results': () => (opts.results = false),
  },
  USAGE,
);

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const IMPORT = `mutation($rows: [PepperImportRow!]!, $dryRun: Boolean!) {
  importPeppers(rows: $rows, dryRun: $dryRun) { applied changeSetId counts { new changed unchanged invalid } }
}`;
const UNDO = 'mutation($id: ID!) { undoPepperChanges(changeSetId: $id) { applied count } }';
const COUNT = '{ peppers(status: all, take: 1) { totalItems } }';

/** A GraphQL call that may take long (the apply of 10,000 rows); answers the data and the seconds it took. */
async function timed(base, query, variables, token) {
  const body = JSON.stringify({ query, variables });
  const t0 = performance.now();
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    signal: AbortSignal.timeout(300_000),
  });
  const answer = await res.json().catch(() => null);
  const seconds = (performance.now() - t0) / 1000;
  if (res.status !== 200 || !answer || answer.errors) throw new Error(`${res.status} ${JSON.stringify(answer).slice(0, 400)}`);
  return { data: answer.data, seconds, bytes: Buffer.byteLength(body) };
}

/** Rows as a grower's spreadsheet gives them: every pepper field filled, Hebrew beside English. */
function rows(run, flavour) {
  return Array.from({ length: opts.rows }, (_, i) => ({
    name: `Bench ${run} ${i + 1}`,
    hebName: `פלפל בדיקה ${i + 1}`,
    shu: `${1000 + i * 10}-${2000 + i * 10}`,
    group: ['C. Annuum', 'C. Chinense', 'C. Baccatum'][i % 3],
    difficulty: ['easy', 'medium', 'hard'][i % 3],
    country: ['Mexico', 'Peru', 'מקסיקו'][i % 3],
    region: 'Bench region',
    flavor: flavour,
    hebFlavor: 'פירותי ומעושן',
    description: 'A pepper from the import benchmark, with a description of about the usual length. '.repeat(2),
    growingDaysMin: 80 + (i % 20),
    growingDaysMax: 100 + (i % 20),
    color: 'Green to red',
    shape: 'Conical',
    isFeatured: i % 50 === 0,
  }));
}

async function measure(db) {
  const dataDir = makeTempDir('pepper-atlas-import-');
  let databaseUrl;
  let dbVersion = `PGlite ${pgliteVersion()} (embedded)`;
  if (db === 'postgres') ({ databaseUrl, dbVersion } = await createThrowawayDatabase(opts.pgUrl, `pa_bench_import_${process.pid}`));
  const server = await startServer({ dataDir, databaseUrl, label: `import ${db}` });
  const base = server.url;
  const token = await signIn(base, ADMIN);
  const count = async () => (await timed(base, COUNT, {}, token)).data.peppers.totalItems;
  const failures = [];
  const check = (ok, what) => ok || failures.push(what);
  const loadBefore = loadNow();
  const before = await count();
  const run = `${db}${process.pid}`;
  const figures = [];

  const pass = async (label, file, expect) => {
    const dry = await timed(base, IMPORT, { rows: file, dryRun: true }, token);
    check(dry.data.importPeppers.counts[expect] === opts.rows, `${label}: the dry run counts ${JSON.stringify(dry.data.importPeppers.counts)}`);
    const afterDry = await count();
    const apply = await timed(base, IMPORT, { rows: file, dryRun: false }, token);
    check(apply.data.importPeppers.applied && apply.data.importPeppers.counts[expect] === opts.rows, `${label}: the apply answered ${JSON.stringify(apply.data.importPeppers)}`);
    return { label, dry, apply, afterDry, changeSetId: apply.data.importPeppers.changeSetId };
  };

  const added = await pass(`${fmtInt(opts.rows)} new peppers`, rows(run, 'Fruity'), 'new');
  check(added.afterDry === before, 'the dry run of new peppers wrote rows');
  check((await count()) === before + opts.rows, 'the apply did not add every pepper');
  const changed = await pass(`${fmtInt(opts.rows)} changed peppers`, rows(run, 'Smoky'), 'changed');
  const undoChanged = await timed(base, UNDO, { id: changed.changeSetId }, token);
  check(undoChanged.data.undoPepperChanges.applied, 'the undo of the changes was refused');
  const undoAdded = await timed(base, UNDO, { id: added.changeSetId }, token);
  check(undoAdded.data.undoPepperChanges.applied, 'the undo of the new peppers was refused');
  check((await count()) === before, 'the undo did not remove every new pepper');
  for (const [pass_, undo] of [
    [added, undoAdded],
    [changed, undoChanged],
  ]) {
    figures.push([pass_.label, fmt(pass_.dry.bytes / 1_048_576, 1), fmt(pass_.dry.seconds, 2), fmt(pass_.apply.seconds, 2), fmt(undo.seconds, 2)]);
  }
  await server.stop();
  return { db, dbVersion, figures, failures, loadBefore };
}

async function main() {
  requireBuiltServer();
  const dbs = opts.db === 'both' ? ['pglite', 'postgres'] : [opts.db];
  if (dbs.includes('postgres') && !(await pgReachable(opts.pgUrl))) throw new Error(`PostgreSQL is not reachable at ${opts.pgUrl}`);
  const env = environment(`node bench/import.mjs --db ${opts.db} --rows ${opts.rows}`);
  const headers = ['database', 'import', 'body MB', 'dry run s', 'apply s', 'undo s'];
  const results = [];
  for (const db of dbs) results.push(await measure(db));
  const tableRows = results.flatMap((r) => r.figures.map((f) => [r.dbVersion, ...f]));
  console.log(table(headers, tableRows, ['l', 'l', 'r', 'r', 'r', 'r']));
  const failures = results.flatMap((r) => r.failures.map((f) => `${r.db}: ${f}`));
  for (const failure of failures) console.error(`FAILED: ${failure}`);
  console.log(`Target: apply within 10 s. ${failures.length ? 'Checks FAILED' : 'Checks passed: dry runs wrote nothing, applies wrote every row, undos put everything back.'}`);
  if (opts.results && failures.length === 0) {
    const key = `import:${opts.db}:${opts.rows}`;
    writeResults({
      key,
      text: [
        `<!-- bench:${key} -->`,
        `## Pepper import: ${fmtInt(opts.rows)} rows in one importPeppers call`,
        '',
        `${env.date} · Node ${env.node} · ${env.cpu} · commit ${env.commit}  `,
        `\`${env.settings}\`  `,
        loadNote(env, results.map((r) => r.loadBefore)),
        '',
        'Seconds per call, from the request to the answer (the apply is one transaction; target: within 10 s). The first',
        'import adds every pepper, the second changes every one of them (all fields given, one differs); each undo is one',
        'undoPepperChanges call. Checked: the dry runs wrote nothing, the applies wrote every row, the undos put it all back.',
        '',
        markdownTable(headers, tableRows, ['l', 'l', 'r', 'r', 'r', 'r']),
        `<!-- /bench:${key} -->`,
      ].join('\n'),
    });
  }
  return failures.length === 0;
}

runMain(main);
