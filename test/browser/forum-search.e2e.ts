import { describe, expect, it } from '@jest/globals';
import { openPage, PHONE, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const TITLE = 'פלפלים שמשנים צבע בעציץ';
/** A made-up word, only in the sixth comment (page 2 of the topic at five comments a page). */
const WORD = 'זַבְרְגָּדִית';

describe('forum search in the browser', () => {
  const suite = useAppAndBrowser();

  it('finds a word that is only in a comment and lands on the comment (Hebrew, phone)', async () => {
    const url = suite.server.url;
    const { login } = await graphql<{ login: { accessToken: string } }>(
      url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
    );
    const token = login.accessToken;
    await graphql(url, 'mutation { updateSettings(input: { commentsPerPage: 5 }) { commentsPerPage } }', undefined, token);
    const { createTopic } = await graphql<{ createTopic: { id: string } }>(
      url,
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: TITLE, subject: 'צבעים', category: 'growing', description: ['הפרי ירוק ואחר כך סגול.'] } },
      token,
    );
    const add = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
    for (let i = 1; i <= 5; i++) {
      await graphql(url, add, { input: { topicId: createTopic.id, text: `תגובה מספר ${i} על הצבעים` } }, token);
    }
    const { addComment } = await graphql<{ addComment: { id: string } }>(
      url,
      add,
      { input: { topicId: createTopic.id, text: `אצלי זה קרה עם ה${WORD} מהשוק, אחרי שבועיים בשמש.` } },
      token,
    );

    const { page } = await openPage(suite.browser, url, { viewport: PHONE });
    await step(page, 'forum-search-comment-he-phone', async () => {
      await page.goto('/forum');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      // Typed without the points: the search forgives them, and the mark covers the word with its points.
      await page.getByRole('search').getByLabel('חיפוש בנושאים ובתגובות').fill('זברגדית');
      await page.waitForURL(/search=/);
      const results = page.getByRole('region', { name: 'תוצאות החיפוש' });
      const hit = results.getByRole('article');
      await hit.getByText('תגובה', { exact: true }).waitFor();
      expect(await hit.locator('mark').allTextContents()).toEqual([WORD]);
      expect(await results.getByText('תוצאה אחת').count()).toBe(1);
      await screenshot(page, 'forum-search-he-phone');

      await hit.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(new RegExp(`/forum/topic/${createTopic.id}\\?page=2#comment-${addComment.id}$`));
      const comment = page.locator(`#comment-${addComment.id}`);
      await comment.waitFor();
      await page.waitForFunction((id) => document.activeElement?.id === `comment-${id}`, addComment.id);
      expect(await comment.getAttribute('data-linked')).toBe('');
      expect(await comment.isVisible()).toBe(true);
      const box = await comment.boundingBox();
      expect(box && box.y >= 0 && box.y < PHONE.height).toBe(true);
      await screenshot(page, 'forum-search-landed-he-phone');
    });
  });
});
