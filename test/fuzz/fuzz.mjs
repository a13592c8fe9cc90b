#!/usr/bin/env node
// Fuzz: sends malformed REST and GraphQL requests to the built server on a fresh PGlite data folder
// and fails on any 5xx, a dropped connection, a crashed process, an error line in the server log, or
// any change to the data (every table digested before and after).
//
// Every request is a guest's or carries an invalid token (malformed, alg none, another secret, expired,
// wrong audience, an unknown user), so nothing may change. The only things a guest may change on
// purpose are never sent (sign up, view counters) or not digested (the failed sign-in ledger).
//
// With --as user or --as admin, most requests carry that seed account's real token instead: deeper code
// runs (validation of every input, admin writes), and the data check is off (such requests may change data).
//
//   node test/fuzz/fuzz.mjs [--requests 10000] [--seed N] [--concurrency 8] [--as guest|user|admin] [--results]
//
// Seeded: the same seed sends the same requests (the seed is printed; pass it back to replay).

import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType } from 'graphql';
// @ts-expect-error plain JavaScript
import { dataDigest } from '../../server/test/utils/data-digest.mjs';
import {
  fmtInt,
  intIn,
  makeTempDir,
  markdownTable,
  openPglite,
  parseFlags,
  requireBuiltServer,
  ROOT,
  runCleanups,
  startServer,
  writeResults,
} from '../../bench/lib.mjs';

const USAGE = `Usage: node test/fuzz/fuzz.mjs [--requests N] [--seed N] [--concurrency N] [--results]
  --requests     malformed requests to send (default 10000)
  --seed         random seed (default: random; printed)
  --concurrency  requests in flight (default 8)
  --as           guest (default: data must not change), user or admin (real tokens; data not checked)
  --results      write the figures to bench/RESULTS.md (section "fuzz")`;

const ACCOUNTS = { user: ['user@pepperatlas.dev', 'PepperUser1!'], admin: ['admin@pepperatlas.dev', 'PepperAdmin1!'] };
const options = { requests: 10_000, seed: Math.floor(Math.random() * 2 ** 31), concurrency: 8, results: false, as: 'guest' };
parseFlags(
  process.argv.slice(2),
  {
    '--requests': (v) => (options.requests = intIn('--requests', v(), 1, 10_000_000)),
    '--seed': (v) => (options.seed = intIn('--seed', v(), 0, 2 ** 31 - 1)),
    '--concurrency': (v) => (options.concurrency = intIn('--concurrency', v(), 1, 256)),
    '--results': () => (options.results = true),
    '--as': (v) => {
      options.as = v();
      if (!['guest', 'user', 'admin'].includes(options.as)) throw new Error(`--as must be guest, user or admin\n${USAGE}`);
    },
  },
  USAGE,
);

// ------------------------------------------------------------------ seeded randomness

/** mulberry32: small, fast and good enough to pick requests. */
function makeRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const master = makeRandom(options.seed);
/** Reseeded for every request from the master sequence, so a request is the same whatever order the answers come in. */
let random = master;
const chance = (p) => random() < p;
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[Math.floor(random() * list.length)];

// ------------------------------------------------------------------ values

const EVIL_STRINGS = [
  '',
  ' ',
  'a',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200f\u200e\u200b',
  'שלום עולם',
  '🌶️🔥💀',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'admin',
  'user@pepperatlas.dev',
  'C. Annuum',
  'general',
  'date',
  'desc',
];

let knownIds = [randomUUID()];

/** The inputs that broke servers before: weighted up so short runs meet them too. */
const NASTY = ['\u0000', 'a\u0000b', '\ud800', "' OR 1=1 --", '%', '\\', '\u202e', '🌶️'];

function evilString() {
  const r = random();
  if (r < 0.25) return pick(NASTY);
  if (r < 0.6) return pick(EVIL_STRINGS);
  if (r < 0.7) return pick(EVIL_STRINGS).repeat(int(2, 200));
  if (r < 0.75) return 'x'.repeat(int(1_000, 200_000));
  if (r < 0.85) return pick(knownIds);
  return Array.from({ length: int(1, 40) }, () => String.fromCharCode(int(0, 0xffff))).join('');
}

function evilNumber() {
  return pick([0, -1, 1, 2, 1.5, -0.0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 100, 101, 1000, 99999999999]);
}

