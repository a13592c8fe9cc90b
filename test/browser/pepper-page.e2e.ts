import { describe, expect, it } from '@jest/globals';
import { openPage, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

describe("a pepper's own page in the browser", () => {
  const suite = useAppAndBrowser();

  it('opens /peppers/<slug> directly, keeps it on reload, and moves an old ?pepper=<id> link there', async () => {
    const { pepperBySlug: habanero } = await graphql<{ pepperBySlug: { id: string; name: string; hebName: string } }>(
      suite.server.url,
      '{ pepperBySlug(slug: "habanero") { id name hebName } }',
    );
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const details = () => page.getByRole('dialog', { name: new RegExp(habanero.hebName) });

    await step(page, 'pepper-page-direct', async () => {
      await page.goto('/peppers/habanero');
      await details().getByText('C. chinense').waitFor();
      expect(await page.title()).toContain(habanero.hebName);
    });
    await step(page, 'pepper-page-reload', async () => {
      await page.reload();
      await details().getByText('C. chinense').waitFor();
      expect(new URL(page.url()).pathname).toBe('/peppers/habanero');
    });
    await step(page, 'pepper-page-close', async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/peppers');
    });
    await step(page, 'pepper-page-old-link', async () => {
      await page.goto(`/peppers?pepper=${habanero.id}`);
      await page.waitForURL((url) => url.pathname === '/peppers/habanero');
      await details().getByText('C. chinense').waitFor();
    });
    await step(page, 'pepper-page-english', async () => {
      await page.goto('/peppers/habanero?lang=en');
      await page.getByRole('dialog', { name: habanero.name }).getByText('C. chinense').waitFor();
      expect(await page.title()).toBe(`${habanero.name} | Pepper Atlas`);
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
