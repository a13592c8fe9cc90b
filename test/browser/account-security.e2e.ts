import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openPage, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits), as an authenticator app computes it. */
function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1] & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The verification link mailed to `email` (no SMTP_URL: the server writes mails to DATA_DIR/outbox). */
function verificationPath(dataDir: string, email: string): string {
  const dir = join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; text: string });
  const link = mails
    .filter((m) => m.to === email)
    .at(-1)
    ?.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`No verification mail to ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

async function logOut(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Log out', exact: true }).first().click();
  await page.waitForFunction(() => localStorage.getItem('authToken') === null);
}

describe('account security in the browser: captcha, email verification, two-factor sign-in', () => {
  // The real defaults of docs/product-rules.md#constants: captcha and email verification on.
  const suite = useAppAndBrowser({ CAPTCHA_DIFFICULTY: '12' }, undefined, { settings: {} });

  it('signs up through the captcha, confirms the mailed link, enrols two-factor and signs in with a code', async () => {
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const main = page.getByRole('main');
    const email = 'tamar.secure@example.com';
    await page.goto('/');
    await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));

    await step(page, 'sign-up-with-captcha', async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign up', exact: true }).click();
      await main.getByLabel('Username').fill('tamar_secure');
      await main.getByLabel('Email').fill(email);
      await main.getByLabel('Password', { exact: true }).fill('Serrano-2025');
      await main.getByLabel('Confirm password').fill('Serrano-2025');
      await main.getByLabel('First name').fill('Tamar');
      await main.getByLabel('Last name').fill('Levi');
      await main.getByRole('button', { name: 'Create account' }).click();
      // Honest: the account cannot post before the address is confirmed.
      await main.getByRole('heading', { name: 'Check your email to confirm your account' }).waitFor();
      const used = await graphql<{ me: { emailVerified: boolean } }>(
        suite.server.url,
        '{ me { emailVerified } }',
        undefined,
        (await page.evaluate(() => localStorage.getItem('authToken')))!,
      );
      expect(used.me.emailVerified).toBe(false);
      // Said once on the sign-in page (its card, one resend button); the banner reminds on the other pages.
      // (The step with its resend button loads with the card's next step: waited for, then counted.)
      await page.getByRole('button', { name: 'Send the link again' }).waitFor();
      expect(await page.getByText(/Please confirm your email address/).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Send the link again' }).count()).toBe(1);
      await page.goto('/');
      await page.getByText(/Please confirm your email address \(tamar.secure@example.com\)/).waitFor();
    });

    await step(page, 'verify-email-link', async () => {
      const link = verificationPath(suite.server.dataDir, email);
      await page.goto(link);
      // Signed in and sent on (to the forum: the sign-up started on the home page).
      await page.waitForURL((url) => url.pathname === '/forum');
      await page.getByText('Your email address is confirmed. You can post in the forum now.').first().waitFor();
      expect(await page.getByText(/Please confirm your email address/).count()).toBe(0);
      // The link works once.
      await page.goto(link);
      await main.getByRole('alert').filter({ hasText: 'This confirmation link is invalid or has expired.' }).waitFor();
    });

    let secret = '';
    await step(page, 'enrol-two-factor', async () => {
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Two-factor authentication' });
      await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      secret = (await section.locator('code').textContent())!.trim();
      await section.getByLabel('Authentication code').fill(totp(secret));
      await section.getByRole('button', { name: 'Confirm and turn on' }).click();
      await section.getByRole('button', { name: 'I saved my recovery codes' }).waitFor();
      expect(await section.getByRole('listitem').count()).toBe(10);
      await section.getByRole('button', { name: 'I saved my recovery codes' }).click();
      await section.getByText('Two-factor authentication is on.').waitFor();
    });

    await step(page, 'sign-in-with-code', async () => {
      await logOut(page);
      await page.goto('/login');
      await main.getByLabel('Email').fill(email);
      await main.getByLabel('Password').fill('Serrano-2025');
      await main.getByRole('button', { name: 'Log in' }).click();
      const code = main.getByLabel('Authentication code');
      await code.waitFor();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
      // The enrolment code was used: the next time step's code (one step of drift is allowed) signs in.
      await code.fill(totp(secret, Date.now() + 30_000));
      await main.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: /Signed in as Tamar Levi/ }).waitFor();
    });

    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('sign-in to an account someone is guessing from many addresses', () => {
  // The captcha setting is off (the demo settings); past 3 failures of one account from any addresses its
  // sign-ins need a captcha of 12 bits all the same.
  const suite = useAppAndBrowser({ CAPTCHA_DIFFICULTY: '6', ACCOUNT_CAPTCHA_AFTER_FAILURES: '3', ACCOUNT_CAPTCHA_DIFFICULTY: '12' });
  const owner = { email: 'user@pepperatlas.dev', password: 'PepperUser1!' };

  it('the sign-in form solves the harder captcha and signs the owner in, in English and in Hebrew', async () => {
    // Four wrong guesses from four other addresses (the server trusts a proxy on this machine).
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      await fetch(`${suite.server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: owner.email, password: `guess-${address}` }),
      });
    }
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const main = page.getByRole('main');
    for (const { language, email, password, submit } of [
      { language: 'en', email: 'Email', password: 'Password', submit: 'Log in' },
      { language: 'he', email: 'אימייל', password: 'סיסמה', submit: 'כניסה' },
    ]) {
      await step(page, `guessed-account-sign-in-${language}`, async () => {
        await page.goto('/');
        await page.evaluate((lang) => {
          localStorage.removeItem('authToken');
          (localStorage.setItem('peppers-language', lang), (document.cookie = `peppers-language=${lang}; path=/`));
        }, language);
        await page.goto('/login');
        const answers: unknown[] = [];
        const listener = async (response: import('playwright-core').Response) => {
          if (response.url().endsWith('/graphql') && response.request().postData()?.includes('mutation Login')) {
            answers.push(await response.json().catch(() => null));
          }
        };
        page.on('response', listener);
        await main.getByLabel(email).fill(owner.email);
        await main.getByLabel(password, { exact: true }).fill(owner.password);
        await main.getByRole('button', { name: submit }).click();
        await page.waitForURL((url) => url.pathname === '/');
        await page.waitForFunction(() => localStorage.getItem('authToken') !== null);
        page.off('response', listener);
        // First asked for the harder captcha, then signed in with it.
        expect(JSON.stringify(answers[0])).toMatch(/"code":"CAPTCHA_REQUIRED".*"difficulty":12|"difficulty":12.*"code":"CAPTCHA_REQUIRED"/);
        expect(JSON.stringify(answers.at(-1))).toMatch(/accessToken/);
      });
    }
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