function randomJson(depth = 0) {
  const r = random();
  if (depth > 4 || r < 0.3) return evilString();
  if (r < 0.45) return evilNumber();
  if (r < 0.55) return pick([true, false, null]);
  if (r < 0.75) return Array.from({ length: int(0, 4) }, () => randomJson(depth + 1));
  return Object.fromEntries(Array.from({ length: int(0, 5) }, () => [pick(FIELD_NAMES), randomJson(depth + 1)]));
}

const FIELD_NAMES = [
  'email',
  'password',
  'username',
  'firstName',
  'lastName',
  'bio',
  'role',
  'isActive',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'title',
  'subject',
  'author',
  'description',
  'category',
  'text',
  'name',
  'heb-name',
  'shu',
  'group',
  'origin',
  'flavor',
  'heat_level',
  'growingTime',
  'difficulty',
  'image',
  'isFeatured',
  'ids',
  '__proto__',
  'constructor',
];

// ------------------------------------------------------------------ tokens

const JWT_SECRET = `fuzz-${randomUUID()}-${randomUUID()}`;
const b64url = (v) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
function sign(payload, secret = JWT_SECRET, header = { alg: 'HS256', typ: 'JWT' }) {
  const body = `${b64url(header)}.${b64url(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
function claims(extra = {}) {
  const now = Math.floor(Date.now() / 1000);
  return { sub: randomUUID(), ver: 0, role: 'admin', iss: 'pepper-atlas', aud: 'pepper-atlas', iat: now, exp: now + 3600, ...extra };
}
/** Invalid every one: the data must not change whatever the request. */
let realToken;

function randomAuthorization() {
  if (realToken && chance(0.8)) return `Bearer ${realToken}`;
  const r = random();
  if (r < 0.6) return undefined;
  const now = Math.floor(Date.now() / 1000);
  const token = pick([
    () => 'not-a-jwt',
    () => evilString(),
    () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims())}.`,
    () => sign(claims(), 'another-secret-another-secret-another-secret'),
    () => sign(claims({ exp: now - 60, iat: now - 3600 })),
    () => sign(claims({ aud: 'someone-else' })),
    () => sign(claims({ iss: 'someone-else' })),
    () => sign(claims()), // a well-signed token of a user who does not exist
    () => sign(claims({ sub: "' OR 1=1 --" })),
    () => sign(claims(), JWT_SECRET, { alg: 'HS512', typ: 'JWT' }),
  ])();
  return chance(0.9) ? `Bearer ${token}` : pick([token, `Basic ${token}`, 'Bearer', 'Bearer  ']);
}

// ------------------------------------------------------------------ REST routes (docs/rest-api.md)

