import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:net';
import type { AppConfig } from '../../src/config/app-config.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** A port on 127.0.0.1 that nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const prefix = `pa-health-test-${process.pid}-`;

/** Runs `check` against an app booted with `overrides`, then closes it. */
async function withApp(overrides: Partial<AppConfig>, check: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp(overrides);
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

describe('/api/health', () => {
  it('answers 200 with the database up, and says nothing about Redis when none is configured', () =>
    withApp({}, async (t) => {
      const res = await t.rest('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', database: 'up', storage: 'up', storageKind: 'database' });
      expect(res.body).not.toHaveProperty('redis');
    }));

  it('answers 503 naming the image store when a disk store cannot be written', () =>
    withApp({ imageStore: 'disk', uploadDir: '/proc/pepper-atlas-uploads' }, async (t) => {
      const res = await t.rest('GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'degraded', database: 'up', storage: 'down', storageKind: 'disk' });
    }));

  it('answers 503 naming Redis when it is configured but unreachable', async () =>
    withApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}`, redisPrefix: prefix }, async (t) => {
      // Sign-in needs Redis: it is refused with 503, and health must not say otherwise.
      const login = await t.rest('POST', '/api/users/login', { email: 'nobody@example.com', password: 'wrong-password' });
      expect(login.status).toBe(503);
      const res = await t.rest('GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    }));

  it('answers 200 with both the database and Redis up', () =>
    withApp({ redisUrl: 'redis://127.0.0.1:6379', redisPrefix: prefix }, async (t) => {
      const res = await t.rest('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', database: 'up', redis: 'up', storage: 'up' });
    }));
});
