import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/** Signs in through the Hebrew admin login form of /admin. */
async function signInAsAdmin(page: Page, path = '/admin') {
  await page.goto(path);
  const form = page.getByRole('region', { name: 'כניסת מנהלים' });
  await form.getByLabel('אימייל').fill('admin@pepperatlas.dev');
  await form.getByLabel('סיסמה').fill('PepperAdmin1!');
  await form.getByRole('button', { name: 'כניסה' }).click();
  await page.getByRole('tablist').waitFor();
}

/** The cards of the dashboard's figures, grouped by the row they sit on (their top edge). */
const figureRows = (page: Page) =>
  page.evaluate(() => {
    const rows = new Map<number, number>();
    for (const item of document.querySelectorAll('.admin-stats__item')) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });

/** How many lines the text of each matching element takes (its distinct line tops). */
const lineCounts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
    }),
  );

/** How many rows the children of each matching element sit on (a row of buttons that wrapped: more than 1). */
const childRows = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => new Set([...element.children].map((child) => Math.round(child.getBoundingClientRect().top))).size),
  );

describe('admin and account screens (issue 31: import preview, admin header and rows, plurals, sign-up)', () => {
  // Email verification on (its real default), captcha off: the sign-up journey reaches "check your email".
  const suite = useAppAndBrowser({}, undefined, { settings: { captcha: false } });
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pepper-atlas-ux-admin-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows the admin header once, the figures in full rows with Hebrew plurals, and disables bulk actions with nothing selected (Hebrew)', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'admin-header-he', async () => {
      await signInAsAdmin(page);
      await page.locator('.admin-stats__item').first().waitFor();
      // The theme toggle and "Log out" are the main header's: the panel does not repeat them.
      expect(await page.getByRole('button', { name: /^ערכת הנושא/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'התנתקות', exact: true }).count()).toBeLessThanOrEqual(1);
      expect(await page.locator('.admin-header').getByRole('button').count()).toBe(0);
    });

    await step(page, 'admin-figures-he', async () => {
      // The demo data has one blocked member: "1 משתמש חסום", not "1 משתמשים חסומים".
      const figures = await page.locator('.admin-stats__item').evaluateAll((items) =>
        items.map((item) => [item.querySelector('dt')?.textContent ?? '', item.querySelector('dd')?.textContent ?? '']),
      );
      expect(figures).toContainEqual(['משתמש חסום', '1']);
      for (const [label, value] of figures) if (value === '1') expect(label).not.toMatch(/ים\b|ות\b/);
      // Never one card alone on a row.
      const rows = await figureRows(page);
      expect(new Set(rows).size).toBe(1);
      await screenshot(page, 'ux-admin-dashboard-he-desktop');
      // The README's picture of the dashboard: from its heading, without the sign-in notice.
      await page.locator('.notice__close').click().catch(() => undefined);
      await page.getByRole('heading', { name: '30 הימים האחרונים' }).waitFor();
      await page.evaluate(() => {
        const heading = document.getElementById('dashboard-figures')!;
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 90);
      });
      await screenshot(page, 'admin-dashboard-he-readme');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.setViewportSize(PHONE);
      const phoneRows = await figureRows(page);
      expect(new Set(phoneRows).size).toBe(1);
      expect(phoneRows[0]).toBeGreaterThan(1);
      await screenshot(page, 'ux-admin-dashboard-he-phone');
      await page.setViewportSize(DESKTOP);
    });

    await step(page, 'admin-bulk-disabled-he', async () => {
      await page.getByRole('tab', { name: 'פלפלים' }).click();
      const bar = page.getByRole('group', { name: 'פעולות על הפלפלים שנבחרו' });
      await bar.waitFor();
      expect(await bar.getByRole('button', { name: 'מחיקה' }).isDisabled()).toBe(true);
      expect(await bar.getByRole('button', { name: 'הוספה למומלצים' }).isDisabled()).toBe(true);
    });

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('previews each imported change old -> new right to left, values isolated; the result dialog is modal and closes with Escape (Hebrew)', async () => {
    const { login } = await graphql<{ login: { accessToken: string } }>(
      suite.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
    );
    const { peppers } = await graphql<{ peppers: { items: { slug: string }[] } }>(
      suite.server.url,
      '{ peppers(take: 1, sortBy: name) { items { slug } } }',
      undefined,
      login.accessToken,
    );
    const slug = peppers.items[0]!.slug;
    // A long Hebrew description over two lines: it must not run into the old value.
    const description = `תיאור חדש ומפורט של הפלפל, עם טעם פירותי וחריפות שמתפתחת לאט לאט בפה. ${'שורה ארוכה מאוד '.repeat(6)}\nשורה שנייה של התיאור החדש.`;
    const file = join(dir, 'descriptions.csv');
    writeFileSync(file, `slug,hebDescription\n${slug},"${description}"\n`);

    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await signInAsAdmin(page, '/admin?tab=peppers');
    await page.getByRole('button', { name: 'ייבוא', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'ייבוא פלפלים' });

    await step(page, 'import-change-he', async () => {
      await dialog.getByLabel('בחירת קובץ').setInputFiles(file);
      await dialog.getByRole('button', { name: 'תצוגה מקדימה' }).click();
      const change = dialog.locator('.pepper-import__changes li').first();
      await change.waitFor();
      const layout = await change.evaluate((item) => {
        const rect = (element: Element | null) => {
          const box = element!.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        };
        const before = item.querySelector('del');
        const after = item.querySelector('ins');
        return {
          before: rect(before),
          after: rect(after),
          beforeDirection: getComputedStyle(before!).direction,
          afterDirection: getComputedStyle(after!).direction,
          arrow: item.querySelector('[aria-hidden="true"]')?.textContent,
          rects: before!.getClientRects().length,
        };
      });
      expect(layout.arrow).toBe('←');
      expect(layout.beforeDirection).toBe('rtl');
      expect(layout.afterDirection).toBe('rtl');
      // Two boxes that do not overlap: the old value first in reading order (to the right, or above when wrapped).
      const { before, after } = layout;
      const overlap = before.left < after.right && after.left < before.right && before.top < after.bottom && after.top < before.bottom;
      expect(overlap).toBe(false);
      expect(before.bottom <= after.top || before.left >= after.right).toBe(true);
      await screenshot(page, 'ux-admin-import-preview-he-desktop');
    });

    await step(page, 'import-result-modal-he', async () => {
      await dialog.getByRole('button', { name: /^אישור/ }).click();
      await dialog.getByText(/^יובאו: /).waitFor();
      expect(await dialog.getByText(/^יובאו: /).textContent()).toBe('יובאו: 0 חדשים, 1 שונה.');
      // The page behind is inert while the result is shown.
      expect(await page.evaluate(() => (document.getElementById('root') as HTMLElement & { inert: boolean }).inert)).toBe(true);
      // Escape closes it even though the button that had the focus went away with the step.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (document.getElementById('root') as HTMLElement & { inert: boolean }).inert)).toBe(false);
    });

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Users and Topics: a row menu and bulk selection as in Peppers, one line per date, count and button row (Hebrew)', async () => {
    const { login } = await graphql<{ login: { accessToken: string } }>(
      suite.server.url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
    );
    const ask = <T>(query: string, variables?: Record<string, unknown>) => graphql<T>(suite.server.url, query, variables, login.accessToken);
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const notice = (text: string) => page.locator('.notice').filter({ hasText: text });

    await step(page, 'users-rows-he', async () => {
      await signInAsAdmin(page, '/admin?tab=users');
      const table = page.getByRole('table', { name: 'משתמשים' });
      await table.getByText('@noa_garden').waitFor();
      // The role is changed from the row's menu, after a confirmation: no live select in every row.
      expect(await table.getByRole('combobox').count()).toBe(0);
      expect(await table.getByRole('button', { name: /^חסימה|^מחיקה/ }).count()).toBe(0);
      for (const lines of await lineCounts(page, '.users-table .admin-nowrap')) expect(lines).toBe(1);
      for (const rows of await childRows(page, '.users-table__actions')) expect(rows).toBe(1);
      const bar = page.getByRole('group', { name: 'פעולות על המשתמשים שנבחרו' });
      expect(await bar.getByRole('button', { name: 'חסימה', exact: true }).isDisabled()).toBe(true);
      await table.getByRole('checkbox', { name: 'בחירת noa_garden' }).check();
      await table.getByRole('checkbox', { name: 'בחירת chili_fan' }).check();
      await bar.getByText('נבחרו שני משתמשים').waitFor();
      await screenshot(page, 'ux-admin-users-bulk-he-desktop');
      await bar.getByRole('button', { name: 'חסימה', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'אישור פעולה מרובה' });
      await dialog.getByText(/^לחסום שני משתמשים\?/).waitFor();
      await dialog.getByRole('button', { name: 'חסימה', exact: true }).click();
      await notice('שני משתמשים נחסמו ונותקו מהאתר.').waitFor();
      const blocked = await ask<{ users: { items: { username: string }[] } }>('{ users(isActive: false, take: 50) { items { username } } }');
      expect(blocked.users.items.map((user) => user.username)).toEqual(expect.arrayContaining(['noa_garden', 'chili_fan']));
      // Back as they were, through the same bar.
      await table.getByRole('checkbox', { name: 'בחירת noa_garden' }).check();
      await table.getByRole('checkbox', { name: 'בחירת chili_fan' }).check();
      await bar.getByRole('button', { name: 'ביטול חסימה', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'אישור פעולה מרובה' }).getByRole('button', { name: 'ביטול חסימה', exact: true }).click();
      await notice('החסימה של שני משתמשים בוטלה.').waitFor();
    });

    await step(page, 'topics-rows-he', async () => {
      await page.getByRole('tab', { name: 'נושאים' }).click();
      const table = page.getByRole('table', { name: 'נושאים בפורום' });
      await table.getByRole('rowheader').first().waitFor();
      expect(await table.getByRole('button', { name: /^מחיקה|^נעיצה|^נעילה/ }).count()).toBe(0);
      for (const lines of await lineCounts(page, '.moderation-table .admin-nowrap')) expect(lines).toBe(1);
      await screenshot(page, 'ux-admin-topics-he-desktop');
      const checkboxes = table.getByRole('checkbox', { name: /^בחירה: / });
      const titles = await table.getByRole('rowheader').evaluateAll((cells) => cells.slice(0, 2).map((cell) => cell.querySelector('a')!.textContent));
      await checkboxes.nth(0).check();
      await checkboxes.nth(1).check();
      const bar = page.getByRole('group', { name: 'פעולות על הנושאים שנבחרו' });
      await bar.getByRole('button', { name: 'נעילה', exact: true }).click();
      await page.getByRole('alertdialog', { name: 'אישור פעולה מרובה' }).getByRole('button', { name: 'נעילה', exact: true }).click();
      await notice('שני נושאים ננעלו.').waitFor();
      const listed = await ask<{ topics: { topics: { title: string; locked: boolean }[]; pinnedTopics: { title: string; locked: boolean }[] } }>(
        '{ topics(limit: 20) { topics { title locked } pinnedTopics { title locked } } }',
      );
      const all = [...listed.topics.pinnedTopics, ...listed.topics.topics];
      expect(titles.map((title) => all.find((topic) => topic.title === title)?.locked)).toEqual([true, true]);
    });

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('signs up on a phone: both taken fields reported, usernames typed left to right, "check your email" said once (Hebrew)', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    const main = page.getByRole('main');
    const fill = async (username: string, email: string) => {
      await main.getByLabel('שם משתמש').fill(username);
      await main.getByLabel('אימייל').fill(email);
      await main.getByLabel('סיסמה', { exact: true }).fill('Serrano-2025');
      await main.getByLabel('אימות סיסמה').fill('Serrano-2025');
      await main.getByLabel('שם פרטי').fill('תמר');
      await main.getByLabel('שם משפחה').fill('לוי');
      await main.getByRole('button', { name: 'יצירת חשבון' }).click();
    };

    await step(page, 'sign-up-taken-he', async () => {
      await page.goto('/login');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await page.getByRole('button', { name: 'הרשמה', exact: true }).click();
      const username = main.getByLabel('שם משתמש');
      // Usernames and addresses are typed left to right: "a!" stays "a!".
      expect(await username.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
      expect(await main.getByLabel('אימייל').evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
      await fill('noa_garden', 'noa.bendavid@example.com');
      await main.getByText('כתובת האימייל הזו כבר רשומה באתר').first().waitFor();
      await main.getByText('שם המשתמש הזה כבר תפוס').first().waitFor();
      expect(await username.getAttribute('aria-invalid')).toBe('true');
      expect(await main.getByLabel('אימייל').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'ux-admin-sign-up-taken-he-phone');
    });

    await step(page, 'sign-up-check-email-he', async () => {
      await fill('tamar_levi', 'tamar.levi@example.com');
      await main.getByRole('heading', { level: 1, name: 'בדקו את המייל כדי לאשר את החשבון' }).waitFor();
      expect(await page.getByRole('heading', { name: 'התחברות או הרשמה' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'בדקו את המייל כדי לאשר את החשבון' }).count()).toBe(1);
      // The card's part loads on demand: wait for it, then count.
      await page.getByRole('button', { name: 'שליחת הקישור שוב' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'שליחת הקישור שוב' }).count()).toBe(1);
      expect(await page.getByText(/tamar\.levi@example\.com/).count()).toBe(1);
      await screenshot(page, 'ux-admin-check-email-he-phone');
    });

    expect(consoleErrors.filter((message) => !/409|Conflict/i.test(message))).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the settings in Hebrew words only (Hebrew)', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await signInAsAdmin(page, '/admin?tab=settings');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { level: 2 }).waitFor();
    // Labels of the settings: Hebrew, an English term at most in brackets after it.
    const labels = await panel.locator('label, legend').allTextContents();
    expect(labels.length).toBeGreaterThan(3);
    for (const label of labels) expect(label.replace(/\([^)]*\)/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    await context.close();
  }, 120_000);
});
