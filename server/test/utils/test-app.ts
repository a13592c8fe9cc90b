import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp, type RunningApp } from '../../src/bootstrap.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import type { Settings } from '@pepper-atlas/domain';
import { SettingsService } from '../../src/settings/settings.service.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * Settings every test app starts with: the account-security checks that default to on (email
 * verification, captcha) are off, so tests of other features sign up and post as before. The
 * account-security tests pass `{ settings: {} }` (the real defaults) or turn them on themselves.
 */
export const TEST_SETTINGS: Partial<Settings> = { emailVerification: false, captcha: false };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestApp {
  url: string;
  running: RunningApp;
  db: TestDatabase;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>>;
  rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/** Boots the real application over real HTTP on a private copy of the seeded test database. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { settings?: Partial<Settings> } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  let running: RunningApp;
  try {
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        dataDir: db.dataDir,
        databaseUrl: db.databaseUrl,
        uploadDir: join(db.dataDir, 'uploads'),
        jwtSecret: TEST_JWT_SECRET,
        seed: false,
        logLevel: 'silent',
        ...overrides,
      },
    );
    running = await createApp(config);
    const settings = options.settings ?? TEST_SETTINGS;
    if (Object.keys(settings).length > 0) await running.app.get(SettingsService).save(settings, null);
    await running.app.listen(0, '127.0.0.1');
  } catch (error) {
    await db.drop();
    throw error;
  }
  const { port } = running.app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const authHeaders = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  return {
    url,
    running,
    db,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(token) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, ...((await res.json()) as object) };
    },
    async rest(method, path, body, token) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authHeaders(token) },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    async close() {
      try {
        await running.close();
      } finally {
        await db.drop();
      }
    },
  };
}
