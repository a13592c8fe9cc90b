import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { DEV_TEMPLATE_HEADER, isPageRoute, PAGE_ROUTES, SERVER_FILES, SERVER_PATH_PREFIXES, SERVER_PATHS } from '@pepper-atlas/domain';
import { METRICS_PATH } from '../../src/metrics/metrics.module.js';
import { controllersOf } from '../../src/openapi/documented-access.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** The client's pages the server writes the head of (index.html with the page's title and tags): the client's addresses. */
const PAGES: readonly string[] = PAGE_ROUTES;

const isServerPath = (path: string) =>
  SERVER_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || (SERVER_FILES as readonly string[]).includes(path);

describe("the server's own addresses: one list for production and npm run dev", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: 'server-paths-test-token' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route the app registers is in the list, or is one of the pages whose head it writes', () => {
    const routes = controllersOf(t.running.app).flatMap((controller) => {
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
        const handler = controller.prototype[name] as Function;
        const paths = name === 'constructor' ? undefined : (Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined);
        if (paths === undefined) return [];
        return [paths].flat().map((path) => `/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'));
      });
    });
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !isServerPath(route) && !PAGES.includes(route))).toEqual([]);
    // The metrics endpoint is middleware, not a controller: its path is in the list too.
    expect(SERVER_PATHS).toContain(METRICS_PATH);
  });

  it('answers each listed file itself, never with the client page', async () => {
    const token = { authorization: 'Bearer server-paths-test-token' };
    for (const path of SERVER_FILES) {
      const res = await fetch(`${t.url}${path}`, { headers: path === METRICS_PATH ? token : {} });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect({ path, type: res.headers.get('content-type') }).not.toEqual({ path, type: expect.stringContaining('text/html') });
    }
  });

  it('writes a page into the client\'s source index.html when npm run dev asks, and never in production', async () => {
    const asked = await fetch(`${t.url}/peppers?lang=en`, { headers: { accept: 'text/html', [DEV_TEMPLATE_HEADER]: 'source' } });
    expect(asked.status).toBe(200);
    const html = await asked.text();
    expect(html).toContain('<title>Pepper catalogue | Pepper Atlas</title>');
    expect(html).toContain('<script type="module" src="/src/app/main.tsx"></script>');
    expect(isPageRoute('/peppers/habanero')).toBe(true);
    expect(isPageRoute('/forum/topic/1/')).toBe(true);
    expect(isPageRoute('/admin')).toBe(false);

    const production = await createTestApp({ env: 'production', introspection: false });
    try {
      const res = await fetch(`${production.url}/peppers?lang=en`, { headers: { accept: 'text/html', [DEV_TEMPLATE_HEADER]: 'source' } });
      expect(await res.text()).not.toContain('/src/app/main.tsx');
    } finally {
      await production.close();
    }
  });
});
