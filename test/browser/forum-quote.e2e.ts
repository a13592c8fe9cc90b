// Quoting in a reply (issue 36, item 4): "Quote" on a comment puts the reader's selection (or the whole comment) into
// the topic's comment box as a Markdown quote naming its author with a link to it; posted, the quote shows the
// author's name as its source, and the link leads back to the quoted comment. In Hebrew, then in English.
import { describe, expect, it } from '@jest/globals';
import type { Locator } from 'playwright-core';
import { openPage, screenshot, signInWithForm, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const MEMBER = { email: 'user@pepperatlas.dev', password: 'PepperUser1!' };
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }';
const QUOTED = 'השקיה פעם ביומיים מספיקה';
const COMMENT = `${QUOTED} בקיץ, ובחורף פעם בשבוע.\n\nואת הדשן כדאי להפסיק כשהפירות מאדימים.`;

/** The box's text once a quote has changed it (the quoting code loads on the first press). */
async function changedValue(box: Locator, before: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const value = await box.inputValue();
    if (value !== before) return value;
    await box.page().waitForTimeout(50);
  }
  return box.inputValue();
}

describe('quoting a comment in a reply', () => {
  const suite = useAppAndBrowser();

  it("quotes a selection with its author's name and a link back, and the whole comment without one", async () => {
    const url = suite.server.url;
    const token = (await graphql<{ login: { accessToken: string } }>(url, LOGIN, { input: ADMIN })).login.accessToken;
    const me = await graphql<{ me: { firstName: string; lastName: string } }>(url, '{ me { firstName lastName } }', undefined, token);
    const author = `${me.me.firstName} ${me.me.lastName}`.trim();
    const topicId = (
      await graphql<{ createTopic: { id: string } }>(url, 'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }', {
        input: { title: 'כמה להשקות חבנרו בעציץ?', subject: 'השקיה', description: ['העציץ במרפסת דרומית.'] },
      }, token)
    ).createTopic.id;
    const commentId = (
      await graphql<{ addComment: { id: string } }>(url, 'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }', {
        input: { topicId, text: COMMENT },
      }, token)
    ).addComment.id;
    const source = `/forum/topic/${topicId}#comment-${commentId}`;

    const { page, context, consoleErrors } = await openPage(suite.browser, url);
    await step(page, 'quote-selection-he', async () => {
      await signInWithForm(page, MEMBER);
      await page.goto(`/forum/topic/${topicId}`);
      const text = page.locator(`#comment-${commentId} .comment__text`);
      await text.getByText(QUOTED, { exact: false }).waitFor();
      const box = page.getByRole('textbox', { name: 'הוספת תגובה' });
      await box.waitFor();
      // The reader selects a few words of the comment's first paragraph, then presses Quote on it.
      await text.evaluate((element, words) => {
        const paragraph = element.querySelector('p')!;
        const node = paragraph.firstChild!;
        const start = node.textContent!.indexOf(words);
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + words.length);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
      }, QUOTED);
      await page.getByRole('button', { name: `ציטוט מתוך דברי ${author}` }).click();
      expect(await changedValue(box, '')).toBe(`> [${author}](${source}):\n>\n> ${QUOTED}\n\n`);
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('תודה, ככה אעשה.');
      await page.getByRole('button', { name: 'פרסום התגובה' }).click();
      await page.getByText('התגובה שלך פורסמה.').waitFor();

      // Posted: a quote whose first line is the author's name, linking to the quoted comment, then the words, read
      // right to left (the quoted words set the direction, not the Latin name).
      const quote = page.locator('.comment blockquote.post-quote').last();
      await quote.waitFor();
      const link = quote.locator('.post-quote__source a');
      expect(await link.textContent()).toBe(author);
      expect(await link.getAttribute('href')).toBe(source);
      expect(await quote.getAttribute('dir')).toBe('rtl');
      // The name stands on the quote's side (its start: the right), not on the other side as a Latin line would.
      const sides = await quote.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const name = element.querySelector('.post-quote__source a')!.getBoundingClientRect();
        return { quoteRight: box.right, nameRight: name.right };
      });
      expect(sides.quoteRight - sides.nameRight).toBeLessThan(40);
      expect(await quote.locator('p').last().textContent()).toBe(QUOTED);
      await screenshot(page, 'forum-quote-he');
      await link.click();
      await page.waitForURL((address) => address.hash === `#comment-${commentId}`);
      await page.locator(`#comment-${commentId}[data-linked]`).waitFor();
    });

    await step(page, 'quote-whole-comment-en', async () => {
      await page.goto(`/forum/topic/${topicId}?lang=en`);
      const box = page.getByRole('textbox', { name: 'Add a comment' });
      await box.waitFor();
      await page.evaluate(() => window.getSelection()?.removeAllRanges());
      // No selection: the whole comment, each line quoted (its blank line too).
      await page.getByRole('button', { name: `Quote ${author}` }).first().click();
      const whole = await changedValue(box, '');
      expect(whole).toBe(
        `> [${author}](${source}):\n>\n> ${QUOTED} בקיץ, ובחורף פעם בשבוע.\n>\n> ואת הדשן כדאי להפסיק כשהפירות מאדימים.\n\n`,
      );
      // The topic's own message, from the keyboard: a second quote after the first, linking to the topic. The first
      // quote moves the focus to the box once it is in; only then is the button focused (else Enter could land in the box).
      await page.waitForFunction(() => document.activeElement instanceof HTMLTextAreaElement);
      const topicQuote = page.getByRole('group', { name: 'Topic actions' }).getByRole('button', { name: 'Quote' });
      await topicQuote.focus();
      await page.waitForFunction(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label') === 'Topic actions');
      await page.keyboard.press('Enter');
      expect(await changedValue(box, whole)).toMatch(new RegExp(`מאדימים\\.\\n\\n> \\[${author}\\]\\(/forum/topic/${topicId}\\):\\n>\\n> העציץ במרפסת דרומית\\.\\n\\n$`));
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
