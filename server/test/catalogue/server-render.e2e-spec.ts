import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheLookups } from '../../src/common/cache-stats.js';
import { actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** A page's first HTML, as a reader without JavaScript (or a crawler) gets it. */
async function page(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The drawn content of #root, tags removed: what a reader without JavaScript reads. */
function readable(html: string): string {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script type="application\/json" id="ssr-state">|<\/body>)/.exec(html)?.[1] ?? '';
  return root
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const ssrState = (html: string) => {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { language: string; theme: string; apollo: Record<string, unknown>; countryNames: Record<string, string> });
};

describe('public pages arrive written: drawn on the server by the client code, in the reader language', () => {
  let t: TestApp;
  let admin: string;
  let topic: { id: string; title: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await actorTokens(t)).admin as string;
    const topics = await t.gql('{ topics(limit: 1) { topics { id title } } }');
    topic = topics.data?.topics.topics[0];
    expect(topic).toBeDefined();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('every public route has its content in the first HTML, in Hebrew by default and in English by ?lang= or the cookie', async () => {
    const english = { cookie: 'peppers-language=en' };
    const home = await page(t, '/', english);
    expect(home.status).toBe(200);
    expect(home.text).toMatch(/<html lang="en" dir="ltr" data-theme="system" data-ssr="">/);
    expect(readable(home.text)).toContain('Discover the world of chili peppers');
    // The sections below the hero too (the hottest peppers), with their data.
    expect(home.text).toContain('pepper-card');

    const catalogue = await page(t, '/peppers?lang=en');
    expect(readable(catalogue.text)).toContain('Pepper catalogue');
    expect(catalogue.text.match(/class="pepper-card__title"/g)?.length).toBe(12);
    // The statistics, and the data the browser hydrates with (no request of its own).
    expect(catalogue.text).toContain('class="catalogue-stats"');
    expect(Object.keys(ssrState(catalogue.text)!.apollo.ROOT_QUERY as object)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^peppers/), 'pepperStats']),
    );

    const pepper = await page(t, '/peppers/habanero', english);
    expect(pepper.status).toBe(200);
    // The pepper's own page: its name is the page's heading, the Hebrew name under it; no catalogue, no dialog.
    expect(pepper.text).toMatch(/<h1 id="pepper-page-title" dir="auto">Habanero<\/h1>/);
    expect(pepper.text).toMatch(/<p class="pepper-details__other-name" lang="he" dir="auto">הבנרו<\/p>/);
    expect(pepper.text).not.toContain('class="dialog');
    expect(pepper.text).not.toContain('class="catalogue"');
    expect(readable(pepper.text)).toContain("Mexico's Yucatán Peninsula");
    const hebrew = await page(t, '/peppers/habanero');
    expect(hebrew.text).toMatch(/<html lang="he" dir="rtl"/);
    expect(readable(hebrew.text)).toContain('הבנרו');
    // ?lang= wins over the cookie.
    expect(await page(t, '/peppers/habanero?lang=he', english).then((p) => p.text)).toMatch(/<html lang="he" dir="rtl"/);

    const forum = await page(t, '/forum?lang=en');
    expect(readable(forum.text)).toContain(topic.title);
    const topicPage = await page(t, `/forum/topic/${topic.id}?lang=en`);
    expect(topicPage.status).toBe(200);
    expect(readable(topicPage.text)).toContain(topic.title);
    expect(topicPage.text).toContain('class="comments');

    const member = await page(t, '/users/admin?lang=en');
    expect(member.status).toBe(200);
    expect(readable(member.text)).toContain('Dana Levi');

    for (const [path, heading] of [
      ['/news', 'News and events'],
      ['/recipes', 'Recipes'],
      ['/guides', 'Guides'],
    ]) {
      expect(readable((await page(t, `${path}?lang=en`)).text)).toContain(heading);
    }
    for (const path of ['/login', '/register']) {
      const form = await page(t, `${path}?lang=en`);
      expect(form.status).toBe(200);
      expect(form.text).toContain('type="password"');
      expect(ssrState(form.text)?.language).toBe('en');
    }
  });

  it("writes a drawn page's style sheets into it, each named by a disabled link: nothing to fetch before it paints", async () => {
    for (const path of ['/', '/peppers', '/peppers/habanero', '/forum', `/forum/topic/${topic.id}`]) {
      const { text } = await page(t, path);
      const head = text.slice(0, text.indexOf('</head>'));
      // No sheet left to fetch before the first paint (a round trip each on a slow phone).
      expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
      const inlined = [...head.matchAll(/<style data-href="(\/assets\/[\w.-]+\.css)">([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g)];
      // The frame's sheet and the page's own, each the build's file as it is.
      expect(inlined.length).toBeGreaterThanOrEqual(2);
      expect(inlined[0][1]).toMatch(/^\/assets\/shell-[\w-]+\.css$/);
      for (const [, href, css, linked] of inlined) {
        expect(linked).toBe(href);
        expect(css).toBe(readFileSync(join(t.running.config.clientDir, href), 'utf8'));
      }
    }
  });

  it("keeps an address's ?lang= as the reader's choice (its cookie), so the next page without it is in that language", async () => {
    const switched = await page(t, '/peppers/habanero?lang=en');
    const cookie = switched.headers.get('set-cookie');
    expect(cookie).toMatch(/^peppers-language=en; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    // What a browser without JavaScript sends on the next link it follows: the page is in English.
    const next = await page(t, '/forum', { cookie: cookie!.split(';')[0]! });
    expect(next.text).toMatch(/<html lang="en" dir="ltr"/);
    // The same choice again sets nothing; an unknown ?lang= sets nothing; a page kept in the last second (sent before
    // the routes) sets it as the first answer did.
    expect((await page(t, '/peppers/habanero?lang=en', { cookie: 'peppers-language=en' })).headers.get('set-cookie')).toBeNull();
    expect((await page(t, '/peppers?lang=fr')).headers.get('set-cookie')).toBeNull();
    const path = `/forum?lang=he&kept=${Date.now()}`;
    await page(t, path);
    const sentEarly = cacheLookups().get('kept-pages')?.hits ?? 0;
    const kept = await page(t, path);
    expect(cacheLookups().get('kept-pages')?.hits).toBe(sentEarly + 1);
    expect(kept.headers.get('set-cookie')).toBe('peppers-language=he; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('draws the theme of the cookie and never a member’s own parts: the page is a guest’s', async () => {
    const dark = await page(t, '/peppers', { cookie: 'peppers-theme=dark; peppers-language=en' });
    expect(dark.text).toMatch(/<html lang="en" dir="ltr" data-theme="dark" data-ssr="">/);
    expect(ssrState(dark.text)?.theme).toBe('dark');
    const signedIn = await page(t, '/peppers?lang=en', { authorization: `Bearer ${admin}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain('href="/login"');
    expect(signedIn.text).not.toContain('href="/admin"');
    expect(signedIn.text).not.toContain('"isFavorite":true');
  });

  it("hands the browser the names of the page's countries as the page wrote them, in its language", async () => {
    for (const language of ['en', 'he'] as const) {
      const habanero = await page(t, `/peppers/habanero?lang=${language}`);
      const state = ssrState(habanero.text);
      const pepper = Object.values(state?.apollo ?? {}).find(
        (entry): entry is { country: string } => (entry as { slug?: string }).slug === 'habanero',
      );
      expect(pepper?.country).toMatch(/^[A-Z]{2}$/);
      const name = new Intl.DisplayNames([language], { type: 'region' }).of(pepper!.country)!;
      expect(state?.countryNames[pepper!.country]).toBe(name);
      expect(readable(habanero.text)).toContain(name);
      // The catalogue's origins (its statistics) too, and nothing that is not a country.
      const catalogue = ssrState((await page(t, `/peppers?lang=${language}`)).text);
      expect(Object.keys(catalogue?.countryNames ?? {}).length).toBeGreaterThan(5);
      for (const [code, written] of Object.entries(catalogue!.countryNames)) expect(written).toBe(new Intl.DisplayNames([language], { type: 'region' }).of(code));
    }
  });

  it('answers 404 for what does not exist, rendered; ignores a bad query string; leaves private pages to the client', async () => {
    for (const [path, text] of [
      ['/peppers/no-such-pepper?lang=en', 'Pepper not found'],
      ['/forum/topic/00000000-0000-4000-8000-000000000000?lang=en', 'Topic Not Found'],
      ['/users/no-such-member?lang=en', 'There is no member with this name'],
      ['/no/such/page?lang=en', 'Page not found'],
    ]) {
      const missing = await page(t, path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(readable(missing.text)).toContain(text);
    }
    const bad = await page(t, '/peppers?sortBy=%3Cscript%3E&heat=nope&sortOrder=sideways&view=x&searchTerm=%E0%A4%A');
    expect(bad.status).toBe(200);
    expect(readable(bad.text)).toContain('קטלוג הפלפלים');
    expect((await page(t, '/forum?page=-3&category=zzz&sortBy=1')).status).toBe(200);
    // A member's own pages are the client's: the app's frame, unrendered.
    const profile = await page(t, '/profile');
    expect(profile.status).toBe(200);
    expect(profile.text).toContain('<div id="root"></div>');
    // Files and the API are not pages.
    expect((await page(t, '/api/no-such-route')).status).toBe(404);
    expect((await fetch(`${t.url}/favicon.svg`)).status).toBe(200);
  });

  it('keeps a guest page by the content versions: ETag and 304, and an admin change in the very next HTML', async () => {
    const first = await page(t, '/peppers/habanero?lang=en');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // The same bytes for the same content (the cache's entries in one order), even once the kept page expired.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await fetch(`${t.url}/peppers/habanero?lang=en`, { headers: { accept: 'text/html', 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const { data } = await t.gql('{ pepperBySlug(slug: "habanero") { id } }');
    const renamed = await t.gql(
      'mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { name } }',
      { id: data?.pepperBySlug.id, input: { flavor: 'Rendered anew at once' } },
      admin,
    );
    expect(renamed.errors).toBeUndefined();
    const next = await page(t, '/peppers/habanero?lang=en');
    expect(readable(next.text)).toContain('Rendered anew at once');
    expect(next.headers.get('etag')).not.toBe(etag);
  });

  it('sends a page kept in the last second before the routes, with the same headers, and lets old links redirect', async () => {
    const path = `/forum?lang=en&kept=${Date.now()}`;
    const first = await page(t, path);
    const sentEarly = cacheLookups().get('kept-pages')?.hits ?? 0;
    const [second, third] = await Promise.all([page(t, path), page(t, path)]);
    // Both went out from the kept page before the app's routes (KeptPages), not through SeoController.
    expect(cacheLookups().get('kept-pages')?.hits).toBe(sentEarly + 2);
    for (const kept of [second, third]) {
      expect(kept.status).toBe(200);
      expect(kept.text).toBe(first.text);
      expect(kept.headers.get('etag')).toBe(first.headers.get('etag'));
      // Everything the app's middleware adds is there: the security policy, the request's id, the validators' terms.
      for (const header of ['content-security-policy', 'x-frame-options', 'cache-control', 'vary', 'content-type']) {
        expect(kept.headers.get(header)).toBe(first.headers.get(header));
      }
      expect(kept.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(kept.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    }
    // Another language, theme or screen is another page, never the kept one.
    const hebrew = await page(t, path.replace('lang=en', 'lang=he'));
    expect(hebrew.text).toContain('<html lang="he" dir="rtl"');
    const dark = await page(t, path, { cookie: 'peppers-theme=dark' });
    expect(dark.text).toContain('data-theme="dark"');
    // A link from before peppers had pages still moves to the pepper's page, kept page or not.
    const { data } = await t.gql('{ pepperBySlug(slug: "habanero") { id } }');
    await page(t, '/peppers');
    const moved = await fetch(`${t.url}/peppers?pepper=${data?.pepperBySlug.id}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/peppers/habanero');
  });
});

describe('a render that fails: the page goes out as the client frame, status 200, never blank', () => {
  let t: TestApp;
  const folder = mkdtempSync(join(tmpdir(), 'broken-entry-'));
  const previous = process.env.SSR_ENTRY;
  beforeAll(async () => {
    const file = join(folder, 'entry-server.js');
    writeFileSync(
      file,
      "export const SSR_STATE_ID = 'ssr-state';\nexport function isAppRoute() { return true; }\nexport async function render() { throw new Error('broken on purpose'); }\n",
    );
    process.env.SSR_ENTRY = file;
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (previous === undefined) delete process.env.SSR_ENTRY;
    else process.env.SSR_ENTRY = previous;
    rmSync(folder, { recursive: true, force: true });
  });

  it('sends the page head with the empty frame the client draws', async () => {
    const res = await page(t, '/peppers/habanero?lang=en');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('<title>Habanero | Pepper Atlas</title>');
    expect(res.text).not.toContain('data-ssr=""');
    // Its style sheets stay linked: nothing shows before the client's code has drawn it anyway.
    expect(res.text).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/shell-[\w-]+\.css">/);
    expect(res.text).not.toContain('<style data-href');
  });
});
