import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createServer, loadConfigFromFile, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TEMPLATE_HEADER, SERVER_PATHS } from '@pepper-atlas/domain';
import { serverPageHeads } from '../../vite.page-heads';
import { DEV_API_PORT, DEV_CLIENT_PORT } from '../../dev-ports.mjs';

// The client package's folder (vitest runs with client/ as its root).
const clientDir = resolve(__dirname, '../..');
const rootDir = `${resolve(clientDir, '..')}/`;

/** The Vite config as `vite` loads it (it reads API_URL when it is loaded). */
async function loadViteConfig() {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, resolve(clientDir, 'vite.config.ts'), clientDir, 'silent');
  return loaded!.config.server!;
}

/** A GET through Node's own HTTP client (the test page's fetch would apply browser rules). */
function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });
}


/** `npm run dev`: the API on 3001 (the original client's development API port), Vite on 5173 forwarding to it. */
describe('npm run dev', () => {
  it('starts the API on port 3001 and points the Vite proxy at that port by default', async () => {
    expect(DEV_API_PORT).toBe(3001);
    const rootPackage = JSON.parse(readFileSync(`${rootDir}package.json`, 'utf8'));
    expect(rootPackage.scripts.dev).toBe('node scripts/check-node.mjs && node scripts/dev.mjs');
    const devScript = readFileSync(`${rootDir}scripts/dev.mjs`, 'utf8');
    expect(devScript).toContain("PORT: apiPort");
    expect(devScript).toMatch(/process\.env\.PORT \?\? String\(DEV_API_PORT\)/);

    const previous = process.env.API_URL;
    delete process.env.API_URL;
    try {
      const config = await loadViteConfig();
      expect(config.port).toBe(DEV_CLIENT_PORT);
      for (const path of ['/graphql', '/api', '/uploads']) {
        expect(config.proxy?.[path]).toMatchObject({ target: `http://localhost:${DEV_API_PORT}`, changeOrigin: true });
      }
    } finally {
      if (previous !== undefined) process.env.API_URL = previous;
    }
  });

  describe('the Vite dev server', () => {
    let api: Server;
    let vite: ViteDevServer;
    let viteUrl: string;
    let proxy: Awaited<ReturnType<typeof loadViteConfig>>['proxy'];
    beforeAll(async () => {
      // A stand-in API that names the path it was asked for.
      api = createHttpServer((req, res) => {
        if (req.headers[DEV_TEMPLATE_HEADER] === 'source') {
          // A page's first HTML, as the server writes it into client/index.html.
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(`<!doctype html><html lang="en" dir="ltr"><head><title>Written by the API for ${req.url}</title></head><body><div id="root"></div></body></html>`);
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ path: req.url, method: req.method }));
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      process.env.API_URL = apiUrl;
      const config = await loadViteConfig();
      proxy = config.proxy;
      delete process.env.API_URL;
      vite = await createServer({
        configFile: false,
        root: clientDir,
        logLevel: 'silent',
        plugins: [serverPageHeads(apiUrl)],
        server: { proxy: config.proxy, port: 0, host: '127.0.0.1', hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      await vite.listen();
      viteUrl = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
    }, 60_000);
    afterAll(async () => {
      await vite?.close();
      await new Promise((resolve) => api?.close(resolve));
    });

    it('forwards the API paths (GraphQL, REST, uploads) to the API', async () => {
      for (const path of ['/graphql', '/api/peppers?featured=true', '/api/topics/category/all', '/uploads/x.webp']) {
        expect(await getJson(`${viteUrl}${path}`)).toEqual({ path, method: 'GET' });
      }
    });

    it("forwards every address the server answers itself (the server's one list): sitemap, robots, metrics, cards", async () => {
      for (const path of ['/sitemap.xml', '/robots.txt', '/metrics', '/cards/peppers/habanero.png', '/chillies']) {
        expect(await getJson(`${viteUrl}${path}`)).toEqual({ path, method: 'GET' });
      }
      for (const path of SERVER_PATHS) expect(await getJson(`${viteUrl}${path}`)).toEqual({ path, method: 'GET' });
      expect(proxy?.['/graphql']).toMatchObject({ ws: true });
    });

    it("answers a page a link can point to with the API's page head, through Vite's own transforms", async () => {
      const page = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        get(`${viteUrl}/peppers/habanero?lang=en`, { headers: { accept: 'text/html' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        }).on('error', reject);
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>Written by the API for /peppers/habanero?lang=en</title>');
      // Vite's transforms ran on it (its client for hot reload).
      expect(page.body).toContain('/@vite/client');
    });
  });
});
