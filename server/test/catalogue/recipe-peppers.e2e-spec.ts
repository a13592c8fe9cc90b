import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { RECIPES_SEED } from '../../src/database/seed/data/content.data.js';
import { linkSeededRecipePeppers } from '../../src/database/seed/recipe-peppers.seed.js';
import { seedDatabase } from '../../src/database/seed/seed.js';
import { signIn, ACCOUNTS } from '../utils/actors.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

type RecipeLinks = { slug: string; title: string; rating: number; peppers: { slug: string; name: string }[] };

const RECIPES = `{ recipes(take: 50) { items { slug title rating peppers { slug name } } } }`;
const PEPPER_RECIPES = `query($slug: String!, $skip: Int, $take: Int) {
  pepperBySlug(slug: $slug) { name recipes(skip: $skip, take: $take) { totalItems items { slug title rating } } }
}`;

const decoded = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe("a recipe's peppers, linked both ways (issue 33)", () => {
  let t: TestApp;
  let recipes: RecipeLinks[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.gql<{ recipes: { items: RecipeLinks[] } }>(RECIPES);
    expect(res.errors).toBeUndefined();
    recipes = res.data!.recipes.items;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("gives every seeded recipe the peppers of its ingredients, in the recipe's order", () => {
    expect(recipes).toHaveLength(RECIPES_SEED.length);
    for (const seed of RECIPES_SEED) {
      const recipe = recipes.find((r) => r.title === seed.title)!;
      expect(recipe.peppers.map((p) => p.name)).toEqual(seed.peppers);
      expect(seed.peppers.length).toBeGreaterThan(0);
    }
    const pickles = recipes.find((r) => r.title === 'Quick Pickled Hot Peppers')!;
    expect(pickles.peppers.map((p) => p.slug)).toEqual(['jalapeno', 'fresno', 'hungarian-wax']);
  });

  it("lists on a pepper's page the recipes that use it, best rated first, paged", async () => {
    const using = recipes.filter((r) => r.peppers.some((p) => p.slug === 'jalapeno')).sort((a, b) => b.rating - a.rating || a.title.localeCompare(b.title));
    expect(using.length).toBe(2);
    const all = await t.gql(PEPPER_RECIPES, { slug: 'jalapeno' });
    expect(all.errors).toBeUndefined();
    expect(all.data?.pepperBySlug.recipes).toEqual({
      totalItems: 2,
      items: using.map(({ slug, title, rating }) => ({ slug, title, rating })),
    });
    const second = await t.gql(PEPPER_RECIPES, { slug: 'jalapeno', skip: 1, take: 1 });
    expect(second.data?.pepperBySlug.recipes).toEqual({ totalItems: 2, items: [{ slug: using[1]!.slug, title: using[1]!.title, rating: using[1]!.rating }] });
    // A pepper no recipe uses has an empty list, not an error.
    const none = await t.gql(PEPPER_RECIPES, { slug: 'carolina-reaper' });
    expect(none.data?.pepperBySlug.recipes).toEqual({ totalItems: 0, items: [] });
    // The page size is bounded like every list.
    const tooMany = await t.gql(PEPPER_RECIPES, { slug: 'jalapeno', take: 10_000 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('draws the links into both pages on the server, for readers without JavaScript', async () => {
    const poppers = recipes.find((r) => r.title === 'Baked Jalapeño Poppers')!;
    const recipePage = decoded(await (await fetch(`${t.url}/recipes/${poppers.slug}?lang=en`, { headers: { accept: 'text/html' } })).text());
    expect(recipePage).toMatch(/<a [^>]*href="\/peppers\/jalapeno"[^>]*>[^<]*Jalapeño/);
    const pepperPage = decoded(await (await fetch(`${t.url}/peppers/jalapeno?lang=he`, { headers: { accept: 'text/html' } })).text());
    expect(pepperPage).toContain(`href="/recipes/${poppers.slug}"`);
  });

  it('leaves a pepper in the bin out of the recipe, and brings it back when it is restored', async () => {
    const admin = await signIn(t, ACCOUNTS.admin);
    const fresno = await t.gql('{ pepperBySlug(slug: "fresno") { id } }');
    const id = fresno.data?.pepperBySlug.id as string;
    const pickles = () =>
      t.gql<{ recipeBySlug: RecipeLinks }>('{ recipeBySlug(slug: "quick-pickled-hot-peppers") { slug title rating peppers { slug name } } }');
    expect((await t.gql('mutation($id: ID!) { deletePepper(id: $id) { id } }', { id }, admin.token)).errors).toBeUndefined();
    expect((await pickles()).data?.recipeBySlug.peppers.map((p) => p.slug)).toEqual(['jalapeno', 'hungarian-wax']);
    expect((await t.gql('mutation($id: ID!) { restorePepper(id: $id) { id } }', { id }, admin.token)).errors).toBeUndefined();
    expect((await pickles()).data?.recipeBySlug.peppers.map((p) => p.slug)).toEqual(['jalapeno', 'fresno', 'hungarian-wax']);
  });

  it('gives a database seeded before the links its seeded links in the migration, once, and never again at a start', async () => {
    const db = t.running.app.get(DataSource);
    const before = await db.query('SELECT recipe_id, pepper_id, position FROM recipe_peppers ORDER BY recipe_id, position');
    // A database from before the table: the migration's step writes exactly the links the seed writes.
    await db.query('DELETE FROM recipe_peppers');
    expect(await linkSeededRecipePeppers((sql, parameters) => db.query(sql, parameters))).toBe(before.length);
    expect(await db.query('SELECT recipe_id, pepper_id, position FROM recipe_peppers ORDER BY recipe_id, position')).toEqual(before);
    // Links an administrator removed stay removed: a later start writes nothing.
    await db.query('DELETE FROM recipe_peppers');
    expect(await seedDatabase(db, {})).toBe(false);
    expect(await db.query('SELECT count(*)::int AS n FROM recipe_peppers')).toEqual([{ n: 0 }]);
  });

});
