#!/usr/bin/env node
// Performance budgets of the public pages, against the built app (`npm run build` first):
// - initial JS: every script a page loads until the app has drawn it and the network is idle (its page chunk, what it
//   renders at once, the framework), gzip -9 of the built files: at most 180 KB per public page (a pepper's and a
//   recipe's page included), and never the admin panel's or GraphiQL's code;
// - with --lighthouse: Lighthouse performance of /, /peppers, a pepper's page, /forum, a topic and a recipe's page
//   (issues 32, 33): the median of the runs scores desktop 100 and mobile (simulated slow 4G, 4x CPU) >= 98 with LCP <= 1.8 s, CLS 0.
//
//   node bench/budgets.mjs [--lighthouse] [--runs 5] [--no-results]
//
// Runs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through playwright-core and the
// app on embedded PGlite with the seed data in a temp folder.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  environment,
  fmt,
  intIn,
  makeTempDir,
  markdownTable,
  parseFlags,
  requireBuiltServer,
  ROOT,
  runMain,
  startServer,
  table,
  writeResults,
} from './lib.mjs';

const USAGE = `Usage: node bench/budgets.mjs [options]
  --lighthouse     also run Lighthouse (desktop and mobile) on /, /peppers, a pepper, /forum, a topic and a recipe
  --runs <n>       Lighthouse runs per page and preset; the median counts (default 5; 1..9)
  --no-results     do not write bench/RESULTS.md`;

const JS_BUDGET_KB = 180;
const LIGHTHOUSE_TARGETS = { desktop: 100, mobile: 98 };
/** Largest contentful paint of the median run, at most (ms; mobile: Lighthouse's simulated slow 4G and slow CPU). */
const LCP_TARGET_MS = { desktop: 1_800, mobile: 1_800 };
/** Cumulative layout shift, at most: none, to Lighthouse's three decimals. */
const CLS_TARGET = 0.0005;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLIENT_DIST = join(ROOT, 'client', 'dist');
/** Chunks only the admin panel and GraphiQL may load (their page chunks and GraphiQL's editor). */
const PRIVATE_CHUNK = /^(AdminPage|GraphiQLPage|monaco-editor|editor\.worker|graphql\.worker|json\.worker)-/;
const requireRoot = createRequire(join(ROOT, 'package.json'));

function parseOptions(argv) {
  const opts = { lighthouse: false, runs: 5, results: true };
  parseFlags(
    argv,
    {
      '--lighthouse': () => (opts.lighthouse = true),
      '--runs': (value) => (opts.runs = intIn('--runs', value(), 1, 9)),
      '--no-results': () => (opts.results = false),
    },
    USAGE,
  );
  return opts;
}

