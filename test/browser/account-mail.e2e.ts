import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openPage, screenshot, signInWithForm, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** "Open the mail (development)", then the link in it. */
async function followDevMail(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'פתיחת המייל (פיתוח)' }).click();
  await main.getByRole('article', { name: 'המייל (פיתוח)' }).waitFor();
  await main.getByRole('link', { name: 'פתיחת הקישור שבמייל' }).click();
}

/**
 * A newcomer on a fresh `npm start` (development, no SMTP_URL, email verification on as by
 * default): the mails they need are opened in the browser, without reading a file on the server.
 */
describe('mail a person can reach, in the browser (Hebrew)', () => {
  const suite = useAppAndBrowser({ NODE_ENV: 'development' }, undefined, { settings: { captcha: false } });

  it('signs up, opens the development mail, confirms and posts a topic', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const main = page.getByRole('main');
    const email = 'noam.shani@example.com';

    await step(page, 'sign-up-check-email-he', async () => {
      // A guest who wants to write is sent to sign in, and comes back after confirming.
      await page.goto('/forum/new-topic');
      await page.waitForURL(/\/login$/);
      await page.getByRole('button', { name: 'הרשמה', exact: true }).click();
      await main.getByLabel('שם משתמש').fill('noam_shani');
      await main.getByLabel('אימייל').fill(email);
      // The stored minimum (8) is the first message, and the hint says it.
      await main.getByText('לפחות 8 תווים').waitFor();
      await main.getByLabel('סיסמה', { exact: true }).fill('Chili1');
      await main.getByLabel('אימות סיסמה').fill('Chili1');
      await main.getByLabel('שם פרטי').fill('נועם');
      await main.getByLabel('שם משפחה').fill('שני');
      await main.getByRole('button', { name: 'יצירת חשבון' }).click();
      await main.getByRole('alert').filter({ hasText: '8' }).waitFor();
      await main.getByLabel('סיסמה', { exact: true }).fill('Cayenne-2025');
      await main.getByLabel('אימות סיסמה').fill('Cayenne-2025');
      await main.getByRole('button', { name: 'יצירת חשבון' }).click();
      await main.getByRole('heading', { name: 'בדקו את המייל כדי לאשר את החשבון' }).waitFor();
      expect(await page.getByText(/החשבון מוכן/).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/login');
    });

    await step(page, 'composer-asks-for-confirmation-he', async () => {
      await page.goto('/forum/new-topic');
      await main.getByText('כדי לפרסם, להגיב או לדווח, יש לאשר קודם את כתובת האימייל.').waitFor();
      expect(await main.getByLabel('כותרת').count()).toBe(0);
      await main.getByRole('button', { name: 'שליחת הקישור שוב' }).waitFor();
    });

    await step(page, 'open-mail-and-confirm-he', async () => {
      await followDevMail(page);
      // Confirmed, signed in, and back at the composer.
      await page.waitForURL(/\/forum\/new-topic$/);
      await main.getByLabel('כותרת').waitFor();
    });

    await step(page, 'post-topic-he', async () => {
      await main.getByLabel('כותרת').fill('השתיל הראשון שלי');
      await main.getByLabel('נושא', { exact: true }).fill('שתילים');
      await main.getByLabel('קטגוריה').selectOption('growing');
      await main.getByLabel('פסקה 1', { exact: true }).fill('אחרי אישור המייל אפשר לפרסם.');
      await main.getByRole('button', { name: 'פרסום הנושא' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/forum/topic/'));
      await main.getByRole('heading', { level: 1, name: 'השתיל הראשון שלי' }).waitFor();
    });

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('forgot password: asks for a link, opens the development mail, sets a new password and is signed in', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const main = page.getByRole('main');
    const email = 'user@pepperatlas.dev';
    // A session on another device, to see it end.
    const other = await graphql<{ login: { accessToken: string } }>(
      suite.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email, password: 'PepperUser1!' } },
    );

    await step(page, 'forgot-password-he', async () => {
      await page.goto('/login');
      await main.getByRole('link', { name: 'שכחת סיסמה?' }).click();
      await page.waitForURL(/\/forgot-password$/);
      await main.getByLabel('אימייל').fill(email);
      await main.getByRole('button', { name: 'שליחת הקישור' }).click();
      await main.getByRole('heading', { name: 'בדקו את המייל' }).waitFor();
    });

    let resetUrl = '';
    await step(page, 'reset-password-he', async () => {
      await followDevMail(page);
      await page.waitForURL(/\/reset-password\?token=/);
      resetUrl = page.url();
      await main.getByText('לפחות 8 תווים').waitFor();
      await main.getByLabel('סיסמה חדשה', { exact: true }).fill('Short1');
      await main.getByLabel('אימות סיסמה').fill('Short1');
      await main.getByRole('button', { name: 'שמירה והתחברות' }).click();
      await main.getByRole('alert').filter({ hasText: '8' }).waitFor();
      await main.getByLabel('סיסמה חדשה', { exact: true }).fill('Poblano-2026');
      await main.getByLabel('אימות סיסמה').fill('Poblano-2026');
      await main.getByRole('button', { name: 'שמירה והתחברות' }).click();
      await page.waitForURL(/\/profile$/);
      await page.getByRole('link', { name: /מחובר\/ת בתור Yoni Cohen/ }).waitFor();
      expect(await storedToken(page)).toBeTruthy();
    });

    await step(page, 'old-session-ended', async () => {
      await expect(graphql(suite.server.url, '{ me { id } }', undefined, other.login.accessToken)).rejects.toThrow(/UNAUTHENTICATED/);
      // The link worked once.
      await page.goto(resetUrl);
      await main.getByLabel('סיסמה חדשה', { exact: true }).fill('Poblano-2027');
      await main.getByLabel('אימות סיסמה').fill('Poblano-2027');
      await main.getByRole('button', { name: 'שמירה והתחברות' }).click();
      await main.getByRole('link', { name: 'בקשת קישור חדש' }).waitFor();
    });

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('changes the email on the profile: the current password, the pending address, its link; the old address cancels', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const main = page.getByRole('main');
    const account = { email: 'noa.bendavid@example.com', password: 'Community1!' };
    const next = 'noa.new.address@example.com';
    /** The links of the newest mail to `to`, from the development mailbox (this machine only). */
    const mailLinks = async (to: string): Promise<string[]> =>
      ((await (await fetch(`${suite.server.url}/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as { mail: { links: string[] } }).mail
        .links;
    /** A mailed link opened on this page's origin (the mail's origin is PUBLIC_URL's, which may spell the host otherwise). */
    const openLink = (link: string) => page.goto(new URL(link).pathname + new URL(link).search);

    await step(page, 'email-change-asks-password-he', async () => {
      await signInWithForm(page, account);
      await page.goto('/profile');
      const form = page.getByRole('region', { name: 'עריכת הפרופיל' });
      await form.getByLabel('אימייל').fill(next);
      await form.getByRole('button', { name: 'שמירת השינויים' }).click();
      await form.getByRole('alert').filter({ hasText: 'כדי לשנות את כתובת האימייל יש להזין את הסיסמה הנוכחית' }).waitFor();
      await form.getByLabel('הסיסמה הנוכחית').fill(account.password);
      await form.getByRole('button', { name: 'שמירת השינויים' }).click();
      await form.getByText(`שלחנו קישור אל ${next}`, { exact: false }).waitFor();
      expect(await form.getByLabel('אימייל').inputValue()).toBe(account.email);
    });

    await step(page, 'email-change-confirm-he', async () => {
      const [link] = await mailLinks(next);
      expect(link).toContain('/verify-email?token=');
      await openLink(link);
      await page.waitForURL((url) => url.pathname !== '/verify-email');
      await page.goto('/profile');
      const form = page.getByRole('region', { name: 'עריכת הפרופיל' });
      await form.getByLabel('אימייל').waitFor();
      expect(await form.getByLabel('אימייל').inputValue()).toBe(next);
      expect(await form.getByText('שלחנו קישור אל', { exact: false }).count()).toBe(0);
    });

    await step(page, 'email-change-cancel-he', async () => {
      const links = await mailLinks(account.email);
      const cancel = links.find((link) => link.includes('/cancel-email-change?token='));
      expect(cancel).toBeTruthy();
      await openLink(cancel!);
      await main.getByText('שינוי כתובת האימייל בוטל, וכל המכשירים נותקו מהחשבון.').waitFor();
      expect(await storedToken(page)).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/cancel-email-change');
      await screenshot(page, 'email-change-cancelled-he');
      // The old address is back.
      await signInWithForm(page, account);
    });

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
