import { describe, expect, it } from '@jest/globals';
import { DESKTOP, openPage, step } from './utils/browser.js';
import { useAppAndBrowser } from './utils/suite.js';

describe('origin and growing time in the browser', () => {
  const suite = useAppAndBrowser();

  it('a Hebrew card names the country and region and gives the growing time in Hebrew', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'hebrew-card-origin-growing', async () => {
      await page.goto('/peppers?searchTerm=Jalape%C3%B1o');
      const card = page.locator('.pepper-card').filter({ has: page.getByRole('heading', { level: 2, name: 'חלפיניו', exact: true }) });
      await card.waitFor();
      await card.getByText('70-80 ימים', { exact: true }).waitFor();
      await card.getByText('מקסיקו (ורקרוס)', { exact: true }).waitFor();
      expect(await card.getByText(/days/).count()).toBe(0);
    });
    await step(page, 'hebrew-origin-filter', async () => {
      // Sorted by the Hebrew name, the first page ends before ק: the catalogue sorted by heat shows the Reaper first.
      await page.goto('/peppers?sortBy=shu');
      const reaper = page.getByRole('heading', { level: 2, name: 'קרולינה ריפר', exact: true });
      await reaper.waitFor();
      const filters = page.getByRole('complementary', { name: 'סינון' });
      // The most common origin comes first: Mexico, named in Hebrew.
      await filters.getByRole('checkbox', { name: /^מקסיקו/ }).check();
      await page.waitForURL((url) => url.searchParams.get('origin') === 'MX');
      await reaper.waitFor({ state: 'detached' });
      for (const name of ['חלפיניו', 'סרנו', 'טבסקו', 'הבנרו']) {
        await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
      }
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
