// Varied catalogue requests for `bench/run.mjs --varied`: every request a different search, filter combination,
// sort and page, drawn from a seeded generator over the synthetic catalogue's own vocabulary (bench/data.mjs), so
// the server's answer caches hardly ever hit and the figures are the uncached path's. The same seed gives the same
// sequence of requests on every run and both databases.
import { peppersPage, REQUEST_TIMEOUT_MS } from './requests.mjs';
import { seededRandom, summarise } from './lib.mjs';

export { seededRandom };
import { FLAVORS, HEAT_LEVELS, ORIGINS, PREFIXES, VARIETIES } from './data.mjs';

const PEPPER_FIELDS = `id name hebName group shu shuMin shuMax heatLevel origin hebOrigin flavor hebFlavor img imageSrcSet likes views`;
const VARIED_QUERY = `query BenchVaried($search: String, $heatLevels: [HeatLevel!], $groups: [PepperGroup!], $origins: [String!],
  $sortBy: PepperSortBy, $sortOrder: SortOrder, $skip: Int!, $take: Int!) {
  peppers(search: $search, heatLevels: $heatLevels, groups: $groups, origins: $origins, sortBy: $sortBy,
    sortOrder: $sortOrder, skip: $skip, take: $take) {
    items { ${PEPPER_FIELDS} }
    totalItems
  }
}`;

const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const chance = (rng, p) => rng() < p;
const someOf = (rng, list, max) => {
  const out = new Set();
  const n = 1 + Math.floor(rng() * max);
  while (out.size < n) out.add(pick(rng, list));
  return [...out];
};

