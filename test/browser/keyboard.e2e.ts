import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/**
 * Keyboard-only journeys: after `page.goto` the user only presses keys (Tab, Shift+Tab, Enter,
 * Space, Escape, arrows) and types. Locators are used to wait and to assert, never to act.
 */

/** What the focus should reach: a locator (by role and name), or a CSS selector with some text, checked in the page. */
type Target = Locator | { selector: string; text?: string };

const isLocator = (target: Target): target is Locator => typeof (target as Locator).evaluateAll === 'function';

const describeTarget = (target: Target) =>
  isLocator(target) ? String(target) : `${target.selector}${target.text === undefined ? '' : ` with text "${target.text}"`}`;

/** Whether the focused element is `target`. */
async function isFocused(page: Page, target: Target): Promise<boolean> {
  if (isLocator(target)) return target.evaluateAll((elements) => elements.includes(document.activeElement as Element));
  return page.evaluate(({ selector, text }) => {
    const element = document.activeElement;
    if (!element || !element.matches(selector)) return false;
    return text === undefined || (element.textContent ?? '').includes(text);
  }, target);
}

/** The focused element in a few words: tag, role, classes, accessible name (or text). */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '<body> (focus lost)';
    const role = element.getAttribute('role');
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.innerText ??
      '';
    return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}${classes}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focus is on `target`; fails with the list of
 * what got the focus on the way when it never does.
 */
