import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lint } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';
import { OPENAPI_JSON_PATH, OPENAPI_UI_PATH } from '../../src/openapi/openapi.document.js';
import { ACCOUNTS } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }>; security?: object[] }>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, { type: string; scheme?: string }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const root = findRepoRoot();
const committed = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')) as Document;

/** `GET /api/users/{id}` and `get /api/users/:id` both become `GET /api/users/{}`. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}|:[A-Za-z]+/g, '{}').replace(/(.)\/$/, '$1')}`;

function documentedRoutes(document: Document): Set<string> {
  return new Set(Object.entries(document.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => routeKey(m, path))));
}

/**
 * The routes of the REST contract, docs/rest-api.md: each table row under a section's base path
 * (`PATCH /{id}/pin`, `/unpin` is two routes) and every route named in the text (`POST /chillies`).
 */
function contractRoutes(markdown: string): Set<string> {
  const routes = new Set<string>();
  let base = '';
  for (const line of markdown.split('\n')) {
    const section = /^## .*`(\/[^`]+)`/.exec(line);
    if (line.startsWith('## ')) base = section?.[1] ?? '';
    const cell = /^\| (`[A-Z]+ \/[^|]*)\|/.exec(line)?.[1];
    if (cell && base) {
      const [first, ...siblings] = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      const method = first.slice(0, first.indexOf(' '));
      const path = first.slice(first.indexOf(' ') + 1);
      const full = `${base}${path}`;
      routes.add(routeKey(method, full));
      for (const sibling of siblings) routes.add(routeKey(method, full.replace(/\/[^/]+$/, sibling)));
      continue;
    }
    for (const [, method, path] of line.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/(?:api|chillies)[^`\s]*)`/g)) routes.add(routeKey(method, path));
  }
  return routes;
}

describe('OpenAPI document of the REST routes', () => {
  let t: TestApp;
  let served: Document;
  beforeAll(async () => {
    t = await createTestApp();
    served = (await t.rest('GET', OPENAPI_JSON_PATH)).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the committed openapi.json is a valid OpenAPI 3.1 document with the bearer scheme', async () => {
    expect(committed.openapi).toMatch(/^3\.1\./);
    await expect(SwaggerParser.validate(structuredClone(committed) as never)).resolves.toBeTruthy();
    expect(committed.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // A member route needs the bearer token; a public one does not.
    expect(committed.paths['/api/users/profile'].get.security).toEqual([{ bearer: [] }]);
    // A public route says so (OpenAPI: an empty list overrides any default).
    expect(committed.paths['/api/peppers'].get.security).toEqual([]);
    expect(Object.keys(committed.paths['/api/users/{id}'].delete.responses).sort()).toEqual(['200', '400', '401', '403', '404', '503']);
  });

  it('describes the API for a public reader: no internal files, no history of the code', () => {
    const { description } = (committed as unknown as { info: { description: string } }).info;
    expect(description).toContain('POST /api/users/login');
    expect(description).toContain('Authorization: Bearer');
    expect(description).not.toMatch(/docs\/|\.md\b|original client|new features/i);
  });

  it('the running app serves the committed document at /api/openapi.json', async () => {
    expect(served).toEqual(committed);
  });

  it('documents every route of the REST contract (docs/rest-api.md)', () => {
    const contract = contractRoutes(readFileSync(join(root, 'docs', 'rest-api.md'), 'utf8'));
    // The parser is checked on routes the contract names in each form (table rows, siblings, text).
    for (const route of ['POST /api/users/login', 'GET /api/peppers', 'PATCH /api/peppers/{}/unfeature', 'GET /api/topics/active', 'POST /chillies', 'POST /api/upload-image', 'GET /api/health']) {
      expect(contract).toContain(route);
    }
    expect(contract.size).toBeGreaterThan(50);
    const documented = documentedRoutes(committed);
    expect([...contract].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents every REST route the app registers, and nothing it does not', () => {
    const router = (t.running.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
    const registered = new Set(
      router.stack
        .filter((layer) => layer.route && /^\/(api|chillies)(\/|$)/.test(layer.route.path))
        .filter((layer) => !layer.route!.path.startsWith(OPENAPI_UI_PATH) && layer.route!.path !== OPENAPI_JSON_PATH)
        .flatMap((layer) => Object.keys(layer.route!.methods).filter((m) => METHODS.includes(m)).map((m) => routeKey(m, layer.route!.path))),
    );
    expect(registered.size).toBeGreaterThan(50);
    const documented = documentedRoutes(committed);
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('real answers match their documented schemas', async () => {
    const resolved = (await SwaggerParser.dereference(structuredClone(committed) as never)) as unknown as Document;
    // Strict: an answer field the document does not name fails too.
    const closed = new Set<object>();
    const close = (schema: unknown): void => {
      if (!schema || typeof schema !== 'object' || closed.has(schema)) return;
      closed.add(schema);
      const node = schema as Record<string, unknown>;
      if (node.properties && node.additionalProperties === undefined) node.additionalProperties = false;
      Object.values(node).forEach(close);
    };
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const check = (path: string, method: string, status: number, body: unknown) => {
      const schema = resolved.paths[path][method].responses[String(status)].content!['application/json'].schema;
      close(schema);
      const valid = ajv.validate(schema, body);
      expect({ path, status, errors: valid ? null : ajv.errors }).toEqual({ path, status, errors: null });
    };
    const login = await t.rest('POST', '/api/users/login', ACCOUNTS.admin);
    check('/api/users/login', 'post', 200, login.body);
    const token = login.body.tokens.accessToken as string;
    check('/api/users/profile', 'get', 200, (await t.rest('GET', '/api/users/profile', undefined, token)).body);
    check('/api/users', 'get', 200, (await t.rest('GET', '/api/users?take=5', undefined, token)).body);
    const peppers = await t.rest('GET', '/api/peppers?take=5');
    check('/api/peppers', 'get', 200, peppers.body);
    check('/api/peppers/{id}', 'get', 200, (await t.rest('GET', `/api/peppers/${peppers.body[0].slug}`)).body);
    const topics = await t.rest('GET', '/api/topics?limit=5');
    check('/api/topics', 'get', 200, topics.body);
    check('/api/topics/{id}', 'get', 200, (await t.rest('GET', `/api/topics/${topics.body.topics[0].id}`)).body);
    check('/api/health', 'get', 200, (await t.rest('GET', '/api/health')).body);
    const refused = await t.rest('POST', '/api/peppers', {}, token);
    check('/api/peppers', 'post', 400, refused.body);
    check('/api/users/profile', 'get', 401, (await t.rest('GET', '/api/users/profile')).body);
  });

  it('serves Swagger UI at /api/docs from this origin only, allowed by the Content Security Policy', async () => {
    const page = await fetch(`${t.url}${OPENAPI_UI_PATH}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui-init.js', 'swagger-ui.css']) {
      const res = await fetch(`${t.url}${OPENAPI_UI_PATH}/${asset}`);
      expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
      if (asset === 'swagger-ui-init.js') expect(await res.text()).toContain('"validatorUrl": null');
      else await res.arrayBuffer();
    }
  });
});

