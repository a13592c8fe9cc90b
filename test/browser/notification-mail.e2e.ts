// Notification mail, in Hebrew: member B replies to member A's comment in the browser; A's mail (Hebrew, right to
// left, with the reply's text and the unsubscribe link) waits in the development mailbox; A opens the post from it,
// then the unsubscribe link: a page with a button (opening it changed nothing), pressed once, and the profile shows
// replies as "no mail".
import { describe, expect, it } from '@jest/globals';
import { openPage, signInWithForm as signIn, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const A = { email: 'noa.bendavid@example.com', password: 'Community1!' };
const B = { email: 'avi.mizrahi@example.com', password: 'Community1!' };
const TITLE = 'מתי קוטפים חלפיניו?';
const A_COMMENT = 'אני קוטפת כשהם עדיין ירוקים.';
const REPLY = 'גם אני! **ירוקים** חריפים יותר.';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const MAIL_PREFS = 'query { notificationMailPreferences { reply } }';

interface DevMail {
  subject: string;
  text: string;
  links: string[];
}

async function tokenOf(url: string, account: { email: string; password: string }): Promise<string> {
  return (await graphql<{ login: { accessToken: string } }>(url, LOGIN, { input: account })).login.accessToken;
}

describe('notification mail and its unsubscribe link (Hebrew)', () => {
  // Development: mails go to the outbox, read through the development mailbox (this machine only).
  const suite = useAppAndBrowser({ NODE_ENV: 'development' });

  it('B replies to A; A gets the mail, opens the reply from it, and stops such mails with the link', async () => {
    const url = suite.server.url;
    const [admin, a] = [await tokenOf(url, { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' }), await tokenOf(url, A)];
    const topicId = (
      await graphql<{ createTopic: { id: string } }>(url, 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }', {
        input: { title: TITLE, subject: 'קטיף', description: ['ירוקים או אדומים?'] },
      }, admin)
    ).createTopic.id;
    await graphql(url, 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }', { input: { topicId, text: A_COMMENT } }, a);
    const devMail = async (): Promise<DevMail | null> =>
      ((await (await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(A.email)}`)).json()) as { mail: DevMail | null }).mail;
    expect(await devMail()).toBeNull();

    const writer = await openPage(suite.browser, url);
    await step(writer.page, 'notification-mail-b-replies', async () => {
      const { page } = writer;
      await signIn(page, B);
      await page.goto(`/forum/topic/${topicId}`);
      await page.getByText(A_COMMENT).waitFor();
      await page.getByRole('button', { name: 'תשובה לנועה בן דוד' }).click();
      await page.getByRole('textbox', { name: 'תשובה לנועה בן דוד' }).fill(REPLY);
      await page.getByRole('button', { name: 'פרסום התשובה' }).click();
      await page.getByRole('list', { name: 'תשובה אחת לנועה בן דוד' }).waitFor();
    });
    expect(writer.consoleErrors).toEqual([]);
    await writer.context.close();

    let mail: DevMail | null = null;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = await devMail();
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mail?.subject).toBe(`avi_hotsauce הגיב/ה לתגובה שלך בנושא „${TITLE}”`);
    expect(mail?.text).toContain('גם אני! ירוקים חריפים יותר.');
    const postLink = mail!.links.find((link) => link.includes(`/forum/topic/${topicId}`) && link.includes('#comment-'));
    const unsubscribeLink = mail!.links.find((link) => link.includes('/api/unsubscribe?token='));
    expect(postLink).toBeTruthy();
    expect(unsubscribeLink).toBeTruthy();

    const reader = await openPage(suite.browser, url);
    const { page } = reader;
    /** A mailed link opened on this page's origin (the mail's origin is PUBLIC_URL's, which may spell the host otherwise). */
    const openLink = (link: string) => page.goto(new URL(link).pathname + new URL(link).search + new URL(link).hash);

    await step(page, 'notification-mail-a-opens-the-reply', async () => {
      await signIn(page, A);
      await openLink(postLink!);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page.getByText('חריפים יותר.', { exact: false }).waitFor();
    });

    await step(page, 'notification-mail-unsubscribe-page', async () => {
      await openLink(unsubscribeLink!);
      await page.getByRole('heading', { level: 1, name: 'הסרה מרשימת התפוצה' }).waitFor();
      await page.getByText('להפסיק לשלוח לך מיילים על תגובות אליך?').waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['he', 'rtl']);
      // Opening the link (as a mail scanner would) changed nothing.
      expect((await graphql<{ notificationMailPreferences: { reply: string } }>(url, MAIL_PREFS, {}, a)).notificationMailPreferences.reply).toBe(
        'immediate',
      );
      await page.getByRole('button', { name: 'הפסקת המיילים' }).click();
      await page.getByRole('status').filter({ hasText: 'לא יישלחו אליך עוד מיילים על תגובות אליך.' }).waitFor();
      expect((await graphql<{ notificationMailPreferences: { reply: string } }>(url, MAIL_PREFS, {}, a)).notificationMailPreferences.reply).toBe(
        'never',
      );
    });

    await step(page, 'notification-mail-profile-shows-it', async () => {
      await page.getByRole('link', { name: 'להגדרות המיילים בפרופיל' }).click();
      const section = page.getByRole('region', { name: 'התראות במייל' });
      const replies = section.getByLabel('תגובות לתגובות שלי ועל הנושאים שלי');
      await replies.waitFor();
      await page.waitForFunction(
        (label) => [...document.querySelectorAll('label')].some((l) => l.textContent === label && (l.control as HTMLSelectElement | null)?.value === 'never'),
        'תגובות לתגובות שלי ועל הנושאים שלי',
      );
      expect(await section.getByLabel('אזכורים של שם המשתמש שלי').inputValue()).toBe('immediate');
    });
    expect(reader.consoleErrors).toEqual([]);
    await reader.context.close();
  });
});
