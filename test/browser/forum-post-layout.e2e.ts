// A posted comment reads as its preview did: the server's HTML laid out as blocks (no blank lines between a list, a
// quote and a paragraph, no doubled spaces), a list inside the comment list still with filled bullets, a Hebrew quote
// and list right to left (the bar and the bullets on the right); and the
// composer's Write / Preview tabs, on the comment card, show no page-coloured patches at their ends.
import { describe, expect, it } from '@jest/globals';
import { openPage, screenshot, signInWithForm, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const TEXT = 'פתיחה עם  שני רווחים.\n\n- פריט ראשון\n- פריט שני\n\n> ציטוט קצר\n\nסיום עם `pH < 4.6`.';

describe('a posted Markdown comment and the composer (Hebrew)', () => {
  const suite = useAppAndBrowser();

  it('lays the comment out as blocks, as the preview does, and the composer tabs blend into their card', async () => {
    const url = suite.server.url;
    const token = (await graphql<{ login: { accessToken: string } }>(url, LOGIN, { input: ADMIN })).login.accessToken;
    const topicId = (
      await graphql<{ createTopic: { id: string } }>(url, 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }', {
        input: { title: 'רשימות וציטוטים בתגובה', subject: 'עיצוב', description: ['בודקים איך נראית תגובה עם Markdown.'] },
      }, token)
    ).createTopic.id;
    const commentId = (
      await graphql<{ addComment: { id: string } }>(url, 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }', {
        input: { topicId, text: TEXT },
      }, token)
    ).addComment.id;

    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, consoleErrors } = await openPage(suite.browser, url, { colorScheme });
      try {
        await step(page, `post-layout-${colorScheme}`, async () => {
          await signInWithForm(page, ADMIN);
          await page.goto(`/forum/topic/${topicId}`);
          const body = page.locator(`#comment-${commentId} .post-body`);
          await body.locator('blockquote').waitFor();
          const layout = await body.evaluate((element) => {
            const blocks = [...element.children] as HTMLElement[];
            const gaps = blocks.slice(1).map((block, i) => block.getBoundingClientRect().top - blocks[i]!.getBoundingClientRect().bottom);
            const list = element.querySelector('ul')!;
            return {
              gaps,
              fontSize: parseFloat(getComputedStyle(element).fontSize),
              bullet: getComputedStyle(list).listStyleType,
              text: element.querySelector('p')!.innerText,
              quote: getComputedStyle(element.querySelector('blockquote')!).direction,
              list: getComputedStyle(list).direction,
              // Room for the bullet on the item's start side (the right, in Hebrew), inside the comment's body.
              itemIndent: element.getBoundingClientRect().right - list.firstElementChild!.getBoundingClientRect().right,
            };
          });
          // Between blocks only their margin (0.75em): a whitespace line between them would add a line's height.
          expect(layout.gaps).toHaveLength(3);
          for (const gap of layout.gaps) expect(gap).toBeLessThanOrEqual(layout.fontSize);
          expect(layout.bullet).toBe('disc');
          expect(layout.text).toBe('פתיחה עם שני רווחים.');
          // A Hebrew quote and list read right to left: the quote's bar and the bullets on the right.
          expect(layout.quote).toBe('rtl');
          expect(layout.list).toBe('rtl');
          expect(layout.itemIndent).toBeGreaterThanOrEqual(layout.fontSize);

          // The tabs' scroll-cue covers take the card's colour: no patch at either end of the tab list.
          const composer = page.locator('form.comment-composer').last();
          await composer.scrollIntoViewIfNeeded();
          const colours = await composer.locator('.tabs').evaluate((tabs) => {
            const probe = document.createElement('span');
            document.body.append(probe);
            const normal = (colour: string) => {
              probe.style.backgroundColor = '';
              probe.style.backgroundColor = colour;
              return getComputedStyle(probe).backgroundColor;
            };
            let card: Element | null = tabs.parentElement;
            while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement;
            const cover = getComputedStyle(tabs).getPropertyValue('--tabs-cover').trim();
            const page = getComputedStyle(document.body).getPropertyValue('--color-bg').trim();
            const result = { cover: normal(cover || page), card: normal(getComputedStyle(card!).backgroundColor) };
            probe.remove();
            return result;
          });
          expect(colours.cover).toBe(colours.card);
          await screenshot(page, `post-layout-composer-he-${colorScheme}`);
          expect(consoleErrors).toEqual([]);
        });
      } finally {
        await context.close();
      }
    }
  });
});
