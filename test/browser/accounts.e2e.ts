import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/** The narrowest phone the site supports. */
const SMALL_PHONE = { width: 360, height: 740 };

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

/** Closes the notices on screen, for a clean screenshot. */
async function dismissNotices(page: Page) {
  for (const button of await page.locator('.notice__close').all()) await button.click();
}

/** Answers the "Are you sure you want to logout?" confirmation with OK. */
async function logOut(page: Page, buttonName: string) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: buttonName, exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForFunction(() => localStorage.getItem('authToken') === null);
}

describe('accounts in the browser', () => {
  const suite = useAppAndBrowser();

  it('signs up in Hebrew, signs out and in, edits the profile and changes the password', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const main = page.getByRole('main');
    const email = 'avi.peretz@example.com';

    await step(page, 'sign-up-he', async () => {
      await page.goto('/login');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await page.getByRole('button', { name: 'הרשמה', exact: true }).click();
      // The rules of docs/product-rules.md#validation, in Hebrew, before anything is sent.
      await main.getByRole('button', { name: 'יצירת חשבון' }).click();
      await main.getByRole('alert').filter({ hasText: 'נא למלא את כל שדות החובה' }).waitFor();
      await main.getByLabel('שם משתמש').fill('avi_peretz');
      await main.getByLabel('אימייל').fill(email);
      await main.getByLabel('סיסמה', { exact: true }).fill('Jalapeno-2024');
      await main.getByLabel('אימות סיסמה').fill('Jalapeno-2025');
      await main.getByLabel('שם פרטי').fill('אבי');
      await main.getByLabel('שם משפחה').fill('פרץ');
      await main.getByRole('button', { name: 'יצירת חשבון' }).click();
      await main.getByRole('alert').filter({ hasText: 'הסיסמאות אינן תואמות' }).waitFor();
      await main.getByLabel('אימות סיסמה').fill('Jalapeno-2024');
      await main.getByRole('button', { name: 'יצירת חשבון' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: /מחובר\/ת בתור אבי פרץ/ }).waitFor();
      expect(await storedToken(page)).toBeTruthy();
    });

    await step(page, 'sign-out-and-in-he', async () => {
      await logOut(page, 'התנתקות');
      await page.getByRole('link', { name: 'התחברות', exact: true }).first().click();
      await page.waitForURL(/\/login$/);
      await main.getByLabel('אימייל').fill(email);
      await main.getByLabel('סיסמה').fill('Jalapeno-2024');
      await main.getByRole('button', { name: 'כניסה' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: /מחובר\/ת בתור אבי פרץ/ }).waitFor();
    });

    await step(page, 'edit-profile-he', async () => {
      await page.getByRole('link', { name: /מחובר\/ת בתור אבי פרץ/ }).click();
      await page.waitForURL(/\/profile$/);
      await page.getByRole('heading', { level: 1, name: 'אבי פרץ' }).waitFor();
      await page.getByText('@avi_peretz').waitFor();
      const form = page.getByRole('region', { name: 'עריכת הפרופיל' });
      await form.getByLabel('שם פרטי').fill('אברהם');
      await form.getByLabel('קצת עליי').fill('מגדל חלפיניו ושישיטו במרפסת.');
      await form.getByRole('button', { name: 'שמירת השינויים' }).click();
      await page.getByText('הפרופיל עודכן.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'אברהם פרץ' }).waitFor();
      await page.getByRole('link', { name: /מחובר\/ת בתור אברהם פרץ/ }).waitFor();
      await page.reload();
      await page.getByText('מגדל חלפיניו ושישיטו במרפסת.').first().waitFor();
    });

    await step(page, 'change-password-he', async () => {
      const oldToken = await storedToken(page);
      const form = page.getByRole('region', { name: 'שינוי סיסמה' });
      await form.getByLabel('הסיסמה הנוכחית').fill('Wrong-password-1');
      await form.getByLabel('סיסמה חדשה').fill('Habanero-2025');
      await form.getByLabel('אימות הסיסמה החדשה').fill('Habanero-2025');
      await form.getByRole('button', { name: 'שינוי הסיסמה' }).click();
      await form.getByRole('alert').filter({ hasText: 'הסיסמה הנוכחית שגויה' }).waitFor();
      await form.getByLabel('הסיסמה הנוכחית').fill('Jalapeno-2024');
      await form.getByRole('button', { name: 'שינוי הסיסמה' }).click();
      await page.getByText('הסיסמה שונתה. שאר המכשירים נותקו מהחשבון.').waitFor();
      const newToken = await storedToken(page);
      expect(newToken).toBeTruthy();
      expect(newToken).not.toBe(oldToken);
      // The old token no longer works; the new one does.
      await expect(graphql(suite.server.url, '{ me { id } }', undefined, oldToken!)).rejects.toThrow(/UNAUTHENTICATED/);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'אברהם פרץ' }).waitFor();
      expect(await storedToken(page)).toBe(newToken);
    });

    await step(page, 'sign-in-new-password-he', async () => {
      await logOut(page, 'התנתקות');
      await page.goto('/login');
      await main.getByLabel('אימייל').fill(email);
      await main.getByLabel('סיסמה').fill('Jalapeno-2024');
      await main.getByRole('button', { name: 'כניסה' }).click();
      await main.getByRole('alert').filter({ hasText: 'אימייל או סיסמה שגויים' }).waitFor();
      await main.getByLabel('סיסמה').fill('Habanero-2025');
      await main.getByRole('button', { name: 'כניסה' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: /מחובר\/ת בתור אברהם פרץ/ }).waitFor();
    });

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed into the sign-in form before the page hydrated, and signs in with it', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url);
    await step(page, 'typed-before-hydration', async () => {
      // The page's scripts are held back: the reader types into the server's form while a slow phone loads them.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await main.getByLabel('אימייל').fill('admin@pepperatlas.dev');
      await main.getByLabel('סיסמה').fill('PepperAdmin1!');
      // Not hydrated yet: the button waits (a press now would send the browser's own form, password and all).
      expect(await main.getByRole('button', { name: 'כניסה' }).isDisabled()).toBe(true);
      release();
      await main.getByRole('button', { name: 'כניסה' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForFunction(() => localStorage.getItem('authToken') !== null);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('blocks a signed-in user from the admin panel, and their next call signs them out', async () => {
    const member = await openPage(suite.browser, suite.server.url);
    const admin = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });

    await step(member.page, 'member-signs-in-en', async () => {
      await member.page.goto('/');
      await member.page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
      await member.page.goto('/login');
      const main = member.page.getByRole('main');
      await main.getByLabel('Email').fill('user@pepperatlas.dev');
      await main.getByLabel('Password').fill('PepperUser1!');
      await main.getByRole('button', { name: 'Log in' }).click();
      await member.page.waitForURL((url) => url.pathname === '/');
      await member.page.getByRole('link', { name: /Signed in as/ }).waitFor();
      // A member has no admin rights.
      await member.page.goto('/admin');
      await member.page.getByRole('heading', { name: 'This account has no admin rights' }).waitFor();
    });

    await step(admin.page, 'admin-blocks-he', async () => {
      await admin.page.goto('/admin');
      const form = admin.page.getByRole('region', { name: 'כניסת מנהלים' });
      await form.getByText('admin@pepperatlas.dev / PepperAdmin1!').waitFor();
      await form.getByRole('button', { name: 'כניסה' }).click();
      await form.getByRole('alert').filter({ hasText: 'נא להזין אימייל וסיסמה' }).waitFor();
      await form.getByLabel('אימייל').fill('admin@pepperatlas.dev');
      await form.getByLabel('סיסמה').fill('PepperAdmin1!');
      await form.getByRole('button', { name: 'כניסה' }).click();
      await admin.page.getByText('שלום, Dana').waitFor();
      await admin.page.getByRole('tab', { name: 'משתמשים' }).click();
      await admin.page.waitForURL(/\/admin\?tab=users$/);
      const row = admin.page.locator('tr[data-user="chili_fan"]');
      await row.waitFor();
      await row.getByText('פעיל', { exact: true }).waitFor();
      await dismissNotices(admin.page);
      await screenshot(admin.page, 'admin-users-he-desktop');
      // Block sits in the row's "⋯" menu (issue 31, item 8).
      await row.getByRole('button', { name: 'פעולות נוספות: chili_fan' }).click();
      await admin.page.getByRole('menu', { name: 'פעולות נוספות: chili_fan' }).getByRole('menuitem', { name: 'חסימה' }).click();
      // Blocking asks first, naming the member.
      const confirm = admin.page.getByRole('alertdialog', { name: 'חסימת משתמש' });
      await confirm.getByText(/^לחסום את chili_fan\?/).waitFor();
      await confirm.getByRole('button', { name: 'חסימה', exact: true }).click();
      await admin.page.getByText('chili_fan נחסם/ה ונותק/ה מהאתר.').waitFor();
      await row.getByText('חסום', { exact: true }).waitFor();
      // The admin's own row cannot be blocked.
      await admin.page.locator('tr[data-user="admin"]').getByRole('button', { name: 'פעולות נוספות: admin' }).click();
      const ownMenu = admin.page.getByRole('menu', { name: 'פעולות נוספות: admin' });
      expect(await ownMenu.getByRole('menuitem', { name: 'חסימה' }).isDisabled()).toBe(true);
      await admin.page.keyboard.press('Escape');
    });

    await step(member.page, 'member-signed-out-en', async () => {
      await member.page.getByRole('link', { name: 'Forum', exact: true }).first().click();
      await member.page.waitForURL((url) => url.pathname === '/');
      await member.page.getByRole('link', { name: 'Log in', exact: true }).first().waitFor();
      await member.page.getByText('Your session has ended. Please sign in again.').waitFor();
      expect(await storedToken(member.page)).toBeNull();
      // And a blocked account cannot sign in again.
      await member.page.goto('/login');
      const main = member.page.getByRole('main');
      await main.getByLabel('Email').fill('user@pepperatlas.dev');
      await main.getByLabel('Password').fill('PepperUser1!');
      await main.getByRole('button', { name: 'Log in' }).click();
      await main.getByRole('alert').filter({ hasText: 'Your account is blocked' }).waitFor();
    });

    await step(admin.page, 'admin-unblocks-he', async () => {
      const row = admin.page.locator('tr[data-user="chili_fan"]');
      await row.getByRole('button', { name: 'פעולות נוספות: chili_fan' }).click();
      await admin.page.getByRole('menu', { name: 'פעולות נוספות: chili_fan' }).getByRole('menuitem', { name: 'ביטול חסימה' }).click();
      await admin.page
        .getByRole('alertdialog', { name: 'ביטול חסימה' })
        .getByRole('button', { name: 'ביטול חסימה', exact: true })
        .click();
      await row.getByText('פעיל', { exact: true }).waitFor();
    });

    await member.context.close();
    await admin.context.close();
  });

  it('works on a small phone in English: the login page and the admin users tab', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: SMALL_PHONE });
    await step(page, 'login-en-phone', async () => {
      await page.goto('/');
      await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
      await page.goto('/login');
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Log in' }).click();
      await main.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
      await main.getByLabel('Email').fill('admin@pepperatlas.dev');
      await main.getByRole('alert').waitFor({ state: 'detached' });
      await main.getByLabel('Email').fill('');
      await screenshot(page, 'login-en-phone');
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    });

    await step(page, 'admin-en-phone', async () => {
      await page.goto('/admin?tab=users');
      const form = page.getByRole('region', { name: 'Admin login' });
      await form.getByLabel('Email').fill('admin@pepperatlas.dev');
      await form.getByLabel('Password').fill('PepperAdmin1!');
      await form.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Hello, Dana').waitFor();
      await page.getByRole('tab', { name: 'Users' }).waitFor();
      await page.getByText('@moshe.grower').waitFor();
      await page.getByRole('button', { name: 'Details of moshe.grower' }).click();
      const dialog = page.getByRole('dialog', { name: 'User details' });
      await dialog.getByText('moshe.avraham@example.com').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
      await dismissNotices(page);
      await screenshot(page, 'admin-users-en-phone');
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
