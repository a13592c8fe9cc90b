import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, signInAsAdmin, step } from './utils/browser.js';
import { startServer, type StartedServer } from './utils/server.js';

describe('news, recipes and guides written in the control panel (issue 33)', () => {
  let server: StartedServer;
  let browser: Browser;
  let imageDir: string;
  let imagePath: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    imageDir = mkdtempSync(join(tmpdir(), 'pepper-atlas-content-image-'));
    imagePath = join(imageDir, 'harissa.png');
    await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 60, g: 140, b: 40 } } })
      .png()
      .toFile(imagePath);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (imageDir) rmSync(imageDir, { recursive: true, force: true });
  });

  it('writes a recipe with its peppers in Hebrew on a phone, publishes it to its page and the pepper page, and keeps a draft off the site', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser, server.url, { viewport: PHONE });
    const notice = (text: string) => page.locator('.notice').filter({ hasText: text });

    await step(page, 'content-tab-he-phone', async () => {
      await page.goto('/admin?tab=content');
      await signInAsAdmin(page, 'he');
      await page.getByRole('tab', { name: 'תוכן' }).waitFor();
      expect(await page.getByRole('tab', { name: 'תוכן' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tab', { name: 'מתכונים' }).click();
      await page.getByRole('button', { name: 'מתכון חדש' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await screenshot(page, 'admin-content-he-phone');
    });

    await step(page, 'content-recipe-form-he-phone', async () => {
      await page.getByRole('button', { name: 'מתכון חדש' }).click();
      const dialog = page.getByRole('dialog', { name: 'מתכון חדש' });
      // The rules before anything is sent.
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await dialog.getByText('שדה חובה', { exact: true }).first().waitFor();

      await dialog.getByLabel('כותרת (אנגלית)').fill('Green Harissa');
      await dialog.getByLabel('כותרת (עברית)').fill('הריסה ירוקה');
      await dialog.getByLabel('תיאור (אנגלית)').fill('A bright paste of green chilies and herbs.');
      await dialog.getByLabel('תיאור (עברית)').fill('ממרח בהיר של צ׳ילי ירוק ועשבי תיבול.');
      await dialog.getByLabel('מצרכים (אנגלית)').fill('6 green chilies\n\n1 bunch cilantro');
      await dialog.getByLabel('מצרכים (עברית)').fill('6 פלפלים ירוקים\nצרור כוסברה');
      await dialog.getByLabel('שלבי הכנה (אנגלית)').fill('Blend everything.');
      await dialog.getByLabel('שלבי הכנה (עברית)').fill('טוחנים הכול.');
      await dialog.getByRole('spinbutton', { name: /זמן/ }).fill('10');
      await dialog.getByRole('spinbutton', { name: /דירוג/ }).fill('4.6');
      await dialog.getByRole('spinbutton', { name: /מנות/ }).fill('8');
      const search = dialog.getByRole('searchbox');
      await search.fill('serrano');
      await dialog.getByRole('button', { name: /סרנו/ }).click();
      await search.fill('jalape');
      await dialog.getByRole('button', { name: /חלפיניו/ }).click();
      const chips = async () => (await dialog.locator('.content-pepper-chip').allTextContents()).map((text) => text.replace(/[×←→]/g, ''));
      expect(await chips()).toEqual(['סרנו', 'חלפיניו']);
      // The jalapeño goes first, as the ingredients have it.
      await dialog.getByRole('button', { name: 'הזזת חלפיניו מוקדם יותר בסדר' }).click();
      expect(await chips()).toEqual(['חלפיניו', 'סרנו']);
      await dialog.locator('input[type="file"]').setInputFiles(imagePath);
      await dialog.getByRole('img', { name: 'התמונה' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await screenshot(page, 'admin-content-form-he-phone');
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await notice('המתכון נשמר').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Green Harissa').first().waitFor();
    });

    await step(page, 'content-recipe-published-pages', async () => {
      await page.goto('/recipes/green-harissa');
      const article = page.getByRole('article', { name: 'הריסה ירוקה' });
      await article.getByText('צרור כוסברה', { exact: true }).waitFor();
      // The picture, uploaded on save, re-encoded and served by our server.
      const picture = article.locator('img.content-article__picture');
      expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/peppers\/[0-9a-f-]{36}-1280\.webp$/);
      await page.waitForFunction(() => ((document.querySelector('img.content-article__picture') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
      const peppers = article.locator('section', { has: page.getByRole('heading', { level: 2, name: 'הפלפלים במתכון' }) });
      await peppers.getByRole('link', { name: 'חלפיניו' }).waitFor();
      expect(await peppers.getByRole('link').allTextContents()).toEqual(['חלפיניו', 'סרנו']);
      await peppers.getByRole('link', { name: 'סרנו' }).click();
      await page.getByRole('region', { name: 'מתכונים' }).getByRole('link', { name: 'הריסה ירוקה' }).waitFor();
      // Its card in the recipes list shows the picture.
      await page.goto('/recipes');
      const card = page.locator('article.content-card', { has: page.getByRole('link', { name: 'הריסה ירוקה' }) });
      expect(await card.locator('img.content-card__picture').getAttribute('src')).toMatch(/^\/uploads\/peppers\/[0-9a-f-]{36}-1280\.webp$/);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-content-recipe-card-picture-he');
    });

    await step(page, 'content-recipe-unpublished', async () => {
      await page.goto('/admin?tab=content');
      await page.getByRole('tab', { name: 'מתכונים' }).click();
      await page.getByRole('button', { name: 'ביטול הפרסום של „הריסה ירוקה”' }).click();
      await notice('הריסה ירוקה').waitFor();
      const response = await page.goto('/recipes/green-harissa');
      expect(response?.status()).toBe(404);
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    await context.close();
  });

  it('edits a guide in English on a desktop', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { viewport: DESKTOP });
    await step(page, 'content-guide-en-desktop', async () => {
      await page.goto('/admin?tab=content&lang=en');
      await signInAsAdmin(page, 'en');
      await page.getByRole('tab', { name: 'Guides' }).click();
      const edit = page.getByRole('button', { name: /^Edit “/ }).first();
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit guide' });
      const title = dialog.getByLabel('Title (English)');
      const before = await title.inputValue();
      await title.fill(`${before} (updated)`);
      await screenshot(page, 'admin-content-guide-en-desktop');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.locator('.notice').filter({ hasText: 'Guide saved' }).waitFor();
      await page.getByText(`${before} (updated)`).first().waitFor();
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
