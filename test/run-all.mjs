#!/usr/bin/env node
// `npm test`: builds everything, then runs every suite in order and prints one closing line.
// Suites: domain unit tests, server tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), a fuzz run, the initial-JS budget of the public pages, client component tests, the generated-files drift check, the scale-out test (two processes on
// PostgreSQL and Redis, when TEST_DATABASE_URL and TEST_REDIS_URL are set) and the browser tests.
// With CI=true, a suite that cannot run (no PostgreSQL URL, no Chromium) fails instead of skipping.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedDrift } from './drift.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// RUN_ALL_ARTIFACTS: another folder for the results (a test of this script runs it while `npm test` runs).
const artifacts = process.env.RUN_ALL_ARTIFACTS ?? join(root, 'test', '.artifacts');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2);
rmSync(join(artifacts, 'results'), { recursive: true, force: true });
mkdirSync(join(artifacts, 'results'), { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];
/** Suites that did not run (outside CI, for want of a database or a checkout): named in the closing line. */
const notRun = [];
const failedNames = [];

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label} ===\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  return result.status === 0;
}

function countJson(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Name each failed test in the summary: CI keeps only the tail of the output.
  for (const suiteResult of report.testResults ?? []) {
    const failedTests = (suiteResult.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failedNames.push(`${relative(process.cwd(), suiteResult.name ?? '')} > ${test.fullName ?? test.title}`);
    }
    if (!failedTests.length && suiteResult.status === 'failed') {
      failedNames.push(`${relative(process.cwd(), suiteResult.name ?? '')}: ${String(suiteResult.message ?? '').split('\n').find(Boolean) ?? 'failed'}`);
    }
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, total: report.numTotalTests ?? 0 };
}

function suite(name, label, command, args, options = {}) {
  if (only.length && !only.includes(name)) return;
  const out = join(artifacts, 'results', `${name}.json`);
  const ok = run(label, command, [...args, ...(options.json === false ? [] : ['--json', `--outputFile=${out}`])], options);
  const counts = options.json === false ? null : countJson(out);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    if (counts.total === 0) {
      failures.push(`${label}: no test ran`);
      return;
    }
  }
  if (!ok) failures.push(label);
}

function fail(message) {
  console.error(`\n!!! ${message}`);
  failures.push(message);
}

const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules' };

if (!only.length || only.includes('build')) {
  if (!run('Build (domain, server + schema.graphql, client + codegen)', 'npm', ['run', 'build'])) {
    console.error('\nThe build failed: no test can run.');
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }
}

// The tests themselves are type-checked too (jest compiles them with SWC, which does not): one test in the totals.
if (!only.length || only.includes('types')) {
  if (run('Type check of every package, tests included (npm run lint)', 'npm', ['run', 'lint'])) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    fail('Type check: npm run lint');
  }
}

suite('domain', 'Domain unit tests', 'npx', ['jest', '--config', 'domain/jest.config.js', '--rootDir', 'domain'], { env: jestEnv });
suite('server-pglite', 'Server tests on PGlite', 'npx', ['jest', '--config', 'server/jest.config.mjs', '--rootDir', 'server'], {
  env: { ...jestEnv, TEST_DB: 'pglite' },
});
if (!only.length || only.includes('server-postgres')) {
  if (process.env.TEST_DATABASE_URL) {
    suite('server-postgres', 'Server tests on PostgreSQL', 'npx', ['jest', '--config', 'server/jest.config.mjs', '--rootDir', 'server'], {
      env: { ...jestEnv, TEST_DB: 'postgres' },
    });
  } else if (ci) {
    fail('Server tests on PostgreSQL: TEST_DATABASE_URL is not set (required in CI)');
  } else {
    console.warn('\n--- Server tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them');
    notRun.push('server tests on PostgreSQL (TEST_DATABASE_URL)');
  }
}
/** A script that passes or fails as a whole (exit code): one test in the totals. */
function scriptSuite(name, label, args, failure) {
  if (only.length && !only.includes(name)) return;
  if (run(label, 'node', args)) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    fail(failure);
  }
}

