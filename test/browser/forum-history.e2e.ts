// Edit history (issue 36, item 5): an edit made later than five minutes after posting keeps the earlier version; the
// post's "edited" mark opens the versions with the changed words marked; a moderator hides a version, whose text
// then reads as hidden to everyone else. In Hebrew, by keyboard and pointer.
import { describe, expect, it } from '@jest/globals';
import { openPage, screenshot, signInWithForm, step, waitForHydration } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const MEMBER = { email: 'user@pepperatlas.dev', password: 'PepperUser1!' };
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const WELCOME = 'ברוכים הבאים לפורום';

describe('the edit history of a post', () => {
  const suite = useAppAndBrowser();

  it('opens the earlier versions from the edited mark, with the changes marked, and lets a moderator hide one', async () => {
    const url = suite.server.url;
    // The seeded welcome topic is months old: an edit of its first comment (the demo member's) keeps a version.
    const token = (await graphql<{ login: { accessToken: string } }>(url, LOGIN, { input: MEMBER })).login.accessToken;
    const { topics } = await graphql<{ topics: { topics: { id: string }[]; pinnedTopics: { id: string }[] } }>(
      url,
      'query($q: String) { topics(search: $q) { topics { id } pinnedTopics { id } } }',
      { q: WELCOME },
    );
    const topicId = [...topics.pinnedTopics, ...topics.topics][0]!.id;
    const { topic } = await graphql<{ topic: { comments: { items: { id: string; text: string; author: { username: string } }[] } } }>(
      url,
      'query($id: ID!) { topic(id: $id) { comments { items { id text author { username } } } } }',
      { id: topicId },
    );
    const comment = topic.comments.items.find((item) => item.author.username === 'chili_fan')!;
    const edited = comment.text.replace(/ במקום.*$/, ' ועם תשובות מהירות.');
    await graphql(url, 'mutation($id: ID!, $text: String!) { editComment(id: $id, text: $text) { id } }', { id: comment.id, text: edited }, token);

    const { page, context, consoleErrors } = await openPage(suite.browser, url);
    const mark = page.locator(`#comment-${comment.id}`).getByRole('button', { name: 'נערך: לגרסאות הקודמות' });
    const dialog = page.getByRole('dialog', { name: 'היסטוריית עריכות' });

    await step(page, 'history-guest-keyboard', async () => {
      await page.goto(`/forum/topic/${topicId}`);
      await waitForHydration(mark);
      await mark.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      const version = dialog.getByRole('listitem');
      // The dialog opens before its versions arrive: wait for the list, then count it.
      await version.first().waitFor();
      expect(await version.count()).toBe(1);
      // Struck out: what the edit removed; underlined: what it added; the rest as it was.
      expect(await version.locator('del').allTextContents()).toEqual([expect.stringContaining('קבוצות שונות')]);
      expect(await version.locator('ins').allTextContents()).toEqual([expect.stringContaining('תשובות מהירות')]);
      expect(await version.locator('.post-history__text').textContent()).toContain('תודה דנה!');
      // Guests may read the history, not hide a version.
      expect(await dialog.getByRole('button', { name: 'הסתרת הגרסה' }).count()).toBe(0);
      await screenshot(page, 'forum-history-he');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await mark.evaluate((element) => element === document.activeElement)).toBe(true);
    });

    await step(page, 'history-moderator-hides', async () => {
      await signInWithForm(page, ADMIN);
      await page.goto(`/forum/topic/${topicId}`);
      await mark.click();
      await dialog.getByRole('button', { name: 'הסתרת הגרסה' }).click();
      await page.getByText('הגרסה הוסתרה: רק מנהלים יכולים לקרוא אותה.').waitFor();
      // The moderator still reads it, marked hidden, and may show it again.
      await dialog.getByText('הוסתרה על ידי מנהל/ת').waitFor();
      await dialog.getByRole('button', { name: 'הצגת הגרסה' }).waitFor();
      expect(await dialog.locator('del').count()).toBe(1);
    });

    const guest = await openPage(suite.browser, url);
    await step(guest.page, 'history-hidden-for-guests', async () => {
      await guest.page.goto(`/forum/topic/${topicId}`);
      await guest.page.locator(`#comment-${comment.id}`).getByRole('button', { name: 'נערך: לגרסאות הקודמות' }).click();
      const hidden = guest.page.getByRole('dialog', { name: 'היסטוריית עריכות' });
      await hidden.getByText('מנהל/ת הסתיר/ה את הגרסה הזאת.').waitFor();
      expect(await hidden.locator('del, ins').count()).toBe(0);
      expect(await hidden.textContent()).not.toContain('קבוצות שונות');
    });
    expect(consoleErrors).toEqual([]);
    expect(guest.consoleErrors).toEqual([]);
    await guest.context.close();
    await context.close();
  });
});
