import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { openPage, screenshot, signInWithForm, step } from './utils/browser.js';
import { useAppAndBrowser } from './utils/suite.js';

/** A GraphQL request sent with curl, as a third party would: the HTTP status and the JSON answer. */
function curlGraphql(url: string, key: string, query: string): { status: number; body: { data?: any; errors?: { extensions?: { code?: string } }[] } } {
  const out = execFileSync('curl', [
    '-sS',
    '-w',
    '\n%{http_code}',
    '-H',
    'content-type: application/json',
    '-H',
    `authorization: Bearer ${key}`,
    '--data',
    JSON.stringify({ query }),
    `${url}/graphql`,
  ]).toString();
  const lines = out.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) };
}

describe('API keys in the browser (issue 35)', () => {
  const suite = useAppAndBrowser();

  it('a member creates a key on the profile in Hebrew, a script uses it with curl, and revoking it stops it', async () => {
    const { page, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    await signInWithForm(page, { email: 'user@pepperatlas.dev', password: 'PepperUser1!' });
    const section = page.getByRole('region', { name: 'מפתחות API' });

    const key = await step(page, 'create-key', async () => {
      await page.goto('/profile');
      await section.getByLabel('שם', { exact: false }).first().fill('הסקריפט שלי');
      await section.getByRole('checkbox', { name: /כתיבה/ }).check();
      await section.getByLabel('תוקף').selectOption('never');
      await section.getByRole('button', { name: 'יצירת מפתח' }).click();
      const shown = section.getByTestId('new-api-key');
      await shown.waitFor();
      await section.getByText('העתיקו אותו עכשיו: הוא לא יוצג שוב.').waitFor();
      await screenshot(page, 'api-keys-created-he');
      return (await shown.textContent())!.trim();
    });
    expect(key).toMatch(/^pa_[A-Za-z0-9_-]{40}$/);

    await step(page, 'use-key-with-curl', async () => {
      const me = curlGraphql(suite.server.url, key, '{ me { username } }');
      expect(me.status).toBe(200);
      expect(me.body.data.me.username).toBe('chili_fan');
      await section.getByRole('button', { name: 'העתקתי אותו' }).click();
      await expect(section.getByTestId('new-api-key').count()).resolves.toBe(0);
      // The list shows it, by its prefix, with its scopes.
      const item = section.getByRole('listitem').filter({ hasText: 'הסקריפט שלי' });
      await item.getByText(`${key.slice(0, 11)}…`).waitFor();
      await item.getByText('כתיבה', { exact: true }).waitFor();
    });

    await step(page, 'revoke-key', async () => {
      const item = section.getByRole('listitem').filter({ hasText: 'הסקריפט שלי' });
      await item.getByRole('button', { name: /^ביטול/ }).click();
      await item.getByRole('alert').filter({ hasText: 'לבטל את „הסקריפט שלי”?' }).waitFor();
      await item.getByRole('button', { name: 'ביטול המפתח' }).click();
      await item.getByText(/^בוטל|בוטל/).first().waitFor();
      await page.getByText('המפתח „הסקריפט שלי” בוטל').waitFor();
      await screenshot(page, 'api-keys-revoked-he');
      const refused = curlGraphql(suite.server.url, key, '{ me { username } }');
      expect(refused.status).toBe(401);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('API_KEY_REVOKED');
    });

    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.context().close();
  });
});
