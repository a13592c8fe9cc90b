import { describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { openPage, step } from './utils/browser.js';
import { useAppAndBrowser } from './utils/suite.js';

interface CatalogueRequest {
  method: string;
  url: URL;
  status: number | undefined;
  /** The persisted query's hash, in the URL (GET) or the body (POST). */
  hash: string | undefined;
  /** Whether the document's text went with it. */
  withText: boolean;
  /** Whether the server answered that it has not seen the document (Apollo then sends it again with its text). */
  notFound?: boolean;
}

/** Every CataloguePeppers request the page sends to /graphql, with its answer's status. */
function recordCatalogueRequests(page: Page): CatalogueRequest[] {
  const seen: CatalogueRequest[] = [];
  const pending = new Map<Request, CatalogueRequest>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string; query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } }) : null;
    const operationName = body ? body.operationName : url.searchParams.get('operationName');
    if (operationName !== 'CataloguePeppers') return;
    const extensions = body ? body.extensions : (JSON.parse(url.searchParams.get('extensions') ?? '{}') as { persistedQuery?: { sha256Hash?: string } });
    const entry = {
      method: request.method(),
      url,
      status: undefined,
      hash: extensions?.persistedQuery?.sha256Hash,
      withText: Boolean(body?.query ?? url.searchParams.get('query')),
    };
    seen.push(entry);
    pending.set(request, entry);
  });
  page.on('requestfinished', async (request) => {
    const entry = pending.get(request);
    if (!entry) return;
    const response = await request.response();
    entry.notFound = ((await response?.text().catch(() => '')) ?? '').includes('PERSISTED_QUERY_NOT_FOUND');
    entry.status = response?.status();
  });
  return seen;
}

async function catalogueShown(page: Page) {
  await page.locator('.pepper-card__title').first().waitFor();
}

describe('persisted queries in the browser', () => {
  const suite = useAppAndBrowser();

  it("sends a guest's catalogue as GET with its hash (registered once), and a member's as POST", async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url);
    const sent = recordCatalogueRequests(page);

    /** Picks a sort in the catalogue's toolbar: the page's own request (Apollo's), not the server's drawing. */
    const sortBy = async (value: string) => {
      await page.getByRole('combobox', { name: 'מיון לפי' }).selectOption(value);
      await page.waitForURL((url) => url.searchParams.get('sortBy') === value);
      await page.waitForLoadState('networkidle');
      // Each answer's status is recorded when its request finishes (an event handled a moment later); an answer that the
      // document is unknown is followed by Apollo's request with the text, which may start only after it.
      const settled = () => sent.length > 0 && sent.every((request) => request.status !== undefined) && !sent[sent.length - 1].notFound;
      for (let i = 0; i < 100 && !settled(); i++) await page.waitForTimeout(50);
    };

    await step(page, 'guest-first-visit', async () => {
      await page.goto('/peppers');
      await catalogueShown(page);
      await page.waitForLoadState('networkidle');
      // The server drew the first page with its data: the browser asks nothing.
      expect(sent).toEqual([]);
      // A change in the page: Apollo asks by hash over GET; a server that has not seen the document answers
      // PERSISTED_QUERY_NOT_FOUND, and Apollo sends the text with the hash once by POST.
      await sortBy('shu');
      expect(sent[0]).toMatchObject({ method: 'GET', withText: false, status: 200 });
      expect(sent[0].hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sent[0].url.searchParams.get('extensions')).toContain('persistedQuery');
      expect(sent.filter((request) => request.withText)).toEqual([expect.objectContaining({ method: 'POST', hash: sent[0].hash, status: 200 })]);
    });

    await step(page, 'guest-reload', async () => {
      sent.length = 0;
      await page.reload();
      await catalogueShown(page);
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
      // Known now: one GET by hash, answered with the catalogue.
      await sortBy('popularity');
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((request) => request.method === 'GET' && !request.withText)).toBe(true);
      expect([200, 304]).toContain(sent[0].status);
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
        return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
      }, sent[0].url.toString());
      expect(answer.status).toBe(200);
      expect(answer.cacheControl).toBe('public, no-cache');
      expect(answer.body).toContain('"peppers"');
      expect(answer.body).not.toContain('"errors"');
    });

    await step(page, 'member', async () => {
      await page.goto('/login');
      const main = page.getByRole('main');
      await main.getByLabel('אימייל').fill('user@pepperatlas.dev');
      await main.getByLabel('סיסמה').fill('PepperUser1!');
      await main.getByRole('button', { name: 'כניסה' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      sent.length = 0;
      await page.goto('/peppers');
      await catalogueShown(page);
      await page.waitForLoadState('networkidle');
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((request) => request.method === 'POST' && request.withText && request.hash === undefined && request.status === 200)).toBe(true);
    });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
