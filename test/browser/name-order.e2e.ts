import { describe, expect, it } from '@jest/globals';
import { openPage, screenshot, step } from './utils/browser.js';
import { useAppAndBrowser } from './utils/suite.js';

/** As a Hebrew reader reads a list of names: points aside, final letters as plain ones, the alphabet's order. */
const readerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g, '')
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (final) => 'כמנפצ'['ךםןףץ'.indexOf(final)]!);

describe('names in the reader\'s order (issue 31, item 4)', () => {
  const suite = useAppAndBrowser();

  it('the Hebrew catalogue, sorted by name, follows the Hebrew names, and the English one the English names', async () => {
    const { page } = await openPage(suite.browser, suite.server.url);
    const names = async () => {
      const cards = page.locator('article h2');
      await page.waitForFunction(() => document.querySelectorAll('article h2').length >= 12);
      return cards.allTextContents();
    };
    await step(page, 'name-order-he', async () => {
      await page.goto('/peppers');
      expect(await page.getAttribute('html', 'lang')).toBe('he');
      const hebrew = await names();
      expect(hebrew.length).toBeGreaterThan(5);
      expect(hebrew).toEqual([...hebrew].sort((a, b) => (readerKey(a) < readerKey(b) ? -1 : readerKey(a) > readerKey(b) ? 1 : 0)));
      await screenshot(page, 'name-order-he');
    });
    await step(page, 'name-order-en', async () => {
      await page.goto('/peppers?lang=en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      const english = await names();
      expect(english).toEqual([...english].sort((a, b) => (readerKey(a) < readerKey(b) ? -1 : readerKey(a) > readerKey(b) ? 1 : 0)));
      expect(english[0]).toMatch(/^[0-9A-Z]/);
    });
  });
});
