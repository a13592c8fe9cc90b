import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './utils/server.js';

async function countTopics(url: string): Promise<number> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ topics { stats { totalTopics } } }' }),
  });
  return ((await res.json()) as { data: { topics: { stats: { totalTopics: number } } } }).data.topics.stats.totalTopics;
}

describe('starting the server as `npm start` does', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pepper-atlas-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty folder, refuses a second process on it, and reuses the data on the next start', async () => {
    const first = await startServer({}, dataDir);
    let changed: string;
    let pepperCount = 0;
    let topicCount = 0;
    try {
      const health = await (await fetch(`${first.url}/api/health`)).json();
      expect(health).toMatchObject({ database: 'up' });
      const peppers = (await (await fetch(`${first.url}/api/peppers`)).json()) as unknown[];
      expect(peppers.length).toBeGreaterThanOrEqual(40);
      pepperCount = peppers.length;
      topicCount = await countTopics(first.url);
      expect(topicCount).toBeGreaterThan(0);

      // Something a user saves: a new account.
      const register = await fetch(`${first.url}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'kept_user', email: 'kept@example.com', password: 'kept-pass-123', firstName: 'Kept', lastName: 'User' }),
      });
      expect(register.status).toBe(201);
      changed = 'kept@example.com';

      await expect(startServer({}, dataDir)).rejects.toThrow(/already in use by another Pepper Atlas process/);
    } finally {
      await first.stop();
    }

    const second = await startServer({}, dataDir);
    try {
      const login = await fetch(`${second.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: changed, password: 'kept-pass-123' }),
      });
      expect(login.status).toBe(200);
      const peppers = (await (await fetch(`${second.url}/api/peppers`)).json()) as unknown[];
      // Seeded once: the second start did not seed again.
      expect(peppers.length).toBe(pepperCount);
      expect(await countTopics(second.url)).toBe(topicCount);
    } finally {
      await second.stop();
    }
  });
});
