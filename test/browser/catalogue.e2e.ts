import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/** The narrowest phone the site supports. */
const SMALL_PHONE = { width: 360, height: 740 };

interface NamedPepper {
  id: string;
  name: string;
  hebName: string | null;
}

const PEPPER_FIELDS = 'id name hebName';

async function useEnglish(page: Page) {
  await page.goto('/');
  await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
}

/** Closes the notices on screen, for a clean screenshot. */
async function dismissNotices(page: Page) {
  for (const button of await page.locator('.notice__close').all()) await button.click();
}

const cardTitles = (page: Page) => page.locator('.pepper-card__title');

describe('catalogue in the browser', () => {
  const suite = useAppAndBrowser();

  it("searches the catalogue from the home page's hottest pepper, in Hebrew", async () => {
    const { hottestPeppers } = await graphql<{ hottestPeppers: NamedPepper[] }>(
      suite.server.url,
      `{ hottestPeppers(limit: 6) { ${PEPPER_FIELDS} } }`,
    );
    const hottest = hottestPeppers[0]!;
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    await step(page, 'home-hottest', async () => {
      await page.goto('/');
      const hotList = page.locator('.hot-pepper-grid');
      await hotList.locator('li').first().waitFor();
      expect(await hotList.locator('li').count()).toBe(6);
      await hotList.getByRole('link', { name: new RegExp(hottest.hebName!) }).click();
      await page.waitForURL((url) => url.pathname === '/peppers' && url.searchParams.get('searchTerm') === hottest.name);
      expect(await page.getByRole('searchbox').inputValue()).toBe(hottest.name);
      await page.getByRole('heading', { level: 2, name: hottest.hebName!, exact: true }).waitFor();
      await page.getByText(new RegExp(`תואמ.* ל„${hottest.name}”`)).waitFor();
    });
    await step(page, 'home-content', async () => {
      await page.goto('/');
      const recipes = page.getByRole('region', { name: 'מתכונים' });
      const firstRecipe = recipes.locator('.content-card__open').first();
      const title = (await firstRecipe.textContent())!;
      await firstRecipe.click();
      // A recipe's own page: its title, its ingredients; Back returns to the home page.
      await page.waitForURL((url) => url.pathname.startsWith('/recipes/'));
      await page.getByRole('article', { name: title }).getByRole('heading', { level: 2, name: 'מצרכים' }).waitFor();
      await page.goBack();
      await recipes.getByRole('link', { name: /לכל הפריטים/ }).click();
      await page.waitForURL((url) => url.pathname === '/recipes');
      await page.getByRole('heading', { level: 1, name: 'מתכונים' }).waitFor();
      // The heading renders before the list arrives: wait for the cards themselves.
      await page.locator('.content-card').nth(3).waitFor();
      expect(await page.locator('.content-card').count()).toBeGreaterThan(3);
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the catalogue arrives drawn by the server with its data: the browser hydrates it without asking again', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const catalogueRequests: { variables: unknown }[] = [];
    const statsRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
      if (pathname !== '/graphql') return;
      // A guest asks as a persisted query over GET (operation name and variables in the URL); anyone else by POST.
      const params = new URL(request.url()).searchParams;
      const body =
        request.method() === 'POST'
          ? (JSON.parse(request.postData() ?? '{}') as { operationName?: string; variables?: unknown })
          : { operationName: params.get('operationName') ?? undefined, variables: JSON.parse(params.get('variables') ?? 'null') as unknown };
      if (body.operationName === 'PepperStats') statsRequests.push(body.operationName);
      if (body.operationName !== 'CataloguePeppers') return;
      catalogueRequests.push({ variables: body.variables });
    });
    /** Opens the catalogue with nothing recorded yet, and waits for its first page and the network to settle. */
    const openCatalogue = async (path: string) => {
      for (const list of [catalogueRequests, statsRequests, scripts]) list.length = 0;
      await page.goto(path);
      await page.waitForFunction(() => document.querySelectorAll('.pepper-card__title').length === 12);
      await page.waitForLoadState('networkidle');
    };
    await step(page, 'server-rendered', async () => {
      await useEnglish(page);
      await openCatalogue('/peppers');
      // The first page and the statistics are in the HTML (and in the state the browser hydrates with): no request.
      expect(catalogueRequests).toEqual([]);
      expect(statsRequests).toEqual([]);
      await page.locator('section.catalogue-stats').waitFor();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ssr'))).toBe(true);

      // The page's code comes in a few files (not a dozen small ones, each a request on a slow phone),
      // each marked for V8 to compile while it downloads.
      const chunk = (name: string) => scripts.find((path) => path.startsWith(`/assets/${name}-`));
      expect(
        scripts
          .filter((path) => !/\/(index|rolldown-runtime)-/.test(path))
          .map((path) => path.replace(/-[\w-]+\.js$/, ''))
          .sort(),
      ).toEqual(['/assets/PeppersPage', '/assets/catalogue', '/assets/framework', '/assets/shell']);
      for (const name of ['framework', 'shell', 'PeppersPage', 'catalogue']) {
        const code = await (await page.request.get(chunk(name)!)).text();
        expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
      }

      // With a query string too: the server draws the sorted page.
      await openCatalogue('/peppers?sortBy=shu');
      expect(catalogueRequests).toEqual([]);
      expect(statsRequests).toEqual([]);
      // A change in the page asks the server (the browser's own request, once).
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('popularity');
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'popularity');
      await page.waitForLoadState('networkidle');
      expect(catalogueRequests).toHaveLength(1);
      expect(catalogueRequests[0]!.variables).toMatchObject({ sortBy: 'popularity' });
    });
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('filters, sorts and compares; the URL reproduces the view after a reload', async () => {
    const { peppers } = await graphql<{ peppers: { items: NamedPepper[]; totalItems: number } }>(
      suite.server.url,
      `{ peppers(heatLevels: [super_hot], sortBy: shu, sortOrder: desc, take: 3) { totalItems items { ${PEPPER_FIELDS} } } }`,
    );
    const [first, second] = peppers.items;
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url, {
      viewport: DESKTOP,
    });
    await step(page, 'filter-sort', async () => {
      await useEnglish(page);
      await page.goto('/peppers');
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await filters.getByRole('checkbox', { name: /^Super Hot/ }).check();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('shu');
      await page.waitForURL((url) => url.search === '?heat=Super+Hot&sortBy=shu');
      await page.getByText(`${peppers.totalItems} peppers match your filters`, { exact: false }).waitFor();
      await page.waitForFunction((name) => document.querySelector('.pepper-card__title')?.textContent === name, first!.name);

      await page.reload();
      await page.waitForFunction((name) => document.querySelector('.pepper-card__title')?.textContent === name, first!.name);
      expect(await filters.getByRole('checkbox', { name: /^Super Hot/ }).isChecked()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('shu');
      // A page of 12 cards (the first come at once, the rest in the next moments: an interruptible render), then the
      // rest of the super-hots as a reader scrolling down gets them (the end of the list loads the next page by itself;
      // a click on "Load more peppers" could land while that page was being drawn over the button).
      const firstPage = Math.min(peppers.totalItems, 12);
      await page.waitForFunction((count) => document.querySelectorAll('.pepper-card__title').length === count, firstPage);
      if (peppers.totalItems > firstPage) {
        expect(await page.getByRole('button', { name: 'Load more peppers' }).count()).toBe(1);
        for (let shown = firstPage; shown < peppers.totalItems; shown = await cardTitles(page).count()) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForFunction((count) => document.querySelectorAll('.pepper-card__title').length > count, shown);
        }
      }
      expect(await cardTitles(page).count()).toBe(peppers.totalItems);
    });
    await step(page, 'compare', async () => {
      await page.getByRole('checkbox', { name: `Compare ${first!.name}` }).check();
      await page.getByRole('checkbox', { name: `Compare ${second!.name}` }).check();
      const tray = page.getByRole('region', { name: 'Pepper comparison' });
      await tray.getByRole('button', { name: 'Compare (2)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Compare peppers' });
      await dialog.getByRole('table').waitFor();
      expect(await dialog.getByRole('columnheader').allTextContents()).toEqual([first!.name, second!.name]);
      expect(new URL(page.url()).searchParams.get('compare')).toBe(`${first!.id},${second!.id}`);
      await dismissNotices(page);
      await screenshot(page, 'compare-en-desktop');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the details dialog by keyboard only: Tab to a card, Enter, Escape returns focus', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'details-keyboard', async () => {
      await page.goto('/peppers');
      await cardTitles(page).first().waitFor();
      await screenshot(page, 'catalogue-he-desktop');

      let onCard = false;
      for (let presses = 0; presses < 200 && !onCard; presses++) {
        await page.keyboard.press('Tab');
        onCard = await page.evaluate(() => document.activeElement?.classList.contains('pepper-card__title') ?? false);
      }
      expect(onCard).toBe(true);
      const name = await page.evaluate(() => document.activeElement!.textContent!);

      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toContain(name);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      // Focus stays inside the dialog however far one tabs.
      for (let presses = 0; presses < 12; presses++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
      await dialog.getByRole('img').first().waitFor();
      await screenshot(page, 'details-he-desktop');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() => document.activeElement?.classList.contains('pepper-card__title') && document.activeElement.textContent),
      ).toBe(name);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a guest favorite after a reload, then adds it to the account on sign-in', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await step(page, 'guest-favorite', async () => {
      await useEnglish(page);
      await page.goto('/peppers');
      const firstName = (await cardTitles(page).first().textContent())!;
      const favorite = page.getByRole('button', { name: `Favorite: ${firstName}` });
      await favorite.click();
      expect(await favorite.getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await cardTitles(page).first().waitFor();
      // The server draws a guest's page without their favorites (kept in this browser): they show once it is hydrated.
      await page.getByRole('button', { name: `Favorite: ${firstName}`, pressed: true }).waitFor();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('peppers-favorites') ?? '[]') as string[]);
      expect(stored).toHaveLength(1);

      // On a phone the filters open from the toolbar.
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('checkbox', { name: 'My favorites only' }).check();
      await page.waitForURL((url) => url.searchParams.get('favorites') === '1');
      await page.waitForFunction(() => document.querySelectorAll('.pepper-card').length === 1);
      await page.locator('.pepper-card').scrollIntoViewIfNeeded();
      await dismissNotices(page);
      await screenshot(page, 'catalogue-en-phone-favorites');

      // Signing in moves the browser's favorites into the account.
      await page.goto('/login');
      const main = page.getByRole('main');
      await main.getByLabel('Email').fill('user@pepperatlas.dev');
      await main.getByLabel('Password', { exact: true }).fill('PepperUser1!');
      await main.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForFunction(() => localStorage.getItem('peppers-favorites') === null);
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      const { peppers } = await graphql<{ peppers: { items: { id: string }[] } }>(
        suite.server.url,
        '{ peppers(favoritesOnly: true) { items { id } } }',
        undefined,
        token!,
      );
      expect(peppers.items.map((p) => p.id)).toEqual(stored);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits a phone in English, with the filter panel opened from the toolbar', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: SMALL_PHONE });
    await step(page, 'phone', async () => {
      await useEnglish(page);
      await page.goto('/peppers');
      await cardTitles(page).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'catalogue-en-phone');
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^Mild/ }).check();
      await page.waitForURL((url) => url.searchParams.get('heat') === 'Mild');
      await page.getByRole('button', { name: 'Remove filter: Mild' }).waitFor();
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
