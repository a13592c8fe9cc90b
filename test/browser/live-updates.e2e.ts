// Live updates in two browsers: a member reads a topic while another member, in another browser, comments on it;
// the reader's page announces "1 new comment" (in Hebrew) without a reload and shows it when asked. (Live updates
// are for members: a guest's topic page loads no socket code, which keeps it within the initial-JS budget.)
import { describe, expect, it } from '@jest/globals';
import type { WebSocket } from 'playwright-core';
import { openPage, PHONE, screenshot, signInWithForm, step } from './utils/browser.js';
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
        await signInWithForm(reader.page, { email: 'user@pepperatlas.dev', password: 'PepperUser1!' });
        await reader.page.goto(topicPath);
        await reader.page.getByRole('heading', { level: 1, name: 'עלים מצהיבים בפלפל חריף' }).waitFor();
      });
      await step(writer.page, 'live-writer-comments', async () => {
        const { page } = writer;
        await signInWithForm(page, { email: 'noa.bendavid@example.com', password: 'Community1!' });
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

  it('keeps the bell live after the member changes their password: the socket reconnects with the new token', async () => {
    const url = suite.server.url;
    const member = { username: 'live_changer', email: 'live.changer@example.com', password: 'Chili-pass-42' };
    await graphql(url, 'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }', {
      input: { ...member, firstName: 'דנה', lastName: 'לוי' },
    });
    const admin = (
      await graphql<{ login: { accessToken: string } }>(url, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', {
        input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' },
      })
    ).login.accessToken;
    const topicId = (
      await graphql<{ createTopic: { id: string } }>(url, 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }', {
        input: { title: 'סיסמה חדשה, פעמון חי', subject: 'כללי', description: ['בדיקה'] },
      }, admin)
    ).createTopic.id;
    const { page, context, consoleErrors } = await openPage(suite.browser, url);
    // Each time the bell subscribes over a live socket (the first socket, then the one opened with the new token).
    let bellSubscriptions = 0;
    const waiting: { count: number; resolve: () => void }[] = [];
    page.on('websocket', (socket: WebSocket) => {
      socket.on('framesent', ({ payload }) => {
        if (!String(payload).includes('"subscribe"') || !String(payload).includes('unreadNotificationCountChanged')) return;
        bellSubscriptions++;
        for (const w of waiting.filter((w) => w.count <= bellSubscriptions)) w.resolve();
      });
    });
    let closed = () => {};
    const firstSocketClosed = new Promise<void>((resolve) => (closed = resolve));
    page.on('websocket', (socket: WebSocket) => socket.on('close', () => closed()));
    // The answer with the new token reaches the page only after the server has closed the old token's socket: the
    // order that leaves the page holding a refused socket and the old token (the close is not waited for otherwise).
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('changePassword')) return route.fallback();
      const response = await route.fetch();
      await firstSocketClosed;
      await route.fulfill({ response });
    });
    const subscribed = (count: number) =>
      count <= bellSubscriptions ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
    try {
      await step(page, 'live-password-change', async () => {
        await signInWithForm(page, member);
        await page.goto('/profile');
        await subscribed(1);
        const form = page.getByRole('region', { name: 'שינוי סיסמה' });
        await form.getByLabel('הסיסמה הנוכחית').fill(member.password);
        await form.getByLabel('סיסמה חדשה').fill('Chili-pass-43');
        await form.getByLabel('אימות הסיסמה החדשה').fill('Chili-pass-43');
        await form.getByRole('button', { name: 'שינוי הסיסמה' }).click();
        await page.getByText('הסיסמה שונתה. שאר המכשירים נותקו מהחשבון.').waitFor();
        // The server ends the old token's socket; the bell subscribes again on a socket with the new one.
        await subscribed(2);
      });
      await step(page, 'live-bell-after-password-change', async () => {
        await graphql(url, 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }', {
          input: { topicId, text: `@${member.username} הפעמון עדיין חי?` },
        }, admin);
        await page.getByRole('banner').getByRole('link', { name: 'התראות: 1 שלא נקראה', exact: true }).waitFor({ timeout: 15_000 });
        expect(page.url()).toMatch(/\/profile$/);
      });
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('holds a conversation in English between two browsers: a mention, a reply and a like, each side live with its bell', async () => {
    const url = suite.server.url;
    const A = { email: 'noa.bendavid@example.com', password: 'Community1!' };
    const B = { email: 'avi.mizrahi@example.com', password: 'Community1!' };
    const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken user { username firstName lastName } } }';
    type Login = { login: { accessToken: string; user: { username: string; firstName: string; lastName: string } } };
    const [a, b, admin] = await Promise.all(
      [A, B, { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' }].map((input) => graphql<Login>(url, LOGIN, { input })),
    );
    const unread = async (token: string) =>
      (await graphql<{ unreadNotificationCount: number }>(url, '{ unreadNotificationCount }', {}, token)).unreadNotificationCount;
    const [aBefore, bBefore] = [await unread(a.login.accessToken), await unread(b.login.accessToken)];
    const title = 'Overwintering a Carolina Reaper indoors';
    const topicId = (
      await graphql<{ createTopic: { id: string } }>(url, 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }', {
        input: { title, subject: 'Growing', description: ['How much light does it need over the winter?'] },
      }, admin.login.accessToken)
    ).createTopic.id;
    const bell = (count: number) => (count > 0 ? `Notifications: ${count} unread` : 'Notifications');
    const question = `@${b.login.user.username} how warm do you keep yours at night?`;
    const answer = 'About 18 degrees, and a grow light 12 hours a day.';
    const bName = `${b.login.user.firstName} ${b.login.user.lastName}`;

    const first = await openPage(suite.browser, url);
    const second = await openPage(suite.browser, url, { viewport: PHONE, colorScheme: 'dark' });
    try {
      // Both read the topic in English (B on a phone in dark), each page subscribed to its events.
      for (const [{ page }, account] of [[first, A], [second, B]] as const) {
        const subscribed = new Promise<void>((resolve) => {
          page.on('websocket', (socket: WebSocket) => {
            socket.on('framesent', ({ payload }) => {
              if (String(payload).includes('topicEvents')) resolve();
            });
          });
        });
        await signInWithForm(page, account);
        await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
        await page.goto(`/forum/topic/${topicId}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await subscribed;
      }
      await step(first.page, 'conversation-en-a-mentions-b', async () => {
        const { page } = first;
        await page.getByRole('textbox', { name: 'Add a comment' }).fill(question);
        await page.getByRole('button', { name: 'Post comment' }).click();
        await page.getByText('Your comment has been posted.').waitFor();
      });
      await step(second.page, 'conversation-en-b-sees-it-live-and-replies', async () => {
        const { page } = second;
        await page.getByRole('banner').getByRole('link', { name: bell(bBefore + 1), exact: true }).waitFor();
        await page.getByRole('button', { name: '1 new comment' }).click();
        const comment = page.getByText(question.slice(question.indexOf(' ') + 1));
        await comment.waitFor();
        await screenshot(page, 'live-conversation-en-phone-dark');
        const authorName = `${a.login.user.firstName} ${a.login.user.lastName}`;
        await page.getByRole('button', { name: `Reply to ${authorName}` }).click();
        await page.getByRole('textbox', { name: `Reply to ${authorName}` }).fill(answer);
        await page.getByRole('button', { name: 'Post reply' }).click();
        await page.getByText('Your reply has been posted.').waitFor();
      });
      await step(first.page, 'conversation-en-a-sees-the-reply-live', async () => {
        const { page } = first;
        await page.getByRole('banner').getByRole('link', { name: bell(aBefore + 1), exact: true }).waitFor();
        expect(await page.getByText(answer).count()).toBe(0);
        await page.getByRole('button', { name: '1 new comment' }).click();
        await page.getByText(answer).waitFor();
        expect(await page.getByText(answer).count()).toBe(1);
        await screenshot(page, 'live-conversation-en-desktop');
        // A likes the reply: B's page shows the count move in place, without a reload.
        await page.getByRole('button', { name: `Like the comment by ${bName}, 0 likes` }).click();
        await page.getByRole('button', { name: `Like the comment by ${bName}, 1 like` }).waitFor();
      });
      await step(second.page, 'conversation-en-b-sees-the-like-live', async () => {
        await second.page.getByRole('button', { name: `Like the comment by ${bName}, 1 like` }).waitFor();
      });
      expect(first.consoleErrors).toEqual([]);
      expect(second.consoleErrors).toEqual([]);
    } finally {
      await Promise.all([first.context.close(), second.context.close()]);
    }
  });
});