/** Single search words of the synthetic names and flavours, in English and Hebrew. */
const WORDS = {
  en: [...new Set([...VARIETIES, ...PREFIXES, ...FLAVORS].flatMap(([en]) => en.toLowerCase().split(/[^\p{L}\d']+/u)).filter((w) => w.length >= 3))],
  he: [...new Set([...VARIETIES, ...PREFIXES, ...FLAVORS].flatMap(([, he]) => he.split(/[^\p{L}\d'׳]+/u)).filter((w) => w.length >= 3))],
};
const GROUP_ENUM = { 'C. Annuum': 'c_annuum', 'C. Chinense': 'c_chinense', 'C. Frutescens': 'c_frutescens', 'C. Baccatum': 'c_baccatum', 'C. Pubescens': 'c_pubescens' };
const GROUPS = Object.keys(GROUP_ENUM);
const SORTS = [undefined, undefined, 'name', 'shu', 'popularity', 'newest', 'lastUpdated'];

/** A small typo: two letters swapped, one dropped or one doubled. */
export function typo(word, rng) {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(rng() * (word.length - 2));
  switch (Math.floor(rng() * 3)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

/** Hebrew points (niqqud) after some letters, as a reader copying from a pointed text sends them. */
export function withNiqqud(word, rng) {
  const POINTS = ['\u05b0', '\u05b4', '\u05b7', '\u05b8', '\u05b9', '\u05bc'];
  return [...word].map((ch) => (/[\u05d0-\u05ea]/.test(ch) && chance(rng, 0.5) ? ch + pick(rng, POINTS) : ch)).join('');
}

/**
 * The next request's arguments (GraphQL's names and values), its shape (what kind of request it is, for the
 * per-shape figures) and the REST query string for the same page. `rows`: the synthetic rows' numbers go up to it.
 */
export function variedRequest(rng, rows) {
  const args = {};
  const lang = chance(rng, 0.35) ? 'he' : 'en';
  const kind = rng();
  let shape;
  if (kind < 0.3) {
    shape = `one word (${lang})`;
    args.search = pick(rng, WORDS[lang]);
  } else if (kind < 0.5) {
    shape = `two words (${lang})`;
    args.search = `${pick(rng, WORDS[lang])} ${pick(rng, WORDS[lang])}`;
  } else if (kind < 0.6) {
    shape = `typo (${lang})`;
    args.search = typo(pick(rng, WORDS[lang].filter((w) => w.length >= 5)), rng);
  } else if (kind < 0.67) {
    shape = 'Hebrew with niqqud';
    args.search = withNiqqud(pick(rng, WORDS.he), rng);
  } else if (kind < 0.8) {
    shape = 'a name and a number (one pepper)';
    const [en, he] = pick(rng, VARIETIES);
    args.search = `${lang === 'he' ? he.split(' ')[0] : en.split(' ')[0]} ${1 + Math.floor(rng() * rows)}`;
  } else {
    shape = 'filters only';
  }
  if (chance(rng, shape === 'filters only' ? 0.7 : 0.2)) args.heatLevels = someOf(rng, HEAT_LEVELS, 2);
  if (chance(rng, shape === 'filters only' ? 0.5 : 0.15)) args.groups = someOf(rng, GROUPS, 2);
  if (chance(rng, shape === 'filters only' ? 0.4 : 0.1)) args.origins = [pick(rng, ORIGINS)[lang === 'he' ? 1 : 0]];
  const sortBy = pick(rng, SORTS);
  if (sortBy) args.sortBy = sortBy;
  if (sortBy && chance(rng, 0.3)) args.sortOrder = sortBy === 'name' ? 'desc' : 'asc';
  // Most readers stay on the first pages; a crawler walks them all (a page of 24, up to page 216).
  const page = chance(rng, 0.5) ? 0 : chance(rng, 0.6) ? 1 + Math.floor(rng() * 5) : 1 + Math.floor(rng() * 216);
  args.skip = page * 24;
  args.take = 24;
  if (args.skip > 0) shape += ', deep page';
  return { args, shape, key: JSON.stringify(args) };
}

/** GraphQL's variables for a request (enum values as GraphQL names them). */
function graphqlVariables(args) {
  return {
    ...args,
    ...(args.heatLevels ? { heatLevels: args.heatLevels.map((h) => h.toLowerCase().replace(/ /g, '_')) } : {}),
    ...(args.groups ? { groups: args.groups.map((g) => GROUP_ENUM[g]) } : {}),
  };
}

export const variedGraphql = (url, args) => peppersPage(url, VARIED_QUERY, graphqlVariables(args));

export async function variedRest(url, args) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const res = await fetch(`${url}/api/peppers?${params}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await res.text();
  if (!res.ok) throw new Error(`REST HTTP ${res.status}: ${text.slice(0, 300)}`);
  const items = JSON.parse(text);
  return { ids: items.map((p) => p.id), total: Number(res.headers.get('x-total-count')) };
}

/** A cache's lookups so far (the server's /metrics, with the token the bench started it with). */
export async function cacheLookups(url, token, cache) {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`/metrics HTTP ${res.status}: ${text.slice(0, 200)}`);
  const read = (result) => Number(new RegExp(`cache_lookups\\{cache="${cache}",result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hits: read('hit'), misses: read('miss') };
}

/** The server's guest-answer cache lookups so far. */
export function guestCacheLookups(url, token) {
  return cacheLookups(url, token, 'guest-answers');
}

/** The server's memory (its /metrics): resident set and V8 heap in use, in MB. */
export async function serverMemory(url, token) {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  const read = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

/**
 * Waits until the server's catalogue index (SEARCH_INDEX, server/src/peppers/catalogue-index.ts) answers a search, as a
 * server that has run for a while has it: built at start and after the bulk load, in the background. Answers the
 * seconds waited, or null when the server has no index (SEARCH_INDEX=off: no lookup is counted). `cache` and `probe`
 * name another index and a search it answers (the forum's: bench/forum.mjs).
 */
export async function waitForSearchIndex(url, token, timeoutSeconds = 300, cache = 'catalogue-index', probe = (i) => variedGraphql(url, { search: `pepper${i}`, skip: 0, take: 24 })) {
  const started = Date.now();
  for (let i = 0; ; i++) {
    const before = await cacheLookups(url, token, cache);
    // While it builds, SQL answers: at a million rows the probe may take long, and is tried again.
    const answered = await probe(i).then(
      () => true,
      () => false,
    );
    const after = await cacheLookups(url, token, cache);
    if (after.hits > before.hits) return (Date.now() - started) / 1000;
    if (answered && after.misses === before.misses) return null;
    if (Date.now() - started > timeoutSeconds * 1000) throw new Error(`the ${cache} was not built within ${timeoutSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// ------------------------------------------------------------------ the measurement (bench/run.mjs --varied)

/**
 * One closed-loop phase: `concurrency` clients for `duration` s, each request drawn by `draw(rng)` (answers
 * `{ args, shape, key }`) and sent by `send(url, args)`; or, without `draw`, `repeat()` again and again. Answers
 * req/s, percentiles, errors, how many requests were distinct, the guest-answer cache's hit rate over the phase
 * (from /metrics), the percentiles per shape and the three slowest requests.
 */
export async function variedPhase({ urls, metricsToken, label, key, concurrency, duration, seed, draw, send, repeat }) {
  const { closedLoop } = await import('./requests.mjs');
  const rng = seededRandom(seed);
  const perShape = new Map();
  const perKind = new Map();
  const slowest = [];
  const distinct = new Set();
  // Several app processes: each request to the next, as a load balancer sends them.
  let turn = 0;
  const next = () => urls[turn++ % urls.length];
  const fn = draw
    ? async () => {
        const request = draw(rng);
        distinct.add(request.key);
        const t0 = performance.now();
        const answer = await send(next(), request.args);
        const ms = performance.now() - t0;
        if (!perShape.has(request.shape)) perShape.set(request.shape, []);
        perShape.get(request.shape).push(ms);
        const kind = answerKind(request.args, answer);
        if (kind) {
          if (!perKind.has(kind)) perKind.set(kind, []);
          perKind.get(kind).push(ms);
        }
        slowest.push({ ms, ...request });
        if (slowest.length > 40) slowest.sort((a, b) => b.ms - a.ms).splice(20);
      }
    : () => repeat(next());
  const lookups = async () => {
    const each = await Promise.all(urls.map((url) => guestCacheLookups(url, metricsToken)));
    return { hits: each.reduce((n, l) => n + l.hits, 0), misses: each.reduce((n, l) => n + l.misses, 0) };
  };
  const before = await lookups();
  const run = await closedLoop(fn, concurrency, duration);
  const after = await lookups();
  const counted = after.hits + after.misses - before.hits - before.misses;
  return {
    key,
    label,
    concurrency,
    ...summarise(run.latencies),
    rps: run.ok / run.elapsed,
    ok: run.ok,
    errors: run.errors,
    firstError: run.firstError,
    distinct: draw ? distinct.size : 1,
    hitRate: counted > 0 ? (after.hits - before.hits) / counted : 0,
    shapes: [...perShape].map(([shape, ms]) => ({ shape, ...summarise(ms) })).sort((a, b) => b.p95 - a.p95),
    kinds: kindsOf(perKind),
    slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 3),
  };
}

/**
 * What kind of answer a request had, for where the time goes: the order it asked for (relevance, another order, no
 * search), how many matches it found (its total: fewer than a page, fewer than 1,000, more) and the page (first or
 * later). Undefined when the answer says no total.
 */
export function answerKind(args, answer) {
  if (typeof answer?.total !== 'number') return undefined;
  const order = !args.search ? 'no search' : args.sortBy ? 'another order' : 'relevance';
  const matches = answer.total < 24 ? 'fewer than 24' : answer.total < 1000 ? 'fewer than 1,000' : '1,000 or more';
  return `${order}, ${matches}, ${args.skip > 0 ? 'later page' : 'first page'}`;
}

/** Per kind of answer: how many, the mean and p95 (lib's summarise), and its share of all the phase's request time, largest first. */
function kindsOf(perKind) {
  const all = [...perKind.values()].flat().reduce((sum, ms) => sum + ms, 0);
  return [...perKind]
    .map(([kind, ms]) => {
      const { n, mean, p95 } = summarise(ms);
      return { kind, n, mean, p95, share: all > 0 ? (n * mean) / all : 0 };
    })
    .sort((a, b) => b.share - a.share);
}

/** A phase's one line in the log. */
export function phaseLine(p) {
  return (
    `  ${p.label}: ${p.rps.toFixed(1)} req/s, p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, ${p.errors} errors, ` +
    `${p.distinct} distinct of ${p.ok}, cache hits ${(p.hitRate * 100).toFixed(1)} %${p.firstError ? `; first error: ${p.firstError}` : ''}`
  );
}

/**
 * The catalogue, in one run on one server: the same page repeated (the cached path, for comparison), then every
 * request different over GraphQL, over REST, and one client at a time. Each phase draws from its own seed, so no
 * phase replays another's requests. `explain(argsList)`: EXPLAIN (ANALYZE, BUFFERS) lines of the server's
 * statements for those arguments (PostgreSQL).
 */
export async function measureVaried({ urls, rows, metricsToken, opts, repeated, log, explain }) {
  const { closedLoop } = await import('./requests.mjs');
  const draw = (rng) => variedRequest(rng, rows);
  const phases = [
    { key: 'repeated', label: "the same 'habanero' page repeated (GraphQL)", repeat: repeated, concurrency: opts.concurrency },
    { key: 'graphql', label: 'every request different (GraphQL)', draw, send: variedGraphql, concurrency: opts.concurrency },
    { key: 'rest', label: 'every request different (REST)', draw, send: variedRest, concurrency: opts.concurrency },
    { key: 'single', label: 'every request different, one client (GraphQL)', draw, send: variedGraphql, concurrency: 1 },
  ];
  for (const url of urls) {
    const waited = await waitForSearchIndex(url, metricsToken);
    log(waited === null ? '  the server keeps no catalogue index (SEARCH_INDEX=off)' : `  the catalogue index answered after ${waited.toFixed(1)} s`);
  }
  const memory = await serverMemory(urls[0], metricsToken);
  log(`  the server's memory before the phases: ${memory.rss.toFixed(0)} MB resident, ${memory.heap.toFixed(0)} MB of V8 heap in use`);
  // Warm the JIT and the pool on requests of a seed no phase uses.
  const warm = seededRandom(opts.seed + 1000);
  let turn = 0;
  await closedLoop(() => variedGraphql(urls[turn++ % urls.length], draw(warm).args), opts.concurrency, 3);
  const out = [];
  for (const [i, phase] of phases.entries()) {
    const result = await variedPhase({ urls, metricsToken, duration: opts.duration, seed: opts.seed + i, ...phase });
    out.push(result);
    log(phaseLine(result));
  }
  // One client at a time, a request's time is its own (with 32, mostly the wait for the others): explain those.
  const single = out.find((p) => p.key === 'single');
  let plans = [];
  if (explain && single.slowest.length) {
    try {
      plans = await explain(single.slowest.map((s) => s.args));
      plans = plans.map((statements, i) => ({ request: single.slowest[i], statements }));
    } catch (error) {
      log(`  could not explain the slowest requests: ${error instanceof Error ? error.message : error}`);
    }
  }
  return { phases: out, plans, memory };
}
