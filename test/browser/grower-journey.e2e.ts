// A grower's question, end to end (issue 36): Noa, on a phone in Hebrew, asks "what is wrong with my plant?" with two
// photos from the phone's picker and their alt text; Avi, at a desktop in English, quotes her question in his reply;
// Noa's bell counts it without a reload and the mail waits in the development mailbox (the outbox); she opens the
// reply from the mail, and then her photos in the lightbox by keyboard (right to left: ArrowLeft is "next").
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DESKTOP, openPage, PHONE, screenshot, signInWithForm, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const NOA = { email: 'noa.bendavid@example.com', password: 'Community1!' };
const AVI = { email: 'avi.mizrahi@example.com', password: 'Community1!' };
const NOA_NAME = 'נועה בן דוד';
const TITLE = 'מה לא בסדר עם הרוקוטו שלי?';
const QUESTION = 'העלים התחתונים מצהיבים ונושרים כבר שבוע.';
const REPLY = 'Looks like a magnesium shortage: water with Epsom salt once a week.';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const UNREAD = '{ unreadNotificationCount }';
/** The header bell's accessible name for `count` unread notifications (Hebrew). */
const bellName = (count: number) => (count === 1 ? 'התראות: 1 שלא נקראה' : count > 0 ? `התראות: ${count} שלא נקראו` : 'התראות');

const photo = (r: number, g: number): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b: 40 } } })
    .jpeg()
    .toBuffer();

interface DevMail {
  subject: string;
  text: string;
  links: string[];
}

describe("a grower's question with photos, a quoted answer, the mail and the bell", () => {
  // Development: mails go to the outbox, read through the development mailbox (this machine only).
  const suite = useAppAndBrowser({ NODE_ENV: 'development' });

  it('posts two photos from a phone, is answered with a quote, hears of it by bell and mail, and opens the lightbox by keyboard', async () => {
    const url = suite.server.url;
    const noaToken = (await graphql<{ login: { accessToken: string } }>(url, LOGIN, { input: NOA })).login.accessToken;
    const unreadBefore = (await graphql<{ unreadNotificationCount: number }>(url, UNREAD, undefined, noaToken)).unreadNotificationCount;
    const devMail = async (): Promise<DevMail | null> =>
      ((await (await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(NOA.email)}`)).json()) as { mail: DevMail | null }).mail;

    const noa = await openPage(suite.browser, url, { viewport: PHONE });
    const topicId = await step(noa.page, 'grower-asks-with-photos', async () => {
      const { page } = noa;
      await signInWithForm(page, NOA);
      await page.goto('/forum/new-topic');
      const main = page.getByRole('main');
      await main.getByLabel('כותרת').fill(TITLE);
      await main.getByLabel('נושא', { exact: true }).fill('מחלות');
      await main.getByRole('textbox', { name: 'פסקה 1' }).fill(QUESTION);
      const input = page.locator('.photo-picker input[type=file]');
      await input.waitFor({ state: 'attached' });
      await input.setInputFiles([
        { name: 'leaves.jpg', mimeType: 'image/jpeg', buffer: await photo(190, 170) },
        { name: 'plant.jpg', mimeType: 'image/jpeg', buffer: await photo(50, 140) },
      ]);
      await main.getByLabel('תיאור תמונה 2 (לא חובה)').waitFor();
      await main.getByLabel('תיאור תמונה 1 (לא חובה)').fill('עלים מצהיבים');
      await main.getByLabel('תיאור תמונה 2 (לא חובה)').fill('השיח כולו');
      await main.getByRole('button', { name: 'פרסום הנושא' }).click();
      await page.waitForURL((address) => address.pathname.startsWith('/forum/topic/'));
      await page.getByRole('list', { name: 'שתי תמונות' }).waitFor();
      // Her bell, before anyone answered (the bell's count comes over the live socket from here on).
      await page.getByRole('banner').getByRole('link', { name: bellName(unreadBefore), exact: true }).waitFor({ state: 'attached' });
      return new URL(page.url()).pathname.split('/').pop()!;
    });

    const avi = await openPage(suite.browser, url, { viewport: DESKTOP });
    await step(avi.page, 'grower-answer-quotes-the-question', async () => {
      const { page } = avi;
      await signInWithForm(page, AVI);
      await page.goto(`/forum/topic/${topicId}?lang=en`);
      await page.getByRole('list', { name: '2 photos' }).waitFor();
      const box = page.getByRole('textbox', { name: 'Add a comment' });
      await box.waitFor();
      await page.getByRole('group', { name: 'Topic actions' }).getByRole('button', { name: 'Quote' }).click();
      await page.waitForFunction((text) => document.querySelector('textarea')?.value.includes(text), QUESTION);
      expect(await box.inputValue()).toBe(`> [${NOA_NAME}](/forum/topic/${topicId}):\n>\n> ${QUESTION}\n\n`);
      await box.press('End');
      await page.keyboard.type(REPLY);
      await page.getByRole('button', { name: 'Post comment' }).click();
      await page.getByText('Your comment has been posted.').waitFor();
      const quote = page.locator('.comment blockquote.post-quote').last();
      expect(await quote.locator('.post-quote__source a').textContent()).toBe(NOA_NAME);
      await screenshot(page, 'grower-journey-quoted-answer-en');
    });
    expect(avi.consoleErrors).toEqual([]);
    await avi.context.close();

    const { page } = noa;
    await step(page, 'grower-hears-by-bell-and-mail', async () => {
      // The bell counts the answer where she is, without a reload.
      await page.getByRole('banner').getByRole('link', { name: bellName(unreadBefore + 1), exact: true }).waitFor({ state: 'attached' });
      let mail: DevMail | null = null;
      for (let i = 0; i < 50 && !mail; i++) {
        mail = await devMail();
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(mail?.subject).toContain(TITLE);
      expect(mail?.text).toContain('magnesium shortage');
      const postLink = mail!.links.find((link) => link.includes(`/forum/topic/${topicId}`) && link.includes('#comment-'));
      expect(postLink).toBeTruthy();
      // Opened from her mail app: a fresh load of the reply's address (on this page's origin: the mail's is PUBLIC_URL's).
      const link = new URL(postLink!);
      await page.goto('about:blank');
      await page.goto(new URL(link.pathname + link.search + link.hash, url).toString());
      await page.locator(`${link.hash}[data-linked]`).waitFor();
      await page.getByText('magnesium shortage', { exact: false }).waitFor();
      await screenshot(page, 'grower-journey-answer-from-mail-he');
    });

    await step(page, 'grower-opens-her-photos-by-keyboard', async () => {
      const gallery = page.getByRole('list', { name: 'שתי תמונות' });
      const first = gallery.getByRole('button', { name: 'פתיחת תמונה 1 מתוך 2: עלים מצהיבים' });
      await first.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'תמונה 1 מתוך 2' }).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('dialog', { name: 'תמונה 2 מתוך 2' }).waitFor();
      expect(await page.getByRole('dialog').locator('figcaption').textContent()).toBe('השיח כולו');
      await screenshot(page, 'grower-journey-lightbox-phone-he');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
    });
    expect(noa.consoleErrors).toEqual([]);
    await noa.context.close();
  });
});
