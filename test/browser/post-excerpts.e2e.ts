import { describe, expect, it } from '@jest/globals';
import { openPage, PHONE, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

const TITLE = 'עלים מסתלסלים על ההבנרו';

describe('a post outside its page reads as the post does (issue 31, item 1)', () => {
  const suite = useAppAndBrowser();

  it('the Hebrew forum list shows a topic without its Markdown, the mention with its @ at its start (phone)', async () => {
    const url = suite.server.url;
    const { login } = await graphql<{ login: { accessToken: string } }>(
      url,
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
    );
    await graphql(
      url,
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      {
        input: {
          title: TITLE,
          subject: 'עלים',
          category: 'diseases',
          description: ['**דחוף**: העלים של ה[[הבנרו]] מסתלסלים, *מישהו* יודע?', '- כנימות\n- שמש', 'שאלתי את @moshe.grower אתמול'],
        },
      },
      login.accessToken,
    );

    const { page } = await openPage(suite.browser, url, { viewport: PHONE });
    await step(page, 'post-excerpt-he-phone', async () => {
      await page.goto('/forum');
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: TITLE }) });
      const excerpt = card.locator('.topic-card__excerpt');
      await excerpt.waitFor();
      expect(await excerpt.textContent()).toBe('דחוף: העלים של ההבנרו מסתלסלים, מישהו יודע? כנימות שמש שאלתי את @moshe.grower אתמול');
      // The mention is isolated: its @ is drawn at the name's start (to its left), not after it as bare text would be.
      const mention = excerpt.locator('bdi', { hasText: '@moshe.grower' });
      const [at, m] = await mention.evaluate((bdi) => {
        const text = bdi.firstChild!;
        const box = (start: number) => {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + 1);
          return range.getBoundingClientRect().left;
        };
        return [box(0), box(1)];
      });
      expect(at).toBeLessThan(m);
      await screenshot(page, 'post-excerpt-he-phone');
    });
  });
});
