// Requests and throughput measurement shared by the benchmarks: the catalogue page over GraphQL and
// REST (bench/run.mjs, bench/graphql-overhead.mjs), JSON posts and sign-in (bench/load.mjs,
// bench/writes.mjs) and a closed-loop load that compares two kinds of request in alternating slices.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { interrupted, sleep, summarise } from './lib.mjs';

const PEPPER_FIELDS = `id name hebName group shu shuMin shuMax description hebDescription origin hebOrigin flavor hebFlavor
      heatLevel growingTime difficulty color shape isActive isFeatured img imageSrcSet views likes lastUpdated`;
const CATALOGUE_QUERY = `query BenchCatalogue($search: String, $heatLevels: [HeatLevel!], $groups: [PepperGroup!],
  $sortBy: PepperSortBy, $skip: Int!, $take: Int!) {
  peppers(search: $search, heatLevels: $heatLevels, groups: $groups, sortBy: $sortBy, skip: $skip, take: $take) {
    items { ${PEPPER_FIELDS} }
    totalItems
  }
}`;

export const REQUEST_TIMEOUT_MS = 30_000;

/** The catalogue's first query as the client sends it (its first page, sorted by name). */
export const CLIENT_CATALOGUE_QUERY = `query CataloguePeppers($sortBy: PepperSortBy, $sortOrder: SortOrder, $language: Language, $skip: Int, $take: Int) {
  peppers(sortBy: $sortBy, sortOrder: $sortOrder, language: $language, skip: $skip, take: $take) {
    totalItems items { id slug name hebName group shu shuMin shuMax heatLevel color shape img views likes isFeatured }
  } }`;

export const graphqlPage = (url, args) => peppersPage(url, CATALOGUE_QUERY, { skip: 0, take: 24, ...args });

/** A `peppers` query over POST; answers the page's ids and the number of matches. */
export async function peppersPage(url, query, variables) {
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
  return { ids: body.data.peppers.items.map((p) => p.id), total: body.data.peppers.totalItems };
}

const CATALOGUE_EXTENSIONS = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(CATALOGUE_QUERY).digest('hex') } });

/**
 * The catalogue page as the client asks for it as a guest: an automatic persisted query over GET (the query's
 * sha256 in the URL, Apollo's CSRF header); on PERSISTED_QUERY_NOT_FOUND it registers the text once (POST).
 */
export async function graphqlPageGet(url, args) {
  const params = new URLSearchParams({ variables: JSON.stringify({ skip: 0, take: 24, ...args }), extensions: CATALOGUE_EXTENSIONS });
  const get = () =>
    fetch(`${url}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  let res = await get();
  let text = await res.text();
  if (text.includes('PERSISTED_QUERY_NOT_FOUND')) {
    const registered = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: CATALOGUE_QUERY, variables: { skip: 0, take: 24, ...args }, extensions: JSON.parse(CATALOGUE_EXTENSIONS) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await registered.text();
    res = await get();
    text = await res.text();
  }
  if (!res.ok) throw new Error(`GraphQL GET HTTP ${res.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 300)}`);
  return { ids: body.data.peppers.items.map((p) => p.id), total: body.data.peppers.totalItems };
}

export async function restPage(url, args) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ skip: 0, take: 24, ...args })) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const res = await fetch(`${url}/api/peppers?${params}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await res.text();
  if (!res.ok) throw new Error(`REST HTTP ${res.status}: ${text.slice(0, 300)}`);
  const items = JSON.parse(text);
  if (!Array.isArray(items)) throw new Error(`REST: expected an array, got ${text.slice(0, 200)}`);
  return { ids: items.map((p) => p.id), total: Number(res.headers.get('x-total-count')) };
}

/** POSTs JSON (with a bearer token when given); answers the status and the parsed body (null if not JSON). */
export async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

export const gql = (base, query, variables, token) => postJson(`${base}/graphql`, { query, variables }, token);

