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
      await details().getByText('C. chinense').first().waitFor();
      expect(await page.title()).toContain(habanero.hebName);
    });
    await step(page, 'pepper-page-reload', async () => {
      await page.reload();
      await details().getByText('C. chinense').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/peppers/habanero');
    });
    await step(page, 'pepper-page-close', async () => {
      // The server drew the dialog in place; once the page is hydrated it moves into its portal and answers keys.
      await page.locator('body > .dialog-backdrop').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/peppers');
    });
    await step(page, 'pepper-page-old-link', async () => {
      await page.goto(`/peppers?pepper=${habanero.id}`);
      await page.waitForURL((url) => url.pathname === '/peppers/habanero');
      await details().getByText('C. chinense').first().waitFor();
    });
    await step(page, 'pepper-page-english', async () => {
      await page.goto('/peppers/habanero?lang=en');
      await page.getByRole('dialog', { name: habanero.name }).getByText('C. chinense').first().waitFor();
      expect(await page.title()).toBe(`${habanero.name} | Pepper Atlas`);
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows its heat against a jalapeño, similar peppers that open, and the forum, in both languages and on a phone', async () => {
    const { pepperBySlug: habanero } = await graphql<{
      pepperBySlug: { hebName: string; heatComparison: { kind: string; lowTimes: number; highTimes: number } };
    }>(suite.server.url, '{ pepperBySlug(slug: "habanero") { hebName heatComparison { kind lowTimes highTimes } } }');
    // The seeded habanero (100,000-350,000 SHU) against a jalapeño's 2,500-8,000: 100,000 / 8,000 and 350,000 / 2,500.
    expect(habanero.heatComparison).toEqual({ kind: 'HOTTER', lowTimes: 12, highTimes: 140 });
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const details = () => page.getByRole('dialog');

    await step(page, 'pepper-sections-hebrew', async () => {
      await page.goto('/peppers/habanero');
      // Drawn by the server (one query, answered before the HTML is written), then hydrated without a mismatch.
      await page.locator('body > .dialog-backdrop').waitFor();
      await details().getByText('חריף בערך פי 12–140 מחלפיניו').waitFor();
      expect(
        await details()
          .getByRole('img', { name: /^סולם סקוביל/ })
          .getAttribute('aria-label'),
      ).toContain('הבנרו (הפלפל הזה)');
      await details().getByRole('heading', { name: 'בקהילה', level: 3 }).waitFor();
      // The culinary uses and the growing note, in Hebrew (seeded for every pepper).
      await details().getByRole('region', { name: 'במטבח' }).getByText(/סלסות יוקטניות/).waitFor();
      await details().getByRole('region', { name: 'גידול' }).getByText(/זקוק לעונה ארוכה וחמה/).waitFor();
    });
    await step(page, 'pepper-sections-similar', async () => {
      const similar = details().getByRole('region', { name: 'פלפלים דומים' }).getByRole('link');
      expect(await similar.count()).toBeGreaterThanOrEqual(4);
      const href = (await similar.first().getAttribute('href'))!;
      expect(href).toMatch(/^\/peppers\/(?!habanero$)[a-z0-9-]+$/);
      await similar.first().click();
      await page.waitForURL((url) => url.pathname === href);
      // The species in the breadcrumbs and in the facts.
      await details().getByRole('navigation', { name: 'נתיב ניווט' }).getByText('C. chinense').waitFor();
      expect(await page.title()).not.toContain(habanero.hebName);
    });
    await step(page, 'pepper-sections-english', async () => {
      await page.goto('/peppers/habanero?lang=en');
      await page.locator('body > .dialog-backdrop').waitFor();
      await details().getByText('About 12–140 times the heat of a jalapeño').waitFor();
      await details().getByRole('heading', { name: 'Similar peppers', level: 3 }).waitFor();
      await details().getByRole('region', { name: 'In the kitchen' }).getByText(/Yucatecan salsas/).waitFor();
      // The origin with the other seeded Mexican peppers, each a link, and all of them in the catalogue.
      const origin = details().getByRole('region', { name: 'Origin' });
      await origin.getByText('Also from Mexico').waitFor();
      const others = origin.getByRole('list').getByRole('link');
      expect(await others.count()).toBeGreaterThanOrEqual(2);
      expect(await others.first().getAttribute('href')).toMatch(/^\/peppers\/(?!habanero\b)[a-z0-9-]+(\?lang=en)?$/);
      expect(await origin.getByRole('link', { name: 'All peppers from Mexico' }).getAttribute('href')).toBe('/peppers?origin=MX');
      // On a desktop the sections menu is a row of links; one jumps to its heading and gives it the focus.
      const menu = details().getByRole('navigation', { name: 'On this page' });
      await menu.locator('.pepper-sections__menu-row').getByRole('link', { name: 'Origin' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'pepper-section-origin');
      expect(new URL(page.url()).hash).toBe('');
    });
    await step(page, 'pepper-sources', async () => {
      // The Bhut Jolokia cites the paper that measured it and the record: numbered, the SHU figure marked [1].
      await page.goto('/peppers/bhut-jolokia?lang=en');
      await page.locator('body > .dialog-backdrop').waitFor();
      const sources = details().getByRole('region', { name: 'Sources' });
      const items = sources.getByRole('listitem');
      expect(await items.count()).toBe(2);
      const paper = items.first().getByRole('link');
      expect(await paper.getAttribute('href')).toBe('https://doi.org/10.21273/HORTSCI.42.2.222');
      expect(await paper.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(await items.nth(1).innerText()).toBe('Hottest chilli pepper, Guinness World Records (2007) (cited for SHU)');
      const mark = details().locator('.pepper-details__shu-exact').getByRole('link', { name: 'Source 1' });
      expect(await mark.innerText()).toBe('[1]');
      await mark.click();
      await page.waitForFunction(() => document.activeElement?.id === 'pepper-source-1');
      expect(await items.first().isVisible()).toBe(true);
      // In Hebrew the references keep their own (English) titles, the facts named in Hebrew.
      await page.goto('/peppers/bhut-jolokia?lang=he');
      await page.locator('body > .dialog-backdrop').waitFor();
      const hebrew = details().getByRole('region', { name: 'מקורות' });
      expect(await hebrew.getByRole('listitem').nth(1).innerText()).toContain('(מקור ל: SHU)');
    });
    await step(page, 'pepper-sections-phone', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      // Back in Hebrew (the English visit was remembered), where the axis runs from the right.
      await page.goto('/peppers/habanero?lang=he');
      await page.locator('body > .dialog-backdrop').waitFor();
      await details().getByText('חריף בערך פי 12–140 מחלפיניו').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // Nothing in the dialog is wider than it either (its body would scroll sideways).
      expect(await page.locator('.dialog__body').evaluate((body) => body.scrollWidth <= body.clientWidth)).toBe(true);
      // On a phone the section links fold into one menu; a link in it closes it and jumps.
      const menu = details().getByRole('navigation', { name: 'בעמוד זה' });
      expect(await menu.locator('.pepper-sections__menu-row').isVisible()).toBe(false);
      await menu.getByText('בעמוד זה', { exact: true }).click();
      await menu.locator('details').getByRole('link', { name: 'בקהילה' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'pepper-section-community');
      expect(await menu.locator('details').getAttribute('open')).toBeNull();
      expect(await details().getByRole('heading', { name: 'בקהילה', level: 3 }).isVisible()).toBe(true);
      // The breadcrumbs: the species opens the catalogue filtered by it.
      await details().getByRole('navigation', { name: 'נתיב ניווט' }).getByRole('link', { name: 'C. chinense' }).click();
      await page.waitForURL((url) => url.pathname === '/peppers' && url.searchParams.get('group') === 'c_chinense');
      await details().waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    await step(page, 'pepper-sections-community', async () => {
      // A topic that names the Fatalii with [[...]], with one reply: listed under "In the community", linked to its page.
      const { login } = await graphql<{ login: { accessToken: string } }>(
        suite.server.url,
        'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
        { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
      );
      const { createTopic } = await graphql<{ createTopic: { id: string } }>(
        suite.server.url,
        'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
        { input: { title: 'פטאלי במרפסת', subject: 'גידול', category: 'growing', description: ['גידלתי [[Fatalii]] השנה.'] } },
        login.accessToken,
      );
      await graphql(
        suite.server.url,
        'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
        { input: { topicId: createTopic.id, text: 'גם אצלי!' } },
        login.accessToken,
      );
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/peppers/fatalii');
      await page.locator('body > .dialog-backdrop').waitFor();
      const community = details().getByRole('region', { name: 'בקהילה' });
      await community.getByText('נושא אחד בפורום מזכיר את הפלפל הזה').waitFor();
      await community.getByText('(תגובה אחת)').waitFor();
      await community.getByRole('link', { name: 'פטאלי במרפסת' }).click();
      await page.waitForURL((url) => url.pathname === `/forum/topic/${createTopic.id}`);
      await page.getByRole('heading', { name: 'פטאלי במרפסת', level: 1 }).waitFor();
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('compares from a pepper\'s page: "Compare with…" puts it in the catalogue\'s tray, and a second one from its page makes a pair', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url);
    const dialog = page.getByRole('dialog');
    const tray = page.getByRole('region', { name: 'השוואת פלפלים' });
    await step(page, 'compare-from-page-he', async () => {
      await page.goto('/peppers/habanero');
      await page.locator('body > .dialog-backdrop').waitFor();
      const add = dialog.getByRole('button', { name: 'השוואה עם…' });
      await add.click();
      await dialog.getByRole('button', { name: 'בהשוואה', pressed: true }).waitFor();
      await dialog.getByText('נוסף למגש ההשוואה').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // The catalogue keeps the pick in its address and tray.
      await tray.getByText('נבחר פלפל אחד מתוך 4 להשוואה.').waitFor();
      await page.goto(`/peppers/jalapeno${new URL(page.url()).search}`);
      // Hydrated (the dialog drawn in place by the server moves into its portal): its buttons answer from now on.
      await page.locator('body > .dialog-backdrop').waitFor();
      await dialog.getByRole('button', { name: 'השוואה עם…' }).click();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await tray.getByRole('button', { name: 'השוואה (2)' }).click();
      const comparison = page.getByRole('dialog', { name: 'השוואת פלפלים' });
      await comparison.getByRole('table').waitFor();
      expect(await comparison.getByRole('columnheader').count()).toBe(2);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
