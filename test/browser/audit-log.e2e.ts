import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

type Pepper = { id: string; slug: string; name: string; hebName: string | null };

/** Issue 31, item 5: the audit log reads as sentences in the reader's language, an undo naming what it undid. */
describe('admin audit log as sentences', () => {
  const suite = useAppAndBrowser();
  let session: { token: string; user: string };
  let pepper: Pepper;

  beforeAll(async () => {
    const login = await fetch(`${suite.server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' }),
    });
    const body = (await login.json()) as { tokens: { accessToken: string }; user: unknown };
    session = { token: body.tokens.accessToken, user: JSON.stringify(body.user) };
    // A bulk update of three peppers, then its undo: the newest entries of the log are the undo's.
    const { peppers } = await graphql<{ peppers: { items: Pepper[] } }>(
      suite.server.url,
      'query { peppers(take: 3, skip: 5, sortBy: name) { items { id slug name hebName } } }',
    );
    const ids = peppers.items.map((p) => p.id);
    const { bulkUpdatePeppers } = await graphql<{ bulkUpdatePeppers: { changeSetId: string } }>(
      suite.server.url,
      'mutation($ids: [ID!]!) { bulkUpdatePeppers(ids: $ids, patch: { difficulty: hard }) { changeSetId } }',
      { ids },
      session.token,
    );
    await graphql(
      suite.server.url,
      'mutation($id: ID!) { undoPepperChanges(changeSetId: $id) { applied } }',
      { id: bulkUpdatePeppers.changeSetId },
      session.token,
    );
    pepper = peppers.items[0];
  });

  async function openAdmin(language: 'he' | 'en', viewport: { width: number; height: number }): Promise<Page> {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport });
    await context.addInitScript(
      ([lang, token, user]) => {
        (localStorage.setItem('peppers-language', lang), (document.cookie = `peppers-language=${lang}; path=/`));
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', user);
      },
      [language, session.token, session.user],
    );
    const page = await context.newPage();
    await page.goto('/admin');
    return page;
  }

  it('Hebrew on a phone: the undo row names the bulk update it undid, links to the pepper, and shows no code', async () => {
    const page = await openAdmin('he', PHONE);
    await step(page, 'audit-log-undo-he-phone', async () => {
      const audit = page.getByRole('table', { name: 'יומן פעולות' });
      const name = pepper.hebName || pepper.name;
      const row = audit.getByRole('row').filter({ hasText: 'ביטל/ה את העדכון הקבוצתי של 3 פלפלים מ־' }).filter({ hasText: name });
      await row.first().waitFor();
      const text = (await row.first().innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('@admin');
      expect(text).toContain(`והחזיר/ה את ${name} לקדמותו`);
      // No action code and no English words on the Hebrew screen (the member's name aside).
      const auditText = await audit.innerText();
      expect(auditText).not.toMatch(/pepper\.|bulk|undo/);
      expect(text.replace('@admin', '').replace(pepper.name, '')).not.toMatch(/[A-Za-z]/);
      await row.first().scrollIntoViewIfNeeded();
      await screenshot(page, 'audit-log-he-phone');
      const link = row.first().getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(`/peppers/${pepper.slug}`);
      await link.click();
      await page.waitForURL(`**/peppers/${pepper.slug}`);
    });
    await page.context().close();
  });

  it('English on a desktop: the same row reads as an English sentence with a working link', async () => {
    const page = await openAdmin('en', DESKTOP);
    await step(page, 'audit-log-undo-en-desktop', async () => {
      const audit = page.getByRole('table', { name: 'Audit log' });
      const row = audit.getByRole('row').filter({ hasText: 'undid the bulk update of 3 peppers of ' }).filter({ hasText: pepper.name });
      await row.first().waitFor();
      const text = (await row.first().innerText()).replace(/\s+/g, ' ');
      expect(text).toMatch(
        new RegExp(`@admin undid the bulk update of 3 peppers of .+, restoring ${pepper.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      expect(await audit.innerText()).not.toMatch(/pepper\.bulk|pepper\.import|[\u0590-\u05FF]{3}/);
      await row.first().scrollIntoViewIfNeeded();
      await screenshot(page, 'audit-log-en-desktop');
      const link = row.first().getByRole('link', { name: pepper.name });
      await link.click();
      await page.waitForURL(`**/peppers/${pepper.slug}`);
    });
    await page.context().close();
  });
});