/** Signs in over REST; answers the access token. */
export async function signIn(base, account) {
  const res = await postJson(`${base}/api/users/login`, account);
  if (res.status !== 200) throw new Error(`Sign-in as ${account.email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.tokens.accessToken;
}

/**
 * A request of a load: node:http over kept-alive sockets, reading the answer's bytes as they come, without inflating
 * them (as wrk would not). fetch() inflates every compressed answer in the load's process, on the same cores as the
 * server: it would measure the load generator rather than the server (a page of 150 KB, bench/pages.mjs). Answers the
 * bytes received; rejects on a status other than 200 and, with `json`, on a GraphQL answer with errors.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export function rawRequest(url, { method = 'GET', headers = {}, body, json = false } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (json) chunks.push(chunk);
      });
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${method} ${url}: HTTP ${res.statusCode}`));
        // A GraphQL answer with errors is not the page's data.
        if (json && Buffer.concat(chunks).includes('"errors"')) return reject(new Error(`${method} ${url}: ${Buffer.concat(chunks).toString().slice(0, 200)}`));
        resolve(bytes);
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Closed loop: `concurrency` workers, each sending its next request when the last one answered. */
export async function closedLoop(fn, concurrency, seconds) {
  const deadline = performance.now() + seconds * 1000;
  let ok = 0;
  let errors = 0;
  let firstError;
  const latencies = [];
  const worker = async () => {
    while (performance.now() < deadline && !interrupted) {
      const t0 = performance.now();
      try {
        await fn();
        ok++;
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
        await sleep(5); // a failing server must not turn this into a busy loop
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ok, errors, firstError, elapsed: (performance.now() - t0) / 1000, latencies };
}

/**
 * Throughput of two kinds of request, `{ a: fn, b: fn }`, alternating in slices (ABBA ABBA, a quarter
 * of `duration` each) after a short warm-up, so drift and bursts of other work on the machine fall on
 * both alike. Returns per kind `{ rps, ok, errors, firstError, p50, p95, cpuPerRequest }` and `ratio` = a / b.
 * `cpuTime[kind]`, when given, reads the CPU milliseconds used so far by the process serving that kind
 * (see `processCpuMs`): the server's CPU per request is steadier than throughput on a busy machine.
 */
export async function compareThroughput(kinds, { duration, concurrency }, cpuTime = {}) {
  const [a, b] = Object.keys(kinds);
  // Long enough for the JIT: the first seconds of a fresh server cost up to twice the CPU per request.
  const warm = Math.min(6, duration);
  await closedLoop(kinds[a], concurrency, warm / 2);
  await closedLoop(kinds[b], concurrency, warm / 2);
  const totals = Object.fromEntries([a, b].map((k) => [k, { ok: 0, errors: 0, elapsed: 0, latencies: [], cpu: 0 }]));
  for (const kind of [a, b, b, a, a, b, b, a]) {
    const cpuBefore = cpuTime[kind]?.();
    const run = await closedLoop(kinds[kind], concurrency, duration / 4);
    const t = totals[kind];
    if (cpuBefore !== undefined) t.cpu += cpuTime[kind]() - cpuBefore;
    t.ok += run.ok;
    t.errors += run.errors;
    t.elapsed += run.elapsed;
    t.latencies.push(...run.latencies);
    t.firstError ??= run.firstError;
  }
  const result = {};
  for (const [kind, t] of Object.entries(totals)) {
    const s = summarise(t.latencies);
    const cpuPerRequest = cpuTime[kind] && t.ok ? t.cpu / t.ok : undefined;
    result[kind] = { rps: t.ok / t.elapsed, ok: t.ok, errors: t.errors, firstError: t.firstError, p50: s.p50, p95: s.p95, cpuPerRequest };
  }
  result.ratio = result[a].rps / result[b].rps;
  return result;
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, 100 on every common platform. */
const CLOCK_TICKS = 100;
