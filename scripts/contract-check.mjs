#!/usr/bin/env node
// The API contract does not break silently (issue 35, item 4): schema.graphql and openapi.json are compared with
// the previous release's (the last git tag, else the merge base with main), and a breaking change fails unless
// CHANGELOG.md lists it under a "Breaking" heading (its GraphQL coordinate, e.g. `Query.users`, or its REST
// operation, e.g. `GET /api/users`, or a component property, e.g. `RestUser.email`). Fields are retired with
// `@deprecated(reason: ...)` first, which is not breaking; removing them later is, and is listed.
//
//   node scripts/contract-check.mjs [--base REV] [--old-schema FILE] [--old-openapi FILE] [--changelog FILE]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'server', 'package.json'));
const { buildSchema, findBreakingChanges } = require('graphql');

function option(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The previous release: the last tag, else where this branch left main, else nothing to compare with. */
function baseRevision() {
  const given = option('--base');
  if (given) return given;
  try {
    return git('describe', '--tags', '--abbrev=0');
  } catch {
    try {
      return git('merge-base', 'HEAD', 'main');
    } catch {
      return null;
    }
  }
}

function oldFile(path, flag, base) {
  const file = option(flag);
  if (file) return readFileSync(file, 'utf8');
  if (!base) return null;
  try {
    return git('show', `${base}:${path}`);
  } catch {
    return null;
  }
}

/** The lines under every "Breaking" heading of the changelog. */
export function breakingEntries(changelog) {
  const lines = changelog.split('\n');
  const out = [];
  let inside = false;
  for (const line of lines) {
    const heading = /^(#+)\s+(.*)$/.exec(line);
    if (heading) inside = /breaking/i.test(heading[2]);
    else if (inside && line.trim()) out.push(line);
  }
  return out.join('\n');
}

/** The GraphQL breaking changes: graphql's findBreakingChanges, each with the coordinate a changelog names. */
export function graphqlBreaks(oldSdl, newSdl) {
  return findBreakingChanges(buildSchema(oldSdl), buildSchema(newSdl)).map((change) => ({
    what: `GraphQL ${change.type}: ${change.description}`,
    coordinate: /^([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)?)/.exec(change.description.replace(/^(Type|Field|Argument|Enum value|Directive) /, ''))?.[1] ??
      change.description,
  }));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The REST breaking changes: removed operations, removed properties of the answer and body schemas, newly required ones. */
export function openapiBreaks(oldDoc, newDoc) {
  const breaks = [];
  for (const [path, item] of Object.entries(oldDoc.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method] && !newDoc.paths?.[path]?.[method]) {
        const coordinate = `${method.toUpperCase()} ${path}`;
        breaks.push({ what: `REST operation removed: ${coordinate}`, coordinate });
      }
    }
  }
  const oldSchemas = oldDoc.components?.schemas ?? {};
  const newSchemas = newDoc.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(oldSchemas)) {
    const next = newSchemas[name];
    if (!next) {
      breaks.push({ what: `REST schema removed: ${name}`, coordinate: name });
      continue;
    }
    for (const property of Object.keys(schema.properties ?? {})) {
      if (!next.properties?.[property]) breaks.push({ what: `REST property removed: ${name}.${property}`, coordinate: `${name}.${property}` });
    }
    for (const property of next.required ?? []) {
      if (schema.properties?.[property] && !(schema.required ?? []).includes(property)) {
        breaks.push({ what: `REST property now required: ${name}.${property}`, coordinate: `${name}.${property}` });
      }
    }
  }
  return breaks;
}

function main() {
  const base = baseRevision();
  const oldSchema = oldFile('schema.graphql', '--old-schema', base);
  const oldOpenapi = oldFile('openapi.json', '--old-openapi', base);
  if (!oldSchema && !oldOpenapi) {
    console.log('contract: no previous release to compare with (no tag, no merge base with main)');
    return 0;
  }
  const changelogFile = option('--changelog') ?? join(root, 'CHANGELOG.md');
  const listed = existsSync(changelogFile) ? breakingEntries(readFileSync(changelogFile, 'utf8')) : '';
  const breaks = [
    ...(oldSchema ? graphqlBreaks(oldSchema, readFileSync(join(root, 'schema.graphql'), 'utf8')) : []),
    ...(oldOpenapi ? openapiBreaks(JSON.parse(oldOpenapi), JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'))) : []),
  ];
  const unlisted = breaks.filter((b) => !listed.includes(b.coordinate));
  for (const b of breaks) console.log(`${unlisted.includes(b) ? 'NOT LISTED' : 'listed    '}  ${b.what}`);
  console.log(`contract: ${breaks.length} breaking change(s) since ${base ?? 'the given files'}, ${unlisted.length} not listed under "Breaking" in CHANGELOG.md`);
  return unlisted.length > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
