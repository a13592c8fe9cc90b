import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openPage, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const AVATAR_URL = /^\/uploads\/avatars\/[0-9a-f-]{36}-(32|64|160)\.webp$/;

describe('profiles in the browser', () => {
  const suite = useAppAndBrowser();
  let imageDir: string;
  let imagePath: string;

  beforeAll(async () => {
    // A wide photo: the server crops it square.
    imageDir = mkdtempSync(join(tmpdir(), 'pepper-atlas-avatar-'));
    imagePath = join(imageDir, 'me.jpg');
    await sharp({ create: { width: 300, height: 180, channels: 3, background: { r: 200, g: 50, b: 30 } } })
      .jpeg()
      .toFile(imagePath);
  });
  afterAll(() => {
    rmSync(imageDir, { recursive: true, force: true });
  });

  it('a signed-in visit to /login lands on /profile; an uploaded avatar shows in the header, on a comment and on the public page', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const main = page.getByRole('main');

    await step(page, 'sign-in-then-login-redirects', async () => {
      await page.goto('/login');
      await main.getByLabel('אימייל').fill('user@pepperatlas.dev');
      await main.getByLabel('סיסמה').fill('PepperUser1!');
      await main.getByRole('button', { name: 'כניסה' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByRole('heading', { level: 1, name: 'Yoni Cohen' }).waitFor();
      expect(await main.getByLabel('סיסמה', { exact: true }).count()).toBe(0);
    });

    await step(page, 'upload-avatar-he', async () => {
      // Initials before.
      await page.locator('header .avatar').first().waitFor();
      expect(await page.locator('header img.avatar').count()).toBe(0);
      await page.locator('#avatar-file').setInputFiles(imagePath);
      const headerImage = page.locator('header img.avatar').first();
      await headerImage.waitFor();
      const src = (await headerImage.getAttribute('src')) ?? '';
      expect(src).toMatch(AVATAR_URL);
      expect(src).toMatch(/-32\.webp$/);
      // The picture really loaded (decoded, square).
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('header img.avatar');
        return !!img && img.complete && img.naturalWidth > 0 && img.naturalWidth === img.naturalHeight;
      });
      await main.getByRole('button', { name: 'החלפת תמונה' }).waitFor();
      await screenshot(page, 'profile-avatar-he-desktop');
    });

    const topicId = await step(page, 'comment-with-avatar', async () => {
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      const topics = await graphql<{ topics: { topics: { id: string }[] } }>(suite.server.url, '{ topics(limit: 1) { topics { id } } }');
      const id = topics.topics.topics[0]!.id;
      await graphql(
        suite.server.url,
        'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
        { input: { topicId: id, text: 'תגובה עם תמונת פרופיל' } },
        token ?? undefined,
      );
      await page.goto(`/forum/topic/${id}`);
      const comment = page.locator('article.comment').filter({ hasText: 'תגובה עם תמונת פרופיל' });
      await comment.waitFor();
      const image = comment.locator('img.avatar').first();
      await image.waitFor();
      expect((await image.getAttribute('src')) ?? '').toMatch(AVATAR_URL);
      return id;
    });

    await step(page, 'public-page', async () => {
      const comment = page.locator('article.comment').filter({ hasText: 'תגובה עם תמונת פרופיל' });
      await comment.getByRole('link', { name: '@chili_fan' }).click();
      await page.waitForURL((url) => url.pathname === '/users/chili_fan');
      await page.getByRole('heading', { level: 1, name: 'Yoni Cohen' }).waitFor();
      expect((await main.locator('img.avatar').first().getAttribute('src')) ?? '').toMatch(AVATAR_URL);
      await main.getByRole('tab', { name: 'תגובות' }).click();
      await main.getByText('תגובה עם תמונת פרופיל').waitFor();
      expect(await main.getByText('user@pepperatlas.dev').count()).toBe(0);
      expect(topicId).toBeTruthy();
    });

    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});
