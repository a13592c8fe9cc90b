#!/usr/bin/env node
// `npm run architecture`: writes the generated parts of docs/architecture.md from the code: the server's module
// graph (dependency-cruiser, with the layers of server/.dependency-cruiser.cjs), the client's, and the numbers
// (imports between modules, mutual pairs, cycles, largest files). `--check`: exits 1 when the page is not current.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const depcruise = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
const page = join(root, 'docs', 'architecture.md');

/** dependency-cruiser's answer for `src` of a workspace, with its own configuration. */
function cruise(workspace) {
  const result = spawnSync(process.execPath, [depcruise, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: join(root, workspace),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0 && !result.stdout) throw new Error(`depcruise in ${workspace} failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Module-to-module edges (a module = what `moduleOf` answers for a file), with how many imports each carries. */
function moduleEdges(cruised, moduleOf) {
  const edges = new Map();
  for (const file of cruised.modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    for (const dependency of file.dependencies) {
      const to = dependency.resolved && moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      // A tab between the two: a module's name may hold a space ('app root').
      const key = `${from}\t${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
  return edges;
}

function numbers(cruised, edges, largestOf) {
  const mutual = [...edges.keys()].filter((key) => {
    const [a, b] = key.split('\t');
    return a < b && edges.has(`${b}\t${a}`);
  });
  const cycles = cruised.summary.violations.filter((v) => v.rule.name === 'no-circular').length;
  const lines = [
    `- imports between modules: ${edges.size} module-to-module edges carrying ${[...edges.values()].reduce((a, b) => a + b, 0)} file imports`,
    `- mutual pairs (two modules importing each other): ${mutual.length}${mutual.length ? ` (${mutual.map((k) => k.replace('\t', ' <-> ')).join(', ')})` : ''}`,
    `- import cycles of files: ${cycles}`,
    `- rule violations: ${cruised.summary.error}`,
    `- largest files: ${largestOf(cruised).join(', ')}`,
  ];
  return lines.join('\n');
}

function largest(cruised, workspace, filter) {
  return cruised.modules
    .map((m) => m.source)
    .filter((source) => filter(source))
    .map((source) => [source, readFileSync(join(root, workspace, source), 'utf8').split('\n').length - 1])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([source, count]) => `${source.replace(/^src\//, '')} ${count}`);
}

const id = (name) => name.replace(/[^A-Za-z0-9]/g, '_');

function serverPart() {
  const { LAYERS } = require(join(root, 'server', '.dependency-cruiser.cjs'));
  const cruised = cruise('server');
  const moduleOf = (path) => {
    const match = /^src\/([^/]+)\//.exec(path);
    if (match) return match[1];
    return /^src\/[^/]+\.ts$/.test(path) ? 'app root' : null;
  };
  const edges = moduleEdges(cruised, moduleOf);
  const foundation = new Set(LAYERS[0][1]);
  const graph = ['```mermaid', 'flowchart BT'];
  for (const [layer, modules] of [...LAYERS].reverse()) {
    graph.push(`  subgraph ${id(layer)} [${layer}]`, ...modules.map((m) => `    ${id(m)}[${m}]`), '  end');
  }
  for (const key of [...edges.keys()].sort()) {
    const [from, to] = key.split('\t');
    // Every module uses the foundation (config, types, common), and the app root uses every module: left out to keep the graph legible.
    if (foundation.has(to) || from === 'app root') continue;
    graph.push(`  ${id(from)} --> ${id(to)}`);
  }
  graph.push('```');
  const stats = numbers(cruised, edges, (c) => largest(c, 'server', (s) => /\.ts$/.test(s) && !/\.spec\.ts$/.test(s) && !s.includes('/migrations/') && !s.includes('/seed/data/')));
  const order = LAYERS.map(([layer, modules]) => `${layer}: ${modules.join(' → ')}`).join('\n');
  return { graph: graph.join('\n'), stats, order: ['```text', order, '```'].join('\n') };
}

function clientPart() {
  const cruised = cruise('client');
  const moduleOf = (path) => {
    const feature = /^src\/modules\/([^/]+)\//.exec(path);
    if (feature) return `modules/${feature[1]}`;
    const folder = /^src\/([^/]+)\//.exec(path);
    return folder && !/\.test\.tsx?$/.test(path) ? folder[1] : null;
  };
  // Tests and their helpers are left out: the graph is the application's.
  const isTest = (path) => /(\.test\.tsx?$|\/test\/|\/testing\/|^src\/test\/)/.test(path);
  const edges = moduleEdges({ modules: cruised.modules.filter((m) => !isTest(m.source)).map((m) => ({ ...m, dependencies: m.dependencies.filter((d) => !isTest(d.resolved ?? '')) })) }, moduleOf);
  const graph = ['```mermaid', 'flowchart BT'];
  for (const key of [...edges.keys()].sort()) {
    const [from, to] = key.split('\t');
    if (to === 'generated' || to === 'core' || to === 'modules/ui' || to === 'locales') continue;
    graph.push(`  ${id(from)}[${from}] --> ${id(to)}[${to}]`);
  }
  graph.push('```');
  const stats = numbers(cruised, edges, (c) => largest(c, 'client', (s) => /\.tsx?$/.test(s) && !isTest(s) && !s.startsWith('src/generated/')));
  return { graph: graph.join('\n'), stats };
}

function fill(text, name, content) {
  const start = `<!-- generated:${name} (npm run architecture) -->`;
  const end = `<!-- /generated:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/architecture.md has no ${start} … ${end} block`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

const server = serverPart();
const client = clientPart();
const before = readFileSync(page, 'utf8');
let after = before;
after = fill(after, 'server-layers', server.order);
after = fill(after, 'server-graph', server.graph);
after = fill(after, 'server-numbers', server.stats);
after = fill(after, 'client-graph', client.graph);
after = fill(after, 'client-numbers', client.stats);

if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('docs/architecture.md is not current: run `npm run architecture` and commit it.');
    process.exit(1);
  }
  console.log('docs/architecture.md is current.');
} else {
  writeFileSync(page, after);
  console.log(after === before ? 'docs/architecture.md was current.' : 'docs/architecture.md written.');
}
