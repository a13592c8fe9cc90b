import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../utils/test-app.js';

/** A page's first HTML, as a crawler or a reader without JavaScript gets it. */
async function page(t: TestApp, path: string) {
  const res = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: await res.text() };
}

const jsonLd = (text: string): Record<string, unknown>[] =>
  [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json));

const decoded = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

type Entry = { slug: string; title: string; hebTitle: string };

describe('a page for every news item, recipe and guide (issue 33)', () => {
  let t: TestApp;
  let content: { newsEvents: Entry[]; recipes: (Entry & { ingredients: string[]; steps: string[]; hebIngredients: string[] })[]; guides: (Entry & { body: string[] })[] };
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.gql(`{
      newsEvents(take: 50) { items { slug title hebTitle } }
      recipes(take: 50) { items { slug title hebTitle ingredients hebIngredients steps } }
      guides(take: 50) { items { slug title hebTitle body } }
    }`);
    content = { newsEvents: res.data?.newsEvents.items, recipes: res.data?.recipes.items, guides: res.data?.guides.items };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives each entry a unique slug from its English title, and finds it by that slug', async () => {
    for (const items of Object.values(content)) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(items.map((item) => item.slug)).size).toBe(items.length);
    }
    const recipe = content.recipes[0]!;
    // Accents dropped, apostrophes removed, as the peppers' slugs.
    expect(recipe.slug).toBe(
      recipe.title
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/['’`]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    );
    const found = await t.gql(
      `query($n: String!, $r: String!, $g: String!) {
        newsEventBySlug(slug: $n) { title } recipeBySlug(slug: $r) { title ingredients } guideBySlug(slug: $g) { title }
      }`,
      { n: content.newsEvents[0]!.slug, r: recipe.slug.toUpperCase(), g: content.guides[0]!.slug },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data).toEqual({
      newsEventBySlug: { title: content.newsEvents[0]!.title },
      recipeBySlug: { title: recipe.title, ingredients: recipe.ingredients },
      guideBySlug: { title: content.guides[0]!.title },
    });
    for (const [field, slug] of [
      ['recipeBySlug', 'no-such-recipe'],
      ['guideBySlug', 'x'.repeat(200)],
      ['newsEventBySlug', ''],
    ]) {
      const missing = await t.gql(`query($s: String!) { ${field}(slug: $s) { title } }`, { s: slug });
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('draws a recipe page on the server, in Hebrew by default and in English, with Recipe JSON-LD and breadcrumbs', async () => {
    const recipe = content.recipes[0]!;
    const english = await page(t, `/recipes/${recipe.slug}?lang=en`);
    expect(english.status).toBe(200);
    const text = decoded(english.text);
    expect(text).toMatch(/<html lang="en" dir="ltr"/);
    expect(text).toContain(`<h1 id="content-article-title" dir="auto">${recipe.title}</h1>`);
    for (const ingredient of recipe.ingredients) expect(text).toContain(ingredient);
    expect(text).toContain(recipe.steps[0]);
    expect(text).toContain(`<title>${recipe.title} | Pepper Atlas</title>`);
    expect(text).toContain(`<link rel="canonical" href="${t.url}/recipes/${recipe.slug}?lang=en"`);
    const [main, crumbs] = jsonLd(english.text);
    expect(main).toMatchObject({
      '@type': 'Recipe',
      name: recipe.title,
      recipeIngredient: recipe.ingredients,
      url: `${t.url}/recipes/${recipe.slug}?lang=en`,
      inLanguage: 'en',
    });
    expect((main!.recipeInstructions as { text: string }[]).map((step) => step.text)).toEqual(recipe.steps);
    expect(main!.totalTime).toMatch(/^PT\d+M$/);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Recipes' }, { name: recipe.title }] });

    const hebrew = await page(t, `/recipes/${recipe.slug}`);
    expect(hebrew.text).toMatch(/<html lang="he" dir="rtl"/);
    expect(decoded(hebrew.text)).toContain(recipe.hebTitle);
    expect(jsonLd(hebrew.text)[0]).toMatchObject({ '@type': 'Recipe', name: recipe.hebTitle, recipeIngredient: recipe.hebIngredients, inLanguage: 'he' });
  });

  it('gives news a NewsArticle and guides a HowTo, lists every entry in the sitemap, and answers 404 for what is not there', async () => {
    const news = content.newsEvents[0]!;
    const newsPage = await page(t, `/news/${news.slug}?lang=en`);
    expect(newsPage.status).toBe(200);
    expect(decoded(newsPage.text)).toContain(news.title);
    expect(jsonLd(newsPage.text)[0]).toMatchObject({ '@type': 'NewsArticle', headline: news.title });

    const guide = content.guides[0]!;
    const guidePage = await page(t, `/guides/${guide.slug}?lang=en`);
    expect(decoded(guidePage.text)).toContain(guide.body[0]);
    const howTo = jsonLd(guidePage.text)[0]!;
    expect(howTo).toMatchObject({ '@type': 'HowTo', name: guide.title });
    expect((howTo.step as { text: string }[]).map((step) => step.text)).toEqual(guide.body);

    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    for (const [kind, items] of [
      ['news', content.newsEvents],
      ['recipes', content.recipes],
      ['guides', content.guides],
    ] as const) {
      for (const item of items) expect(sitemap).toContain(`<loc>${t.url}/${kind}/${item.slug}</loc>`);
    }

    for (const path of ['/recipes/no-such-recipe?lang=en', '/news/no-such-news?lang=en', '/guides/no-such-guide?lang=en']) {
      const missing = await page(t, path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(missing.text).toContain('Not found');
    }
  });

  it('gives a database from before the slugs the same addresses the seed gives, oldest first for equal titles', async () => {
    const db = t.running.app.get(DataSource);
    const before = await db.query('SELECT id, slug FROM recipes ORDER BY id');
    // A second recipe with the first one's title, added later: the older keeps the plain slug.
    const twin = content.recipes[0]!;
    await db.query(
      `INSERT INTO recipes (title, heb_title, slug, description, heb_description, difficulty, time_minutes, rating, servings, created_at)
       VALUES ($1, 'תאום', 'twin-placeholder', 'd', 'ת', 'Easy', 5, 4, 2, now() + interval '1 day')`,
      [twin.title],
    );
    const migration = db.migrations.find((m) => m.name === 'ContentSlugs1797200000001')!;
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const after: { id: string; slug: string; title: string }[] = await db.query('SELECT id, slug, title FROM recipes ORDER BY id');
    expect(after.filter((row) => before.some((old: { id: string }) => old.id === row.id)).map(({ id, slug }) => ({ id, slug }))).toEqual(before);
    expect(after.find((row) => !before.some((old: { id: string }) => old.id === row.id))?.slug).toBe(`${twin.slug}-2`);
  });
});