const ROUTES = [
  ['POST', '/api/users/login'],
  ['POST', '/api/users/verify'],
  ['GET', '/api/users/profile'],
  ['PUT', '/api/users/profile'],
  ['PUT', '/api/users/change-password'],
  ['GET', '/api/users'],
  ['GET', '/api/users/search'],
  ['GET', '/api/users/stats'],
  ['GET', '/api/users/role/:x'],
  ['GET', '/api/users/:id'],
  ['POST', '/api/users'],
  ['PUT', '/api/users/:id'],
  ['DELETE', '/api/users/:id'],
  ['PATCH', '/api/users/:id/deactivate'],
  ['PATCH', '/api/users/:id/activate'],
  ['PATCH', '/api/users/:id/role'],
  ['PUT', '/api/users/:id/status'],
  ['GET', '/api/peppers'],
  ['GET', '/api/peppers/:id'],
  ['POST', '/api/peppers'],
  ['PUT', '/api/peppers/:id'],
  ['DELETE', '/api/peppers/:id'],
  ['PATCH', '/api/peppers/:id/activate'],
  ['PATCH', '/api/peppers/:id/deactivate'],
  ['PATCH', '/api/peppers/:id/feature'],
  ['PATCH', '/api/peppers/:id/unfeature'],
  ['DELETE', '/api/peppers/:id/image'],
  ['POST', '/api/upload-image'],
  ['POST', '/chillies'],
  ['GET', '/api/topics'],
  ['GET', '/api/topics/pinned'],
  ['GET', '/api/topics/recent'],
  ['GET', '/api/topics/popular'],
  ['GET', '/api/topics/active'],
  ['GET', '/api/topics/stats'],
  ['GET', '/api/topics/categories/stats'],
  ['GET', '/api/topics/category/:x'],
  ['GET', '/api/topics/author/:x'],
  ['GET', '/api/topics/search'],
  ['POST', '/api/topics'],
  ['GET', '/api/topics/:id'],
  ['PUT', '/api/topics/:id'],
  ['DELETE', '/api/topics/:id'],
  ['PATCH', '/api/topics/:id/pin'],
  ['PATCH', '/api/topics/:id/unpin'],
  ['PATCH', '/api/topics/:id/lock'],
  ['PATCH', '/api/topics/:id/unlock'],
  ['PATCH', '/api/topics/:id/comments'],
  ['GET', '/api/health'],
  ['GET', '/uploads/:x'],
  ['GET', '/:x'],
];
/** The sign-in throttle's ledger (every failed guest sign-in is recorded there) and the API budgets' spent points, by design. */
const GUEST_TABLES = ['login_attempts', 'budget_windows'];
/** A guest may change these on purpose; sending them would change the data legitimately. */
const GUEST_WRITES = [/^\/api\/users\/register/, /^\/api\/topics\/[^/]*\/views/];
const SEARCH_PARAMS = {
  '/api/peppers': ['search', 'groups', 'heatLevels', 'origins', 'colors', 'shapes', 'ids'],
  '/api/topics': ['search'],
  '/api/topics/search': ['q'],
  '/api/topics/category/:x': ['search'],
  '/api/users/search': ['q'],
  '/api/users': ['search'],
};
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PURGE', 'PROPFIND', 'get'];
const QUERY_KEYS = [
  'search',
  'q',
  'search',
  'q',
  'page',
  'limit',
  'category',
  'sortBy',
  'sortOrder',
  'page',
  'limit',
  'skip',
  'take',
  'groups',
  'heatLevels',
  'origins',
  'colors',
  'shapes',
  'ids',
  'status',
  'featured',
  'role',
  'isActive',
  '__proto__',
  'a[b]',
];

/** Percent-encoded text; lone surrogates and invalid UTF-8 bytes go out as raw percent sequences. */
function urlPart(value) {
  const text = String(value);
  if (chance(0.05)) return pick(['%ED%A0%80', '%FF%FE', '%C0%AF', '%', '%zz', '%00']) + encodeURIComponent(text.toWellFormed());
  return encodeURIComponent(text.toWellFormed()).slice(0, 3000);
}

function pathValue() {
  return urlPart(evilString());
}

function restRequest() {
  let [method, template] = pick(ROUTES);
  if (chance(0.25)) method = pick(METHODS);
  let path = template.replace(/:id/g, () => (chance(0.6) ? pick(knownIds) : pathValue())).replace(/:x/g, pathValue);
  if (chance(0.5)) {
    const params = Array.from({ length: chance(0.6) ? 1 : int(2, 5) }, () => {
      const value = chance(0.8) ? String(chance(0.5) ? evilString() : evilNumber()) : '';
      return `${encodeURIComponent(pick(QUERY_KEYS))}=${urlPart(value)}`;
    });
    path += `?${params.join('&')}`;
  } else if (method === 'GET' && SEARCH_PARAMS[template] && chance(0.8)) {
    // A well-formed search with one hostile value: reaches the query instead of failing validation.
    path += `?${pick(SEARCH_PARAMS[template])}=${urlPart(evilString())}`;
  }
  if (chance(0.02)) path = path.replace('/api/', pick(['/api//', '/API/', '/api/./', '/api/%2e%2e/']));
  const headers = {};
  let body;
  if (!['GET', 'HEAD', 'get'].includes(method) && chance(0.85)) {
    const random = randomBody();
    body = random.body;
    if (random.headers) headers['content-type'] = random.headers;
  }
  return { method, path, headers, body };
}

