import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, screenshot, step } from './utils/browser.js';
import { graphql, startServer, type StartedServer } from './utils/server.js';
import { XSS_PAYLOADS } from '../../server/src/topics/post-xss-payloads.js';

/**
 * Stored XSS: script-carrying text saved through the API in a pepper (by an admin), a topic and a
 * comment must show as text everywhere it is rendered. The CSP would stop an injected handler from
 * running, so the test looks for the injected elements themselves and for CSP refusals, not only
 * for a dialog.
 */

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert("xss")</script>';
const LINK = 'javascript:alert(document.domain)';
const ANCHOR = '<a href="javascript:alert(2)">click me</a>';
const SVG = '<svg onload=alert(3)>';

/** Elements the strings above would create if any of them were parsed as HTML, and links they would make. */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll('img[src="x"], [onerror], [onload], svg[onload], a[href^="javascript:" i], iframe, object, embed'),
      // Scripts that run: a data block (JSON-LD) holds the title as escaped data, and a raw "<" in it would be caught below.
      ...[...document.querySelectorAll('script')].filter(
        (s) => (!s.type || /javascript|module/i.test(s.type)) && /alert/.test(s.textContent ?? ''),
      ),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) => /</.test(s.textContent ?? '')),
    ].map((element) => element.outerHTML.slice(0, 120)),
  );
}

interface Signed {
  token: string;
  user: Record<string, unknown>;
}

async function signIn(url: string, email: string, password: string): Promise<Signed> {
  const data = await graphql<{ login: { accessToken: string; user: Record<string, unknown> } }>(
    url,
    'mutation($input: LoginInput!) { login(input: $input) { accessToken user { id username email firstName lastName role isActive } } }',
    { input: { email, password } },
  );
  return { token: data.login.accessToken, user: data.login.user };
}

describe('stored XSS renders as text', () => {
  let server: StartedServer;
  let browser: Browser;
  let admin: Signed;
  let topicId: string;
  let markdownTopicId: string;
  const pepperName = IMG;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await signIn(server.url, 'admin@pepperatlas.dev', 'PepperAdmin1!');
    const userToken = (await signIn(server.url, 'user@pepperatlas.dev', 'PepperUser1!')).token;
    await graphql(
      server.url,
      'mutation($input: PepperInput!) { createPepper(input: $input) { id } }',
      {
        input: {
          name: pepperName,
          hebName: SVG,
          group: 'c_annuum',
          // The hottest of all, so the home page lists it first.
          shu: '99000000',
          description: `${SCRIPT} ${LINK} ${ANCHOR}`,
          hebDescription: `${IMG} ${SCRIPT}`,
          country: 'MX',
          region: SCRIPT,
          hebRegion: IMG,
          flavor: LINK,
          isActive: true,
          isFeatured: true,
        },
      },
      admin.token,
    );
    const topic = await graphql<{ createTopic: { id: string } }>(
      server.url,
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: `${IMG} title`, subject: SCRIPT, description: [ANCHOR, LINK, `${SVG} ${IMG}`] } },
      userToken,
    );
    topicId = topic.createTopic.id;
    // Issue 19: posts are Markdown; a topic and a comment made of the attacks set, each of which sets window.__xss if it runs.
    const markdownTopic = await graphql<{ createTopic: { id: string } }>(
      server.url,
      'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
      { input: { title: 'Markdown attacks', subject: 'XSS', description: ['Markdown attacks follow', ...XSS_PAYLOADS.slice(0, 19)] } },
      userToken,
    );
    markdownTopicId = markdownTopic.createTopic.id;
    await graphql(
      server.url,
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { topicId: markdownTopicId, text: XSS_PAYLOADS.join('\n\n') } },
      userToken,
    );
    await graphql(
      server.url,
      'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
      { input: { topicId, text: `${IMG} ${SCRIPT} ${LINK} ${ANCHOR}` } },
      userToken,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens `path`, waits for `visible` as text, and checks that nothing was injected or refused by the CSP. */
  async function expectInert(page: Page, consoleErrors: string[], dialogs: string[], name: string, visible: string) {
    await page.getByText(visible, { exact: false }).first().waitFor();
    expect({ name, injected: await injected(page) }).toEqual({ name, injected: [] });
    expect({ name, dialogs }).toEqual({ name, dialogs: [] });
    expect({ name, csp: consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e)) }).toEqual({ name, csp: [] });
    await screenshot(page, `xss-${name}`);
  }

  async function visit(name: string, path: string, visible: string, session?: Signed, open?: (page: Page) => Promise<void>) {
    const { context, page, consoleErrors } = await openPage(browser, server.url, { viewport: DESKTOP });
    if (session) {
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, session);
    }
    // The CSRF rule holds because the client sends the preflight header on every GraphQL call.
    const withoutPreflight: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && !request.headers()['apollo-require-preflight'])
        withoutPreflight.push(request.url());
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await step(page, `xss-${name}`, async () => {
      await page.goto(path);
      await open?.(page);
      await expectInert(page, consoleErrors, dialogs, name, visible);
      expect({ name, withoutPreflight }).toEqual({ name, withoutPreflight: [] });
    });
    await context.close();
  }

  it('in the forum list, the topic page and its comments', async () => {
    await visit('forum-list', '/forum', `${IMG} title`);
    await visit('topic-page', `/forum/topic/${topicId}`, ANCHOR);
  });

  it('in Markdown posts made of the attacks set: nothing runs (window flag never set, no dialog)', async () => {
    await visit('markdown-topic', `/forum/topic/${markdownTopicId}`, 'Markdown attacks follow', undefined, async (page) => {
      // The comments have arrived (rendered as Markdown by the server).
      await page.locator('.comment .post-body').first().waitFor();
      await page.locator('.post-body a[rel="nofollow ugc noopener"]').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(await page.locator('.post-body a[href^="javascript:" i], .post-body a[href^="data:" i], .post-body img').count()).toBe(0);
    });
  });

  it('in the catalogue, the pepper details and on the home page', async () => {
    await visit('catalogue', '/peppers', SVG);
    await visit('pepper-details', '/peppers', SCRIPT, undefined, async (page) => {
      await page.getByText(SVG, { exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
    });
    await visit('home', '/', SVG);
  });

  it('in the English catalogue and the admin panel', async () => {
    await visit('catalogue-en', '/peppers', pepperName, undefined, async (p) => {
      await p.evaluate(() => (localStorage.setItem('peppers-language', 'en'), (document.cookie = `peppers-language=${'en'}; path=/`)));
      await p.reload();
    });
    await visit('admin-peppers', '/admin?tab=peppers', pepperName, admin);
    await visit('admin-topics', '/admin?tab=topics', `${IMG} title`, admin);
  });
});
