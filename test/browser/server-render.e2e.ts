import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, openPage, signInWithForm, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/** Layout shifts (CLS) since the page began, as the browser measures them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

describe('public pages drawn by the server: hydrated without a mismatch, readable and usable without JavaScript', () => {
  const suite = useAppAndBrowser();

  it('hydrates every public route in both languages and themes without a warning, and nothing moves', async () => {
    const { topics } = await graphql<{ topics: { topics: { id: string }[] } }>(suite.server.url, '{ topics(limit: 1) { topics { id } } }');
    const { recipes } = await graphql<{ recipes: { items: { slug: string }[] } }>(suite.server.url, '{ recipes(take: 1) { items { slug } } }');
    const routes = [
      '/',
      '/peppers',
      '/peppers/habanero',
      '/forum',
      `/forum/topic/${topics.topics[0]!.id}`,
      '/users/admin',
      '/news',
      '/recipes',
      `/recipes/${recipes.items[0]!.slug}`,
      '/guides',
      '/login',
      '/register',
      '/no-such-page',
    ];
    const problems: string[] = [];
    const shifts: string[] = [];
    const refetchedSheets: string[] = [];
    for (const [language, theme, viewport] of [
      ['he', 'light', DESKTOP],
      ['en', 'dark', PHONE],
    ] as const) {
      // A phone says it is one (the server draws for a narrow screen).
      const userAgent = viewport === PHONE ? 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36' : undefined;
      const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport, colorScheme: theme, userAgent });
      await context.addCookies([
        { name: 'peppers-language', value: language, url: suite.server.url },
        { name: 'peppers-theme', value: theme, url: suite.server.url },
      ]);
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (message) => {
        // The 404 page's own status is reported as a failed load by Chromium.
        if (['error', 'warning'].includes(message.type()) && !/status of 404/.test(message.text())) messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      const sheetRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) sheetRequests.push(new URL(request.url()).pathname);
      });
      for (const route of routes) {
        await step(page, `hydrate-${language}-${route.replace(/\W+/g, '-')}`, async () => {
          messages.length = 0;
          sheetRequests.length = 0;
          const response = await page.goto(route, { waitUntil: 'networkidle' });
          expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
          expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme])).toEqual([language, theme]);
          // The drawn page became the app: a client-side link works without loading a page.
          expect(await page.locator('main').innerText()).not.toBe('');
          if (messages.length > 0) problems.push(`${language} ${route}: ${messages.join(' | ').slice(0, 500)}`);
          // Its style sheets came in the HTML (a slow phone paints it without fetching one), and the page's code, as it
          // loaded the chunks it hydrates with, fetched none of them again.
          const inlined = await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')));
          expect(inlined.length).toBeGreaterThanOrEqual(1);
          const again = sheetRequests.filter((sheet) => inlined.includes(sheet));
          if (again.length > 0) refetchedSheets.push(`${language} ${route}: ${again.join(', ')}`);
          const cls = await layoutShift(page);
          // Zero as Lighthouse reports it (two decimals): a busy machine can measure a few ten-thousandths when the
          // pepper dialog takes the page's scroll bar as it moves into its portal.
          if (cls >= 0.005) shifts.push(`${language} ${route}: ${cls.toFixed(4)}`);
        });
      }
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(refetchedSheets).toEqual([]);
    expect(shifts).toEqual([]);
  });

  it("a guest's forum and topic hydrate with the server's answers (no list asked for again), and later visits ask the network", async () => {
    const { topics } = await graphql<{ topics: { topics: { id: string }[] } }>(suite.server.url, '{ topics(limit: 1) { topics { id } } }');
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    /** The names of the operations a page sends to /graphql, the counting of a visit left out (a mutation, not an answer the server drew). */
    const recordQueries = (target: Page) => {
      const asked: string[] = [];
      target.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/graphql') return;
        const name =
          request.method() === 'POST' ? (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName : url.searchParams.get('operationName');
        if (name && name !== 'IncrementTopicViews') asked.push(name);
      });
      return asked;
    };
    const queries = recordQueries(page);
    await step(page, 'guest-forum-hydrates', async () => {
      await page.goto('/forum', { waitUntil: 'networkidle' });
      await page.locator('.topic-card').first().waitFor();
      expect(queries).toEqual([]);
    });
    await step(page, 'guest-later-visit-asks', async () => {
      // Once the page has hydrated (and a second more), coming back to the forum shows the server's current list.
      await page.waitForTimeout(1_500);
      await page.locator('.topic-card a[href^="/forum/topic/"]').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/forum/topic/'));
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/forum');
      for (let i = 0; i < 100 && !queries.includes('Topics'); i++) await page.waitForTimeout(100);
      expect(queries).toContain('Topics');
    });
    const topicPage = await context.newPage();
    await step(topicPage, 'guest-topic-hydrates', async () => {
      const topicQueries = recordQueries(topicPage);
      await topicPage.goto(`/forum/topic/${topics.topics[0]!.id}`, { waitUntil: 'networkidle' });
      await topicPage.locator('main h1').waitFor();
      expect(topicQueries).toEqual([]);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("fetches a drawn page's code once the page is painted, then hydrates it (the app's ready mark)", async () => {
    const { topics } = await graphql<{ topics: { topics: { id: string }[] } }>(suite.server.url, '{ topics(limit: 1) { topics { id } } }');
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: DESKTOP });
    const page = await context.newPage();
    for (const path of ['/', '/peppers', '/peppers/habanero', '/forum', `/forum/topic/${topics.topics[0]!.id}`]) {
      await step(page, `code-after-paint${path.replace(/\W+/g, '-')}`, async () => {
        const html = await (await page.request.get(path, { headers: { 'user-agent': phone } })).text();
        expect({ path, moduleScripts: html.match(/<script type="module"/g)?.length ?? 0 }).toEqual({ path, moduleScripts: 0 });
        await page.goto(path);
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
          ready: performance.getEntriesByName('pepper-atlas:ready').length,
        }));
        expect(timing.scripts.length).toBeGreaterThan(0);
        expect({ path, before: timing.scripts.filter((start) => start < timing.paint).length }).toEqual({ path, before: 0 });
        expect(timing.ready).toBe(1);
        // Hydrated: a link of the page moves within the app (no new document).
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        const next = path === '/forum' ? '/peppers' : '/forum';
        await page.locator(`header a[href="${next}"]`).first().click();
        await page.waitForURL((url) => url.pathname === next);
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      });
    }
    await context.close();
  });

  it("a member's own parts (favorites, bell, admin links) come after the hydration, never in the server's HTML", async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await step(page, 'signed-in-hydration', async () => {
      await signInWithForm(page, { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' });
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      expect(token).toBeTruthy();
      const html = await (await page.request.get('/peppers', { headers: { authorization: `Bearer ${token}` } })).text();
      expect(html).not.toContain('href="/admin"');
      await page.goto('/peppers', { waitUntil: 'networkidle' });
      // After the hydration: the member's menu with the admin panel's link.
      await page.locator('a[href="/admin"]').first().waitFor({ state: 'attached' });
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript: content, links, the filter and search forms, paging and the language switch work', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const language of ['he', 'en'] as const) {
      const words =
        language === 'en'
          ? { catalogue: 'Pepper catalogue', apply: 'Apply filters', search: 'Search', superHot: /^Super Hot/, next: 'Next' }
          : { catalogue: 'קטלוג הפלפלים', apply: 'החלת הסינון', search: 'חיפוש', superHot: /^סופר חריף/, next: 'הבא' };
      await step(page, `no-js-catalogue-${language}`, async () => {
        await page.goto(`/peppers?lang=${language}`);
        await page.getByRole('heading', { level: 1, name: words.catalogue }).waitFor();
        expect(await page.locator('.pepper-card').count()).toBe(12);
        // The filter form: a plain GET form.
        const filters = page.locator('aside.catalogue-filters');
        await filters.getByRole('checkbox', { name: words.superHot }).check();
        await filters.getByRole('button', { name: words.apply }).click();
        await page.waitForURL((url) => url.searchParams.getAll('heat').length === 1);
        const { peppers } = await graphql<{ peppers: { totalItems: number } }>(
          suite.server.url,
          `{ peppers(heatLevels: [super_hot]) { totalItems } }`,
        );
        expect(await page.locator('.pepper-card').count()).toBe(Math.min(12, peppers.totalItems));
        // The search form.
        await page.goto(`/peppers?lang=${language}`);
        await page.getByRole('searchbox').first().fill('habanero');
        await page.getByRole('search').getByRole('button', { name: words.search }).click();
        await page.waitForURL((url) => url.searchParams.get('searchTerm') === 'habanero');
        // A card's title is the pepper's own page (without scripts, a link like any other).
        await page.locator('.pepper-card__title').first().click();
        await page.waitForURL((url) => url.pathname.startsWith('/peppers/'));
        await page.locator('article.pepper-page').getByRole('heading', { level: 1 }).waitFor();
        // Its sections' menu jumps without scripts too (plain fragment links).
        await page.locator('article.pepper-page .pepper-sections__menu-row a').first().waitFor({ state: 'attached' });
      });
      await step(page, `no-js-forum-${language}`, async () => {
        await page.goto(`/forum?lang=${language}`);
        const firstTopic = await page.locator('section[aria-labelledby="all-topics"] a[href^="/forum/topic/"]').first().getAttribute('href');
        await page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('.pagination__pages') }).getByRole('link', { name: words.next }).click();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        expect(await page.locator('section[aria-labelledby="all-topics"] a[href^="/forum/topic/"]').first().getAttribute('href')).not.toBe(firstTopic);
        await page.goto(firstTopic!);
        await page.locator('.comments').first().waitFor();
      });
    }
    await step(page, 'no-js-language-switch', async () => {
      await page.goto('/peppers?lang=he');
      await page.getByRole('link', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pepper catalogue' }).waitFor();
      expect([await page.locator('html').getAttribute('lang'), await page.locator('html').getAttribute('dir')]).toEqual(['en', 'ltr']);
    });
    await context.close();
  });
});
