import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_SEARCH, SIGN_IN, TOPIC_WITH_COMMENTS } from '../../../client/src/modules/admin/graphiqlExamples.js';
import { ACCOUNTS } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** What Chromium sends when a developer types the address. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('GET /graphql in a browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a browser to the bundled GraphiQL', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/graphiql');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    if (existsSync(join(t.running.config.clientDir, 'index.html'))) {
      const page = await fetch(`${t.url}/graphiql`, { headers: { accept: BROWSER_ACCEPT } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('answers GraphQL requests as before: GET with a query, GET without one, and POST', async () => {
    const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/graphql-response+json', 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
    // A browser-like Accept with an operation is a GraphQL request, not a page view.
    const browserGet = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: BROWSER_ACCEPT, 'apollo-require-preflight': 'true' },
      redirect: 'manual',
    });
    expect(browserGet.status).not.toBe(302);
    const empty = await fetch(`${t.url}/graphql`, { headers: { accept: 'application/json' }, redirect: 'manual' });
    expect(empty.status).toBe(400);
    expect(empty.headers.get('content-type')).toMatch(/application\/json/);
    const post = await t.gql('{ __typename }');
    expect(post).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });

  it("runs GraphiQL's example operations", async () => {
    const search = await t.gql<{ peppers: { totalItems: number } }>(CATALOGUE_SEARCH, { search: 'habanero', take: 5 });
    expect(search.errors).toBeUndefined();
    expect(search.data!.peppers.totalItems).toBeGreaterThan(0);
    const topic = await t.gql<{ topics: { topics: { comments: { items: unknown[] } }[] } }>(TOPIC_WITH_COMMENTS);
    expect(topic.errors).toBeUndefined();
    expect(topic.data!.topics.topics[0].comments.items.length).toBeGreaterThan(0);
    const signIn = await t.gql<{ login: { accessToken: string } }>(SIGN_IN, { input: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password } });
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data!.login.accessToken).toEqual(expect.any(String));
  });

  it('with introspection off (production): /graphiql is not served (404) and /graphql does not send browsers there', async () => {
    const closed = await createTestApp({ introspection: false });
    try {
      for (const path of ['/graphiql', '/graphiql/', '/graphiql?tab=1']) {
        const page = await fetch(`${closed.url}${path}`, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
        expect([path, page.status]).toEqual([path, 404]);
        expect(await page.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      const res = await fetch(`${closed.url}/graphql`, { headers: { accept: BROWSER_ACCEPT }, redirect: 'manual' });
      expect(res.status).not.toBe(302);
      // GraphQL itself is served as before.
      expect(await closed.gql('{ __typename }')).toMatchObject({ status: 200, data: { __typename: 'Query' } });
    } finally {
      await closed.close();
    }
  });
});
