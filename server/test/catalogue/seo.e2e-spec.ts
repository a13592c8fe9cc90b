import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { actorTokens } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const CREATE = 'mutation($input: PepperInput!) { createPepper(input: $input) { id name slug isActive } }';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The page's HTML as a crawler gets it: no scripts run. */
async function html(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${path}`, {
    headers: { accept: 'text/html', ...headers },
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const attr = (text: string, pattern: RegExp) => pattern.exec(text)?.[1];
const metaContent = (text: string, key: string) =>
  attr(text, new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
const jsonLd = (text: string): Record<string, unknown>[] =>
  [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json));

describe('a page per pepper, for search engines and link previews', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await actorTokens(t)).admin as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every pepper has a slug from its English name, by GraphQL and REST', async () => {
    const res = await t.gql(`query { pepperBySlug(slug: "habanero") { name slug } }`);
    expect(res.data?.pepperBySlug).toEqual({
      name: 'Habanero',
      slug: 'habanero',
    });
    const jalapeno = await t.gql(`query { pepperBySlug(slug: "jalapeno") { name } }`);
    expect(jalapeno.data?.pepperBySlug.name).toBe('Jalapeño');
    const rest = await t.rest('GET', '/api/peppers/thai-birds-eye');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      name: "Thai Bird's Eye",
      slug: 'thai-birds-eye',
    });
    const missing = await t.gql(`query { pepperBySlug(slug: "no-such-pepper") { name } }`);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('a new pepper gets a free slug, kept when the name changes', async () => {
    const first = await t.gql(CREATE, { input: { name: 'Habanero', shu: '200,000', group: 'c_chinense' } }, admin);
    expect(first.data?.createPepper.slug).toBe('habanero-2');
    const id = first.data?.createPepper.id as string;
    const renamed = await t.gql(
      'mutation($id: ID!, $input: UpdatePepperInput!) { updatePepper(id: $id, input: $input) { name slug } }',
      {
        id,
        input: { name: 'Habanero Gold' },
      },
      admin,
    );
    expect(renamed.data?.updatePepper).toEqual({
      name: 'Habanero Gold',
      slug: 'habanero-2',
    });
    // Several at once with the same name: each its own slug.
    const many = await Promise.all(
      Array.from({ length: 6 }, () => t.gql(CREATE, { input: { name: 'Twin Pepper', shu: '1,000', group: 'c_annuum' } }, admin)),
    );
    expect(many.map((r) => r.errors)).toEqual(Array(6).fill(undefined));
    expect(new Set(many.map((r) => r.data?.createPepper.slug)).size).toBe(6);
  });

  it('the HTML of /peppers/habanero carries its title, description, canonical, hreflang, social tags and JSON-LD', async () => {
    const page = await html(t, '/peppers/habanero');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(attr(page.text, /<title>([^<]*)<\/title>/)).toBe('הבנרו (Habanero) | אטלס הפלפלים');
    expect(page.text.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(page.text, 'og:title')).toContain('Habanero');
    expect(metaContent(page.text, 'description')?.length).toBeGreaterThan(20);
    expect(page.text.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(page.text).toContain(`<link rel="canonical" href="${t.url}/peppers/habanero" />`);
    expect(page.text).toContain(`<link rel="alternate" hreflang="he" href="${t.url}/peppers/habanero" />`);
    expect(page.text).toContain(`<link rel="alternate" hreflang="en" href="${t.url}/peppers/habanero?lang=en" />`);
    expect(page.text).toMatch(/<html lang="he" dir="rtl"[ >]/);
    expect(metaContent(page.text, 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLd(page.text);
    expect(ld[0]).toMatchObject({
      '@type': 'WebPage',
      mainEntity: { name: 'Habanero', alternateName: 'הבנרו' },
    });
    expect(ld[1]['@type']).toBe('BreadcrumbList');
    // The client's boot script is still there, unchanged (its CSP hash still matches).
    expect(page.text).toMatch(/<script>\(function\(m\)\{/);

    const english = await html(t, '/peppers/habanero?lang=en');
    expect(attr(english.text, /<title>([^<]*)<\/title>/)).toBe('Habanero | Pepper Atlas');
    expect(english.text).toContain(`<link rel="canonical" href="${t.url}/peppers/habanero?lang=en" />`);
    expect(english.text).toMatch(/<html lang="en" dir="ltr"[ >]/);
  });

  it("an old /peppers?pepper=<id> link moves to the pepper's page", async () => {
    const id = (await t.gql(`query { pepperBySlug(slug: "habanero") { id } }`)).data?.pepperBySlug.id;
    const res = await fetch(`${t.url}/peppers?pepper=${id}&lang=en`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/peppers/habanero?lang=en');
    const unknown = await fetch(`${t.url}/peppers?pepper=00000000-0000-0000-0000-000000000000`, { redirect: 'manual' });
    expect(unknown.status).toBe(200);
  });

  it("the page is compressed per request, never the build's index.html.gz without the tags", async () => {
    const res = await fetch(`${t.url}/peppers/habanero`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('Habanero) | ');
    const etag = res.headers.get('etag') as string;
    const again = await fetch(`${t.url}/peppers/habanero`, {
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('a pepper without a picture gets a generated PNG card; an unknown pepper answers 404 with the catalogue head', async () => {
    const page = await html(t, '/peppers/habanero');
    const image = metaContent(page.text, 'og:image') as string;
    expect(image).toMatch(new RegExp(`^${t.url}/cards/peppers/habanero\\.png\\?v=\\d+$`));
    const card = await fetch(image);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await card.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
    expect((await fetch(`${t.url}/cards/peppers/no-such-pepper.png`)).status).toBe(404);

    const missing = await html(t, '/peppers/no-such-pepper');
    expect(missing.status).toBe(404);
    expect(attr(missing.text, /<title>([^<]*)<\/title>/)).toBe('קטלוג הפלפלים | אטלס הפלפלים');
  });

  it('the catalogue, the forum, a topic and home have titles and descriptions of their own', async () => {
    const titles = await Promise.all(
      ['/', '/peppers?lang=en', '/forum?lang=en'].map(async (path) => attr((await html(t, path)).text, /<title>([^<]*)<\/title>/)),
    );
    expect(titles).toEqual(['אטלס הפלפלים', 'Pepper catalogue | Pepper Atlas', 'Forum | Pepper Atlas']);
    const topic = (await t.gql('query { topics(limit: 1) { topics { id title } } }')).data?.topics.topics[0];
    const page = await html(t, `/forum/topic/${topic.id}`);
    expect(attr(page.text, /<title>([^<]*)<\/title>/)).toBe(
      `${topic.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')} | אטלס הפלפלים`,
    );
    expect(jsonLd(page.text)[0]).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: topic.title,
    });
  });

  it('a pepper name with markup is escaped everywhere it is put into the HTML', async () => {
    const name = '</title><script>alert(1)</script>"\'&';
    const created = await t.gql(
      CREATE,
      {
        input: {
          name,
          hebName: '</script><b>',
          shu: '5,000',
          group: 'c_annuum',
          description: '"><img src=x onerror=alert(1)>',
        },
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const slug = created.data?.createPepper.slug as string;
    expect(slug).toBe('title-script-alert-1-script');
    for (const lang of ['he', 'en']) {
      const page = await html(t, `/peppers/${slug}?lang=${lang}`);
      expect(page.text).not.toContain('<script>alert(1)');
      expect(page.text).not.toContain('<img src=x');
      expect(page.text).not.toContain('</script><b>');
      expect(page.text).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
      const ld = jsonLd(page.text);
      expect((ld[0].mainEntity as { name: string }).name).toBe(name);
    }
  });

  it('/sitemap.xml lists the main pages, every active pepper and every topic; robots.txt points to it', async () => {
    const deactivated = await t.gql(
      CREATE,
      {
        input: {
          name: 'Hidden Sitemap Pepper',
          shu: '1,000',
          group: 'c_annuum',
        },
      },
      admin,
    );
    const hidden = deactivated.data?.createPepper;
    await t.gql('mutation($id: ID!) { setPepperStatus(id: $id, action: active, value: false) { isActive } }', { id: hidden.id }, admin);
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(expect.arrayContaining([`${t.url}/`, `${t.url}/peppers`, `${t.url}/forum`, `${t.url}/peppers/habanero`]));
    expect(locs).not.toContain(`${t.url}/peppers/${hidden.slug}`);
    expect(xml).toContain(`hreflang="en" href="${t.url}/peppers/habanero?lang=en"`);
    const active = await t.rest('GET', '/api/peppers');
    for (const pepper of active.body as { slug: string }[]) expect(locs).toContain(`${t.url}/peppers/${pepper.slug}`);
    const forum = (await t.gql('query { topics(limit: 100) { topics { id } pinnedTopics { id } } }')).data?.topics;
    const topics = [...forum.topics, ...forum.pinnedTopics];
    expect(topics.length).toBeGreaterThan(0);
    for (const topic of topics as { id: string }[]) expect(locs).toContain(`${t.url}/forum/topic/${topic.id}`);

    const robots = await fetch(`${t.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toContain(`Sitemap: ${t.url}/sitemap.xml`);
    expect(robotsText).toContain('Disallow: /reset-password');
  });
});
