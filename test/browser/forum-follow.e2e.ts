// Watching and bookmarks (issue 36, item 2), in Hebrew on a phone: a member watches a topic from its menu (by keyboard),
// saves the topic and a comment, hears of a new comment in the watched topic through the bell, and finds both bookmarks
// on their profile, one of which leads back to its comment.
import { describe, expect, it } from '@jest/globals';
import { openPage, PHONE, screenshot, signInWithForm, step, waitForHydration } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const MEMBER = { email: 'avi.mizrahi@example.com', password: 'Community1!' };
const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
const TITLE = 'עלים מצהיבים בשתילי האבנרו';

describe('watching a topic and keeping bookmarks (Hebrew, phone)', () => {
  const suite = useAppAndBrowser();

  it('watches by keyboard, saves a topic and a comment, hears of a new comment and finds the bookmarks on the profile', async () => {
    const url = suite.server.url;
    const admin = (await graphql<{ login: { accessToken: string } }>(url, LOGIN, { input: ADMIN })).login.accessToken;
    const topicId = (
      await graphql<{ createTopic: { id: string } }>(
        url,
        'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
        { input: { title: TITLE, subject: 'מחלות', category: 'diseases', description: ['העלים התחתונים מצהיבים. מה עושים?'] } },
        admin,
      )
    ).createTopic.id;
    const firstComment = (await graphql<{ addComment: { id: string } }>(url, ADD, { input: { topicId, text: 'כנראה עודף השקיה: בדקו את הניקוז.' } }, admin)).addComment.id;

    const { page, consoleErrors } = await openPage(suite.browser, url, { viewport: PHONE, colorScheme: 'dark' });
    const actions = page.getByRole('group', { name: 'פעולות על הנושא' });
    const watchButton = actions.getByRole('button', { name: /^התראות על הנושא הזה:/ });

    await step(page, 'follow-watch-by-keyboard', async () => {
      await signInWithForm(page, MEMBER);
      await page.goto(`/forum/topic/${topicId}`);
      await waitForHydration(watchButton);
      expect(await watchButton.getAttribute('aria-label')).toBe('התראות על הנושא הזה: רגיל');
      await watchButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('radiogroup', { name: 'התראות על הנושא הזה' });
      await menu.waitFor();
      // The chosen level holds the focus; an arrow moves to the next level and chooses it, as radio buttons do.
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'normal');
      await page.keyboard.press('ArrowUp');
      await page.getByText('את/ה עוקב/ת אחרי הנושא הזה.').waitFor();
      // On a phone the menu is a sheet within the screen.
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'forum-follow-menu-he-phone-dark');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(await watchButton.getAttribute('aria-label')).toBe('התראות על הנושא הזה: במעקב');
      expect(await watchButton.evaluate((element) => element === document.activeElement)).toBe(true);
    });

    await step(page, 'follow-bookmarks', async () => {
      await actions.getByRole('button', { name: 'שמירת הנושא בסימניות' }).click();
      await actions.getByRole('button', { name: 'הסרת הנושא מהסימניות' }).waitFor();
      const comment = page.locator(`#comment-${firstComment}`);
      await comment.getByRole('button', { name: /^שמירת התגובה של/ }).click();
      await comment.getByRole('button', { name: /^הסרת התגובה של .* מהסימניות$/ }).waitFor();
      // Stored: a reload shows both saved.
      await page.reload();
      await waitForHydration(watchButton);
      await actions.getByRole('button', { name: 'הסרת הנושא מהסימניות' }).waitFor();
      await page.locator(`#comment-${firstComment}`).getByRole('button', { name: /^הסרת התגובה של .* מהסימניות$/ }).waitFor();
      expect(await watchButton.getAttribute('aria-label')).toBe('התראות על הנושא הזה: במעקב');
    });

    await step(page, 'follow-hears-of-a-new-comment', async () => {
      await graphql(url, ADD, { input: { topicId, text: 'וגם כדאי לבדוק את החומציות של האדמה.' } }, admin);
      await page.goto('/notifications');
      await page.getByText(/הגיב\/ה בנושא שאת\/ה עוקב\/ת אחריו/).waitFor();
      await page.getByText('וגם כדאי לבדוק את החומציות של האדמה.').waitFor();
    });

    await step(page, 'follow-bookmarks-on-the-profile', async () => {
      await page.goto('/profile');
      const tab = page.getByRole('tab', { name: 'סימניות' });
      await waitForHydration(tab);
      await tab.click();
      const panel = page.getByRole('tabpanel');
      const links = panel.getByRole('link', { name: TITLE });
      await links.first().waitFor();
      expect(await links.count()).toBe(2);
      await panel.getByText('כנראה עודף השקיה: בדקו את הניקוז.').waitFor();
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, 'forum-bookmarks-he-phone-dark');
      // The newest first: the comment, which leads to its place on the topic's page.
      await links.first().click();
      await page.waitForURL((u) => u.pathname === `/forum/topic/${topicId}` && u.hash === `#comment-${firstComment}`);
      await page.locator(`#comment-${firstComment}`).waitFor();
    });

    expect(consoleErrors).toEqual([]);
  });
});
