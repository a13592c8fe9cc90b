import { describe, expect, it } from '@jest/globals';
import { DESKTOP, openPage, step } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

type Recipe = {
  slug: string;
  title: string;
  hebTitle: string;
  ingredients: string[];
  hebIngredients: string[];
  hebSteps: string[];
  peppers: { slug: string; name: string; hebName: string }[];
};

describe('a page for every recipe, news item and guide (issue 33)', () => {
  const suite = useAppAndBrowser();

  it('opens a recipe from its list onto its own page, in Hebrew and English, on a phone and a desktop, and without JavaScript', async () => {
    const { recipes } = await graphql<{ recipes: { items: Recipe[] } }>(
      suite.server.url,
      '{ recipes(take: 1) { items { slug title hebTitle ingredients hebIngredients hebSteps peppers { slug name hebName } } } }',
    );
    const recipe = recipes.items[0]!;
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url, { viewport: { width: 360, height: 740 } });
    const article = page.getByRole('article', { name: recipe.hebTitle });

    await step(page, 'recipe-page-he-phone', async () => {
      await page.goto('/recipes');
      await page.getByRole('link', { name: recipe.hebTitle }).click();
      await page.waitForURL((url) => url.pathname === `/recipes/${recipe.slug}`);
      await article.getByRole('heading', { level: 1, name: recipe.hebTitle }).waitFor();
      const ingredients = article.locator('section', { has: page.getByRole('heading', { level: 2, name: 'מצרכים' }) });
      for (const ingredient of recipe.hebIngredients) await ingredients.getByText(ingredient, { exact: true }).waitFor();
      await article.getByText(recipe.hebSteps[0]!, { exact: true }).waitFor();
      expect(await page.title()).toBe(`${recipe.hebTitle} | אטלס הפלפלים`);
      // Nothing wider than a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });
    await step(page, 'recipe-pepper-links-he-phone', async () => {
      // The recipe links its peppers' pages, and the pepper's page lists the recipe: both ways.
      const pepper = recipe.peppers[0]!;
      const peppers = article.locator('section', { has: page.getByRole('heading', { level: 2, name: 'הפלפלים במתכון' }) });
      expect(await peppers.getByRole('link').allTextContents()).toEqual(recipe.peppers.map((p) => p.hebName));
      await peppers.getByRole('link', { name: pepper.hebName }).click();
      await page.waitForURL((url) => url.pathname === `/peppers/${pepper.slug}`);
      const recipes = page.getByRole('region', { name: 'מתכונים' });
      await recipes.getByRole('link', { name: recipe.hebTitle }).click();
      await page.waitForURL((url) => url.pathname === `/recipes/${recipe.slug}`);
      await article.getByRole('heading', { level: 1, name: recipe.hebTitle }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // The breadcrumbs lead back to the list.
      await article.getByRole('navigation', { name: 'נתיב ניווט' }).getByRole('link', { name: 'מתכונים' }).click();
      await page.getByRole('heading', { level: 1, name: 'מתכונים' }).waitFor();
    });
    await step(page, 'recipe-page-en-desktop', async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/recipes/${recipe.slug}?lang=en`);
      const english = page.getByRole('article', { name: recipe.title });
      await english.getByRole('heading', { level: 2, name: 'Ingredients' }).waitFor();
      for (const ingredient of recipe.ingredients) await english.getByText(ingredient, { exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    });
    await step(page, 'content-page-not-found', async () => {
      const response = await page.goto('/guides/no-such-guide?lang=en');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to Guides' }).click();
      await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    await context.close();

    // Without JavaScript (a reader whose saved language is English): the list's link and the page are plain HTML.
    const noScript = await suite.browser.newContext({ baseURL: suite.server.url, javaScriptEnabled: false, viewport: DESKTOP });
    await noScript.addCookies([{ name: 'peppers-language', value: 'en', url: suite.server.url }]);
    const plain = await noScript.newPage();
    await step(plain, 'recipe-page-no-js', async () => {
      await plain.goto('/recipes');
      await plain.getByRole('link', { name: recipe.title }).click();
      await plain.waitForURL((url) => url.pathname === `/recipes/${recipe.slug}`);
      await plain.getByRole('heading', { level: 1, name: recipe.title }).waitFor();
      for (const ingredient of recipe.ingredients) await plain.getByText(ingredient, { exact: true }).waitFor();
      // Its peppers are plain links too, and the pepper's page lists the recipe.
      await plain.getByRole('link', { name: recipe.peppers[0]!.name, exact: true }).click();
      await plain.waitForURL((url) => url.pathname === `/peppers/${recipe.peppers[0]!.slug}`);
      await plain.getByRole('region', { name: 'Recipes' }).getByRole('link', { name: recipe.title }).waitFor();
    });
    await noScript.close();
  });
});