function randomBody() {
  const r = random();
  if (r < 0.55) return { body: JSON.stringify(randomJson()), headers: 'application/json' };
  if (r < 0.65) {
    const text = JSON.stringify(randomJson());
    return { body: text.slice(0, int(0, text.length)), headers: 'application/json' }; // broken JSON
  }
  if (r < 0.7) return { body: `${'['.repeat(int(30, 3000))}`, headers: 'application/json' };
  if (r < 0.75) return { body: JSON.stringify({ email: 'x'.repeat(int(900_000, 1_200_000)) }), headers: 'application/json' };
  if (r < 0.85) {
    const form = new FormData();
    for (let i = int(0, 3); i > 0; i--) form.append(pick([...FIELD_NAMES, 'operations', 'map', '0']), String(evilString()));
    if (chance(0.6))
      form.append(
        pick(['image', 'file', '0']),
        new Blob([randomBytes()], { type: pick(['image/png', 'image/svg+xml', 'text/html', '']) }),
        pick(['a.png', 'a.svg', '../../x', '']),
      );
    return { body: form, headers: undefined };
  }
  if (r < 0.9) return { body: `a=${urlPart(evilString())}&email[]=1`, headers: 'application/x-www-form-urlencoded' };
  return {
    body: String(evilString()),
    headers: pick(['text/plain', 'application/xml', 'application/json; charset=utf-7', 'multipart/form-data', 'garbage', undefined]),
  };
}

function randomBytes() {
  const kinds = [
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(int(0, 5000), int(0, 255))]),
    () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(int(0, 5000), 7)]),
    () => Buffer.from('GIF89a'),
    () => Buffer.alloc(0),
  ];
  return pick(kinds)();
}

// ------------------------------------------------------------------ GraphQL operations from the schema

const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
/** A guest may run these to change data on purpose (sign up, view counters). */
const GUEST_MUTATIONS = new Set(['register', 'incrementTopicViews', 'viewPepper']);
const rootFields = [
  ...Object.values(schema.getQueryType().getFields()).map((f) => ['query', f]),
  ...Object.values(schema.getMutationType().getFields())
    .filter((f) => !GUEST_MUTATIONS.has(f.name))
    .map((f) => ['mutation', f]),
];

/** A value for a GraphQL input type: mostly well-typed, sometimes wrong. */
function inputValue(type, depth = 0) {
  if (chance(0.08)) return randomJson(depth + 2);
  if (isNonNullType(type)) return inputValue(type.ofType, depth);
  if (chance(0.05)) return null;
  if (isListType(type)) return Array.from({ length: int(0, chance(0.05) ? 200 : 3) }, () => inputValue(type.ofType, depth + 1));
  if (isEnumType(type)) return chance(0.8) ? pick(type.getValues()).value : evilString();
  if (isInputObjectType(type)) {
    const value = {};
    for (const field of Object.values(type.getFields())) if (chance(0.85)) value[field.name] = inputValue(field.type, depth + 1);
    if (chance(0.1)) value[pick(FIELD_NAMES)] = evilString();
    return value;
  }
  switch (type.name) {
    case 'Int':
      return chance(0.85) ? evilNumber() | 0 : evilNumber();
    case 'Float':
      return evilNumber();
    case 'Boolean':
      return chance(0.9) ? chance(0.5) : 'yes';
    case 'ID':
      return chance(0.6) ? pick(knownIds) : evilString();
    case 'Upload':
      return null;
    default:
      return evilString();
  }
}