// Fuzz: 1,500 malformed REST and GraphQL requests against the built server (test/fuzz/fuzz.mjs; 10,000 by hand).
scriptSuite(
  'fuzz',
  'Fuzz: 1,500 malformed requests (no 5xx, crash, server error or data change)',
  ['test/fuzz/fuzz.mjs', '--requests', '1500'],
  'Fuzz (replay with the seed it printed: node test/fuzz/fuzz.mjs --requests 1500 --seed N)',
);
// Performance budget: the initial JS of every public page in Chromium (Lighthouse only by hand: bench/budgets.mjs --lighthouse).
scriptSuite(
  'budgets',
  'Performance budget: initial JS of the public pages <= 180 KB gzip, no admin or GraphiQL code',
  ['bench/budgets.mjs', '--no-results'],
  'Performance budget (node bench/budgets.mjs prints the pages over budget)',
);
suite(
  'client',
  'Client component tests',
  'npx',
  [
    'vitest',
    'run',
    '--root',
    'client',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(artifacts, 'results', 'client.json')}`,
  ],
  { json: false },
);
if (!only.length || only.includes('client')) {
  const counts = countJson(join(artifacts, 'results', 'client.json'));
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  } else fail('Client component tests: no results were written');
}

if (!only.length || only.includes('drift')) {
  // The build regenerated schema.graphql and the client's typed documents: they must match what is committed.
  const inGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root }).status === 0;
  if (!inGit) {
    if (ci) fail('Drift check: not a git checkout');
    else {
      console.warn('\n--- Drift check skipped: not a git checkout');
      notRun.push('drift check (not a git checkout)');
    }
  } else {
    const drift = generatedDrift(root);
    console.log('\n=== Drift check: schema.graphql and client/src/generated against the last commit ===');
    if (drift.length > 0) {
      totals.failed += 1;
      fail(`Generated files differ from the committed ones (regenerated by the build):\n${drift.join('\n')}\nReview and commit them.`);
    } else {
      totals.passed += 1;
      console.log('No drift.');
    }
  }
}

if (!only.length || only.includes('scale-out')) {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    suite(
      'scale-out',
      'Scale-out and outage: two app processes on one PostgreSQL and one Redis; PostgreSQL unreachable',
      'npx',
      ['jest', '--config', 'test/jest.scale-out.config.mjs', '--rootDir', 'test'],
      { env: jestEnv },
    );
  } else if (ci) {
    fail('Scale-out tests: TEST_DATABASE_URL and TEST_REDIS_URL must be set (required in CI)');
  } else {
    console.warn('\n--- Scale-out tests skipped: set TEST_DATABASE_URL and TEST_REDIS_URL=redis://127.0.0.1:6379 to run them');
    notRun.push('scale-out (TEST_DATABASE_URL and TEST_REDIS_URL)');
  }
}

if (!only.length || only.includes('browser')) {
  if (!existsSync('/usr/bin/chromium')) {
    fail('Browser tests: /usr/bin/chromium is missing (apt-get install -y chromium; .ci/run does this)');
  } else {
    rmSync(join(artifacts, 'screenshots'), { recursive: true, force: true });
    suite('browser', 'Browser tests in Chromium', 'npx', ['jest', '--config', 'test/jest.config.mjs', '--rootDir', 'test'], {
      env: jestEnv,
    });
  }
}

console.log('\n=== Summary ===');
for (const failure of failures) console.log(`FAILED: ${failure}`);
for (const name of failedNames.slice(0, 30)) console.log(`  failed test: ${name}`);
// One closing line; a suite that did not run is named in it, so "0 failed" never reads as "everything ran".
console.log(`${totals.passed} passed, ${totals.failed} failed${notRun.length ? `; NOT RUN: ${notRun.join(', ')}` : ''}`);
process.exit(failures.length || totals.failed ? 1 : 0);
