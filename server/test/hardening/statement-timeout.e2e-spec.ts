import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A stuck query (here: one waiting for a lock another session holds) is cancelled by the statement
 * time-out and answered 503, like any other database outage, instead of holding the request.
 * Lock waits are the way to make a query slow from outside; PGlite runs one session for everyone
 * (a second session's transaction queues every other query before it reaches the database) and
 * cannot interrupt a running statement, so the cancellation is shown on PostgreSQL.
 */
describe('statement time-out', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ dbStatementTimeoutMs: 250 });
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const PEPPERS = '{ peppers(take: 1) { totalItems items { id } } }';

  it('leaves ordinary requests alone', async () => {
    const res = await t.gql(PEPPERS);
    expect(res.status).toBe(200);
    expect(res.data?.peppers.totalItems).toBeGreaterThan(0);
  });

  (onPostgres ? it : it.skip)('answers 503 when a query waits past it, on GraphQL and REST, reads and writes', async () => {
    const pepperId = (await t.gql(PEPPERS)).data!.peppers.items[0].id as string;
    const holder = new pg.Client({ connectionString: t.db.databaseUrl });
    await holder.connect();
    try {
      // A row lock: an update of that pepper waits for it.
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM peppers WHERE id = $1 FOR UPDATE', [pepperId]);
      const [gqlWrite, restWrite] = await Promise.all([
        t.gql('mutation($id: ID!) { setPepperStatus(id: $id, action: featured, value: true) { id } }', { id: pepperId }, admin),
        t.rest('PATCH', `/api/peppers/${pepperId}/feature`, undefined, admin),
      ]);
      expect(gqlWrite.status).toBe(503);
      expect(gqlWrite.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(restWrite.status).toBe(503);
      expect(restWrite.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(restWrite.headers.get('retry-after')).toBe('5');

      // A table lock: every read of the catalogue waits for it.
      await holder.query('LOCK TABLE peppers IN ACCESS EXCLUSIVE MODE');
      // Signed in: a guest may be answered from the last second's answer without reaching the database.
      const [gqlRead, restRead] = await Promise.all([t.gql(PEPPERS, {}, admin), t.rest('GET', '/api/peppers', undefined, admin)]);
      expect(gqlRead.status).toBe(503);
      expect(gqlRead.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect(restRead.status).toBe(503);
      expect(restRead.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      // The rest of the site keeps answering meanwhile.
      expect((await t.rest('GET', '/api/health')).status).toBe(200);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    // With the lock gone, the same requests succeed on the same pool.
    expect((await t.gql(PEPPERS)).status).toBe(200);
    const again = await t.gql('mutation($id: ID!) { setPepperStatus(id: $id, action: featured, value: true) { isFeatured } }', { id: pepperId }, admin);
    expect(again.data?.setPepperStatus).toEqual({ isFeatured: true });
  }, 20_000);

  // The forum search reads its hits by a statement prepared on the connection (common/sql.ts preparedQuery), past
  // TypeORM's query runner: its time-out is a 503 too. The authors' table locked: only that read waits for it.
  (onPostgres ? it : it.skip)("answers 503 when the forum search's prepared read waits past it", async () => {
    const SEARCH = '{ forumSearch(search: "pepper") { total hits { kind topic { author { username } } } } }';
    expect((await t.gql(SEARCH)).data?.forumSearch.hits.length).toBeGreaterThan(0);
    const holder = new pg.Client({ connectionString: t.db.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const res = await t.gql(SEARCH);
      expect(res.status).toBe(503);
      expect(res.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    expect((await t.gql(SEARCH)).data?.forumSearch.hits.length).toBeGreaterThan(0);
  }, 20_000);
});
