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
    if (entry) entry.status = (await request.response())?.status();
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

    await step(page, 'guest-first-visit', async () => {
      await page.goto('/peppers');
      await catalogueShown(page);
      await page.waitForLoadState('networkidle');
      // The boot script asks by hash over GET; a server that has not seen the document answers PERSISTED_QUERY_NOT_FOUND,
      // and Apollo asks by hash again, then sends the text with it once by POST.
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
      // Known now: one GET by hash, answered with the catalogue (200, or 304 from the browser's revalidation).
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

    await step(page, 'guest-filter', async () => {
      // A later request of the page (another sort), not the boot script's: Apollo's own GET by hash.
      sent.length = 0;
      await page.goto('/peppers?sortBy=shu&sortOrder=desc');
      await catalogueShown(page);
      await page.waitForLoadState('networkidle');
      expect(sent.length).toBeGreaterThan(0);
      expect(sent[0]).toMatchObject({ method: 'GET', withText: false, status: 200 });
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