async function tabTo(page: Page, target: Target, { max = 80, backwards = false } = {}): Promise<void> {
  if (isLocator(target)) await target.first().waitFor();
  const visited: string[] = [];
  for (let presses = 0; ; presses++) {
    if (await isFocused(page, target)) return;
    if (presses === max) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(await describeFocus(page));
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${describeTarget(target)}. The focus went to:\n  ${visited.join('\n  ')}`,
  );
}

/** Expects the focus on `target` (after an action that should move it or keep it there). */
async function expectFocusOn(page: Page, target: Target, timeoutMs = 3000): Promise<void> {
  if (isLocator(target)) await target.first().waitFor();
  const deadline = Date.now() + timeoutMs;
  while (!(await isFocused(page, target))) {
    if (Date.now() > deadline) throw new Error(`The focus is not on ${describeTarget(target)} but on ${await describeFocus(page)}`);
    await page.waitForTimeout(50);
  }
}

/** Expects the focus to be somewhere on the page (not dropped on <body> after an action). */
async function expectFocusKept(page: Page): Promise<void> {
  expect(await describeFocus(page)).not.toBe('<body> (focus lost)');
}

/**
 * The focused element shows a focus indicator: it matches :focus-visible (focused from the keyboard)
 * and has an outline or a box-shadow. A visually hidden native control (a styled checkbox or radio)
 * may show it on its label instead, and a link covering its card may ring the card (:focus-within).
 */
async function expectVisibleFocus(page: Page): Promise<void> {
  const result = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, why: 'nothing focused' };
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    if (!element.matches(':focus-visible')) return { ok: false, why: 'the element does not match :focus-visible' };
    if (ring(element)) return { ok: true, why: '' };
    const box = element.getBoundingClientRect();
    const label = element.closest('label');
    if (box.width <= 1 && box.height <= 1 && label && ring(label)) return { ok: true, why: '' };
    // A link that covers its card may ring the card instead (:focus-within): an outline close above it.
    for (let node = element.parentElement, level = 0; node && level < 3; node = node.parentElement, level++) {
      const style = getComputedStyle(node);
      if (node.matches(':focus-within') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        return { ok: true, why: '' };
    }
    const style = getComputedStyle(element);
    return { ok: false, why: `outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${style.boxShadow}` };
  });
  if (!result.ok) throw new Error(`No visible focus indicator on ${await describeFocus(page)}: ${result.why}`);
}

/**
 * Enter on the focused `opener` shows `dialog` with the focus inside it; Escape closes it without
 * acting and gives the focus back to `opener`; Enter opens it again.
 */
async function openDialogWithEscapeFirst(page: Page, dialog: Locator, opener: Target): Promise<void> {
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, opener);
  await page.keyboard.press('Enter');
  await dialog.waitFor();
}

async function useLanguage(page: Page, language: 'he' | 'en') {
  await page.goto('/');
  await page.evaluate((lang) => (localStorage.setItem('peppers-language', lang), (document.cookie = `peppers-language=${lang}; path=/`)), language);
}

/** The sign-in form of /login, by keyboard: e-mail, Tab, password, Enter. */
async function signInByKeyboard(page: Page, email: string, password: string, labels: { email: string; password: string }) {
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('textbox', { name: labels.email, exact: true }));
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  await tabTo(page, main.getByLabel(labels.password, { exact: true }), { max: 3 });
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

const TITLE = 'פלפלים בחורף: להכניס הביתה או להשאיר בחוץ?';
const SUBJECT = 'גידול בחורף';

describe('keyboard-only journeys in the browser', () => {
  const suite = useAppAndBrowser();
  let topicPath = '';

  it('browses from the home page to the catalogue and a pepper’s details, in English', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'keyboard-browse-en', async () => {
      await useLanguage(page, 'en');
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
      const peppersLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Peppers', exact: true });
      await tabTo(page, peppersLink, { max: 10 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/peppers');
      await page.locator('.pepper-card__title').first().waitFor();

      await tabTo(page, { selector: '.pepper-card__title' }, { max: 150 });
      await expectVisibleFocus(page);
      const name = await page.evaluate(() => document.activeElement!.textContent!);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      // Tab cycles inside the dialog, and the focus is visible there too.
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectVisibleFocus(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page, { selector: '.pepper-card__title', text: name });
      await expectVisibleFocus(page);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the menu on a phone and goes to the forum, in English', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await step(page, 'keyboard-phone-menu-en', async () => {
      await useLanguage(page, 'en');
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, toggle, { max: 10 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const closeToggle = page.getByRole('button', { name: 'Close menu' });
      expect(await closeToggle.getAttribute('aria-expanded')).toBe('true');
      // Escape closes the menu and leaves the focus on its button.
      await page.keyboard.press('Escape');
      await expectFocusOn(page, toggle);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Space');
      await closeToggle.waitFor();
      const forumLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Forum', exact: true });
      await tabTo(page, forumLink, { max: 10 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/forum');
      await page.getByRole('heading', { level: 1, name: 'Community forum' }).waitFor();
      expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('filters the catalogue on a phone in a sheet: Show N results and Clear, in Hebrew', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await step(page, 'keyboard-phone-filters-he', async () => {
      await useLanguage(page, 'he');
      await page.goto('/peppers');
      await page.locator('.pepper-card').first().waitFor();
      const toggle = page.getByRole('button', { name: 'סינון', exact: true });
      await tabTo(page, toggle, { max: 30 });
      await expectVisibleFocus(page);
      // Escape first: nothing changes and the focus is back on the button.
      const sheet = page.getByRole('dialog', { name: 'סינון' });
      await openDialogWithEscapeFirst(page, sheet, toggle);
      const show = sheet.getByRole('button', { name: /^הצגת (\d+ תוצאות|תוצאה אחת)$/ });
      // The button counts what the choices show, settled (never a passing zero while a count loads).
      const settledCount = async (other?: string) => {
        await page.waitForFunction(
          (not) => {
            const button = document.querySelector('[role="dialog"] .button--primary');
            return button && !button.hasAttribute('aria-busy') && button.textContent !== not;
          },
          other ?? null,
        );
        return (await show.textContent())!;
      };
      const all = await settledCount();
      const featured = sheet.getByRole('checkbox', { name: 'מומלצים בלבד' });
      await tabTo(page, featured, { max: 10 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('featured') === '1');
      const featuredOnly = await settledCount(all);
      await screenshot(page, 'catalogue-he-phone-filter-sheet');
      // "Clear" empties the choices and the count goes back; the search box is not touched.
      const clear = sheet.getByRole('button', { name: 'ניקוי', exact: true });
      await tabTo(page, clear, { max: 80 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.searchParams.has('featured'));
      expect(await settledCount(featuredOnly)).toBe(all);
      await tabTo(page, featured, { backwards: true, max: 80 });
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('featured') === '1');
      expect(await settledCount(all)).toBe(featuredOnly);
      await tabTo(page, show, { max: 80 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await sheet.waitFor({ state: 'detached' });
      await expectFocusOn(page, page.getByRole('button', { name: 'סינון (1)' }));
      await screenshot(page, 'catalogue-he-phone-filtered');
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('searches, filters and sorts the catalogue; the results and the URL follow, in English', async () => {
    const { peppers: found } = await graphql<{ peppers: { totalItems: number } }>(
      suite.server.url,
      '{ peppers(search: "habanero") { totalItems } }',
    );
    expect(found.totalItems).toBeGreaterThan(1);
    const { peppers: superHot } = await graphql<{ peppers: { totalItems: number; items: { name: string }[] } }>(
      suite.server.url,
      '{ peppers(heatLevels: [super_hot], sortBy: shu, sortOrder: desc, take: 1) { totalItems items { name } } }',
    );
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'keyboard-search-filter-en', async () => {
      await useLanguage(page, 'en');
      await page.goto('/peppers');
      await page.locator('.pepper-card__title').first().waitFor();
      await tabTo(page, page.getByRole('searchbox', { name: 'Search peppers' }), { max: 20 });
      await expectVisibleFocus(page);
      await page.keyboard.type('habanero');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('searchTerm') === 'habanero');
      await page.getByText(`${found.totalItems} peppers match “habanero”`).waitFor();

      // The search is an active filter: its chip removes it, and the focus stays in the list of filters.
      const chip = page.getByRole('button', { name: 'Remove filter: Search: habanero' });
      await tabTo(page, chip, { max: 60 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.searchParams.has('searchTerm'));
      await chip.waitFor({ state: 'detached' });
      // The last chip gone, the focus moves to the results (visibly), not back to the page.
      await expectFocusOn(page, { selector: '.catalogue__results' });
      await expectVisibleFocus(page);
      expect(await page.getByRole('searchbox', { name: 'Search peppers' }).inputValue()).toBe('');

      // Sort: the arrow keys change a focused select.
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await tabTo(page, sort, { backwards: true, max: 80 });
      await expectVisibleFocus(page);
      expect(await sort.inputValue()).toBe('name');
      await page.keyboard.press('ArrowDown');
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'shu');
      expect(await sort.inputValue()).toBe('shu');

      // A heat level, ticked with Space.
      const filters = page.getByRole('complementary', { name: 'Filters' });
      const superHotBox = filters.getByRole('checkbox', { name: /^Super Hot/ });
      await tabTo(page, superHotBox, { max: 30 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('heat') === 'Super Hot' && url.searchParams.get('sortBy') === 'shu');
      expect(await superHotBox.isChecked()).toBe(true);
      await page.getByText(`${superHot.totalItems} peppers match your filters`, { exact: false }).waitFor();
      await page.waitForFunction((name) => document.querySelector('.pepper-card__title')?.textContent === name, superHot.items[0]!.name);

      // The view buttons toggle with Enter.
      const list = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' });
      await tabTo(page, list, { backwards: true, max: 40 });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('view') === 'list');
      expect(await list.getAttribute('aria-pressed')).toBe('true');

      // Removing the heat chip with Space keeps the focus and the sort.
      const heatChip = page.getByRole('button', { name: 'Remove filter: Super Hot' });
      await tabTo(page, heatChip, { max: 60 });
      await page.keyboard.press('Space');
      await page.waitForURL((url) => !url.searchParams.has('heat') && url.searchParams.get('sortBy') === 'shu');
      await heatChip.waitFor({ state: 'detached' });
      await expectFocusKept(page);
      expect(await superHotBox.isChecked()).toBe(false);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs up in Hebrew with the keyboard alone and ends signed in', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'keyboard-sign-up-he', async () => {
      await page.goto('/login');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const main = page.getByRole('main');
      const signUpTab = main.getByRole('button', { name: 'הרשמה', exact: true });
      await tabTo(page, signUpTab, { max: 20 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      expect(await signUpTab.getAttribute('aria-pressed')).toBe('true');
      const form = page.getByRole('form', { name: 'הרשמה' });
      const submit = form.getByRole('button', { name: 'יצירת חשבון' });
      await submit.waitFor();

      // Sending the empty form: the message, and the focus on the first field to fix.
      await tabTo(page, submit, { max: 20 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await form.getByRole('alert').filter({ hasText: 'נא למלא את כל שדות החובה' }).waitFor();
      await expectFocusOn(page, form.getByLabel('שם משתמש'));

      const fields: [string, string][] = [
        ['שם משתמש', 'tamar_keys'],
        ['אימייל', 'tamar.keys@example.com'],
        ['סיסמה', 'Shishito-2025'],
        ['אימות סיסמה', 'Shishito-2025'],
        ['שם פרטי', 'תמר'],
        ['שם משפחה', 'מקלדת'],
      ];
      for (const [label, value] of fields) {
        await tabTo(page, form.getByLabel(label, { exact: true }), { max: 4 });
        await expectVisibleFocus(page);
        await page.keyboard.type(value);
      }
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: /מחובר\/ת בתור תמר מקלדת/ }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('posts a topic in Hebrew, comments, replies and likes; another member reports it', async () => {
    const author = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const member = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });

    await step(author.page, 'keyboard-new-topic-he', async () => {
      const { page } = author;
      await page.goto('/forum');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await tabTo(page, page.getByRole('link', { name: 'נושא חדש' }), { max: 30 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/login$/);
      await signInByKeyboard(page, 'user@pepperatlas.dev', 'PepperUser1!', { email: 'אימייל', password: 'סיסמה' });
      await page.waitForURL(/\/forum\/new-topic$/);

      const main = page.getByRole('main');
      await tabTo(page, main.getByLabel('כותרת'), { max: 30 });
      await expectVisibleFocus(page);
      await page.keyboard.type(TITLE);
      await tabTo(page, main.getByLabel('נושא', { exact: true }), { max: 3 });
      await page.keyboard.type(SUBJECT);
      const category = main.getByLabel('קטגוריה');
      await tabTo(page, category, { max: 3 });
      await expectVisibleFocus(page);
      expect(await category.inputValue()).toBe('general');
      await page.keyboard.press('ArrowDown');
      expect(await category.inputValue()).toBe('growing');

      await tabTo(page, main.getByLabel('פסקה 1', { exact: true }), { max: 6 });
      await page.keyboard.type('השתילים שלי בעציצים במרפסת, והלילות מתקררים.');
      const addLine = main.getByRole('button', { name: 'הוספת פסקה' });
      await tabTo(page, addLine, { max: 4 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      // The new paragraph gets the focus.
      await expectFocusOn(page, main.getByLabel('פסקה 2', { exact: true }));
      await page.keyboard.type('האם להכניס אותם הביתה ליד חלון דרומי?');
      await tabTo(page, addLine, { max: 4 });
      await page.keyboard.press('Enter');
      await expectFocusOn(page, main.getByLabel('פסקה 3', { exact: true }));
      await page.keyboard.type('שורה מיותרת');
      // Removing it puts the focus back on the paragraph before.
      await tabTo(page, main.getByRole('button', { name: 'הסרה: פסקה 3' }), { max: 2 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await main.getByLabel('פסקה 3', { exact: true }).waitFor({ state: 'detached' });
      await expectFocusOn(page, main.getByLabel('פסקה 2', { exact: true }));

      await tabTo(page, main.getByRole('button', { name: 'פרסום הנושא' }), { max: 10 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      // Publishing opens the new topic.
      await page.waitForURL((url) => /^\/forum\/topic\/[0-9a-f-]{36}$/.test(url.pathname));
      topicPath = new URL(page.url()).pathname;
      await page.getByText('הנושא שלך פורסם.').waitFor();
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page.getByText('האם להכניס אותם הביתה ליד חלון דרומי?').waitFor();
      expect(await page.getByText('שורה מיותרת').count()).toBe(0);
    });

    await step(author.page, 'keyboard-comment-reply-like-he', async () => {
      const { page } = author;
      const box = page.getByRole('textbox', { name: 'הוספת תגובה' });
      await tabTo(page, box, { max: 40 });
      await expectVisibleFocus(page);
      await page.keyboard.type('עדכון: העברתי שניים הביתה כניסוי.');
      await page.keyboard.press('Control+Enter');
      await page.getByText('התגובה שלך פורסמה.').waitFor();
      await page.getByText('עדכון: העברתי שניים הביתה כניסוי.').waitFor();
      expect(await box.inputValue()).toBe('');

      const replyButton = page.getByRole('button', { name: 'תשובה לYoni Cohen' });
      await tabTo(page, replyButton, { backwards: true, max: 20 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.getByRole('textbox', { name: 'תשובה לYoni Cohen' }));
      await page.keyboard.type('ואחרי שבוע: הם פורחים שוב.');
      await tabTo(page, page.getByRole('button', { name: 'פרסום התשובה' }), { max: 4 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.getByText('התשובה שלך פורסמה.').waitFor();
      await page.getByRole('list', { name: 'תשובה אחת לYoni Cohen' }).getByText('ואחרי שבוע: הם פורחים שוב.').waitFor();
      await expectFocusKept(page);

      const like = page.getByRole('button', { name: /^לייק לנושא/ });
      await tabTo(page, like, { backwards: true, max: 40 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'לייק לנושא, 1 לייק', pressed: true }).waitFor();
      await expectFocusOn(page, like);
    });

    await step(member.page, 'keyboard-report-he', async () => {
      const { page } = member;
      await page.goto('/login');
      await signInByKeyboard(page, 'noa.bendavid@example.com', 'Community1!', { email: 'אימייל', password: 'סיסמה' });
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(topicPath);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      const report = page.getByRole('button', { name: 'דיווח', exact: true });
      await tabTo(page, report, { max: 40 });
      await expectVisibleFocus(page);
      // Escape closes without sending, and the focus goes back to the button.
      const dialog = page.getByRole('dialog', { name: 'דיווח על הנושא' });
      await openDialogWithEscapeFirst(page, dialog, report);
      // The first type has the focus; the arrow keys move between the types and choose.
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      expect(await dialog.getByRole('radio', { name: /ספאם/ }).isChecked()).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await dialog.getByRole('radio', { name: /תוכן לא הולם/ }).isChecked()).toBe(true);
      await page.keyboard.press('ArrowUp');
      expect(await dialog.getByRole('radio', { name: /ספאם/ }).isChecked()).toBe(true);
      await tabTo(page, dialog.getByLabel('פרטים'), { max: 3 });
      await expectVisibleFocus(page);
      await page.keyboard.type('פרסומת למשתלה בתוך השאלה.');
      await tabTo(page, dialog.getByRole('button', { name: 'שליחת הדיווח' }), { max: 4 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.getByText('תודה. צוות הניהול יבדוק את הדיווח.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page, report);
    });

    const stored = await graphql<{ topic: { likes: number; commentsCount: number; category: string; description: string[] } }>(
      suite.server.url,
      'query ($id: ID!) { topic(id: $id) { likes commentsCount category description } }',
      { id: topicPath.split('/').pop() },
    );
    expect(stored.topic).toEqual({
      likes: 1,
      commentsCount: 2,
      category: 'growing',
      description: ['השתילים שלי בעציצים במרפסת, והלילות מתקררים.', 'האם להכניס אותם הביתה ליד חלון דרומי?'],
    });
    for (const { consoleErrors } of [author, member]) expect(consoleErrors).toEqual([]);
    await Promise.all([author.context.close(), member.context.close()]);
  });

  it('runs the admin panel by keyboard: bulk-features peppers, pins and locks a topic, resolves a report, in English', async () => {
    expect(topicPath).not.toBe('');
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const notice = (text: string) => page.locator('.notice').filter({ hasText: text });
    const tabs = page.getByRole('tablist', { name: 'Control panel sections' });
    /** The arrow keys move along the tab list until `name` is selected. */
    const arrowToTab = async (name: string) => {
      const tab = tabs.getByRole('tab', { name, exact: true });
      for (let presses = 0; presses < 8 && (await tab.getAttribute('aria-selected')) !== 'true'; presses++) {
        await page.keyboard.press('ArrowRight');
      }
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      await expectFocusOn(page, tab);
      await expectVisibleFocus(page);
    };
    const names: string[] = [];

    await step(page, 'keyboard-admin-login-en', async () => {
      await useLanguage(page, 'en');
      await page.goto('/admin');
      const form = page.getByRole('region', { name: 'Admin login' });
      await tabTo(page, form.getByLabel('Email'), { max: 30 });
      await expectVisibleFocus(page);
      await page.keyboard.type('admin@pepperatlas.dev');
      await tabTo(page, form.getByLabel('Password'), { max: 3 });
      await page.keyboard.type('PepperAdmin1!');
      await page.keyboard.press('Enter');
      await page.getByText('Hello, Dana').waitFor();
    });

    await step(page, 'keyboard-admin-bulk-feature-en', async () => {
      await tabTo(page, tabs.getByRole('tab', { selected: true }), { max: 30 });
      await arrowToTab('Peppers');
      await page.waitForURL(/tab=peppers/);
      await page.getByText(/^\d+ peppers$/).waitFor();
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      for (let i = 0; i < 3; i++) {
        const name = (await rows.nth(i).getAttribute('data-pepper'))!;
        names.push(name);
        await tabTo(page, rows.nth(i).getByRole('checkbox'), { max: 40 });
        await expectVisibleFocus(page);
        await page.keyboard.press('Space');
        expect(await rows.nth(i).getByRole('checkbox').isChecked()).toBe(true);
      }
      const bulkBar = page.getByRole('group', { name: 'Actions on the selected peppers' });
      await bulkBar.getByText('3 peppers selected').waitFor();
      const feature = bulkBar.getByRole('button', { name: 'Feature', exact: true });
      await tabTo(page, feature, { backwards: true, max: 60 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: 'Confirm bulk action' });
      await dialog.getByText('Add 3 peppers to featured?').waitFor();
      // The confirmation names the peppers it changes.
      expect(await dialog.getByRole('list', { name: 'Items' }).getByRole('listitem').allTextContents()).toEqual(names);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await tabTo(page, dialog.getByRole('button', { name: 'Feature', exact: true }), { max: 4 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await notice('Added 3 peppers to featured.').waitFor();
      await bulkBar.getByText('No peppers selected').waitFor();
      await expectFocusKept(page);
      for (const name of names) await page.locator(`tr[data-pepper="${name}"]`).getByText('Featured', { exact: true }).waitFor();
    });

    await step(page, 'keyboard-admin-row-menu-en', async () => {
      // A row keeps Edit visible; the rest sits in its "⋯" menu (WAI-ARIA menu button).
      const row = page.locator(`tr[data-pepper="${names[0]}"]`);
      const more = row.getByRole('button', { name: `More actions for ${names[0]}` });
      await tabTo(page, more, { max: 60 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: `More actions for ${names[0]}` });
      await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Details' }));
      await expectVisibleFocus(page);
      await page.keyboard.press('ArrowUp');
      await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Delete' }));
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expectFocusOn(page, more);
      await page.keyboard.press('ArrowDown');
      await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Details' }));
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog', { name: 'Pepper details' });
      await details.getByText('Views').waitFor();
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await expectFocusOn(page, more);
    });

    await step(page, 'keyboard-admin-topics-en', async () => {
      await tabTo(page, tabs.getByRole('tab', { selected: true }), { backwards: true, max: 80 });
      await arrowToTab('Topics');
      await page.waitForURL(/tab=topics/);
      const row = page.locator('tr').filter({ has: page.getByRole('link', { name: TITLE }) });
      // Pin and lock sit in the row's "⋯" menu (issue 31, item 8): Enter opens it on its first item.
      const more = row.getByRole('button', { name: `More actions: “${TITLE}”` });
      const menu = page.getByRole('menu', { name: `More actions: “${TITLE}”` });
      await tabTo(page, more, { max: 80 });
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Pin' }));
      await page.keyboard.press('Enter');
      await notice(`“${TITLE}” is now pinned.`).waitFor();
      await expectFocusOn(page, more);
      await page.keyboard.press('Enter');
      await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Unpin' }));
      await page.keyboard.press('ArrowDown');
      await expectFocusOn(page, menu.getByRole('menuitem', { name: 'Lock' }));
      await page.keyboard.press('Enter');
      await notice(`“${TITLE}” is locked: new comments are closed.`).waitFor();
      await expectFocusOn(page, more);
    });

    await step(page, 'keyboard-admin-reports-en', async () => {
      await tabTo(page, tabs.getByRole('tab', { selected: true }), { backwards: true, max: 80 });
      await arrowToTab('Reports');
      await page.waitForURL(/tab=reports/);
      const card = page.locator('article.report-card').filter({ has: page.getByRole('link', { name: TITLE }) });
      const resolve = card.getByRole('button', { name: 'Resolve', exact: true });
      await tabTo(page, resolve, { max: 60 });
      await expectVisibleFocus(page);
      // Escape first: nothing changes and the focus is back on Resolve.
      const dialog = page.getByRole('dialog', { name: 'Resolve the report' });
      await openDialogWithEscapeFirst(page, dialog, resolve);
      await tabTo(page, dialog.getByLabel('Note (optional)'), { max: 6 });
      await expectVisibleFocus(page);
      await page.keyboard.type('An advert for a nursery; the topic itself is fine.');
      await tabTo(page, dialog.getByRole('button', { name: 'Resolve', exact: true }), { max: 4 });
      await page.keyboard.press('Enter');
      await page.getByText('The report is resolved.').waitFor();
      await card.waitFor({ state: 'detached' });
      await expectFocusKept(page);
    });

    await step(page, 'keyboard-admin-after-reload-en', async () => {
      await page.reload();
      await page.getByText('No pending reports. The forum is calm.', { exact: false }).waitFor();
      await page.goto('/admin?tab=topics');
      const row = page.locator('tr').filter({ has: page.getByRole('link', { name: TITLE }) });
      await row.getByRole('button', { name: `More actions: “${TITLE}”` }).click();
      const menu = page.getByRole('menu', { name: `More actions: “${TITLE}”` });
      await menu.getByRole('menuitem', { name: 'Unpin' }).waitFor();
      await menu.getByRole('menuitem', { name: 'Unlock' }).waitFor();
      await page.keyboard.press('Escape');
      await page.goto('/admin?tab=peppers&featured=1');
      for (const name of names) await page.locator(`tr[data-pepper="${name}"]`).getByText('Featured', { exact: true }).waitFor();
    });

    const { topic } = await graphql<{ topic: { pinned: boolean; locked: boolean } }>(
      suite.server.url,
      'query ($id: ID!) { topic(id: $id) { pinned locked } }',
      { id: topicPath.split('/').pop() },
    );
    expect(topic).toEqual({ pinned: true, locked: true });
    const featured = await graphql<{ peppers: { items: { name: string }[] } }>(
      suite.server.url,
      '{ peppers(featured: true, take: 100) { items { name } } }',
    );
    expect(featured.peppers.items.map((pepper) => pepper.name)).toEqual(expect.arrayContaining(names));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
