import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, openPage, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

/** The narrowest phone the site supports. */
const SMALL_PHONE = { width: 360, height: 740 };

const TITLE = 'איך מגדלים אחי אמרילו בעציץ?';
const SUBJECT = 'גידול בעציצים';
const XSS = `<img src=x onerror="alert('xss')"><script>alert("xss")</script>`;

/** Closes the notices on screen, for a clean screenshot. */
async function dismissNotices(page: Page) {
  const close = page.locator('.notice__close');
  while ((await close.count()) > 0) await close.first().click();
}

/** Signs in on /login (the page the visitor is on when sent there, or opened directly). */
async function signIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('אימייל').fill(email);
  await main.getByLabel('סיסמה').fill(password);
  await main.getByRole('button', { name: 'כניסה' }).click();
}

/** Moves the focus with the Tab key alone (Shift+Tab when `backwards`) until it reaches `target`. */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 120 } = {}) {
  await target.waitFor();
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Waits until `read` answers `expected` (the server catches up with the page). */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Any alert(), confirm() or prompt() the page opens: an XSS string that ran would open one. */
function collectDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

describe('forum in the browser', () => {
  const suite = useAppAndBrowser();

  it('a topic from start to moderation: posted in Hebrew, discussed, liked, reported, pinned, locked and resolved', async () => {
    const author = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const member = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const admin = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const moderator = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    const dialogs = [author.page, member.page, admin.page, moderator.page].map(collectDialogs);
    let topicPath = '';

    await step(author.page, 'author-posts-he', async () => {
      const { page } = author;
      await page.goto('/forum');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      // A guest who wants to start a topic signs in first and lands on the form.
      await page.getByRole('link', { name: 'נושא חדש' }).click();
      await page.waitForURL(/\/login$/);
      await signIn(page, 'user@pepperatlas.dev', 'PepperUser1!');
      await page.waitForURL(/\/forum\/new-topic$/);
      const main = page.getByRole('main');
      expect(await main.getByLabel('מחבר/ת').inputValue()).toBe('Yoni Cohen (\u2068@chili_fan\u2069)');
      // The rules of docs/product-rules.md#validation, in Hebrew, before anything is sent.
      await main.getByRole('button', { name: 'פרסום הנושא' }).click();
      await main.getByRole('alert').filter({ hasText: 'נא למלא את כל שדות החובה' }).waitFor();
      await main.getByLabel('כותרת').fill(TITLE);
      await main.getByLabel('נושא', { exact: true }).fill(SUBJECT);
      await main.getByLabel('קטגוריה').selectOption('growing');
      await main.getByLabel('פסקה 1', { exact: true }).fill('קניתי שתיל של אחי אמרילו. באיזה גודל עציץ כדאי לשתול אותו?');
      await main.getByRole('button', { name: 'הוספת פסקה' }).click();
      await main.getByLabel('פסקה 2', { exact: true }).fill('הוא עומד במרפסת מערבית עם שמש של אחר הצהריים.');
      await main.getByRole('button', { name: 'פרסום הנושא' }).click();
      // Publishing opens the new topic (on /forum it could hide under the pinned ones).
      await page.waitForURL((url) => /^\/forum\/topic\/[0-9a-f-]{36}$/.test(url.pathname));
      topicPath = new URL(page.url()).pathname;
      await page.getByText('הנושא שלך פורסם.').waitFor();
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await dismissNotices(page);
      // On the forum, the new topic comes first, with the icon of its subject's keyword (growing).
      await page.goto('/forum');
      const list = page.getByRole('region', { name: 'נושאים', exact: true });
      const first = list.getByRole('link').first();
      expect(await first.textContent()).toBe(TITLE);
      expect(await first.getAttribute('href')).toBe(topicPath);
      await list.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'forum-he-desktop');
    });

    await step(member.page, 'member-discusses-with-the-keyboard-he', async () => {
      const { page } = member;
      await page.goto('/login');
      await signIn(page, 'noa.bendavid@example.com', 'Community1!');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(topicPath);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page.getByText('הוא עומד במרפסת מערבית עם שמש של אחר הצהריים.').waitFor();

      // Comment, reply, like and report with the keyboard alone.
      const box = page.getByRole('textbox', { name: 'הוספת תגובה' });
      await tabTo(page, box);
      await page.keyboard.type('עציץ של 10 ליטר לפחות, עם ניקוז טוב.');
      await page.keyboard.press('Control+Enter');
      await page.getByText('התגובה שלך פורסמה.').waitFor();
      await page.getByText('עציץ של 10 ליטר לפחות, עם ניקוז טוב.').waitFor();
      expect(await box.inputValue()).toBe('');

      await tabTo(page, page.getByRole('button', { name: 'תשובה לנועה בן דוד' }), { backwards: true });
      await page.keyboard.press('Enter');
      const replyBox = page.getByRole('textbox', { name: 'תשובה לנועה בן דוד' });
      await replyBox.waitFor();
      expect(await replyBox.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('ואם אפשר, עציץ חרס: הוא נושם.');
      await tabTo(page, page.getByRole('button', { name: 'פרסום התשובה' }));
      await page.keyboard.press('Enter');
      await page.getByText('התשובה שלך פורסמה.').waitFor();
      const replies = page.getByRole('list', { name: 'תשובה אחת לנועה בן דוד' });
      await replies.getByText('ואם אפשר, עציץ חרס: הוא נושם.').waitFor();

      await tabTo(page, page.getByRole('button', { name: /^לייק לנושא/ }), { backwards: true });
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'לייק לנושא, 1 לייק', pressed: true }).waitFor();

      await tabTo(page, page.getByRole('button', { name: 'דיווח', exact: true }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'דיווח על הנושא' });
      await dialog.waitFor();
      // The focus starts on the first type; Space chooses it.
      await page.keyboard.press('Space');
      expect(await dialog.getByRole('radio', { name: /ספאם/ }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('קישור לחנות זרעים בלי קשר לשאלה.');
      await tabTo(page, dialog.getByRole('button', { name: 'שליחת הדיווח' }));
      await page.keyboard.press('Enter');
      await page.getByText('תודה. צוות הניהול יבדוק את הדיווח.').waitFor();
      await dialog.waitFor({ state: 'detached' });

      // A second report of the same topic is refused with a clear message.
      await page.getByRole('button', { name: 'דיווח', exact: true }).click();
      await dialog.getByRole('radio', { name: /אחר/ }).check();
      await dialog.getByLabel('פרטים').fill('שוב.');
      await dialog.getByRole('button', { name: 'שליחת הדיווח' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'כבר דיווחת על זה.' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Text that looks like markup is shown as text, and nothing runs.
      await box.fill(XSS);
      await page.getByRole('button', { name: 'פרסום התגובה' }).click();
      await page.getByText(XSS, { exact: true }).waitFor();
      expect(await page.locator('.comment img, .comment script').count()).toBe(0);
    });

    await step(admin.page, 'admin-pins-and-locks-he', async () => {
      const { page } = admin;
      await page.goto('/admin');
      const form = page.getByRole('region', { name: 'כניסת מנהלים' });
      await form.getByLabel('אימייל').fill('admin@pepperatlas.dev');
      await form.getByLabel('סיסמה').fill('PepperAdmin1!');
      await form.getByRole('button', { name: 'כניסה' }).click();
      await page.getByText('שלום, Dana').waitFor();
      // The dashboard counts the open report (one: the singular form).
      const openReports = page.getByText('דיווח פתוח', { exact: true });
      expect(await openReports.locator('xpath=following-sibling::dd').textContent()).toBe('1');
      await page.getByText('עדיין לא נרשמו פעולות.').waitFor();

      await page.getByRole('tab', { name: 'נושאים' }).click();
      await page.waitForURL(/\?tab=topics$/);
      await page.getByRole('search').getByLabel('חיפוש נושאים').fill('אחי אמרילו');
      await page.waitForURL(/q=/);
      const row = page.locator('tr').filter({ has: page.getByRole('link', { name: TITLE }) });
      // Pin and lock sit in the row's "⋯" menu (issue 31, item 8).
      const more = row.getByRole('button', { name: `פעולות נוספות: „${TITLE}”` });
      const menu = page.getByRole('menu', { name: `פעולות נוספות: „${TITLE}”` });
      await more.click();
      await menu.getByRole('menuitem', { name: 'נעיצה' }).click();
      await page.getByText(`„${TITLE}” ננעץ בראש הפורום.`).waitFor();
      await more.click();
      await menu.getByRole('menuitem', { name: 'ביטול נעיצה' }).waitFor();
      await menu.getByRole('menuitem', { name: 'נעילה' }).click();
      await more.click();
      await menu.getByRole('menuitem', { name: 'פתיחה' }).waitFor();
      await page.keyboard.press('Escape');
      await row.getByText('נעוץ', { exact: true }).waitFor();
      await row.getByText('נעול', { exact: true }).waitFor();
    });

    await step(moderator.page, 'moderator-resolves-the-report-he', async () => {
      const { page } = moderator;
      await page.goto('/admin');
      const form = page.getByRole('region', { name: 'כניסת מנהלים' });
      await form.getByLabel('אימייל').fill('moshe.avraham@example.com');
      await form.getByLabel('סיסמה').fill('Community1!');
      await form.getByRole('button', { name: 'כניסה' }).click();
      // A moderator gets the report queue and the topics, nothing else.
      await page.getByRole('tab', { name: 'דיווחים', selected: true }).waitFor();
      expect(await page.getByRole('tab').allTextContents()).toEqual(['דיווחים', 'נושאים']);
      const report = page.locator('article.report-card').filter({ has: page.getByRole('link', { name: TITLE }) });
      await report.getByRole('heading', { name: 'דיווח על נושא: ספאם' }).waitFor();
      await report.getByText('קישור לחנות זרעים בלי קשר לשאלה.').waitFor();
      await report.getByText('@noa_garden').waitFor();
      // Blocking members stays with the admins.
      expect(await report.getByRole('button', { name: /^חסימת/ }).count()).toBe(0);
      // Pending offers both transitions.
      await report.getByRole('button', { name: 'סימון כנבדק' }).waitFor();
      await dismissNotices(page);
      await screenshot(page, 'admin-reports-he-desktop');
      await report.getByRole('button', { name: 'סימון כטופל' }).click();
      const decision = page.getByRole('dialog', { name: 'סימון הדיווח כטופל' });
      await decision.getByLabel('הערה (לא חובה)').fill('הנושא תקין; ננעל אחרי שקיבל תשובות.');
      await decision.getByRole('button', { name: 'סימון כטופל' }).click();
      await page.getByText('הדיווח סומן כטופל.').waitFor();
      await page.getByText('אין דיווחים ממתינים. הפורום רגוע.').waitFor();
      await page.getByLabel('סטטוס').selectOption('resolved');
      const resolved = page.locator('article.report-card').filter({ has: page.getByRole('link', { name: TITLE }) });
      await resolved.getByText('הנושא תקין; ננעל אחרי שקיבל תשובות.').waitFor();
      expect(await resolved.getByRole('button', { name: 'סימון כטופל' }).count()).toBe(0);
      expect(await resolved.getByRole('button', { name: 'סימון כנבדק' }).count()).toBe(0);
      // Who handled it is recorded.
      await resolved.getByText('@moshe.grower').waitFor();
    });

    await step(admin.page, 'admin-reads-the-audit-log-he', async () => {
      const { page } = admin;
      // A fresh load: the moderator resolved the report in another browser.
      await page.goto('/admin');
      const openReports = page.getByText('דיווחים פתוחים', { exact: true });
      await openReports.waitFor();
      // The audit log names what was done, in sentences: who, what, and to which item.
      const audit = page.getByRole('table', { name: 'יומן פעולות' });
      for (const sentence of [`נעל/ה את הנושא ${TITLE}`, `נעץ/ה את הנושא ${TITLE}`, 'טיפל/ה בדיווח: ספאם']) {
        await audit.getByRole('row').filter({ hasText: sentence }).first().waitFor();
      }
      // The report's type is shown in Hebrew, not as the raw English value.
      expect(await audit.getByText('spam', { exact: true }).count()).toBe(0);
      expect(await openReports.locator('xpath=following-sibling::dd').textContent()).toBe('0');
    });

    await step(member.page, 'everything-kept-after-reload', async () => {
      const { page } = member;
      await page.reload();
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      const main = page.getByRole('main');
      await main.getByText('נעוץ', { exact: true }).first().waitFor();
      await main.getByText('הנושא נעול: אי אפשר להוסיף תגובות חדשות.').waitFor();
      expect(await page.getByRole('textbox', { name: 'הוספת תגובה' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^תשובה ל/ }).count()).toBe(0);
      await page.getByText('עציץ של 10 ליטר לפחות, עם ניקוז טוב.').waitFor();
      await page.getByText('ואם אפשר, עציץ חרס: הוא נושם.').waitFor();
      await page.getByText(XSS, { exact: true }).waitFor();
      // The likes show once, on the like button; the statistics hold views and comments (replies included).
      await page.getByRole('button', { name: 'לייק לנושא, 1 לייק', pressed: true }).waitFor();
      const counts = await page.locator('[aria-label="נתוני הנושא"] dd').allTextContents();
      expect(counts.slice(1)).toEqual(['3']);
      expect(await page.locator('[aria-label="נתוני הנושא"] dt').allTextContents()).toHaveLength(2);
      // The forum list shows it in the pinned section.
      await page.goto('/forum');
      await page.getByRole('region', { name: 'נושאים נעוצים' }).getByRole('link', { name: TITLE }).waitFor();
    });

    // Stored on the server, not only on screen.
    const stored = await graphql<{ topic: { pinned: boolean; locked: boolean; likes: number; commentsCount: number } }>(
      suite.server.url,
      'query ($id: ID!) { topic(id: $id) { pinned locked likes commentsCount } }',
      { id: topicPath.split('/').pop() },
    );
    expect(stored.topic).toEqual({ pinned: true, locked: true, likes: 1, commentsCount: 3 });

    expect(dialogs.flat()).toEqual([]);
    for (const { consoleErrors } of [author, member, admin, moderator]) expect(consoleErrors).toEqual([]);
    for (const { foreignRequests } of [author, member, admin, moderator]) expect(foreignRequests).toEqual([]);
    await Promise.all([author.context.close(), member.context.close(), admin.context.close(), moderator.context.close()]);
  });

  it('shows a topic on a small phone in English, and counts one view per visit', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: SMALL_PHONE });
    const dialogs = collectDialogs(page);
    await step(page, 'topic-en-phone', async () => {
      await page.goto('/');
      await page.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
      await page.goto('/forum');
      // The translations load on demand: the direction follows once English has arrived.
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
      // A card's title link (its author's name links to their page).
      const card = page.getByRole('region', { name: 'Pinned topics' }).locator('a.topic-card__link').filter({ hasNotText: TITLE }).first();
      const title = (await card.textContent()) ?? '';
      const path = (await card.getAttribute('href')) ?? '';
      const id = path.split('/').pop();
      const before = await graphql<{ topic: { views: number } }>(suite.server.url, 'query ($id: ID!) { topic(id: $id) { views } }', { id });
      await card.click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('heading', { level: 2, name: /^Comments/ }).waitFor();
      await page.getByRole('link', { name: 'Sign in to comment' }).waitFor();
      // A view is counted once per visit, not again on re-renders.
      const views = async () =>
        (await graphql<{ topic: { views: number } }>(suite.server.url, 'query ($id: ID!) { topic(id: $id) { views } }', { id })).topic
          .views;
      expect(await eventually(views, before.topic.views + 1)).toBe(before.topic.views + 1);
      await page.waitForTimeout(500);
      expect(await views()).toBe(before.topic.views + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
      await page.getByRole('group', { name: 'Topic actions' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'topic-en-phone');

      // Share copies the link when the Web Share API is missing.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText('The link to this topic has been copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${suite.server.url}${path}`);
    });
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
