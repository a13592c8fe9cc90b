// Issue 31 (UX review), the public screens: the not-found page, the comparison on a phone, card clamps, the
// difficulty chip, species in botanical style, and the forum's publish and live-update flow. Each check runs in
// the language and at the width where the review saw the fault.
import { describe, expect, it } from '@jest/globals';
import type { Page, WebSocket } from 'playwright-core';
import { DESKTOP, openPage, PHONE, screenshot, signInWithForm, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

type Rect = { left: number; right: number; top: number; bottom: number; width: number; height: number };

async function setLanguage(page: Page, language: 'he' | 'en'): Promise<void> {
  await page.goto('/');
  await page.evaluate((lang) => (localStorage.setItem('peppers-language', lang), (document.cookie = `peppers-language=${lang}; path=/`)), language);
}

async function rectOf(page: Page, selector: string): Promise<Rect> {
  return page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().toJSON() as Rect);
}

async function signInToken(url: string, email: string, password: string): Promise<string> {
  const answer = await graphql<{ login: { accessToken: string } }>(
    url,
    'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { email, password } },
  );
  return answer.login.accessToken;
}

describe('issue 31 on the public screens, in the browser', () => {
  const suite = useAppAndBrowser();

  for (const [language, viewport, heading, generic] of [
    ['he', PHONE, 'הדף לא נמצא', 'שגיאה בלתי צפויה באפליקציה!'],
    ['en', DESKTOP, 'Page not found', 'Unexpected Application Error!'],
  ] as const) {
    it(`leads an unknown address with "page not found", not the generic error (${language})`, async () => {
      const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport });
      await step(page, `not-found-${language}`, async () => {
        await setLanguage(page, language);
        const response = await page.goto('/no/such/page');
        // The server answers an unknown address with the app's 404 page, drawn, and its status.
        expect(response?.status()).toBe(404);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.getByText(generic).count()).toBe(0);
        expect(await page.title()).toMatch(new RegExp(`^${heading}`));
        await screenshot(page, `issue31-not-found-${language}`);
      });
      // The page's own 404 status is the one "failed" load Chromium reports.
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
      await context.close();
    });
  }

  it('keeps the comparison readable on a 390 px phone in Hebrew: the title and row labels stay, badges whole, no notice over it', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: PHONE });
    await step(page, 'compare-phone-he', async () => {
      await setLanguage(page, 'he');
      // The hottest first: their heat names ("סופר חריף" with five icons) are the longest.
      await page.goto('/peppers?sortBy=shu&sortOrder=desc');
      const boxes = page.locator('.pepper-card__compare input');
      await boxes.nth(4).waitFor();
      for (let index = 0; index < 4; index++) await boxes.nth(index).check();
      // A fifth is refused; the tray says why.
      await boxes.nth(4).click();
      expect(await boxes.nth(4).isChecked()).toBe(false);
      const tray = page.locator('.compare-tray');
      await tray.getByText('אפשר להשוות עד 4 פלפלים בכל פעם.').waitFor();
      await tray.locator('.button--primary').click();
      const dialog = page.getByRole('dialog', { name: 'השוואת פלפלים' });
      await dialog.locator('.compare-table tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');

      // No floating notice lies over the dialog.
      const dialogRect = await rectOf(page, '.dialog');
      const overlapping = await page.locator('.notice').evaluateAll(
        (notices, d) =>
          notices
            .map((notice) => notice.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.left < d.right && r.right > d.left && r.top < d.bottom && r.bottom > d.top).length,
        dialogRect,
      );
      expect(overlapping).toBe(0);

      // Only the table scrolls sideways: not the page, not the dialog with its title.
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await page.locator('.dialog').evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(1);
      const scroller = page.locator('.compare-table__scroller');
      expect(await scroller.evaluate((s) => s.scrollWidth > s.clientWidth)).toBe(true);
      const titleBefore = await rectOf(page, '.dialog__title');
      const labelBefore = await rectOf(page, '.compare-table tbody th');
      await scroller.evaluate((s) => s.scrollBy({ left: -s.scrollWidth, behavior: 'instant' }));
      expect(await scroller.evaluate((s) => Math.abs(s.scrollLeft))).toBeGreaterThan(50);
      const titleAfter = await rectOf(page, '.dialog__title');
      const labelAfter = await rectOf(page, '.compare-table tbody th');
      expect(Math.abs(titleAfter.left - titleBefore.left)).toBeLessThan(1);
      // The row labels stay at the start (the right, in Hebrew), inside the dialog.
      expect(Math.abs(labelAfter.right - labelBefore.right)).toBeLessThan(1);
      expect(labelAfter.right).toBeLessThanOrEqual(dialogRect.right);
      // Every heat badge is whole inside its column.
      const cut = await page.locator('.compare-table .heat-badge').evaluateAll((badges) =>
        badges.filter((badge) => {
          const cell = badge.closest('td')!.getBoundingClientRect();
          const rect = badge.getBoundingClientRect();
          return badge.scrollWidth > badge.clientWidth + 1 || rect.left < cell.left - 1 || rect.right > cell.right + 1;
        }).length,
      );
      expect(cut).toBe(0);
      // One row for the heat, not "heat category" and "heat level".
      const labels = await page.locator('.compare-table tbody th').allInnerTexts();
      expect(labels.filter((label) => label.includes('חריפות') && !label.includes('סקוביל'))).toEqual(['דרגת חריפות']);
      await screenshot(page, 'issue31-compare-phone-he');
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('clamps card texts to three whole lines on the English home page, clear of the line under them', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.url, { viewport: DESKTOP });
    await step(page, 'clamps-en', async () => {
      await setLanguage(page, 'en');
      await page.goto('/');
      await page.locator('.content-card--news .content-card__excerpt').first().waitFor();
      await page.waitForLoadState('networkidle');
      const leaks = await page.locator('.content-card__excerpt').evaluateAll((excerpts) =>
        excerpts
          .map((excerpt) => {
            const lineHeight = parseFloat(getComputedStyle(excerpt).lineHeight);
            const rect = excerpt.getBoundingClientRect();
            const next = excerpt.nextElementSibling!.getBoundingClientRect();
            return { text: excerpt.textContent!.slice(0, 30), lines: rect.height / lineHeight, gap: next.top - rect.bottom };
          })
          .filter(({ lines, gap }) => lines > 3.05 || gap < 4),
      );
      expect(leaks).toEqual([]);
      await page.locator('.content-card--news').first().scrollIntoViewIfNeeded();
      await screenshot(page, 'issue31-news-cards-en');
    });
    await context.close();
  });

  for (const [language, viewport, prefix] of [
    ['en', DESKTOP, 'Difficulty: '],
    ['he', PHONE, 'קושי: '],
  ] as const) {
    it(`names the difficulty chip and writes species in botanical italics (${language})`, async () => {
      const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport });
      await step(page, `difficulty-species-${language}`, async () => {
        await setLanguage(page, language);
        await page.goto('/peppers');
        const card = page.locator('.pepper-card').first();
        await card.locator('.difficulty-badge').waitFor();
        // A card out of view skips rendering (content-visibility: auto), and its text with it: read it as a reader
        // would, scrolled to.
        await card.scrollIntoViewIfNeeded();
        // What a reader sees on the chip says it is the difficulty, and it does not look like the heat badge.
        const chip = await card.locator('.difficulty-badge').evaluate((badge) => ({
          text: (badge as HTMLElement).innerText,
          background: getComputedStyle(badge).backgroundColor,
          border: getComputedStyle(badge).borderTopWidth,
        }));
        expect(chip.text.slice(0, prefix.length)).toBe(prefix);
        expect(chip.text.length).toBeGreaterThan(prefix.length);
        expect(chip.background).toBe('rgba(0, 0, 0, 0)');
        expect(chip.border).toBe('1px');
        // The species: "C. chinense", italic, on the card.
        const species = card.locator('.species-name');
        expect(await species.innerText()).toMatch(/^C\. [a-z]+$/);
        expect(await species.evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');
        await screenshot(page, `issue31-pepper-card-${language}`);
        if (language === 'en') {
          // The group filter too; the recipes' difficulty on the home page is named as well.
          const filter = page.locator('.filter-option__label.species-name');
          expect(await filter.allInnerTexts()).toEqual(['C. annuum', 'C. baccatum', 'C. chinense', 'C. frutescens', 'C. pubescens']);
          // Its chip, once chosen, too.
          await filter.filter({ hasText: 'C. chinense' }).click();
          const chip = page.locator('.filter-chip i');
          expect(await chip.innerText()).toBe('C. chinense');
          expect(await chip.evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');
          await page.goto('/');
          await page.locator('.content-card--recipes .content-card__eyebrow').first().waitFor();
          const eyebrows = await page.locator('.content-card--recipes .content-card__eyebrow').allInnerTexts();
          expect(eyebrows.length).toBeGreaterThan(0);
          for (const eyebrow of eyebrows) expect(eyebrow).toMatch(/^Difficulty: /);
        }
      });
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the stored species spelling in the REST and GraphQL answers', async () => {
    const rest = (await (await fetch(`${suite.server.url}/api/peppers`)).json()) as { group: string }[];
    expect(new Set(rest.map((pepper) => pepper.group))).toEqual(
      new Set(['C. Annuum', 'C. Baccatum', 'C. Chinense', 'C. Frutescens', 'C. Pubescens']),
    );
    const gql = await graphql<{ peppers: { items: { group: string }[] } }>(suite.server.url, '{ peppers(take: 100) { items { group } } }');
    expect(gql.peppers.items.every((pepper) => /^c_[a-z]+$/.test(pepper.group))).toBe(true);
  });

  it('opens the topic just published, and a live comment never shows "no comments yet" beside "1 new comment" (he)', async () => {
    const url = suite.server.url;
    const author = await openPage(suite.browser, url, { viewport: PHONE });
    try {
      let topicPath = '';
      // The topic page subscribes to its events over the live socket a moment after it opens: the other member
      // comments once it has (a comment made in between shows with the next load, not live).
      const subscribed = new Promise<void>((resolve) => {
        author.page.on('websocket', (socket: WebSocket) => {
          socket.on('framesent', ({ payload }) => {
            if (String(payload).includes('topicEvents')) resolve();
          });
        });
      });
      await step(author.page, 'publish-opens-topic-he', async () => {
        const { page } = author;
        await signInWithForm(page, { email: 'user@pepperatlas.dev', password: 'PepperUser1!' });
        await page.goto('/forum/new-topic');
        const main = page.getByRole('main');
        await main.getByLabel('כותרת').fill('פלפלים על אדן החלון');
        await main.getByLabel('נושא', { exact: true }).fill('גידול בבית');
        await main.getByLabel('פסקה 1', { exact: true }).fill('האם מספיק אור ליד חלון מערבי?');
        await main.getByRole('button', { name: 'פרסום הנושא' }).click();
        await page.waitForURL((address) => /^\/forum\/topic\/[0-9a-f-]{36}$/.test(address.pathname));
        topicPath = new URL(page.url()).pathname;
        await page.getByRole('heading', { level: 1, name: 'פלפלים על אדן החלון' }).waitFor();
        // No comments yet, and it says so.
        await page.locator('.comments__empty').waitFor();
        await subscribed;
      });
      await step(author.page, 'live-comment-he', async () => {
        const { page } = author;
        // Another member comments from elsewhere; the author's page learns of it live.
        const token = await signInToken(url, 'noa.bendavid@example.com', 'Community1!');
        await graphql(
          url,
          'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
          { input: { topicId: topicPath.split('/').pop(), text: 'כן, אצלי זה עובד יפה.' } },
          token,
        );
        await page.getByRole('button', { name: 'תגובה חדשה אחת' }).waitFor();
        await page.locator('.comments__count').filter({ hasText: '1' }).waitFor();
        expect(await page.locator('.comments__empty').count()).toBe(0);
        await screenshot(page, 'issue31-live-comment-he');
        await page.getByRole('button', { name: 'תגובה חדשה אחת' }).click();
        await page.getByText('כן, אצלי זה עובד יפה.').waitFor();
        expect(await page.locator('.comments__empty').count()).toBe(0);
      });
      expect(author.consoleErrors).toEqual([]);
    } finally {
      await author.context.close();
    }
  });
});
