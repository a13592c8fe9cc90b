import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, signInAsAdmin, step } from './utils/browser.js';
import { graphql, startServer, type StartedServer } from './utils/server.js';

/** Closes the notices on screen, for a clean screenshot. */
async function dismissNotices(page: Page) {
  const close = page.locator('.notice__close');
  // Notices also leave by themselves, so each click may find nothing left to close.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('admin peppers tab in the browser', () => {
  let server: StartedServer;
  let browser: Browser;
  let imageDir: string;
  let imagePath: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // A small green PNG to upload.
    imageDir = mkdtempSync(join(tmpdir(), 'pepper-atlas-image-'));
    imagePath = join(imageDir, 'cumari.png');
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 160, b: 60 } } })
      .png()
      .toFile(imagePath);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (imageDir) rmSync(imageDir, { recursive: true, force: true });
  });

  it('adds a pepper with an image, edits it, bulk-features three and undoes a delete, in Hebrew', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(browser, server.url, {
      viewport: DESKTOP,
    });
    const notice = (text: string) => page.locator('.notice').filter({ hasText: text });
    const search = async (text: string) => {
      const box = page.getByRole('searchbox', { name: 'חיפוש פלפלים' });
      await box.fill(text);
      await box.press('Enter');
    };

    await step(page, 'open-peppers-tab-he', async () => {
      await page.goto('/admin?tab=peppers');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await signInAsAdmin(page, 'he');
      await page.getByText('שלום, Dana').waitFor();
      expect(await page.getByRole('tab', { name: 'פלפלים' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText(/^\d+ פלפלים$/).waitFor();
      // Defaults: active only on, featured off, name ascending.
      expect(await page.getByRole('checkbox', { name: 'פעילים בלבד' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'מומלצים בלבד' }).isChecked()).toBe(false);
      expect(await page.getByRole('combobox', { name: 'מיון לפי' }).inputValue()).toBe('name');
      await screenshot(page, 'admin-peppers-he-desktop');
    });

    await step(page, 'add-pepper-he', async () => {
      await page.getByRole('button', { name: 'הוספת פלפל', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'הוספת פלפל חדש' });
      // The rules before anything is sent.
      await dialog.getByRole('button', { name: 'הוספה', exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: 'נא למלא את כל שדות החובה' }).waitFor();
      await dialog.getByText('שם הפלפל הוא שדה חובה').waitFor();

      await dialog.getByLabel('שם (באנגלית)', { exact: true }).fill('Cumari');
      await dialog.getByRole('radio', { name: 'טווח' }).check();
      await dialog.getByRole('spinbutton', { name: 'SHU מינימלי' }).fill('500');
      await dialog.getByRole('spinbutton', { name: 'SHU מקסימלי' }).fill('1000');
      await dialog.getByRole('combobox', { name: 'קבוצה' }).selectOption('C. Chinense');
      await dialog.getByLabel('תיאור (באנגלית)').fill('A small, teardrop-shaped Brazilian pepper with a smoky, tangy flavor.');
      await dialog.getByRole('combobox', { name: 'ארץ מוצא' }).selectOption('BR');
      await dialog.getByLabel('שם בעברית').fill('קומארי');
      await dialog.getByRole('button', { name: 'הוספה', exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: 'נא לבחור תמונה לפלפל החדש' }).waitFor();

      await dialog.locator('input[type="file"]').setInputFiles(imagePath);
      await dialog.getByText('cumari.png').waitFor();
      await dialog.getByText(/^\(\d+(\.\d+)? (בייט|kB)\)$/).waitFor();
      await dialog.locator('img.pepper-image-picker__preview').waitFor();
      await screenshot(page, 'admin-peppers-form-add-he');
      await dialog.getByRole('button', { name: 'הוספה', exact: true }).click();
      await notice('הפלפל קומארי נוסף.').waitFor();
      await dialog.waitFor({ state: 'detached' });

      await search('Cumari');
      const row = page.locator('tr[data-pepper="Cumari"]');
      await row.waitFor();
      await row.getByText('500-1000').waitFor();
      // The uploaded picture is served by our server.
      await row.locator('img[data-source="server"]').waitFor();
    });

    await step(page, 'edit-pepper-he', async () => {
      const row = page.locator('tr[data-pepper="Cumari"]');
      await row.getByRole('button', { name: 'עריכה: קומארי' }).click();
      const dialog = page.getByRole('dialog', { name: 'עדכון פלפל' });
      const summary = dialog.getByRole('region', { name: 'שדות ששונו' });
      await summary.getByText('עדיין לא שונה דבר.').waitFor();
      expect(await dialog.getByRole('button', { name: 'אין שינויים' }).isDisabled()).toBe(true);
      await dialog.getByLabel('תיאור בעברית').fill('פלפל ברזילאי קטן בצורת טיפה, בטעם מעושן וחמצמץ.');
      await dialog.getByRole('checkbox', { name: 'מומלץ' }).check();
      await summary.getByRole('listitem').filter({ hasText: 'תיאור בעברית' }).waitFor();
      expect(await summary.getByRole('listitem').allTextContents()).toEqual(['תיאור בעברית', 'מומלץ']);
      await screenshot(page, 'admin-peppers-form-edit-he');
      await dialog.getByRole('button', { name: 'עדכון', exact: true }).click();
      await notice('הפלפל קומארי עודכן.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('מומלץ', { exact: true }).waitFor();
    });

    await step(page, 'edit-pepper-sources-he', async () => {
      // A source added in the form: its URL checked as typed, then saved, numbered on the pepper's page.
      const row = page.locator('tr[data-pepper="Cumari"]');
      await row.getByRole('button', { name: 'עריכה: קומארי' }).click();
      const dialog = page.getByRole('dialog', { name: 'עדכון פלפל' });
      await dialog.getByRole('button', { name: 'הוספת מקור' }).click();
      const source = dialog.getByRole('group', { name: 'מקור 1' });
      await source.getByLabel('כותרת').fill('Cumari in Brazilian cooking');
      const url = source.getByLabel('כתובת (URL)');
      await url.fill('javascript:alert(1)');
      await url.blur();
      expect(await url.getAttribute('aria-invalid')).toBe('true');
      await url.fill('https://example.org/cumari');
      await source.getByLabel('שנה').fill('2020');
      await source.getByRole('checkbox', { name: 'מוצא' }).check();
      await dialog.getByRole('region', { name: 'שדות ששונו' }).getByRole('listitem').filter({ hasText: 'מקורות' }).waitFor();
      expect(await url.getAttribute('aria-invalid')).not.toBe('true');
      await dialog.getByRole('button', { name: 'עדכון', exact: true }).click();
      await notice('הפלפל קומארי עודכן.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const { peppers } = await graphql<{ peppers: { items: { slug: string; sources: unknown[] }[] } }>(
        server.url,
        '{ peppers(search: "Cumari", take: 5) { items { slug sources { title url year supports } } } }',
      );
      expect(peppers.items[0]!.sources).toEqual([{ title: 'Cumari in Brazilian cooking', url: 'https://example.org/cumari', year: 2020, supports: ['origin'] }]);
    });

    await step(page, 'bulk-feature-he', async () => {
      await search('');
      await page.getByText(/^\d+ פלפלים$/).waitFor();
      const bulkBar = page.getByRole('group', { name: 'פעולות על הפלפלים שנבחרו' });
      // Nothing selected: the bulk actions are off (issue 31, item 8), not an error after the click.
      expect(await bulkBar.getByRole('button', { name: 'הוספה למומלצים' }).isDisabled()).toBe(true);

      const rows = page.locator('tbody tr');
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        names.push((await rows.nth(i).getAttribute('data-pepper'))!);
        await rows.nth(i).getByRole('checkbox').check();
      }
      await bulkBar.getByText('נבחרו 3 פלפלים').waitFor();
      await bulkBar.getByRole('button', { name: 'הוספה למומלצים' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'אישור פעולה מרובה' });
      await dialog.getByText('להוסיף 3 פלפלים למומלצים?').waitFor();
      // It names the peppers it changes.
      expect(await dialog.getByRole('list', { name: 'פריטים' }).getByRole('listitem').count()).toBe(3);
      await screenshot(page, 'admin-peppers-bulk-confirm-he');
      await dialog.getByRole('button', { name: 'הוספה למומלצים' }).click();
      await notice('3 פלפלים נוספו למומלצים.').waitFor();
      await bulkBar.getByText('לא נבחרו פלפלים').waitFor();
      for (const name of names) {
        await page.locator(`tr[data-pepper="${name}"]`).getByText('מומלץ', { exact: true }).waitFor();
      }
      const featured = await graphql<{ peppers: { items: { name: string }[] } }>(
        server.url,
        '{ peppers(featured: true, take: 100) { items { name } } }',
      );
      expect(featured.peppers.items.map((pepper) => pepper.name)).toEqual(expect.arrayContaining(names));
    });

    await step(page, 'delete-and-undo-he', async () => {
      await search('Cumari');
      const row = page.locator('tr[data-pepper="Cumari"]');
      // The row keeps Edit; delete sits in its "⋯" menu.
      await row.getByRole('button', { name: 'עריכה: קומארי' }).waitFor();
      await row.getByRole('button', { name: 'פעולות נוספות: קומארי' }).click();
      await page.getByRole('menu', { name: 'פעולות נוספות: קומארי' }).getByRole('menuitem', { name: 'מחיקה' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'מחיקת פלפל' });
      // The generic delete question, with the pepper named under it.
      await dialog.getByText('בטוח שברצונך למחוק את הפריט הזה?').waitFor();
      await dialog.getByText('קומארי יוסר מהקטלוג.').waitFor();
      await dialog.getByRole('button', { name: 'מחיקה' }).click();
      await notice('הפלפל קומארי נמחק.').waitFor();
      await row.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'לא נמצאו פלפלים' }).waitFor();
      await notice('הפלפל קומארי נמחק.').getByRole('button', { name: 'בטל' }).click();
      await notice('הפלפל קומארי שוחזר.').waitFor();
      await row.waitFor();
      const restored = await graphql<{ peppers: { totalItems: number } }>(server.url, '{ peppers(search: "Cumari") { totalItems } }');
      expect(restored.peppers.totalItems).toBe(1);
      await dismissNotices(page);
    });

    await step(page, 'dashboard-trend-he', async () => {
      await page.goto('/admin');
      await page.getByRole('heading', { name: '30 הימים האחרונים' }).waitFor();
      expect(await page.locator('figure.trend-chart').count()).toBe(3);
      await screenshot(page, 'admin-dashboard-he-desktop');
    });

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works on a phone in English, dark, with the keyboard', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, {
      viewport: PHONE,
      colorScheme: 'dark',
    });
    const notice = (text: string) => page.locator('.notice').filter({ hasText: text });

    await step(page, 'peppers-en-phone', async () => {
      await page.goto('/');
      await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
      await page.goto('/admin?tab=peppers');
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      await signInAsAdmin(page, 'en');
      await page.getByText('Hello, Dana').waitFor();
      await page.getByText(/^\d+ peppers$/).waitFor();
      // The table is a list of cards: the header row is out of sight and nothing sticks out sideways.
      expect(await page.locator('.admin-peppers-table thead').evaluate((node) => node.getBoundingClientRect().height)).toBeLessThanOrEqual(
        1,
      );
      expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
      await dismissNotices(page);
      await screenshot(page, 'admin-peppers-en-phone');
    });

    await step(page, 'bulk-unfeature-en-phone', async () => {
      // The filters live in the URL.
      await page.getByRole('checkbox', { name: 'Featured only' }).click();
      await page.waitForURL(/featured=1/);
      await page.getByText(/^\d+ peppers?$/).waitFor();
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      // Keyboard only: Space ticks a focused checkbox.
      await rows.nth(0).getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      await rows.nth(1).getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      const bulkBar = page.getByRole('group', { name: 'Actions on the selected peppers' });
      await bulkBar.getByText('2 peppers selected').waitFor();
      const unfeature = bulkBar.getByRole('button', { name: 'Unfeature' });
      await unfeature.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Confirm bulk action' });
      await dialog.getByText('Remove 2 peppers from featured?').waitFor();
      // Cancel has the focus; Escape closes and gives the focus back.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await unfeature.evaluate((node) => node === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Unfeature' }).click();
      await notice('Removed 2 peppers from featured.').waitFor();
      await page.getByRole('checkbox', { name: 'Featured only' }).click();
      await page.waitForURL((url) => !url.search.includes('featured'));
    });

    await step(page, 'form-en-phone', async () => {
      const add = page.getByRole('button', { name: 'Add pepper', exact: true });
      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Add new pepper' });
      await expect(
        dialog.getByRole('textbox', { name: 'Name', exact: true }).evaluate((node) => node === document.activeElement),
      ).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
      await dialog.getByText('Pepper name is required').waitFor();
      await dialog.getByRole('radio', { name: 'Range' }).check();
      await dialog.getByRole('spinbutton', { name: 'Minimum SHU' }).fill('5000');
      await dialog.getByRole('spinbutton', { name: 'Maximum SHU' }).fill('1000');
      await dialog.getByText('Invalid SHU value').waitFor();
      // A source's parts and buttons fit the phone too.
      await dialog.getByRole('button', { name: 'Add a source' }).click();
      await dialog.getByRole('group', { name: 'Source 1' }).getByLabel('Title').waitFor();
      expect(await dialog.locator('.dialog__body').evaluate((body) => body.scrollWidth <= body.clientWidth)).toBe(true);
      expect(await noSideways(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'admin-peppers-form-en-phone');
      // Leaving a form with changes asks first.
      page.once('dialog', (question) => {
        expect(question.message()).toBe('You have unsaved changes. Are you sure you want to leave?');
        void question.accept();
      });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await add.evaluate((node) => node === document.activeElement)).toBe(true);
    });

    await step(page, 'details-en-phone', async () => {
      const row = page.locator('tbody tr').first();
      const name = (await row.getAttribute('data-pepper'))!;
      await row.getByRole('button', { name: `More actions for ${name}` }).click();
      await page.getByRole('menu', { name: `More actions for ${name}` }).getByRole('menuitem', { name: 'Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pepper details' });
      await dialog.getByText('Views').waitFor();
      await dialog.getByRole('button', { name: 'Edit' }).click();
      const form = page.getByRole('dialog', { name: 'Update pepper' });
      await form.getByRole('button', { name: 'No changes' }).waitFor();
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
    });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
