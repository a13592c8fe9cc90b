import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { conciseLine } from '../../src/logging/log-destination.js';
import { scrub } from '../../src/logging/request-log.js';
import { ACCOUNTS } from '../utils/actors.js';
import { startServerProcess, type ServerProcess } from '../utils/server-process.js';
import { createTestDatabase, type TestDatabase } from '../utils/test-database.js';

type LogLine = Record<string, unknown> & { level: string; msg: string; requestId?: string };

/**
 * The logs of a real server process, as production writes them (JSON lines on standard output): a
 * member signs in (after one wrong password), reads their profile, runs a named GraphQL operation and
 * changes their password. Every line is JSON; each request has one summary line with its request id,
 * status, duration, user id and GraphQL operation name; no password, token or email address appears.
 */
describe('structured logs of a real server process', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  let lines: LogLine[];
  let raw: string;
  const newPassword = `Fresh-${randomBytes(6).toString('hex')}-Pw1!`;
  const wrongPassword = `Wrong-${randomBytes(6).toString('hex')}-Pw1!`;
  const secrets: string[] = [ACCOUNTS.user.password, newPassword, wrongPassword];
  const sent: Record<string, string> = {};
  let userId: string;
  const BURST = 300;
  const runId = randomBytes(4).toString('hex');

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServerProcess({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      SEED: 'false',
      LOG_FORMAT: 'json',
    });
    const call = async (name: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
      const res = await fetch(`${server.url}${path}`, init);
      sent[name] = res.headers.get('x-request-id') ?? '';
      return { status: res.status, body: (await res.json()) as any };
    };
    const json = { 'content-type': 'application/json' };
    const refused = await call('wrong', '/api/users/login', { method: 'POST', headers: json, body: JSON.stringify({ ...ACCOUNTS.user, password: wrongPassword }) });
    expect(refused.status).toBe(401);
    const login = await call('login', '/api/users/login', { method: 'POST', headers: { ...json, 'x-request-id': 'client-chosen-id-42' }, body: JSON.stringify(ACCOUNTS.user) });
    expect(login.status).toBe(200);
    const token = login.body.tokens.accessToken as string;
    userId = login.body.user.id;
    secrets.push(token, ACCOUNTS.user.email);
    const auth = { authorization: `Bearer ${token}` };
    expect((await call('profile', '/api/users/profile', { headers: { ...auth, 'x-request-id': 'bad id <script>' } })).status).toBe(200);
    const gql = await call('graphql', '/graphql', { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ query: 'query WhoAmI { me { id } }' }) });
    expect(gql.body.data.me.id).toBe(userId);
    const changed = await call('password', '/api/users/change-password', {
      method: 'PUT',
      headers: { ...json, ...auth },
      body: JSON.stringify({ currentPassword: ACCOUNTS.user.password, newPassword, confirmPassword: newPassword }),
    });
    expect(changed.status).toBe(200);
    secrets.push(changed.body.tokens.accessToken);
    // A burst answered just before SIGTERM (404s: no database work): its lines may still be in the log buffer when the signal comes.
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(`${server.url}/api/no-such-route`, { headers: { 'x-request-id': `burst-${runId}-${i}` } }).then(async (res) => (await res.text(), res.status)),
      ),
    );
    expect(burst.filter((status) => status !== 404)).toEqual([]);
    await server.stop();
    raw = server.output().stdout + server.output().stderr;
    lines = server.output().stdout.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as LogLine);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const summaryOf = (name: string) => {
    const found = lines.filter((line) => line.requestId === sent[name] && line.status !== undefined);
    expect(found).toHaveLength(1);
    return found[0];
  };

  it('writes only JSON lines, each with a level, a time and a message', () => {
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(typeof line.level).toBe('string');
      expect(typeof line.time).toBe('string');
      expect(typeof line.msg).toBe('string');
    }
    expect(server.output().stderr).toBe('');
  });

  it('writes one line per request with its request id, status, duration, user and operation', () => {
    expect(sent.login).toBe('client-chosen-id-42');
    // An id that is not plain text is replaced by a new one.
    expect(sent.profile).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(Object.values(sent)).size).toBe(Object.keys(sent).length);
    expect(summaryOf('wrong')).toMatchObject({ method: 'POST', path: '/api/users/login', status: 401, level: 'warn' });
    expect(summaryOf('login')).toMatchObject({ method: 'POST', path: '/api/users/login', status: 200, level: 'info' });
    expect(summaryOf('profile')).toMatchObject({ method: 'GET', path: '/api/users/profile', status: 200, userId });
    expect(summaryOf('graphql')).toMatchObject({ method: 'POST', path: '/graphql', status: 200, userId, operation: 'WhoAmI' });
    expect(summaryOf('password')).toMatchObject({ method: 'PUT', path: '/api/users/change-password', status: 200, userId });
    for (const name of Object.keys(sent)) expect(typeof summaryOf(name).durationMs).toBe('number');
  });

  it('loses no line on a normal shutdown (SIGTERM): the burst answered just before it, then the shutdown line, are all written', () => {
    const burstIds = new Set(lines.filter((line) => line.requestId?.startsWith(`burst-${runId}-`) && line.status === 404).map((line) => line.requestId));
    expect(burstIds.size).toBe(BURST);
    const shutdown = lines.findIndex((line) => line.msg === 'SIGTERM received, shutting down');
    expect(shutdown).toBeGreaterThan(-1);
    expect(lines.slice(shutdown + 1).filter((line) => line.status !== undefined)).toEqual([]);
  });

  it('never writes a password, a token, an authorization header or an email address', () => {
    expect(raw.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/authorization|bearer|cookie/i);
    expect(raw).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  it('scrubs addresses and tokens from any message, and reads JSON lines as concise text', () => {
    expect(scrub('Mail to someone@example.com failed; header Bearer abc.def; eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl')).toBe(
      'Mail to [email] failed; header Bearer [redacted]; [token]',
    );
    expect(conciseLine('{"level":"info","time":"2026-01-02T03:04:05.000Z","requestId":"r1","msg":"GET / 200","durationMs":3}')).toBe(
      '03:04:05 INFO GET / 200 requestId=r1 durationMs=3\n',
    );
  });
});
