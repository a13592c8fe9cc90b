import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createServer, loadConfigFromFile, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PORT, DEV_CLIENT_PORT, DEV_PROXY_PATHS } from '../../dev-ports.mjs';

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
    expect(rootPackage.scripts.dev).toBe('node scripts/dev.mjs');
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
    beforeAll(async () => {
      // A stand-in API that names the path it was asked for.
      api = createHttpServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ path: req.url, method: req.method }));
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      const config = await loadViteConfig();
      delete process.env.API_URL;
      vite = await createServer({
        configFile: false,
        root: clientDir,
        logLevel: 'silent',
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
      expect(DEV_PROXY_PATHS).toEqual(expect.arrayContaining(['/graphql', '/api', '/uploads']));
    });
  });
});
