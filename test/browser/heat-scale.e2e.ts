import { describe, expect, it } from '@jest/globals';
import { DESKTOP, openPage, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/** Issue 15, item 1: the heat filter and the card badges are one scale, in Hebrew too. */
describe('heat scale in the browser', () => {
  const suite = useAppAndBrowser();

  it('ticking "בינוני" (Medium) shows only Medium badges, as many as the filter counts', async () => {
    const { peppers } = await graphql<{ peppers: { totalItems: number } }>(
      suite.server.url,
      '{ peppers(heatLevels: [medium], take: 100) { totalItems } }',
    );
    expect(peppers.totalItems).toBeGreaterThan(0);
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'heat-filter-he', async () => {
      await page.goto('/');
      await page.evaluate(() => (localStorage.setItem('peppers-language', 'he'), (document.cookie = `peppers-language=${'he'}; path=/`)));
      await page.goto('/peppers');
      const filters = page.getByRole('complementary', { name: 'סינון' });
      const medium = filters.getByRole('checkbox', { name: /^בינוני/ });
      // The option's count is the number of peppers the filter finds.
      const count = filters.locator('label.filter-option', { has: page.getByRole('checkbox', { name: /^בינוני/ }) }).locator('.filter-option__count [aria-hidden="true"]');
      await count.waitFor();
      expect(await count.textContent()).toBe(String(peppers.totalItems));
      await medium.check();
      await page.waitForURL((url) => url.searchParams.get('heat') === 'Medium');
      // A page of 12 Medium cards first: the filtered list, not the unfiltered one still on screen for a moment after
      // the URL changed (it has 12 cards too).
      const mediumCards = (atLeast: number) =>
        page.waitForFunction((n) => {
          const badges = [...document.querySelectorAll('.pepper-card .heat-badge')];
          return badges.length >= n && badges.every((badge) => badge.getAttribute('data-heat-level') === 'Medium');
        }, atLeast);
      await mediumCards(Math.min(12, peppers.totalItems));
      // Then the rest, page by page, as a reader scrolling down gets them: reaching the end of the list loads the next
      // page by itself (infinite scroll), so a click on "load more" could land while that page was being drawn over it.
      for (let shown = await page.locator('.pepper-card').count(); shown < peppers.totalItems; shown = await page.locator('.pepper-card').count()) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await mediumCards(shown + 1);
      }
      expect(await page.locator('.pepper-card').count()).toBe(peppers.totalItems);
      expect(await page.getByRole('button', { name: 'טעינת פלפלים נוספים' }).count()).toBe(0);
      const badges = page.locator('.pepper-card .heat-badge');
      expect(new Set(await badges.evaluateAll((all) => all.map((badge) => badge.getAttribute('data-heat-level'))))).toEqual(
        new Set(['Medium']),
      );
      for (const text of await badges.allTextContents()) expect(text).toContain('בינוני');
      await screenshot(page, 'heat-filter-medium-he');
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
