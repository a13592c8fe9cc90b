import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentPepperSearchDocument, CreateRecipeDocument, DeleteRecipeDocument, UpdateRecipeDocument, type RecipeInput } from '@/generated/graphql';
import { graphqlError } from '@/test/fixtures';
import { DRAFT_RECIPE, recipeFixture, recipesMock, renderContentTab } from '../test/fixtures';

const SALSA = recipeFixture();

const NEW_RECIPE: RecipeInput = {
  title: 'Green Shakshuka',
  hebTitle: 'שקשוקה ירוקה',
  description: 'Eggs in a green pepper sauce.',
  hebDescription: 'ביצים ברוטב פלפלים ירוק.',
  difficulty: 'hard',
  timeMinutes: 35,
  rating: 4.5,
  servings: 2,
  ingredients: ['4 eggs', '2 jalapeños'],
  hebIngredients: ['4 ביצים', '2 חלפיניו'],
  steps: ['Cook the sauce.', 'Add the eggs.'],
  hebSteps: ['לבשל את הרוטב.', 'להוסיף את הביצים.'],
  pepperIds: ['p2', 'p1'],
  published: false,
};

const PEPPERS = {
  p1: { __typename: 'Pepper' as const, id: 'p1', slug: 'carolina-reaper', name: 'Carolina Reaper', hebName: 'קרולינה ריפר' },
  p2: { __typename: 'Pepper' as const, id: 'p2', slug: 'jalapeno', name: 'Jalapeño', hebName: 'חלפיניו' },
};

function pepperSearchMock(search: string, ids: (keyof typeof PEPPERS)[]) {
  return {
    request: { query: ContentPepperSearchDocument, variables: { search } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: { __typename: 'Query', peppers: { __typename: 'PepperList', items: ids.map((id) => PEPPERS[id]) } },
    },
  };
}

async function openRecipes() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Recipes' }));
  return screen.findByRole('list', { name: 'Recipes' });
}

function card(list: HTMLElement, title: string) {
  return within(within(list).getByRole('heading', { name: title }).closest('li')!);
}

