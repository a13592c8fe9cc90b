// A mention in two browsers, in Hebrew: member A comments on a topic where member B has written and mentions
// @B through the composer's autocomplete; B, reading the forum list in another browser, sees the bell's unread
// count rise without a reload, opens the notification and lands on A's comment, scrolled into view and marked.
import { describe, expect, it } from '@jest/globals';
import type { WebSocket } from 'playwright-core';
import { openPage, screenshot, signInWithForm as signIn, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const A = { email: 'noa.bendavid@example.com', password: 'Community1!', username: 'noa_garden' };
const B = { email: 'avi.mizrahi@example.com', password: 'Community1!', username: 'avi_hotsauce' };
const TITLE = 'איך משקים צ׳ילי בקיץ?';
const B_COMMENT = 'אני משקה פעם ביום, בבוקר.';
/** Live delivery on a loaded machine: a waiting window, not a speed requirement. */
const LIVE_WAIT_MS = 15_000;

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const UNREAD = 'query { unreadNotificationCount }';

async function tokenOf(url: string, account: { email: string; password: string }): Promise<string> {
  return (await graphql<{ login: { accessToken: string } }>(url, LOGIN, { input: { email: account.email, password: account.password } })).login.accessToken;
}

/** The header bell's accessible name for `count` unread notifications (Hebrew). */
const bellName = (count: number) => (count === 1 ? 'התראות: 1 שלא נקראה' : count > 0 ? `התראות: ${count} שלא נקראו` : 'התראות');

describe('a mention, live, in two browsers (Hebrew)', () => {
  const suite = useAppAndBrowser();

  it('B sees the bell count rise without a reload when A mentions them, and the notification leads to the comment', async () => {
    const url = suite.server.url;
    const [admin, b] = [await tokenOf(url, { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' }), await tokenOf(url, B)];
    const topicId = (
      await graphql<{ createTopic: { id: string } }>(url, 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }', {
        input: { title: TITLE, subject: 'השקיה', description: ['כמה פעמים ביום משקים בחום של אוגוסט?'] },
      }, admin)
    ).createTopic.id;
    const ADD = 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }';
    await graphql(url, ADD, { input: { topicId, text: B_COMMENT } }, b);
    // Enough comments before A's that landing on it means scrolling down the page.
    for (let i = 1; i <= 8; i++) {
      await graphql(url, ADD, { input: { topicId, text: `תגובה ${i}: ${'מים, אדמה, שמש וסבלנות. '.repeat(12)}` } }, admin);
    }
    const unreadBefore = (await graphql<{ unreadNotificationCount: number }>(url, UNREAD, {}, b)).unreadNotificationCount;

    const reader = await openPage(suite.browser, url);
    const writer = await openPage(suite.browser, url);
    try {
      await step(reader.page, 'mention-b-waits-on-the-forum-list', async () => {
        const { page } = reader;
        // The bell subscribes over the live socket: wait until it has asked for the count (a condition, no sleep).
        const subscribed = new Promise<void>((resolve) => {
          page.on('websocket', (socket: WebSocket) => {
            socket.on('framesent', ({ payload }) => {
              if (String(payload).includes('unreadNotificationCountChanged')) resolve();
            });
          });
        });
        await signIn(page, B);
        await page.goto('/forum');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('banner').getByRole('link', { name: bellName(unreadBefore), exact: true }).waitFor();
        await subscribed;
        await page.evaluate(() => {
          (window as unknown as { __stillTheSamePage: boolean }).__stillTheSamePage = true;
        });
      });

      let commentText = '';
      await step(writer.page, 'mention-a-mentions-b', async () => {
        const { page } = writer;
        await signIn(page, A);
        await page.goto(`/forum/topic/${topicId}`);
        await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
        await page.getByText(B_COMMENT).waitFor();
        const box = page.getByRole('textbox', { name: 'הוספת תגובה' });
        await box.click();
        await box.pressSequentially('שאלה טובה ');
        await box.pressSequentially('@avi_h');
        const suggestions = page.getByRole('listbox', { name: 'חברים' });
        const option = suggestions.getByRole('option', { name: new RegExp(B.username) });
        await option.waitFor();
        await page.waitForFunction(
          (username) => [...document.querySelectorAll('[role="option"][aria-selected="true"]')].some((o) => o.textContent?.includes(username)),
          B.username,
        );
        await screenshot(page, 'mention-autocomplete-he');
        await box.press('Enter');
        await suggestions.waitFor({ state: 'detached' });
        await box.pressSequentially('מה דעתך על השקיה בערב?');
        commentText = await box.inputValue();
        expect(commentText).toBe(`שאלה טובה @${B.username} מה דעתך על השקיה בערב?`);
        await page.getByRole('button', { name: 'פרסום התגובה' }).click();
        await page.getByText('התגובה שלך פורסמה.').waitFor();
      });

      await step(reader.page, 'mention-b-bell-rises-live', async () => {
        const { page } = reader;
        const bell = page.getByRole('banner').getByRole('link', { name: bellName(unreadBefore + 1), exact: true });
        await bell.waitFor({ timeout: LIVE_WAIT_MS });
        expect(await bell.locator('.notification-bell__count').textContent()).toBe(String(unreadBefore + 1));
        // Same document: no reload, no navigation away from the forum list.
        expect(await page.evaluate(() => (window as unknown as { __stillTheSamePage?: boolean }).__stillTheSamePage)).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/forum');
        await screenshot(page, 'mention-bell-count-he');
      });

      await step(reader.page, 'mention-b-opens-the-notification', async () => {
        const { page } = reader;
        await page.getByRole('banner').getByRole('link', { name: bellName(unreadBefore + 1), exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/notifications');
        const mention = page.getByRole('main').getByRole('link', { name: `${A.username} הזכיר/ה אותך` }).first();
        await mention.waitFor();
        // The snippet reads as the comment does (through the server's renderer).
        await page.getByText(commentText).first().waitFor();
        // In the Hebrew sentence the Latin name leads (at the page's start, on the right) and the snippet's mention
        // keeps its `@` on the left of the name, as in the post: measured on screen.
        const layout = await page.evaluate((username) => {
          const x = (node: Text, at: number) => {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            return range.getBoundingClientRect().x;
          };
          const sentence = document.querySelector('.notification__text a') as HTMLElement;
          const snippet = document.querySelector('.notification__snippet bdi')?.firstChild as Text;
          return {
            nameAtStart: sentence.querySelector('bdi')!.getBoundingClientRect().right >= sentence.getBoundingClientRect().right - 1,
            atSignLeftOfName: x(snippet, 0) < x(snippet, 1),
            mention: snippet.data === `@${username}`,
          };
        }, B.username);
        expect(layout).toEqual({ nameAtStart: true, atSignLeftOfName: true, mention: true });
        await screenshot(page, 'mention-notifications-he');
        await mention.click();
        await page.waitForURL((u) => u.pathname === `/forum/topic/${topicId}` && u.hash.startsWith('#comment-'));
        const anchor = new URL(page.url()).hash;
        expect(anchor).toMatch(/^#comment-[0-9a-f-]{36}$/);
        const comment = page.locator(anchor);
        await comment.getByText(commentText).waitFor();
        // The mention links to B and is isolated, so its @ stays before the name inside the Hebrew sentence.
        const link = comment.getByRole('link', { name: `@${B.username}` });
        expect(await link.getAttribute('href')).toBe(`/users/${B.username}`);
        expect(await link.getAttribute('dir')).toBe('auto');
        // Brought into view and marked: the comment's top is within the viewport (it starts below the fold).
        await page.waitForFunction((selector) => {
          const element = document.querySelector(selector);
          if (!element?.hasAttribute('data-linked')) return false;
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight && box.bottom > 0;
        }, anchor);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await screenshot(page, 'mention-lands-on-comment-he');
      });
      expect(reader.consoleErrors).toEqual([]);
      expect(writer.consoleErrors).toEqual([]);
      expect(reader.foreignRequests).toEqual([]);
    } finally {
      await Promise.all([reader.context.close(), writer.context.close()]);
    }
  });
});
