// Accessibility: axe-core on every route of the site, in Hebrew and English, light and dark, on a
// desktop, and the main public pages on a phone: no moderate, serious or critical violation (minor ones
// are printed). The admin's routes and the signed-in forms are checked signed in as the demo admin.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE } from './utils/browser.js';
import { graphql, startServer, type StartedServer } from './utils/server.js';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const ADMIN = { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' };
const ADMIN_TABS = ['users', 'peppers', 'topics', 'reports', 'settings', 'dashboard', 'audit', 'outbox'];

/** Runs axe on the page as it is; returns the moderate, serious and critical violations as readable lines. */
async function audit(page: Page, where: string, minor: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe.run(document))
        .violations,
  );
  const lines = (list: AxeViolation[]) =>
    list.map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  const failing = new Set(['moderate', 'serious', 'critical']);
  minor.push(...lines(violations.filter((v) => !failing.has(v.impact ?? ''))));
  return lines(violations.filter((v) => failing.has(v.impact ?? '')));
}

/** Waits until the page shows its content: a heading, no loading state. */
async function settle(page: Page) {
  await page.locator('main h1, main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .page-loading'));
  await page.waitForLoadState('networkidle');
}

describe('accessibility (axe-core): every route, both languages, both themes', () => {
  let server: StartedServer;
  let browser: Browser;
  let session: { token: string; user: string };
  let topicPath: string;
  let recipePath: string;
  const minor: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const body = (await login.json()) as { tokens: { accessToken: string }; user: unknown };
    session = { token: body.tokens.accessToken, user: JSON.stringify(body.user) };
    const topics = (await (await fetch(`${server.url}/api/topics?limit=1`)).json()) as { topics: { id: string }[] };
    topicPath = `/forum/topic/${topics.topics[0].id}`;
    const { recipes } = await graphql<{ recipes: { items: { slug: string }[] } }>(server.url, '{ recipes(take: 1) { items { slug } } }');
    recipePath = `/recipes/${recipes.items[0]!.slug}`;
  });

  afterAll(async () => {
    if (minor.length) console.log(`Minor axe findings (not failing):\n${[...new Set(minor)].join('\n')}`);
    await browser?.close();
    await server?.stop();
  });

  async function openAs(options: {
    language: string;
    theme: 'light' | 'dark';
    signedIn: boolean;
    viewport?: { width: number; height: number };
  }) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: options.viewport ?? DESKTOP,
      colorScheme: options.theme,
      // axe is injected as an inline script, which the site's Content Security Policy refuses.
      bypassCSP: true,
    });
    await context.addInitScript(
      ([language, theme, token, user]) => {
        (localStorage.setItem('peppers-language', language), (document.cookie = `peppers-language=${language}; path=/`));
        localStorage.setItem('peppers-theme', theme);
        if (token) {
          localStorage.setItem('authToken', token);
          localStorage.setItem('user', user);
        }
      },
      [options.language, options.theme, options.signedIn ? session.token : '', session.user],
    );
    return { context, page: await context.newPage() };
  }

  for (const theme of ['light', 'dark'] as const) {
    for (const language of ['he', 'en']) {
      it(`public pages and dialogs: ${language}, ${theme}`, async () => {
        const { context, page } = await openAs({ language, theme, signedIn: false });
        const found: string[] = [];
        for (const path of [
          '/',
          '/peppers',
          '/peppers/habanero',
          '/peppers/no-such-pepper',
          '/forum',
          topicPath,
          '/forum/topic',
          '/login',
          '/forgot-password',
          '/reset-password?token=not-a-token',
          '/news',
          '/recipes',
          recipePath,
          '/guides',
          '/no/such/page',
        ]) {
          await page.goto(path);
          await settle(page);
          found.push(...(await audit(page, `${language} ${theme} ${path}`, minor)));
        }
        // The pepper details dialog.
        await page.goto('/peppers');
        await settle(page);
        await page.locator('.pepper-card__title').first().click();
        await page.getByRole('dialog').waitFor();
        // With its sections answered (the Scoville chart, similar peppers, the forum), not their loading state.
        await page.getByRole('dialog').locator('.pepper-sections__comparison').waitFor();
        found.push(...(await audit(page, `${language} ${theme} /peppers (details dialog)`, minor)));
        await context.close();
        expect(found).toEqual([]);
      });

      it(`signed-in pages and every admin tab: ${language}, ${theme}`, async () => {
        const { context, page } = await openAs({ language, theme, signedIn: true });
        const found: string[] = [];
        for (const path of ['/forum/new-topic', '/profile', ...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`)]) {
          await page.goto(path);
          await settle(page);
          if (path.startsWith('/admin')) await page.locator('[role="tabpanel"]').first().waitFor();
          found.push(...(await audit(page, `${language} ${theme} ${path}`, minor)));
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }

  it('the main public pages on a phone (a pepper and a recipe included), with the menu open', async () => {
    const found: string[] = [];
    for (const [language, theme] of [
      ['he', 'light'],
      ['en', 'dark'],
    ] as const) {
      const { context, page } = await openAs({ language, theme, signedIn: false, viewport: PHONE });
      // A pepper's page and a recipe's too: their section menus fold and their charts shrink on a phone (issue 33).
      for (const path of ['/', '/peppers', '/peppers/habanero', '/forum', recipePath]) {
        await page.goto(path);
        await settle(page);
        found.push(...(await audit(page, `phone ${language} ${theme} ${path}`, minor)));
      }
      await page.locator('header button[aria-expanded]').first().click();
      found.push(...(await audit(page, `phone ${language} ${theme} / (menu open)`, minor)));
      await context.close();
    }
    expect(found).toEqual([]);
  });
});
