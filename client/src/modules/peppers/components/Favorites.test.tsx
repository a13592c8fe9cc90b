import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddFavoritesDocument, ToggleFavoriteDocument } from '@/generated/graphql';
import { graphqlError, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';
import { cataloguePepper, catalogueMocks, cataloguePeppersMock, jalapeno, pepperStatsMock } from '../test/catalogueMocks';
import { GUEST_FAVORITES_KEY } from '../utils/guestFavorites';

const favoriteButton = (name: string) => screen.getByRole('button', { name: `Favorite: ${name}` });
const storedFavorites = () => JSON.parse(localStorage.getItem(GUEST_FAVORITES_KEY) ?? '[]') as string[];

describe('Favorites', () => {
  it('keeps a guest favorite in this browser, after a reload too, and filters by it', async () => {
    storeLanguage('en');
    const first = renderApp({ route: '/peppers', mocks: catalogueMocks() });
    await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' });
    expect(favoriteButton('Carolina Reaper').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(favoriteButton('Carolina Reaper'));
    expect(favoriteButton('Carolina Reaper').getAttribute('aria-pressed')).toBe('true');
    expect(storedFavorites()).toEqual(['1']);
    expect(await screen.findByText('Saved to favorites in this browser. Sign in to keep them in your account.')).toBeTruthy();
    first.unmount();

    // A new page load: the favorite is still there, and "my favorites only" asks for it by id.
    const { router } = renderApp({
      route: '/peppers',
      mocks: [...catalogueMocks(), cataloguePeppersMock([cataloguePepper()], { ids: ['1'] })],
    });
    await screen.findByRole('heading', { level: 2, name: 'Jalapeño' });
    expect(favoriteButton('Carolina Reaper').getAttribute('aria-pressed')).toBe('true');
    expect(favoriteButton('Jalapeño').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('checkbox', { name: 'My favorites only' }));
    expect(router.state.location.search).toBe('?favorites=1');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Jalapeño' })).toBeNull());
    expect(await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' })).toBeTruthy();

    fireEvent.click(favoriteButton('Carolina Reaper'));
    expect(storedFavorites()).toEqual([]);
  });

  it("stores a signed-in user's favorite on the server and shows the server's state", async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/peppers',
      mocks: [
        meMock(),
        ...catalogueMocks([cataloguePepper(), jalapeno({ isFavorite: true })]),
        {
          request: { query: ToggleFavoriteDocument, variables: { id: '1' } },
          result: { data: { __typename: 'Mutation', toggleFavorite: true } },
        },
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' });
    expect(favoriteButton('Jalapeño').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(favoriteButton('Carolina Reaper'));
    await waitFor(() => expect(favoriteButton('Carolina Reaper').getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('Added to your favorites.')).toBeTruthy();
    expect(localStorage.getItem(GUEST_FAVORITES_KEY)).toBeNull();
  });

  it("shows only the signed-in user's favorites from the server, and drops one when it is removed", async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/peppers?favorites=1',
      mocks: [
        meMock(),
        cataloguePeppersMock([cataloguePepper({ isFavorite: true })], { favoritesOnly: true }),
        pepperStatsMock(),
        {
          request: { query: ToggleFavoriteDocument, variables: { id: '1' } },
          result: { data: { __typename: 'Mutation', toggleFavorite: false } },
        },
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' });
    fireEvent.click(favoriteButton('Carolina Reaper'));
    expect(await screen.findByRole('heading', { name: 'No favorites here yet' })).toBeTruthy();
  });

  it('tells the reader when the favorite could not be saved', async () => {
    storeLanguage('en');
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/peppers',
      mocks: [
        meMock(),
        ...catalogueMocks(),
        {
          request: { query: ToggleFavoriteDocument, variables: { id: '1' } },
          result: graphqlError('Server error', 'INTERNAL_SERVER_ERROR'),
        },
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' });
    fireEvent.click(favoriteButton('Carolina Reaper'));
    expect(await screen.findByText('We could not update your favorites. Please try again.')).toBeTruthy();
    expect(favoriteButton('Carolina Reaper').getAttribute('aria-pressed')).toBe('false');
  });

  it('adds the favorites kept as a guest to the account after sign-in, then forgets them here', async () => {
    storeLanguage('en');
    localStorage.setItem(GUEST_FAVORITES_KEY, JSON.stringify(['1', '2']));
    storeSession({ role: 'user', isActive: true });
    renderApp({
      route: '/peppers',
      mocks: [
        meMock(),
        ...catalogueMocks(),
        {
          request: { query: AddFavoritesDocument, variables: { ids: ['1', '2'] } },
          result: { data: { __typename: 'Mutation', addFavorites: 2 } },
        },
        // The lists are fetched again so they show the account's favorites.
        cataloguePeppersMock([cataloguePepper({ isFavorite: true }), jalapeno({ isFavorite: true })]),
      ],
    });
    expect(await screen.findByText('2 favorites from this browser were added to your account.')).toBeTruthy();
    expect(localStorage.getItem(GUEST_FAVORITES_KEY)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Favorite: Carolina Reaper' }).getAttribute('aria-pressed')).toBe('true');
    expect(main.getByRole('button', { name: 'Favorite: Jalapeño' }).getAttribute('aria-pressed')).toBe('true');
  });
});
