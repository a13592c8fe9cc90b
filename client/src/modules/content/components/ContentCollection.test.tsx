import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipesDocument } from '@/generated/graphql';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { guide, guidesMock, newsEvent, newsEventsMock, recipe, recipesMock } from '../test/contentMocks';

describe("Content 'view all' lists", () => {
  it('lists recipes page by page and opens one in the details dialog', async () => {
    storeLanguage('en');
    renderApp({
      route: '/recipes',
      mocks: [
        recipesMock([recipe()], 0, 2),
        recipesMock([recipe({ id: 'r2', title: 'Salsa Verde', hebTitle: 'סלסה ורדה' })], 1, 2),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Salsa Verde' })).toBeTruthy();
    expect(document.title).toBe('Recipes | Pepper Atlas');

    fireEvent.click(screen.getByRole('button', { name: 'Sichuan-Style Chili Oil' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Sichuan-Style Chili Oil' }));
    expect(dialog.getByText('1 hour 30 min')).toBeTruthy();
    expect(dialog.getByText('4.9 / 5')).toBeTruthy();
    expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeTruthy();
    expect(dialog.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 cup neutral oil',
      '1/2 cup chili flakes',
      'Heat the oil.',
      'Pour it over the flakes.',
    ]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows news and guides in Hebrew', async () => {
    const { unmount } = renderApp({ route: '/news', mocks: [newsEventsMock([newsEvent()])] });
    expect(await screen.findByRole('button', { name: 'פסטיבל הפלפל באספלט' })).toBeTruthy();
    expect(screen.getByText('24 באוקטובר 2026')).toBeTruthy();
    expect(screen.getByText('20,000 משתתפים')).toBeTruthy();
    unmount();

    renderApp({ route: '/guides', mocks: [guidesMock([guide()])] });
    fireEvent.click(await screen.findByRole('button', { name: 'הנבטת זרעי פלפל' }));
    const dialog = within(screen.getByRole('dialog', { name: 'הנבטת זרעי פלפל' }));
    expect(dialog.getByText('מתחילים')).toBeTruthy();
    expect(dialog.getByText('10 דקות')).toBeTruthy();
    expect(dialog.getByText('רובם נובטים תוך שבועיים.')).toBeTruthy();
  });

  it('shows an error with Try Again, and an empty state', async () => {
    storeLanguage('en');
    const { unmount } = renderApp({
      route: '/recipes',
      mocks: [
        {
          request: { query: RecipesDocument, variables: { skip: 0, take: 12 } },
          error: new TypeError('Failed to fetch'),
        },
        recipesMock([recipe()]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'We could not load the recipes.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Sichuan-Style Chili Oil' })).toBeTruthy();
    unmount();

    renderApp({ route: '/guides', mocks: [guidesMock([])] });
    expect(await screen.findByRole('heading', { name: 'No guides yet.' })).toBeTruthy();
  });
});
