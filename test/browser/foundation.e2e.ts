import { describe, expect, it } from '@jest/globals';
import { DESKTOP, openPage, PHONE, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

describe('foundation in the browser', () => {
  // GraphiQL is served only with introspection on (production's default is off: /graphiql answers 404).
  const suite = useAppAndBrowser({ GRAPHQL_INTROSPECTION: 'true' });

  it('opens the seeded home page in Hebrew, right to left, with the hottest peppers', async () => {
    const { page, context, foreignRequests, consoleErrors } = await openPage(suite.browser, suite.server.url);
    await step(page, 'home-he', async () => {
      await page.goto('/');
      expect(await page.getAttribute('html', 'lang')).toBe('he');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await page.getByRole('link', { name: 'פלפלים' }).first().waitFor();
      // The hottest seeded pepper is on the home page, from the database, under its Hebrew name.
      const hottest = await graphql<{ hottestPeppers: { hebName: string }[] }>(
        suite.server.url,
        '{ hottestPeppers(limit: 1) { hebName } }',
      );
      await page.getByText(hottest.hottestPeppers[0].hebName, { exact: true }).first().waitFor();
      expect(await page.title()).toMatch(/אטלס הפלפלים/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
      expect(await page.locator('meta[name="theme-color"]').first().getAttribute('content')).toBeTruthy();
      expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
      await screenshot(page, 'home-he-desktop');
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches to English: direction flips, texts change, and the choice survives a reload', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await step(page, 'language', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'English' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.getByRole('link', { name: 'Peppers', exact: true }).first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('peppers-language'))).toBe('en');
      await page.reload();
      await page.getByRole('link', { name: 'Forum', exact: true }).first().waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      await screenshot(page, 'home-en-desktop');
      // Back to Hebrew.
      await page.getByRole('button', { name: 'עברית' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    });
    await context.close();
  });

  it('ignores an invalid stored language and theme', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.evaluate(() => {
      (localStorage.setItem('peppers-language', 'fr'), (document.cookie = `peppers-language=${'fr'}; path=/`));
      localStorage.setItem('peppers-theme', 'neon');
    });
    await page.reload();
    await page.getByRole('link', { name: 'פלפלים' }).first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('he');
    expect(await page.getAttribute('html', 'data-theme')).toBe('system');
    await context.close();
  });

  it('cycles the theme light -> dark -> system and keeps it; system follows the browser', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, { colorScheme: 'dark' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await step(page, 'theme', async () => {
      await page.goto('/');
      expect(await page.getAttribute('html', 'data-theme')).toBe('system');
      const systemDark = await background();
      const toggle = page.locator('.site-header__tools button.header-button').first();
      const seen: (string | null)[] = [];
      const backgrounds: string[] = [];
      for (let i = 0; i < 3; i++) {
        await toggle.click();
        seen.push(await page.evaluate(() => localStorage.getItem('peppers-theme')));
        backgrounds.push(await background());
      }
      expect(seen).toEqual(['light', 'dark', 'system']);
      expect(backgrounds[0]).not.toBe(backgrounds[1]);
      // "system" in a browser that prefers dark looks like dark.
      expect(backgrounds[1]).toBe(systemDark);
      expect(backgrounds[2]).toBe(systemDark);
      await toggle.click(); // light
      await page.reload();
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      expect(await background()).toBe(backgrounds[0]);
      await toggle.click(); // dark
      await page.getByRole('button', { name: 'English' }).click();
      await page.goto('/peppers?searchTerm=scorpion');
      await page.getByText('Trinidad Moruga Scorpion', { exact: true }).first().waitFor();
      await screenshot(page, 'peppers-en-dark');
    });
    await context.close();
  });

  it('uses the mobile menu at a phone width: Escape, overlay and navigation close it', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await step(page, 'mobile-menu', async () => {
      await page.goto('/');
      const toggle = page.locator('button[aria-controls]');
      const nav = page.locator('.main-nav').getByRole('link', { name: 'פורום', exact: true });
      expect(await nav.isVisible()).toBe(false);
      await toggle.click();
      await nav.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await screenshot(page, 'menu-he-phone');
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      await toggle.click();
      await page.locator('.site-header__overlay').click({ position: { x: 10, y: 600 } });
      await nav.waitFor({ state: 'hidden' });
      await toggle.click();
      const historyLength = await page.evaluate(() => history.length);
      await nav.click();
      await page.waitForURL(/\/forum$/);
      await nav.waitFor({ state: 'hidden' });
      // Navigation replaces the history entry instead of adding one.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      await page.getByText(/.+/).first().waitFor();
      await screenshot(page, 'forum-he-phone');
    });
    await context.close();
  });

  it('shows a page once: after its heading is drawn, the loading state never hides it again (both languages)', async () => {
    const topics = (await (await fetch(`${suite.server.url}/api/topics?limit=1`)).json()) as { topics: { id: string }[] };
    for (const language of ['he', 'en']) {
      const { page, context } = await openPage(suite.browser, suite.server.url);
      // The reader's language as the client keeps it: in storage and in its cookie (the server draws the page in it).
      await context.addCookies([{ name: 'peppers-language', value: language, url: suite.server.url }]);
      // From the first byte: every moment the main area shows the loading state after a page heading was seen.
      await context.addInitScript((stored) => {
        (localStorage.setItem('peppers-language', stored), (document.cookie = `peppers-language=${stored}; path=/`));
        const state = { headingSeen: false, hiddenAgain: [] as string[] };
        (window as unknown as { pageShow: typeof state }).pageShow = state;
        new MutationObserver(() => {
          const heading = document.querySelector('main h1');
          if (heading && heading.getClientRects().length > 0) state.headingSeen = true;
          else if (state.headingSeen && document.querySelector('main .page-loading')) {
            state.hiddenAgain.push(`${location.pathname} at ${Math.round(performance.now())} ms`);
          }
        }).observe(document, { subtree: true, childList: true, attributes: true });
      }, language);
      for (const path of ['/', '/peppers', '/forum', `/forum/topic/${topics.topics[0].id}`, '/news', '/login']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        // Then its data: the home page's hottest peppers (cards reading the peppers' translations) come after its hero.
        await page.waitForLoadState('networkidle');
        expect({ path, language, hiddenAgain: await page.evaluate(() => (window as unknown as { pageShow: { hiddenAgain: string[] } }).pageShow.hiddenAgain) }).toEqual({
          path,
          language,
          hiddenAgain: [],
        });
      }
      await context.close();
    }
  });

  it('serves every client route on reload, and the error screen for an unknown one', async () => {
    const topics = (await (await fetch(`${suite.server.url}/api/topics?limit=1`)).json()) as { topics: { id: string; title: string }[] };
    const topic = topics.topics[0];
    const { page, context } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'routes', async () => {
      await page.goto('/');
      await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
      await page.goto(`/forum/topic/${topic.id}`);
      await page.getByRole('heading', { name: topic.title }).waitFor();
      await page.goto('/forum/topic');
      await page.getByText('Topic Not Found').waitFor();
      await page.goto('/admin');
      await page.getByRole('main').waitFor();
      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.title()).toMatch(/^Page not found/);
      const api404 = await page.request.get(`${suite.server.url}/api/no-such-route`);
      expect(api404.status()).toBe(404);
    });
    await context.close();
  });

  it('opens the bundled GraphiQL IDE at /graphql, with example operations, without any request leaving the site', async () => {
    const { page, context, foreignRequests } = await openPage(suite.browser, suite.server.url);
    await step(page, 'graphiql', async () => {
      await page.goto('/graphql');
      await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
      expect(new URL(page.url()).pathname).toBe('/graphiql');
      expect(await page.locator('.graphiql-tab').allInnerTexts()).toEqual(['CatalogueSearch', 'TopicWithComments', 'SignIn']);
      expect(await page.locator('.graphiql-editor-tool').innerText()).not.toContain('Bearer');
    });
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("writes the signed-in admin's token in GraphiQL's headers when opened from the admin panel", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url);
    await step(page, 'graphiql-admin', async () => {
      await page.goto('/admin');
      const form = page.getByRole('region', { name: 'כניסת מנהלים' });
      await form.getByLabel('אימייל').fill('admin@pepperatlas.dev');
      await form.getByLabel('סיסמה').fill('PepperAdmin1!');
      await form.getByRole('button', { name: 'כניסה' }).click();
      await page.getByRole('link', { name: 'סייר GraphQL' }).click();
      await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      expect(token).toMatch(/^eyJ/);
      await page.waitForFunction(() => document.querySelector('.graphiql-editor-tool')?.textContent?.includes('Bearer'));
      // The editor draws spaces as no-break spaces.
      const headers = (await page.locator('.graphiql-editor-tool').innerText()).replace(/\u00a0/g, ' ');
      expect(headers).toContain(`"Authorization": "Bearer ${token}"`);
    });
    await context.close();
  });
});