function selection(type, depth = 0) {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((f) =>
    f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined),
  );
  const scalars = fields.filter((f) => !isObjectType(getNamedType(f.type)));
  const objects = fields.filter((f) => isObjectType(getNamedType(f.type)));
  const chosen = scalars.filter(() => chance(0.5));
  const parts = chosen.length ? chosen.map((f) => f.name) : ['__typename'];
  if (depth < 2 && objects.length && chance(0.6)) {
    const child = pick(objects);
    parts.push(`${child.name} ${selection(child.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function graphqlOperation() {
  const [kind, field] = pick(rootFields);
  const args = field.args.filter((a) => isNonNullType(a.type) || chance(0.6));
  const declarations = args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const call = args.length ? `${field.name}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : field.name;
  const query = `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${call} ${selection(field.type)} }`;
  const variables = Object.fromEntries(args.map((a) => [a.name, inputValue(a.type)]));
  return { query, variables, operationName: 'Fuzz' };
}

function graphqlRequest() {
  const op = graphqlOperation();
  const headers = { 'content-type': 'application/json' };
  const r = random();
  let body;
  let method = 'POST';
  let path = '/graphql';
  if (r < 0.6) body = JSON.stringify(op);
  else if (r < 0.68)
    body = JSON.stringify({ ...op, query: op.query.slice(0, int(0, op.query.length)) }); // broken document
  else if (r < 0.73)
    body = JSON.stringify(op).slice(0, int(1, 200)); // broken JSON
  else if (r < 0.77)
    body = JSON.stringify([op, op]); // batch
  else if (r < 0.8) body = JSON.stringify({ ...op, operationName: evilString() });
  else if (r < 0.83) body = JSON.stringify({ query: op.query, variables: evilString(), extensions: randomJson() });
  else if (r < 0.86) body = JSON.stringify({ query: `{ ${'a: __typename '.repeat(int(10, 2000))}}` });
  else if (r < 0.89) body = JSON.stringify({ query: `query ${'{ a '.repeat(int(10, 500))}` });
  else if (r < 0.92) {
    method = 'GET';
    path = `/graphql?query=${urlPart(op.query)}&variables=${urlPart(JSON.stringify(op.variables))}`;
    body = undefined;
    delete headers['content-type'];
    if (chance(0.7)) headers['apollo-require-preflight'] = 'true';
  } else if (r < 0.96) {
    const form = new FormData();
    form.append('operations', chance(0.8) ? JSON.stringify({ ...op, variables: { ...op.variables, file: null } }) : evilString());
    form.append(
      'map',
      chance(0.7) ? JSON.stringify({ 0: [pick(['variables.file', 'variables', '__proto__.x', 'variables.input.x'])] }) : evilString(),
    );
    form.append('0', new Blob([randomBytes()], { type: 'image/png' }), 'x.png');
    body = form;
    delete headers['content-type'];
    if (chance(0.8)) headers['apollo-require-preflight'] = 'true';
  } else {
    body = JSON.stringify(op);
    headers['content-type'] = pick([
      'text/plain',
      'application/graphql',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ]);
  }
  if (chance(0.1)) method = pick(METHODS);
  return { method, path, headers, body };
}

// ------------------------------------------------------------------ the run

async function digestOf(dataDir) {
  const db = await openPglite(dataDir);
  try {
    return await dataDigest(async (sql) => (await db.query(sql)).rows, { exclude: GUEST_TABLES });
  } finally {
    await db.close();
  }
}

function diff(before, after) {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((t) => before[t] !== after[t]).map((t) => `${t}: ${before[t] ?? 'missing'} -> ${after[t] ?? 'missing'}`);
}

async function main() {
  requireBuiltServer();
  console.log(
    `Fuzz: ${fmtInt(options.requests)} requests, seed ${options.seed} (replay with --seed ${options.seed}), concurrency ${options.concurrency}`,
  );
  const dataDir = makeTempDir('pa-fuzz-');
  const env = { JWT_SECRET };

  // First start migrates and seeds; the digest is taken with the server stopped (PGlite has one owner).
  let server = await startServer({ dataDir, label: 'fuzz (seeding)', env });
  const ids = await Promise.all(['/api/peppers?take=20', '/api/topics?limit=20'].map((p) => fetch(server.url + p).then((r) => r.json())));
  knownIds = [...ids[0].map((p) => p.id), ...ids[1].topics.map((t) => t.id), randomUUID()];
  await server.stop();
  const checkData = options.as === 'guest';
  const before = checkData ? await digestOf(dataDir) : {};

  server = await startServer({ dataDir, label: 'fuzz', env });
  if (!checkData) {
    const [email, password] = ACCOUNTS[options.as];
    const res = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    realToken = (await res.json()).tokens.accessToken;
    console.log(`Signed in as ${email}: the data check is off.`);
  }
  const statuses = new Map();
  const failures = [];
  let sent = 0;
  let rest = 0;
  const started = Date.now();
  const seeds = Array.from({ length: options.requests }, () => Math.floor(master() * 2 ** 32));
  const nextRequest = () => {
    random = makeRandom(seeds[sent++]);
    const request = chance(0.5) ? restRequest() : graphqlRequest();
    if (GUEST_WRITES.some((re) => re.test(request.path))) request.path = '/api/health';
    const authorization = randomAuthorization();
    // Header values are bytes: characters beyond Latin-1 go out as their UTF-8 bytes.
    if (authorization !== undefined)
      request.headers.authorization = Buffer.from(authorization)
        .toString('latin1')
        .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '')
        .trim();
    if (['GET', 'HEAD', 'get'].includes(request.method)) request.body = undefined;
    return request;
  };
  async function worker() {
    while (sent < seeds.length && failures.length < 20) {
      const request = nextRequest();
      if (request.path !== '/graphql' && !request.path.startsWith('/graphql?')) rest++;
      let status;
      try {
        const res = await fetch(server.url + request.path, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        const text = await res.text();
        // GraphQL answers 200 with an error code: an unexpected error is a failure there too.
        if (status >= 500 || text.includes('"INTERNAL_SERVER_ERROR"')) {
          failures.push(`${status} ${request.method} ${request.path.slice(0, 200)}: ${text.slice(0, 300)}`);
        }
      } catch (error) {
        // Headers past Node's limit (16 KiB) are refused with 431 and the socket is closed: a client still
        // sending its body may see the reset before the answer. That is a refusal, not a failure.
        const headerBytes = Object.entries(request.headers ?? {}).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
        if (headerBytes > 16 * 1024 && ['ECONNRESET', 'EPIPE'].includes(error.cause?.code)) {
          statuses.set('431 (reset)', (statuses.get('431 (reset)') ?? 0) + 1);
          continue;
        }
        status = 'network';
        const sent = `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 200)}`;
        failures.push(`connection failed: ${sent}: ${error.cause?.code ?? error.message} ${error.cause?.message ?? ''}`);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  const health = await fetch(`${server.url}/api/health`)
    .then((r) => r.status)
    .catch(() => 'down');
  if (health !== 200) failures.push(`the server is not healthy after the run (${health})`);
  const errorLines = server.errorLines();
  await server.stop();
  const after = checkData ? await digestOf(dataDir) : {};
  const changed = diff(before, after);

  const byStatus = [...statuses.entries()].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  console.log(`\n${fmtInt(sent)} requests (${fmtInt(rest)} REST, ${fmtInt(sent - rest)} GraphQL) in ${seconds.toFixed(1)} s`);
  console.log(`statuses: ${byStatus.map(([s, n]) => `${s}: ${fmtInt(n)}`).join(', ')}`);
  console.log(
    `${checkData ? `tables digested: ${Object.keys(before).length}, changed: ${changed.length}` : 'data not checked'}; server error lines: ${errorLines.length}`,
  );
  for (const f of failures) console.error(`FAIL ${f}`);
  for (const c of changed) console.error(`DATA CHANGED ${c}`);
  for (const l of errorLines.slice(0, 20)) console.error(`SERVER ERROR ${l}`);
  const ok = failures.length === 0 && changed.length === 0 && errorLines.length === 0;

  if (options.results) {
    const date = new Date().toISOString().slice(0, 10);
    const rows = [
      ['Requests', fmtInt(sent)],
      ['REST / GraphQL', `${fmtInt(rest)} / ${fmtInt(sent - rest)}`],
      ['Seed', String(options.seed)],
      ['Duration', `${seconds.toFixed(1)} s (${Math.round(sent / seconds)} req/s, concurrency ${options.concurrency})`],
      ['Statuses', byStatus.map(([s, n]) => `${s}: ${fmtInt(n)}`).join(', ')],
      ['5xx and dropped connections', String(failures.length)],
      ['Server error lines', String(errorLines.length)],
      ['Tables changed', checkData ? `${changed.length} of ${Object.keys(before).length}` : 'not checked'],
      ['Result', ok ? 'pass' : 'FAIL'],
    ];
    const key = options.as === 'guest' ? 'fuzz' : `fuzz-${options.as}`;
    const who =
      options.as === 'guest'
        ? "every request a guest's or with an invalid token; data digested before and after"
        : `80% of the requests with the seeded ${options.as}'s real token (\`--as ${options.as}\`); data not checked`;
    writeResults({
      key,
      text: `<!-- bench:${key} -->\n## Fuzz${options.as === 'guest' ? '' : ` as ${options.as}`}: malformed REST and GraphQL requests (\`node test/fuzz/fuzz.mjs\`)\n\n${date}, PGlite, ${who}.\n\n${markdownTable(['', 'Figure'], rows)}\n<!-- /bench:${key} -->`,
    });
    console.log(`Written to bench/RESULTS.md (section "${key}").`);
  }
  console.log(ok ? '\nFuzz passed.' : `\nFuzz FAILED (seed ${options.seed}).`);
  return ok;
}

main()
  .then(async (ok) => {
    await runCleanups();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? error.stack : error);
    await runCleanups();
    process.exit(1);
  });