describe("the REST description against Redocly's recommended rules", () => {
  /**
   * Warnings the contract itself causes, each kept on purpose: the routes of docs/rest-api.md (the original
   * client's) include `/api/topics/{id}/comments` beside `/api/topics/author/{author}` (ambiguous only for an
   * author named "comments", which the router matches first anyway), and five reads take no input and cannot
   * be refused (no 4xx to document: health, statistics, the pinned list, a captcha challenge).
   */
  const ACCEPTED_WARNINGS = new Set([
    'no-ambiguous-paths #/paths/~1api~1topics~1author~1{author}',
    'no-ambiguous-paths #/paths/~1api~1topics~1category~1{category}',
    'no-ambiguous-paths #/paths/~1api~1users~1role~1{role}',
    'operation-4xx-response #/paths/~1api~1health/get/responses',
    'operation-4xx-response #/paths/~1api~1topics~1categories~1stats/get/responses',
    'operation-4xx-response #/paths/~1api~1topics~1pinned/get/responses',
    'operation-4xx-response #/paths/~1api~1topics~1stats/get/responses',
    'operation-4xx-response #/paths/~1api~1users~1captcha-challenge/get/responses',
  ]);

  it('lints with 0 errors, and only the warnings the contract causes', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: join(root, 'openapi.json'), config });
    const described = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(described.filter((line) => line.startsWith('error'))).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(warnings.filter((w) => !ACCEPTED_WARNINGS.has(w))).toEqual([]);
  });
});
