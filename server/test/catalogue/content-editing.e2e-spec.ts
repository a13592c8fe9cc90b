import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { actorTokens, type Actor } from '../utils/actors.js';
import { allPages } from '../utils/catalogue-pages.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const RECIPE_FIELDS = 'id slug title hebTitle published ingredients hebIngredients steps peppers { slug }';
const CREATE_RECIPE = `mutation($input: RecipeInput!) { createRecipe(input: $input) { ${RECIPE_FIELDS} } }`;
const UPDATE_RECIPE = `mutation($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { ${RECIPE_FIELDS} } }`;
const DELETE_RECIPE = 'mutation($id: ID!) { deleteRecipe(id: $id) { id title } }';

type RecipeAnswer = { id: string; slug: string; title: string; hebTitle: string; published: boolean; ingredients: string[]; steps: string[]; peppers: { slug: string }[] };

async function uploadImage(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 190, g: 50, b: 20 } } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
  const res = await fetch(`${t.url}/api/upload-image`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { image: { url: string } }).image.url;
}

const page = async (t: TestApp, path: string) => {
  const res = await fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, text: (await res.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&') };
};

describe('news, recipes and guides written in the control panel (issue 33)', () => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let pepperIds: Record<string, string>;
  const recipeInput = (overrides: Record<string, unknown> = {}) => ({
    title: 'Smoky Chipotle Salsa',
    hebTitle: 'סלסת צ׳יפוטלה מעושנת',
    published: true,
    description: 'A blender salsa with smoked jalapeños.',
    hebDescription: 'סלסה בבלנדר עם חלפיניו מעושן.',
    difficulty: 'easy',
    timeMinutes: 15,
    rating: 4.44,
    servings: 6,
    ingredients: ['  4 chipotles  ', '', '400 g tomatoes'],
    hebIngredients: ['4 צ׳יפוטלה', '400 גרם עגבניות'],
    steps: ['Blend.'],
    hebSteps: ['טוחנים.'],
    pepperIds: [pepperIds.jalapeno, pepperIds.habanero],
    ...overrides,
  });
  const recipeCount = async () => Number((await t.running.app.get(DataSource).query('SELECT count(*)::int AS n FROM recipes'))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await actorTokens(t);
    const { items } = await allPages<{ id: string; slug: string }>(t, 'query($skip: Int) { peppers(skip: $skip, take: 100) { totalItems items { id slug } } }');
    pepperIds = Object.fromEntries(items.map((p) => [p.slug.replace(/-/g, '_'), p.id]));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('creates a recipe with its peppers, its address from the English title, the lines trimmed, recorded in the audit log', async () => {
    const res = await t.gql<{ createRecipe: RecipeAnswer }>(CREATE_RECIPE, { input: recipeInput() }, tokens.admin);
    expect(res.errors).toBeUndefined();
    const recipe = res.data!.createRecipe;
    expect(recipe).toMatchObject({
      slug: 'smoky-chipotle-salsa',
      published: true,
      ingredients: ['4 chipotles', '400 g tomatoes'],
      peppers: [{ slug: 'jalapeno' }, { slug: 'habanero' }],
    });
    // The public side: the list, its page (drawn by the server), and the pepper's page.
    const listed = await t.gql('{ recipes(take: 50) { items { slug } } }');
    expect(listed.data?.recipes.items.map((r: { slug: string }) => r.slug)).toContain('smoky-chipotle-salsa');
    const html = await page(t, '/recipes/smoky-chipotle-salsa?lang=en');
    expect(html.status).toBe(200);
    expect(html.text).toContain('Smoky Chipotle Salsa');
    const habanero = await t.gql('{ pepperBySlug(slug: "habanero") { recipes { items { slug } } } }');
    expect(habanero.data?.pepperBySlug.recipes.items.map((r: { slug: string }) => r.slug)).toContain('smoky-chipotle-salsa');
    const audit = await t.gql('{ auditLog(take: 5) { items { action targetId details { slug contentKind } } } }', {}, tokens.admin);
    expect(audit.data?.auditLog.items[0]).toEqual({ action: 'content.create', targetId: recipe.id, details: { slug: 'smoky-chipotle-salsa', contentKind: 'recipes' } });

    // The same title again gets the next free address.
    const again = await t.gql<{ createRecipe: RecipeAnswer }>(CREATE_RECIPE, { input: recipeInput({ pepperIds: [] }) }, tokens.admin);
    expect(again.data?.createRecipe.slug).toBe('smoky-chipotle-salsa-2');
  });

  it('gives parallel creations of one title distinct addresses', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.gql<{ createRecipe: RecipeAnswer }>(CREATE_RECIPE, { input: recipeInput({ title: 'Twin Sauce', pepperIds: [] }) }, tokens.admin)),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(results.map((r) => r.data!.createRecipe.slug).sort()).toEqual(['twin-sauce', 'twin-sauce-2', 'twin-sauce-3', 'twin-sauce-4', 'twin-sauce-5', 'twin-sauce-6']);
  });

  it('keeps one whole pepper list when parallel edits of a recipe each send another', async () => {
    const created = await t.gql<{ createRecipe: RecipeAnswer }>(CREATE_RECIPE, { input: recipeInput({ title: 'Contested Salsa', pepperIds: [] }) }, tokens.admin);
    const id = created.data!.createRecipe.id;
    const lists = [
      ['jalapeno', 'habanero'],
      ['serrano'],
      ['habanero', 'serrano', 'jalapeno'],
      ['cayenne', 'tabasco'],
      [],
      ['tabasco', 'jalapeno', 'cayenne', 'serrano'],
      ['habanero'],
      ['serrano', 'cayenne'],
    ].map((slugs) => slugs.map((slug) => pepperIds[slug]!));
    const results = await Promise.all(
      lists.map((ids, i) => t.gql(UPDATE_RECIPE, { id, input: recipeInput({ title: `Contested Salsa ${i}`, pepperIds: ids }) }, tokens.admin)),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    // The last edit to commit wins whole: its title with its own list, never a mix of two.
    const stored = await t.running.app.get(DataSource).query('SELECT pepper_id FROM recipe_peppers WHERE recipe_id = $1 ORDER BY position', [id]);
    const [{ title }] = await t.running.app.get(DataSource).query('SELECT title FROM recipes WHERE id = $1', [id]);
    const winner = Number(/(\d+)$/.exec(title)![1]);
    expect(stored.map((row: { pepper_id: string }) => row.pepper_id)).toEqual(lists[winner]);
  });

  it('keeps a draft out of the site (lists, its page, the sitemap, the pepper page) and shows it once published, in the very next page', async () => {
    const created = await t.gql<{ createRecipe: RecipeAnswer }>(CREATE_RECIPE, { input: recipeInput({ title: 'Secret Sauce', published: false }) }, tokens.admin);
    const draft = created.data!.createRecipe;
    expect(draft.published).toBe(false);
    const admin = await t.gql('{ adminRecipes(search: "secret") { totalItems items { slug published } } }', {}, tokens.admin);
    expect(admin.data?.adminRecipes).toEqual({ totalItems: 1, items: [{ slug: 'secret-sauce', published: false }] });
    const hebrewSearch = await t.gql('{ adminRecipes(search: "צ׳יפוטלה") { totalItems } }', {}, tokens.admin);
    expect(hebrewSearch.data?.adminRecipes.totalItems).toBeGreaterThanOrEqual(1);

    const publicList = await t.gql('{ recipes(take: 50) { items { slug } } }');
    expect(publicList.data?.recipes.items.map((r: { slug: string }) => r.slug)).not.toContain('secret-sauce');
    expect((await t.gql('{ recipeBySlug(slug: "secret-sauce") { id } }')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql('query($id: ID!) { recipe(id: $id) { id } }', { id: draft.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await page(t, '/recipes/secret-sauce')).status).toBe(404);
    expect((await page(t, '/sitemap.xml')).text).not.toContain('/recipes/secret-sauce');
    const jalapeno = await t.gql('{ pepperBySlug(slug: "jalapeno") { recipes(take: 50) { items { slug } } } }');
    expect(jalapeno.data?.pepperBySlug.recipes.items.map((r: { slug: string }) => r.slug)).not.toContain('secret-sauce');

    const published = await t.gql<{ updateRecipe: RecipeAnswer }>(UPDATE_RECIPE, { id: draft.id, input: recipeInput({ title: 'Secret Sauce', published: true }) }, tokens.admin);
    expect(published.errors).toBeUndefined();
    const shown = await page(t, '/recipes/secret-sauce?lang=en');
    expect(shown.status).toBe(200);
    expect((await page(t, '/sitemap.xml')).text).toContain('/recipes/secret-sauce');

    // An edit is in the next page at once (the page kept a moment ago is keyed by the content's version); the address stays.
    const renamed = await t.gql<{ updateRecipe: RecipeAnswer }>(UPDATE_RECIPE, { id: draft.id, input: recipeInput({ title: 'Not So Secret Sauce', pepperIds: [pepperIds.serrano] }) }, tokens.admin);
    expect(renamed.data?.updateRecipe).toMatchObject({ slug: 'secret-sauce', title: 'Not So Secret Sauce', peppers: [{ slug: 'serrano' }] });
    const after = await page(t, '/recipes/secret-sauce?lang=en');
    expect(after.text).toContain('Not So Secret Sauce');
    expect(after.text).toContain('href="/peppers/serrano"');
  });

  it('keeps the links to peppers the site does not show when an edit leaves them out, so they return with the pepper', async () => {
    const db = t.running.app.get(DataSource);
    const created = await t.gql<{ createRecipe: RecipeAnswer }>(
      CREATE_RECIPE,
      { input: recipeInput({ title: 'Three Pepper Oil', pepperIds: [pepperIds.jalapeno, pepperIds.serrano, pepperIds.habanero] }) },
      tokens.admin,
    );
    const id = created.data!.createRecipe.id;
    await db.query('UPDATE peppers SET is_active = false WHERE id = $1', [pepperIds.serrano]);
    await db.query('UPDATE peppers SET deleted_at = now() WHERE id = $1', [pepperIds.habanero]);
    try {
      // The form shows what Recipe.peppers shows, and sends it back with a pepper added.
      const shown = await t.gql<{ recipe: RecipeAnswer }>('query($id: ID!) { recipe(id: $id) { peppers { slug } } }', { id });
      expect(shown.data!.recipe.peppers).toEqual([{ slug: 'jalapeno' }]);
      const edited = await t.gql<{ updateRecipe: RecipeAnswer }>(
        UPDATE_RECIPE,
        { id, input: recipeInput({ title: 'Three Pepper Oil', pepperIds: [pepperIds.jalapeno, pepperIds.fatalii] }) },
        tokens.admin,
      );
      expect(edited.errors).toBeUndefined();
      expect(edited.data!.updateRecipe.peppers).toEqual([{ slug: 'jalapeno' }, { slug: 'fatalii' }]);
      const stored = (await db.query('SELECT pepper_id FROM recipe_peppers WHERE recipe_id = $1 ORDER BY position', [id])) as { pepper_id: string }[];
      expect(stored.map((r) => r.pepper_id)).toEqual([pepperIds.jalapeno, pepperIds.fatalii, pepperIds.serrano, pepperIds.habanero]);
    } finally {
      await db.query('UPDATE peppers SET is_active = true, deleted_at = NULL WHERE id = ANY ($1::uuid[])', [[pepperIds.serrano, pepperIds.habanero]]);
    }
    const back = await t.gql<{ recipe: RecipeAnswer }>('query($id: ID!) { recipe(id: $id) { peppers { slug } } }', { id });
    expect(back.data!.recipe.peppers).toEqual([{ slug: 'jalapeno' }, { slug: 'fatalii' }, { slug: 'serrano' }, { slug: 'habanero' }]);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await recipeCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ hebTitle: '   ', rating: 7 }, { hebTitle: 'contentRequired', rating: 'contentRatingInvalid' }],
      [{ title: 'x'.repeat(201) }, { title: 'contentTitleTooLong' }],
      [{ steps: [] }, { steps: 'contentRequired' }],
      [{ pepperIds: Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) }, { pepperIds: 'contentTooManyPeppers' }],
      // A pepper that does not exist: checked inside the transaction, so the recipe is not written either.
      [{ pepperIds: [pepperIds.jalapeno, '00000000-0000-4000-8000-000000000000'] }, { pepperIds: 'contentPepperUnknown' }],
      [{ pepperIds: ['not-an-id'] }, { pepperIds: 'contentPepperUnknown' }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await t.gql(CREATE_RECIPE, { input: recipeInput(overrides) }, tokens.admin);
      expect(res.status).toBe(200);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields).toEqual(fields);
    }
    expect(await recipeCount()).toBe(before);
    const news = await t.gql(
      'mutation($input: NewsEventInput!) { createNewsEvent(input: $input) { id } }',
      { input: { title: 'Fair', hebTitle: 'יריד', published: true, text: 'Come.', hebText: 'בואו.', date: '2026-02-30', location: 'Haifa', hebLocation: 'חיפה', attendees: -3 } },
      tokens.admin,
    );
    expect(news.errors?.[0]?.extensions?.fields).toEqual({ date: 'contentDateInvalid', attendees: 'contentAttendeesInvalid' });
    const missing = await t.gql(UPDATE_RECIPE, { id: '00000000-0000-4000-8000-000000000000', input: recipeInput() }, tokens.admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets only an active admin write, and answers others FORBIDDEN or UNAUTHENTICATED', async () => {
    const before = await recipeCount();
    for (const actor of ['guest', 'user', 'moderator', 'blocked'] as const) {
      const res = await t.gql(CREATE_RECIPE, { input: recipeInput() }, tokens[actor]);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(res.errors?.[0]?.extensions?.code);
      const list = await t.gql('{ adminRecipes { totalItems } }', {}, tokens[actor]);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(list.errors?.[0]?.extensions?.code);
    }
    expect(await recipeCount()).toBe(before);
  });

  it('writes news and guides, and deletes for good (a recipe with its pepper links)', async () => {
    const news = await t.gql(
      'mutation($input: NewsEventInput!) { createNewsEvent(input: $input) { id slug date hebLocation } }',
      { input: { title: 'Pepper Fair 2027', hebTitle: 'יריד הפלפלים 2027', published: true, text: 'Come.', hebText: 'בואו.', date: '2027-05-01', location: 'Haifa', hebLocation: 'חיפה', attendees: 300 } },
      tokens.admin,
    );
    expect(news.data?.createNewsEvent).toMatchObject({ slug: 'pepper-fair-2027', date: '2027-05-01', hebLocation: 'חיפה' });
    const guide = await t.gql(
      'mutation($input: GuideInput!) { createGuide(input: $input) { id slug body level } }',
      { input: { title: 'Saving Seeds', hebTitle: 'שמירת זרעים', published: true, description: 'Keep your own.', hebDescription: 'שומרים בעצמכם.', level: 'beginner', durationMinutes: 20, body: ['Dry them.', ' ', 'Store cool.'], hebBody: ['מייבשים.', 'שומרים בקור.'] } },
      tokens.admin,
    );
    expect(guide.data?.createGuide).toMatchObject({ slug: 'saving-seeds', body: ['Dry them.', 'Store cool.'], level: 'beginner' });
    expect((await page(t, '/guides/saving-seeds?lang=en')).text).toContain('Store cool.');
    expect((await t.gql('mutation($id: ID!) { deleteGuide(id: $id) { slug } }', { id: guide.data?.createGuide.id }, tokens.admin)).data?.deleteGuide.slug).toBe('saving-seeds');
    expect((await page(t, '/guides/saving-seeds')).status).toBe(404);

    const recipe = await t.gql<{ createRecipe: RecipeAnswer }>(CREATE_RECIPE, { input: recipeInput({ title: 'Gone Soon' }) }, tokens.admin);
    const id = recipe.data!.createRecipe.id;
    const removed = await t.gql(DELETE_RECIPE, { id }, tokens.admin);
    expect(removed.data?.deleteRecipe).toEqual({ id, title: 'Gone Soon' });
    const links = await t.running.app.get(DataSource).query('SELECT count(*)::int AS n FROM recipe_peppers WHERE recipe_id = $1', [id]);
    expect(links[0].n).toBe(0);
    expect((await t.gql(DELETE_RECIPE, { id }, tokens.admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const audit = await t.gql('{ auditLog(take: 1) { items { action details { slug contentKind } } } }', {}, tokens.admin);
    expect(audit.data?.auditLog.items[0]).toEqual({ action: 'content.delete', details: { slug: 'gone-soon', contentKind: 'recipes' } });
  });

  it('keeps a picture (an upload of ours), leaves it when an edit omits it, replaces and removes its files', async () => {
    const first = await uploadImage(t, tokens.admin!);
    const created = await t.gql(
      `mutation($input: RecipeInput!) { createRecipe(input: $input) { id slug image imageSrcSet } }`,
      { input: recipeInput({ title: 'Pictured Salsa', image: first }) },
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
    const { id, slug, image, imageSrcSet } = created.data?.createRecipe;
    expect(image).toBe(first);
    expect(imageSrcSet).toMatch(/ 320w, .* 640w, .* 1280w$/);
    const html = await page(t, `/recipes/${slug}?lang=en`);
    expect(html.text).toContain(`<meta property="og:image" content="${t.url}${first}"`);
    expect(html.text).toContain(`src="${first}"`);

    // An edit without the field keeps the picture.
    const kept = await t.gql('mutation($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { image } }', { id, input: recipeInput({ title: 'Pictured Salsa' }) }, tokens.admin);
    expect(kept.data?.updateRecipe.image).toBe(first);
    // Not one of our uploads: refused, nothing changed.
    const foreign = await t.gql('mutation($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { image } }', { id, input: recipeInput({ title: 'Changed', image: 'https://example.com/x.png' }) }, tokens.admin);
    expect(foreign.errors?.[0]?.extensions?.fields).toEqual({ image: 'imageInvalidType' });
    // Replaced: the old files go; removed: the new ones go.
    const second = await uploadImage(t, tokens.admin!);
    await t.gql('mutation($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { image } }', { id, input: recipeInput({ title: 'Pictured Salsa', image: second }) }, tokens.admin);
    expect((await fetch(`${t.url}${first}`)).status).toBe(404);
    expect((await fetch(`${t.url}${second}`)).status).toBe(200);
    const removed = await t.gql('mutation($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { image title } }', { id, input: recipeInput({ title: 'Pictured Salsa', image: null }) }, tokens.admin);
    expect(removed.data?.updateRecipe).toEqual({ image: null, title: 'Pictured Salsa' });
    expect((await fetch(`${t.url}${second}`)).status).toBe(404);
  });
});
