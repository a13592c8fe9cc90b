import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipesDocument } from '@/generated/graphql';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { entryBySlugMock, guideDetails, guidesMock, newsEvent, newsEventsMock, recipe, recipeDetails, recipeNotFoundMock, recipesMock } from '../test/contentMocks';

describe("Content 'view all' lists", () => {
  it('lists recipes page by page, each card a link to the recipe\'s page', async () => {
    storeLanguage('en');
    renderApp({
      route: '/recipes',
      mocks: [
        recipesMock([recipe()], 0, 2),
        recipesMock([recipe({ id: 'r2', slug: 'salsa-verde', title: 'Salsa Verde', hebTitle: 'סלסה ורדה' })], 1, 2),
        entryBySlugMock({ kind: 'recipes', item: recipeDetails() }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeTruthy();
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('link', { name: 'Salsa Verde' })).getAttribute('href')).toBe('/recipes/salsa-verde');
    expect(document.title).toBe('Recipes | Pepper Atlas');

    fireEvent.click(screen.getByRole('link', { name: 'Sichuan-Style Chili Oil' }));
    const article = within(await screen.findByRole('article', { name: 'Sichuan-Style Chili Oil' }));
    expect(article.getByRole('heading', { level: 1, name: 'Sichuan-Style Chili Oil' })).toBeTruthy();
    expect(document.querySelector('img.content-article__picture')).toBeNull();
    expect(article.getByText('1 hour 30 min')).toBeTruthy();
    expect(article.getByText('4.9 / 5')).toBeTruthy();
    expect(article.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeTruthy();
    // Its peppers link their pages, each with its heat (an open-ended range as "N+").
    const peppers = within(article.getByRole('heading', { level: 2, name: 'Peppers in this recipe' }).closest('section')!);
    expect(peppers.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Chile de Árbol', '/peppers/chile-de-arbol'],
      ['Pepper X', '/peppers/pepper-x'],
    ]);
    expect(peppers.getByText('15K-30K SHU')).toBeTruthy();
    expect(peppers.getByText('2.69M+ SHU')).toBeTruthy();
    expect(article.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Recipes',
      'Sichuan-Style Chili Oil',
      'Chile de Árbol15K-30K SHU',
      'Pepper X2.69M+ SHU',
      '1 cup neutral oil',
      '1/2 cup chili flakes',
      'Heat the oil.',
      'Pour it over the flakes.',
    ]);
    expect(document.title).toBe('Sichuan-Style Chili Oil | Pepper Atlas');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The breadcrumbs lead back to the list.
    fireEvent.click(within(article.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Recipes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipes' })).toBeTruthy();
  });

  it("shows a card's picture where the admin gave one (lazy, decorative: the title names it), else the kind's icon", async () => {
    storeLanguage('en');
    renderApp({
      route: '/recipes',
      mocks: [
        recipesMock(
          [
            recipe({ image: '/uploads/peppers/a-1280.webp', imageSrcSet: '/uploads/peppers/a-320.webp 320w, /uploads/peppers/a-640.webp 640w' }),
            recipe({ id: 'r2', slug: 'salsa-verde', title: 'Salsa Verde', hebTitle: 'סלסה ורדה' }),
          ],
          0,
          2,
        ),
      ],
    });
    const pictured = (await screen.findByRole('link', { name: 'Sichuan-Style Chili Oil' })).closest('article')!;
    const img = pictured.querySelector('img.content-card__picture')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/uploads/peppers/a-1280.webp',
      '',
      'lazy',
      '640',
      '360',
    ]);
    expect(img.getAttribute('srcset')).toContain('a-640.webp 640w');
    expect(pictured.querySelector('.content-card__icon')).toBeNull();
    const plain = screen.getByRole('link', { name: 'Salsa Verde' }).closest('article')!;
    expect(plain.querySelector('img')).toBeNull();
    expect(plain.querySelector('.content-card__icon')).not.toBeNull();
  });

  it('shows news and guides in Hebrew, a guide on its page', async () => {
    const { unmount } = renderApp({ route: '/news', mocks: [newsEventsMock([newsEvent()])] });
    expect((await screen.findByRole('link', { name: 'פסטיבל הפלפל באספלט' })).getAttribute('href')).toBe('/news/fete-du-piment-in-espelette');
    expect(screen.getByText('24 באוקטובר 2026')).toBeTruthy();
    expect(screen.getByText('20,000 משתתפים')).toBeTruthy();
    unmount();

    renderApp({
      route: '/guides/germinating-pepper-seeds',
      mocks: [entryBySlugMock({ kind: 'guides', item: guideDetails() }, { image: '/uploads/peppers/g-1280.webp', imageSrcSet: '/uploads/peppers/g-320.webp 320w' })],
    });
    const article = within(await screen.findByRole('article', { name: 'הנבטת זרעי פלפל' }));
    // Its picture, decorative beside the title.
    const picture = document.querySelector('img.content-article__picture')!;
    expect([picture.getAttribute('src'), picture.getAttribute('srcset'), picture.getAttribute('alt')]).toEqual(['/uploads/peppers/g-1280.webp', '/uploads/peppers/g-320.webp 320w', '']);
    expect(article.getByText('מתחילים')).toBeTruthy();
    expect(article.getByText('10 דקות')).toBeTruthy();
    expect(article.getByText('רובם נובטים תוך שבועיים.')).toBeTruthy();
    expect(within(article.getByRole('navigation', { name: 'נתיב ניווט' })).getByRole('link', { name: 'מדריכים' }).getAttribute('href')).toBe('/guides');
  });

  it('says so on the page of a recipe that does not exist, with the way back to the list', async () => {
    storeLanguage('en');
    renderApp({ route: '/recipes/no-such-recipe', mocks: [recipeNotFoundMock('no-such-recipe')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Recipes' }).getAttribute('href')).toBe('/recipes');
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
    expect(await screen.findByRole('link', { name: 'Sichuan-Style Chili Oil' })).toBeTruthy();
    unmount();

    renderApp({ route: '/guides', mocks: [guidesMock([])] });
    expect(await screen.findByRole('heading', { name: 'No guides yet.' })).toBeTruthy();
  });
  it("keeps the cards on screen while a member's refresh refetches the list (no skeleton over them)", async () => {
    storeLanguage('en');
    const { client } = renderApp({
      route: '/recipes',
      mocks: [recipesMock([recipe()]), { ...recipesMock([recipe()]), delay: 200 }],
    });
    const link = await screen.findByRole('link', { name: 'Sichuan-Style Chili Oil' });
    let refetched: Promise<unknown> = Promise.resolve();
    act(() => {
      refetched = client.refetchQueries({ include: 'active' });
    });
    // While the refetch is on its way, the same card stays (a skeleton would replace it, and a reader's place with it).
    expect(document.querySelector('.skeleton-card')).toBeNull();
    expect(link.isConnected).toBe(true);
    await act(async () => {
      await refetched;
    });
    expect(screen.getByRole('link', { name: 'Sichuan-Style Chili Oil' })).toBe(link);
  });
});
