import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS, signIn } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/**
 * Many requests at once, each running parameterised queries with different parameter counts, reads and
 * writes mixed. On PGlite the socket server once interleaved the protocol messages of two connections
 * ("bind message supplies 2 parameters, but prepared statement requires 1"): every answer must be right.
 */
describe('concurrent queries', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, ACCOUNTS.admin)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 300 mixed requests, 24 at a time, without a single error', async () => {
    const list = await t.gql<{ peppers: { items: { id: string; name: string }[] } }>('{ peppers(take: 20) { items { id name } } }');
    const peppers = list.data!.peppers.items;
    const topics = (await t.rest('GET', '/api/topics?limit=20')).body.topics as { _id?: string; id?: string }[];
    const jobs: (() => Promise<void>)[] = [];
    for (let i = 0; i < 300; i++) {
      const pepper = peppers[i % peppers.length];
      const kind = i % 5;
      jobs.push(async () => {
        if (kind === 0) {
          const res = await t.gql('query($id: ID!) { pepper(id: $id) { id name } }', { id: pepper.id });
          expect(res.data?.pepper).toEqual({ id: pepper.id, name: pepper.name });
        } else if (kind === 1) {
          const res = await t.gql('query($s: String, $g: [PepperGroup!]) { peppers(search: $s, groups: $g, take: 5) { totalItems } }', {
            s: pepper.name,
            g: ['c_annuum', 'c_chinense', 'c_baccatum', 'c_frutescens', 'c_pubescens'],
          });
          expect(res.errors).toBeUndefined();
          expect(res.data?.peppers.totalItems).toBeGreaterThanOrEqual(1);
        } else if (kind === 2) {
          const res = await t.rest('GET', `/api/topics?search=a&page=1&limit=5&sortBy=views`);
          expect(res.status).toBe(200);
        } else if (kind === 3) {
          const res = await t.gql(
            'mutation($id: ID!) { setPepperStatus(id: $id, action: featured, value: true) { id isFeatured } }',
            { id: pepper.id },
            admin,
          );
          expect(res.errors).toBeUndefined();
        } else {
          const topic = topics[i % topics.length];
          const res = await t.rest('GET', `/api/topics/${topic.id ?? topic._id}`);
          expect(res.status).toBe(200);
        }
      });
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: 24 }, async () => {
        while (next < jobs.length) await jobs[next++]();
      }),
    );
  });
});