async function openNewRecipe() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Recipes' }));
  await screen.findByText(/^\d+ recipes?$/);
  fireEvent.click(screen.getByRole('button', { name: 'New recipe' }));
  return screen.getByRole('dialog', { name: 'New recipe' });
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Every field of NEW_RECIPE but the peppers and the published flag. */
function fillRecipe(dialog: HTMLElement, overrides: Record<string, string> = {}) {
  const texts: Record<string, string> = {
    'Title (English)': NEW_RECIPE.title,
    'Title (Hebrew)': NEW_RECIPE.hebTitle,
    'Description (English)': NEW_RECIPE.description,
    'Description (Hebrew)': NEW_RECIPE.hebDescription,
    'Time (minutes)': '35',
    'Rating (0-5)': '4.5',
    Servings: '2',
    'Ingredients (English)': ' 4 eggs\n\n2 jalapeños \n',
    'Ingredients (Hebrew)': '4 ביצים\n2 חלפיניו',
    'Steps (English)': 'Cook the sauce.\nAdd the eggs.',
    'Steps (Hebrew)': 'לבשל את הרוטב.\nלהוסיף את הביצים.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(texts)) fill(dialog, label, value);
  fireEvent.change(within(dialog).getByLabelText('Difficulty'), { target: { value: 'Hard' } });
}

/** The message shown under a field (its aria-describedby). */
function messageOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Admin content tab', () => {
  it('lists recipes, drafts too, with their status, last save and a link to a published one’s page', async () => {
    renderContentTab([recipesMock(() => [DRAFT_RECIPE, SALSA])]);
    expect(await screen.findByRole('tab', { name: 'Content', selected: true })).toBeTruthy();
    const list = await openRecipes();
    expect(screen.getByText('2 recipes')).toBeTruthy();
    const draft = card(list, 'Harissa');
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText('חריסה').getAttribute('lang')).toBe('he');
    expect(draft.queryByRole('link')).toBeNull();
    expect(draft.getByRole('button', { name: 'Publish “Harissa”' })).toBeTruthy();
    const salsa = card(list, 'Salsa Verde');
    expect(salsa.getByText('Published')).toBeTruthy();
    expect(salsa.getByText(/^Last saved /)).toBeTruthy();
    expect(salsa.getByRole('link', { name: 'View the page of “Salsa Verde”' }).getAttribute('href')).toBe('/recipes/salsa-verde');
  });

  it('shows the empty state of a kind', async () => {
    renderContentTab([recipesMock(() => [])]);
    expect(await screen.findByText('No news or events yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Recipes' }));
    expect(await screen.findByText('No recipes yet')).toBeTruthy();
  });

  it('refuses a recipe without its Hebrew title: the message under the field, the focus on it, nothing sent', async () => {
    let sent = 0;
    renderContentTab([
      recipesMock(() => []),
      {
        request: { query: CreateRecipeDocument, variables: () => true },
        result: () => {
          sent += 1;
          return { data: { createRecipe: recipeFixture() } };
        },
      },
    ]);
    const dialog = await openNewRecipe();
    fillRecipe(dialog, { 'Title (Hebrew)': '   ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const hebTitle = within(dialog).getByLabelText('Title (Hebrew)');
    await waitFor(() => expect(document.activeElement).toBe(hebTitle));
    expect(hebTitle.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(hebTitle)).toBe('This field is required');
    expect(within(dialog).getByLabelText('Title (English)').getAttribute('aria-invalid')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toBe(0);
    expect(screen.getByRole('dialog', { name: 'New recipe' })).toBeTruthy();
  });

  it('creates a recipe with its lines split and its peppers in order, then says so and lists it', async () => {
    let rows = [SALSA];
    renderContentTab([
      recipesMock(() => rows),
      pepperSearchMock('jal', ['p2']),
      pepperSearchMock('reaper', ['p1']),
      {
        request: { query: CreateRecipeDocument, variables: { input: NEW_RECIPE } },
        result: () => {
          const created = recipeFixture({ id: 'r9', slug: 'green-shakshuka', title: NEW_RECIPE.title, hebTitle: NEW_RECIPE.hebTitle, published: false });
          rows = [created, SALSA];
          return { data: { createRecipe: created } };
        },
      },
    ]);
    const dialog = await openNewRecipe();
    fillRecipe(dialog);
    const search = within(dialog).getByLabelText('Find a pepper to add');
    fireEvent.change(search, { target: { value: 'reaper' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Carolina Reaper' }));
    fireEvent.change(search, { target: { value: 'jal' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Jalapeño' }));
    const chips = within(dialog).getByRole('list', { name: 'Chosen peppers, in the recipe\'s order' });
    const order = () => within(chips).getAllByRole('listitem').map((chip) => chip.textContent?.replace(/[×←→]/g, ''));
    expect(order()).toEqual(['Carolina Reaper', 'Jalapeño']);
    // The first cannot move earlier, the last not later; the jalapeño goes first, as the recipe's ingredients have it.
    expect(within(chips).queryByRole('button', { name: 'Move Carolina Reaper earlier' })).toBeNull();
    expect(within(chips).queryByRole('button', { name: 'Move Jalapeño later' })).toBeNull();
    fireEvent.click(within(chips).getByRole('button', { name: 'Move Jalapeño earlier' }));
    expect(order()).toEqual(['Jalapeño', 'Carolina Reaper']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Published' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Recipe saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New recipe' })).toBeNull());
    const list = await screen.findByRole('list', { name: 'Recipes' });
    await waitFor(() => expect(card(list, 'Green Shakshuka').getByText('Draft')).toBeTruthy());
  });

  it('shows the server’s field message under its field', async () => {
    renderContentTab([
      recipesMock(() => []),
      {
        request: { query: CreateRecipeDocument, variables: () => true },
        result: graphqlError('Invalid input', 'BAD_USER_INPUT', { fields: { title: 'contentTitleTooLong' } }),
      },
    ]);
    const dialog = await openNewRecipe();
    fillRecipe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const title = within(dialog).getByLabelText('Title (English)');
    await waitFor(() => expect(messageOf(title)).toBe('Title must be at most 200 characters'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByRole('dialog', { name: 'New recipe' })).toBeTruthy();
  });

  it('keeps a stored picture when an edit leaves it, and sends null when it is removed', async () => {
    const pictured = recipeFixture({ image: '/uploads/peppers/a-1280.webp', imageSrcSet: '/uploads/peppers/a-320.webp 320w' });
    const sent: Record<string, unknown>[] = [];
    renderContentTab([
      recipesMock(() => [pictured]),
      {
        request: { query: UpdateRecipeDocument, variables: () => true },
        result: ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input);
          return { data: { updateRecipe: pictured } };
        },
        maxUsageCount: 2,
      },
    ]);
    const list = await openRecipes();
    fireEvent.click(card(list, 'Salsa Verde').getByRole('button', { name: 'Edit “Salsa Verde”' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit recipe' });
    expect(within(dialog).getByRole('img', { name: 'The picture' }).getAttribute('src')).toBe('/uploads/peppers/a-1280.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect('image' in sent[0]!).toBe(false);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit recipe' })).toBeNull());
    fireEvent.click(card(list, 'Salsa Verde').getByRole('button', { name: 'Edit “Salsa Verde”' }));
    dialog = screen.getByRole('dialog', { name: 'Edit recipe' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the picture' }));
    expect(within(dialog).queryByRole('img', { name: 'The picture' })).toBeNull();
    expect(within(dialog).getByText('No picture: the page shows the title alone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.image).toBeNull();
  });

  it('deletes a recipe after asking', async () => {
    let rows = [SALSA, DRAFT_RECIPE];
    let deleted = 0;
    renderContentTab([
      recipesMock(() => rows),
      {
        request: { query: DeleteRecipeDocument, variables: { id: 'r1' } },
        result: () => {
          deleted += 1;
          rows = [DRAFT_RECIPE];
          return { data: { deleteRecipe: { __typename: 'Recipe', id: 'r1' } } };
        },
      },
    ]);
    const list = await openRecipes();
    fireEvent.click(card(list, 'Salsa Verde').getByRole('button', { name: 'Delete “Salsa Verde”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete recipe' });
    expect(within(dialog).getByText('“Salsa Verde” will be removed from the site, in both languages.')).toBeTruthy();
    expect(deleted).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Recipe deleted')).toBeTruthy();
    expect(deleted).toBe(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recipes' })).queryByRole('heading', { name: 'Salsa Verde' })).toBeNull());
  });

  it('in Hebrew: the titles in Hebrew, and each Hebrew field right to left, each English one left to right', async () => {
    renderContentTab([recipesMock(() => [SALSA])], 'he');
    expect(await screen.findByRole('tab', { name: 'תוכן', selected: true })).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'מתכונים' }));
    const list = await screen.findByRole('list', { name: 'מתכונים' });
    expect(card(list, 'סלסה ורדה').getByText('Salsa Verde').getAttribute('lang')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'מתכון חדש' }));
    const dialog = screen.getByRole('dialog', { name: 'מתכון חדש' });
    for (const label of ['כותרת (עברית)', 'תיאור (עברית)', 'מצרכים (עברית)', 'שלבי הכנה (עברית)']) {
      const control = within(dialog).getByLabelText(label);
      expect([control.getAttribute('lang'), control.getAttribute('dir')]).toEqual(['he', 'rtl']);
    }
    for (const label of ['כותרת (אנגלית)', 'תיאור (אנגלית)', 'מצרכים (אנגלית)', 'שלבי הכנה (אנגלית)']) {
      const control = within(dialog).getByLabelText(label);
      expect([control.getAttribute('lang'), control.getAttribute('dir')]).toEqual(['en', 'ltr']);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText('כותרת (אנגלית)'))).toBe('שדה חובה'));
  });
});