/** The public pages; a topic and a recipe are the seed data's. */
async function publicPages(url) {
  const res = await fetch(`${url}/api/topics?limit=1`);
  const body = await res.json();
  const topicId = body.topics?.[0]?.id ?? body.pinnedTopics?.[0]?.id;
  if (!topicId) throw new Error(`No seeded topic to measure: ${JSON.stringify(body).slice(0, 200)}`);
  const recipes = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ recipes(take: 1) { items { slug } } }' }),
  });
  const recipe = (await recipes.json()).data?.recipes?.items?.[0]?.slug;
  if (!recipe) throw new Error('No seeded recipe to measure');
  const slug = (await (await fetch(`${url}/api/peppers?take=1&sortBy=popularity`)).json())[0]?.slug;
  if (!slug) throw new Error('No seeded pepper to measure');
  return ['/', '/peppers', `/peppers/${slug}`, '/forum', `/forum/topic/${topicId}`, '/forum/new-topic', '/login', '/news', '/recipes', `/recipes/${recipe}`, '/guides'];
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(CLIENT_DIST, 'assets', file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** APP_READY_MARK of domain/src/server-render.ts: the app marks it once its first page is up (hydrated). */
const APP_READY_MARK = 'pepper-atlas:ready';

async function measureInitialJs(url, paths) {
  const { chromium } = requireRoot('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--headless=new'] });
  const rows = [];
  try {
    for (const language of ['he', 'en']) {
      for (const path of paths) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((lang) => localStorage.setItem('peppers-language', lang), language);
        const page = await context.newPage();
        const scripts = new Set();
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(basename(pathname));
        });
        await page.goto(url + path, { waitUntil: 'networkidle' });
        // A page the server drew fetches its code once painted: the network may be idle before that. Counted once the
        // app has hydrated the page (its mark) and the network is idle again.
        await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, APP_READY_MARK, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await context.close();
        const files = [...scripts].filter((file) => file.endsWith('.js'));
        if (files.length === 0) throw new Error(`${path} (${language}) loaded no script: nothing to measure`);
        const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
        const privateFiles = files.filter((file) => PRIVATE_CHUNK.test(file));
        if (process.env.BUDGET_FILES) console.log(path, language, files.map((f) => `${f}:${(gzipSize(f) / 1024).toFixed(1)}`).join(" "));
        rows.push({ language, path, files: files.length, kb: bytes / 1024, privateFiles });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function lighthouseScores(url, runs, paths) {
  const { default: lighthouse } = await import(requireRoot.resolve('lighthouse'));
  const chromeLauncher = await import(requireRoot.resolve('chrome-launcher'));
  const { default: desktopConfig } = await import(requireRoot.resolve('lighthouse/core/config/desktop-config.js'));
  const rows = [];
  for (const path of paths) {
    for (const preset of ['desktop', 'mobile']) {
      const scores = [];
      let metrics;
      for (let i = 0, retries = 0; i < runs; i++) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        });
        try {
          const result = await lighthouse(
            url + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result.lhr;
          // Chromium sometimes leaves the navigation out of the trace Lighthouse records (NO_NAVSTART: nothing about the
          // page): that run is done again, at most twice per page and preset, and said.
          if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
            retries++;
            i--;
            console.warn(`Lighthouse ${preset} ${path}: NO_NAVSTART (the trace lacks the navigation): run again`);
            continue;
          }
          // A run Lighthouse could not finish has no score: said, and counted as 0 (never skipped).
          if (lhr.runtimeError) console.warn(`Lighthouse ${preset} ${path}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          for (const audit of Object.values(lhr.audits)) {
            if (
              audit.scoreDisplayMode === 'error' &&
              lhr.categories.performance.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0)
            )
              console.warn(`Lighthouse ${preset} ${path}: ${audit.id}: ${audit.errorMessage}`);
          }
          scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
          const audit = (id) => lhr.audits[id]?.numericValue;
          metrics ??= [];
          metrics.push({
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          });
        } finally {
          await chrome.kill();
        }
      }
      const order = scores.map((s, i) => [s, i]).sort((a, b) => a[0] - b[0]);
      const [median, at] = order[Math.floor(order.length / 2)];
      const chosen = metrics[at];
      const pass = median >= LIGHTHOUSE_TARGETS[preset] && chosen.lcp <= LCP_TARGET_MS[preset] && chosen.cls <= CLS_TARGET;
      rows.push({ path, preset, scores, median, metrics: chosen, target: LIGHTHOUSE_TARGETS[preset], pass });
      console.log(`  ${path} ${preset}: ${scores.join(', ')} (median ${median}, LCP ${fmt(chosen.lcp, 0)} ms, CLS ${fmt(chosen.cls, 3)})`);
    }
  }
  return rows;
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  requireBuiltServer();
  const env = environment(opts.lighthouse ? `--lighthouse --runs ${opts.runs}` : '');
  const server = await startServer({ dataDir: makeTempDir('pa-budgets-'), label: 'budgets' });
  const paths = await publicPages(server.url);
  console.log(
    `Initial JS of ${paths.length} public pages in Hebrew and English (gzip -9 of the built files; budget ${JS_BUDGET_KB} KB)...`,
  );
  const js = await measureInitialJs(server.url, paths);
  const jsRows = js.map((r) => [
    r.path,
    r.language,
    String(r.files),
    fmt(r.kb, 1),
    r.kb <= JS_BUDGET_KB && r.privateFiles.length === 0 ? 'yes' : 'NO',
    r.privateFiles.join(' ') || '-',
  ]);
  const jsHeaders = ['page', 'language', 'scripts', 'KB gzip', 'pass', 'admin or GraphiQL code'];
  console.log(`\n${table(jsHeaders, jsRows, 'llrrcl')}`);
  let passed = js.every((r) => r.kb <= JS_BUDGET_KB && r.privateFiles.length === 0);

  let lhRows = [];
  const lhHeaders = ['page', 'preset', 'median score', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'target', 'pass'];
  if (opts.lighthouse) {
    console.log(`\nLighthouse performance, ${opts.runs} run(s) per page and preset (median)...`);
    const slug = (await (await fetch(`${server.url}/api/peppers?take=1&sortBy=popularity`)).json())[0]?.slug;
    if (!slug) throw new Error('No seeded pepper to measure');
    const lh = await lighthouseScores(
      server.url,
      opts.runs,
      ['/', '/peppers', `/peppers/${slug}`, '/forum', /^\/forum\/topic\//, /^\/recipes\/./].map((path) =>
        typeof path === 'string' ? path : paths.find((candidate) => path.test(candidate)),
      ),
    );
    lhRows = lh.map((r) => [
      r.path,
      r.preset,
      String(r.median),
      r.scores.join(', '),
      fmt(r.metrics.fcp, 0),
      fmt(r.metrics.lcp, 0),
      fmt(r.metrics.tbt, 0),
      fmt(r.metrics.cls, 3),
      `>= ${r.target}, LCP <= ${LCP_TARGET_MS[r.preset]}, CLS 0`,
      r.pass ? 'yes' : 'NO',
    ]);
    console.log(`\n${table(lhHeaders, lhRows, 'llrlrrrrrc')}`);
    passed &&= lh.every((r) => r.pass);
  }
  await server.stop();

  if (opts.results) {
    const key = opts.lighthouse ? 'budgets-lighthouse' : 'budgets';
    writeResults({
      key,
      text: [
        `<!-- bench:${key} -->`,
        `## Performance budgets (\`node bench/budgets.mjs${opts.lighthouse ? ' --lighthouse' : ''}\`)`,
        '',
        `${env.date}: the built app on PGlite with the seed data, Debian Chromium; Node ${env.node}, ${env.cpu}, commit ${env.commit}, load average at start ${fmt(env.loadAtStart, 2)}.`,
        '',
        `Initial JS per public page (every script loaded until the network is idle, gzip -9 of the built files; budget ${JS_BUDGET_KB} KB, no admin or GraphiQL code):`,
        '',
        markdownTable(
          jsHeaders,
          jsRows.map((r) => [...r.slice(0, 4), r[4] === 'yes' ? 'yes' : '**no**', r[5]]),
          'llrrcl',
        ),
        ...(opts.lighthouse
          ? [
              '',
              'Lighthouse performance (simulated throttling; mobile is a slow 4G phone):',
              '',
              markdownTable(
                lhHeaders,
                lhRows.map((r) => [...r.slice(0, 9), r[9] === 'yes' ? 'yes' : '**no**']),
                'llrlrrrrrc',
              ),
            ]
          : []),
        `<!-- /bench:${key} -->`,
      ].join('\n'),
    });
  }
  console.log(passed ? '\nPASS' : '\nFAIL');
  return passed;
}

runMain(main);
