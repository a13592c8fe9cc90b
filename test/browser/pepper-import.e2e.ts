import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, step } from './utils/browser.js';
import { graphql, startServer, type StartedServer } from './utils/server.js';

type Listed = { peppers: { totalItems: number; items: { name: string; shu: string; group: string; country: string | null; flavor: string | null }[] } };
const COUNT = 'query($search: String) { peppers(search: $search, status: all, take: 100, sortBy: name) { totalItems items { name shu group country flavor } } }';

describe('pepper import in the browser', () => {
  let server: StartedServer;
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'pepper-atlas-import-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('imports a CSV of 50 peppers with 3 invalid rows in Hebrew: preview, apply, undo', async () => {
    const { login } = await graphql<{ login: { accessToken: string } }>(
      server.url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
    );
    const list = (search: string | null) => graphql<Listed>(server.url, COUNT, { search }, login.accessToken);
    /** The imported peppers there are (a search for a word few names have may add a name a typo away). */
    const yevus = async () => (await list('Yevu')).peppers.items.filter((p) => /^Yevu \d+$/.test(p.name)).length;
    const existing = (await list(null)).peppers.items.slice(0, 2);
    const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
    const lines = ['שם;SHU;קבוצה;ארץ מוצא;טעם'];
    for (let i = 1; i <= 45; i++) lines.push(`Yevu ${i};${1000 * i};C. Annuum;מקסיקו;${quote(`פירותי; מתוק "${i}"`)}`);
    // Two peppers already there, with a new flavour (an empty cell would clear its field).
    for (const pepper of existing) lines.push(`${pepper.name};${quote(pepper.shu)};${pepper.group};${pepper.country ?? ''};Imported flavour`);
    lines.push(';5000;C. Annuum;;', 'Yevu bad shu;hot;C. Annuum;;', 'Yevu bad group;100;Banana;;');
    const file = join(dir, 'peppers.csv');
    // As Excel saves "CSV UTF-8" in a Hebrew locale: BOM, semicolons, CRLF.
    writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);

    const { page, context, consoleErrors, foreignRequests } = await openPage(browser, server.url, { viewport: DESKTOP });
    await step(page, 'import-open-he', async () => {
      await page.goto('/admin?tab=peppers');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const form = page.getByRole('region', { name: 'כניסת מנהלים' });
      await form.getByLabel('אימייל').fill('admin@pepperatlas.dev');
      await form.getByLabel('סיסמה').fill('PepperAdmin1!');
      await form.getByRole('button', { name: 'כניסה' }).click();
      await page.getByText(/^\d+ פלפלים$/).waitFor();
      await page.getByRole('button', { name: 'ייבוא', exact: true }).click();
    });
    const dialog = page.getByRole('dialog', { name: 'ייבוא פלפלים' });

    await step(page, 'import-map-he', async () => {
      await dialog.getByLabel('בחירת קובץ').setInputFiles(file);
      await dialog.getByText(/^50 שורות/).waitFor();
      await screenshot(page, 'pepper-import-map-he-desktop');
      expect(await dialog.getByRole('combobox', { name: 'שדה הפלפל של העמודה ארץ מוצא' }).inputValue()).toBe('country');
      expect(await dialog.getByRole('combobox', { name: 'שדה הפלפל של העמודה טעם' }).inputValue()).toBe('flavor');
      await dialog.getByRole('button', { name: 'תצוגה מקדימה' }).click();
    });

    await step(page, 'import-preview-he', async () => {
      const counts = dialog.getByRole('list', { name: 'מה הייבוא יעשה' });
      await counts.waitFor();
      expect(await counts.textContent()).toBe('45 חדשים2 משתנים0 ללא שינוי3 שגויים');
      await dialog.getByText('שם (באנגלית): שם הפלפל הוא שדה חובה').waitFor();
      await dialog.getByText('SHU (יחידות סקוביל): ערך SHU לא תקין').waitFor();
      await dialog.getByText('קבוצה: הקבוצה שנבחרה אינה תקינה').waitFor();
      await dialog.getByText('Imported flavour').first().waitFor();
      // Nothing is written by the preview.
      expect(await yevus()).toBe(0);
      await screenshot(page, 'pepper-import-preview-he-desktop');
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'pepper-import-preview-he-phone');
      await page.setViewportSize(DESKTOP);
    });

    await step(page, 'import-apply-he', async () => {
      const apply = dialog.getByRole('button', { name: 'אישור (47 פלפלים)' });
      expect(await apply.isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: 'לדלג על 3 השורות השגויות ולייבא את השאר' }).check();
      await apply.click();
      await dialog.getByText('יובאו: 45 חדשים, 2 שונו.').waitFor();
      const imported = await list('Yevu');
      expect(await yevus()).toBe(45);
      expect(imported.peppers.items.find((p) => p.name === 'Yevu 7')?.flavor).toBe('פירותי; מתוק "7"');
    });

    await step(page, 'import-undo-he', async () => {
      await dialog.getByRole('button', { name: 'בטל', exact: true }).click();
      await dialog.getByText('הייבוא בוטל.').waitFor();
      expect(await yevus()).toBe(0);
      const back = (await list(null)).peppers.items.slice(0, 2);
      expect(back).toEqual(existing);
    });

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('exports to CSV and imports the file back unchanged, in English on a dark phone', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.url, { viewport: PHONE, colorScheme: 'dark' });
    await step(page, 'export-en-phone', async () => {
      await page.goto('/');
      await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
      await page.goto('/admin?tab=peppers');
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      const form = page.getByRole('region', { name: 'Admin login' });
      await form.getByLabel('Email').fill('admin@pepperatlas.dev');
      await form.getByLabel('Password').fill('PepperAdmin1!');
      await form.getByRole('button', { name: 'Log in' }).click();
      await page.getByText(/^\d+ peppers$/).waitFor();
      await page.getByRole('checkbox', { name: 'Active only' }).uncheck();
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Export peppers' });
      await dialog.getByRole('radio', { name: 'All peppers, active and inactive' }).check();
      await screenshot(page, 'pepper-export-en-phone-dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const bytes = readFileSync(file);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8', 3, 40)).toMatch(/^slug,name,hebName,shu,group,/);

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const importer = page.getByRole('dialog', { name: 'Import peppers' });
      await importer.getByLabel('Choose a file').setInputFiles(file);
      await importer.getByRole('button', { name: 'Preview' }).click();
      const counts = importer.getByRole('list', { name: 'What the import will do' });
      await counts.waitFor();
      expect(await counts.textContent()).toMatch(/^0 new0 changed\d+ unchanged0 invalid$/);
      await screenshot(page, 'pepper-import-roundtrip-en-phone-dark');
      expect(await importer.getByRole('button', { name: /^Apply/ }).isDisabled()).toBe(true);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('attaches the pictures of a ZIP named by slug, each through the single upload, and lists what became of each file', async () => {
    const { login } = await graphql<{ login: { accessToken: string } }>(
      server.url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
    );
    const slugs = (
      await graphql<{ peppers: { items: { slug: string; img: string | null }[] } }>(server.url, '{ peppers(take: 2, sortBy: name) { items { slug img } } }')
    ).peppers.items;
    const png = (r: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 90, b: 40 } } }).png().toBuffer();
    const zip = join(dir, 'pictures.zip');
    writeFileSync(
      zip,
      zipSync({
        [`${slugs[0].slug}.png`]: new Uint8Array(await png(200)),
        [`photos/${slugs[1].slug.toUpperCase()}.PNG`]: new Uint8Array(await png(120)),
        'no-such-pepper.png': new Uint8Array(await png(10)),
        'readme.txt': new TextEncoder().encode('not a picture'),
      }),
    );
    const { page, context, consoleErrors } = await openPage(browser, server.url, { viewport: DESKTOP });
    await step(page, 'images-zip-he', async () => {
      await page.goto('/admin?tab=peppers');
      const form = page.getByRole('region', { name: 'כניסת מנהלים' });
      await form.getByLabel('אימייל').fill('admin@pepperatlas.dev');
      await form.getByLabel('סיסמה').fill('PepperAdmin1!');
      await form.getByRole('button', { name: 'כניסה' }).click();
      await page.getByText(/^\d+ פלפלים$/).waitFor();
      await page.getByRole('button', { name: 'תמונות מקובץ ZIP' }).click();
      const dialog = page.getByRole('dialog', { name: 'תמונות מקובץ ZIP' });
      await dialog.getByLabel('בחירת קובץ ZIP').setInputFiles(zip);
      await dialog.getByText('אין פלפל עם ה-slug הזה').waitFor();
      await dialog.getByText('נא לבחור קובץ תמונה').waitFor();
      await dialog.getByRole('button', { name: 'צירוף 2 תמונות' }).click();
      await dialog.getByText('צורפו 2 תמונות.').waitFor();
      expect(await dialog.getByText('צורף', { exact: true }).count()).toBe(2);
      await screenshot(page, 'pepper-images-zip-he-desktop');
    });
    const after = (
      await graphql<{ peppers: { items: { slug: string; img: string | null }[] } }>(server.url, '{ peppers(take: 2, sortBy: name) { items { slug img } } }', {}, login.accessToken)
    ).peppers.items;
    for (const [i, pepper] of after.entries()) {
      expect(pepper.img).toMatch(/^\/uploads\//);
      expect(pepper.img).not.toBe(slugs[i].img);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
