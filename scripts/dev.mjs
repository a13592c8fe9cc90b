#!/usr/bin/env node
// `npm run dev`: the API server on port 3001 and the Vite dev server (hot reload) on 5173, which forwards
// /graphql, /api, /uploads, ... to the API. Open http://localhost:5173. Ctrl+C stops both.
// PORT (the API's port) and API_URL (where Vite forwards) may be set to run it elsewhere.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_API_PORT, DEV_CLIENT_PORT } from '../client/dev-ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const apiPort = process.env.PORT ?? String(DEV_API_PORT);
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;

// The shared rules first: the server and the client both import domain/dist.
if (spawnSync(npm, ['run', 'build', '-w', 'domain'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

// Each in a process group of its own, so stopping reaches what npm started under it (node, vite).
const start = (args, env) => spawn(npm, args, { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
const children = [
  start(['run', 'dev', '-w', 'server'], { PORT: apiPort }),
  start(['run', 'dev', '-w', 'client', '--', '--port', String(DEV_CLIENT_PORT)], { API_URL: apiUrl }),
];
console.log(`\nAPI (GraphQL and REST): ${apiUrl}  ·  client with hot reload: http://localhost:${DEV_CLIENT_PORT}\n`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
