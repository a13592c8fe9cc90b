// Live updates in two browsers: a member reads a topic while another member, in another browser, comments on it;
// the reader's page announces "1 new comment" (in Hebrew) without a reload and shows it when asked. (Live updates
// are for members: a guest's topic page loads no socket code, which keeps it within the initial-JS budget.)
import { describe, expect, it } from '@jest/globals';
import { openPage, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const COMMENT = 'ראיתי את זה קורה גם אצלי, זה עבר אחרי השקיה.';

describe('live updates in the browser', () => {
  const suite = useAppAndBrowser();

  it("shows a comment posted in another browser behind 'one new comment', without a reload", async () => {
    const login = await graphql<{ login: { accessToken: string } }>(
      suite.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'user@pepperatlas.dev', password: 'PepperUser1!' } },
    );
    const created = await graphql<{ createTopic: { id: string } }>(
      suite.server.url,
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: 'עלים מצהיבים בפלפל חריף', subject: 'מחלות', description: ['מה עושים?'] } },
      login.login.accessToken,
    );
    const topicPath = `/forum/topic/${created.createTopic.id}`;
    const reader = await openPage(suite.browser, suite.server.url);
    const writer = await openPage(suite.browser, suite.server.url);
    try {
      await step(reader.page, 'live-reader-opens-the-topic', async () => {
        const main = reader.page.getByRole('main');
        await reader.page.goto('/login');
        await main.getByLabel('אימייל').fill('user@pepperatlas.dev');
        await main.getByLabel('סיסמה').fill('PepperUser1!');
        await main.getByRole('button', { name: 'כניסה' }).click();
        await reader.page.waitForURL((url) => url.pathname === '/');
        await reader.page.goto(topicPath);
        await reader.page.getByRole('heading', { level: 1, name: 'עלים מצהיבים בפלפל חריף' }).waitFor();
      });
      await step(writer.page, 'live-writer-comments', async () => {
        const { page } = writer;
        await page.goto('/login');
        const main = page.getByRole('main');
        await main.getByLabel('אימייל').fill('noa.bendavid@example.com');
        await main.getByLabel('סיסמה').fill('Community1!');
        await main.getByRole('button', { name: 'כניסה' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.goto(topicPath);
        await page.getByRole('textbox', { name: 'הוספת תגובה' }).fill(COMMENT);
        await page.getByRole('button', { name: 'פרסום התגובה' }).click();
        await page.getByText('התגובה שלך פורסמה.').waitFor();
      });
      await step(reader.page, 'live-reader-sees-one-new-comment', async () => {
        const { page } = reader;
        const announce = page.getByRole('button', { name: 'תגובה חדשה אחת' });
        await announce.waitFor();
        expect(await page.getByText(COMMENT).count()).toBe(0);
        await screenshot(page, 'live-new-comment-he');
        await announce.click();
        await page.getByText(COMMENT).waitFor();
        expect(await page.getByText(COMMENT).count()).toBe(1);
        expect(await announce.count()).toBe(0);
      });
      expect(reader.consoleErrors).toEqual([]);
      expect(reader.foreignRequests).toEqual([]);
    } finally {
      await Promise.all([reader.context.close(), writer.context.close()]);
    }
  });
});
