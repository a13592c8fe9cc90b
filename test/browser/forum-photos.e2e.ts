// Photos in forum posts (issue 36, item 1): on a phone, in Hebrew, a member starts a topic with two photos (set on the
// picker's file input, as the phone's camera or library would) and their alt text; the topic's page shows them as a
// gallery; the keyboard opens the lightbox with Enter, moves with the arrows (right to left: ArrowLeft is "next") and
// closes it with Escape, the focus back on the thumbnail; a guest's page arrives with the gallery drawn by the server.
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { openPage, PHONE, screenshot, signInWithForm, step } from './utils/browser.js';
import { useAppAndBrowser } from './utils/suite.js';

const MEMBER = { email: 'user@pepperatlas.dev', password: 'PepperUser1!' };

const photo = (r: number, g: number): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b: 30 } } })
    .jpeg()
    .toBuffer();

describe('photos in a forum topic', () => {
  const suite = useAppAndBrowser();

  it('posts a question with two photos from a phone and opens the lightbox by keyboard (Hebrew)', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await step(page, 'photos-compose-he', async () => {
      await signInWithForm(page, MEMBER);
      await page.goto('/forum/new-topic');
      const main = page.getByRole('main');
      await main.getByLabel('כותרת').fill('מה קרה לעלים של החבנרו?');
      await main.getByLabel('נושא', { exact: true }).fill('מחלות');
      await main.getByRole('textbox', { name: 'פסקה 1' }).fill('העלים מתכרבלים מאז יום שני. מצורפות תמונות.');
      const input = page.locator('.photo-picker input[type=file]');
      await input.waitFor({ state: 'attached' });
      expect(await input.getAttribute('accept')).toBe('image/*');
      expect(await input.getAttribute('capture')).toBeNull();
      await input.setInputFiles([
        { name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 160) },
        { name: 'plant.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 40) },
      ]);
      const firstAlt = main.getByLabel('תיאור תמונה 1 (לא חובה)');
      const secondAlt = main.getByLabel('תיאור תמונה 2 (לא חובה)');
      await secondAlt.waitFor();
      await firstAlt.fill('עלה מתכרבל');
      await secondAlt.fill('השתיל כולו');
      await screenshot(page, 'forum-photos-compose-he');
      await main.getByRole('button', { name: 'פרסום הנושא' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/forum/topic/'));
    });

    await step(page, 'photos-lightbox-he', async () => {
      const gallery = page.getByRole('list', { name: 'שתי תמונות' });
      await gallery.waitFor();
      const first = gallery.getByRole('button', { name: 'פתיחת תמונה 1 מתוך 2: עלה מתכרבל' });
      const sizes = await gallery.locator('img').evaluateAll((images) => images.map((img) => [img.getAttribute('width'), img.getAttribute('loading')]));
      expect(sizes).toEqual([
        ['800', 'lazy'],
        ['800', 'lazy'],
      ]);
      await first.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'תמונה 1 מתוך 2' });
      await dialog.waitFor();
      expect(await dialog.locator('figcaption').textContent()).toBe('עלה מתכרבל');
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('dialog', { name: 'תמונה 2 מתוך 2' }).waitFor();
      expect(await page.getByRole('dialog').locator('figcaption').textContent()).toBe('השתיל כולו');
      await screenshot(page, 'forum-photos-lightbox-he');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
    });
    // A guest's first load has the gallery drawn by the server (the thumbnails without the lightbox's code).
    const html = await (await fetch(`${suite.server.url}${new URL(page.url()).pathname}`)).text();
    expect(html).toContain('class="post-photos"');
    expect(html).toContain('alt="" loading="lazy"');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
