#!/usr/bin/env node
// A short smoke of the server on another Node.js than the one `npm test` ran on (.ci/run: Node 22 and 26).
// Usage: node test/node-smoke.mjs <path to a node binary>
// Under that binary: compiles the server (tsc) into a scratch folder, starts it on a fresh embedded database,
// then checks /api/health, one GraphQL query, one REST call and a sign-in with the demo member (GraphQL and
// REST). Prints one line per step; exits 1 at the first failure.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir, onCleanup, ROOT as root, runMain, startServer } from '../bench/lib.mjs';

const node = process.argv[2];
if (!node) {
  console.error('usage: node test/node-smoke.mjs <node binary>');
  process.exit(2);
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const label = `Node ${version}`;
class SmokeFailure extends Error {}
const fail = (message) => {
  throw new SmokeFailure(`${label}: FAILED: ${message}`);
};
const step = (message) => console.log(`${label}: ${message}`);

runMain(async () => {
  try {
    return await smoke();
  } catch (error) {
    if (!(error instanceof SmokeFailure)) throw error;
    console.error(error.message);
    return false;
  }
});

async function smoke() {
  // 1. Build: the server's TypeScript compiled by that Node, into a folder of its own inside server/ (so the
  //    workspace's node_modules resolve), leaving server/dist alone.
  const outDir = join(root, 'server', `.smoke-dist-${version}`);
  rmSync(outDir, { recursive: true, force: true });
  const tsc = spawnSync(node, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'server', 'tsconfig.build.json'), '--outDir', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) fail(`tsc:\n${tsc.stdout}${tsc.stderr}`);
  step('server built');

  const dataDir = makeTempDir('pepper-atlas-smoke-');
  onCleanup('remove the smoke build', () => rmSync(outDir, { recursive: true, force: true }));

  // 2. Start (production, a fresh embedded database, the demo accounts) and health.
  const server = await startServer({
    dataDir,
    label,
    node,
    main: join(outDir, 'main.js'),
    env: { SEED_SETTINGS: JSON.stringify({ captcha: false, emailVerification: false }) },
  });
  step('started, /api/health 200');

  // 3. One GraphQL query and one REST call, on the seeded catalogue.
  const gql = async (query, variables, token) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: await res.json() };
  };
  const peppers = await gql('{ peppers(take: 3) { totalItems items { id } } }');
  if (peppers.status !== 200 || !(peppers.body.data?.peppers?.totalItems > 0)) fail(`GraphQL peppers: ${JSON.stringify(peppers)}`);
  step(`GraphQL peppers: ${peppers.body.data.peppers.totalItems} seeded`);
  const topics = await fetch(`${server.url}/api/topics`);
  if (topics.status !== 200) fail(`GET /api/topics: ${topics.status}`);
  step('REST GET /api/topics 200');

  // 4. Sign-in (Argon2 verification, the JWT) through both APIs, and the token accepted.
  const credentials = { email: 'user@pepperatlas.dev', password: 'PepperUser1!' };
  const login = await gql('mutation ($input: LoginInput!) { login(input: $input) { accessToken user { email } } }', { input: credentials });
  const token = login.body.data?.login?.accessToken;
  if (!token) fail(`GraphQL login: ${JSON.stringify(login)}`);
  const me = await gql('{ me { email } }', undefined, token);
  if (me.body.data?.me?.email !== credentials.email) fail(`me with the token: ${JSON.stringify(me)}`);
  const rest = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (rest.status !== 200 && rest.status !== 201) fail(`POST /api/users/login: ${rest.status} ${await rest.text()}`);
  step('signed in (GraphQL and REST), the token accepted');
  step('passed');
  return true;
}
