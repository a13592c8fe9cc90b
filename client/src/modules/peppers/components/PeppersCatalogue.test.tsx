import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeppersDocument } from '@/generated/graphql';
import { pepperFixture, peppersMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

describe('Pepper catalogue', () => {
  it('searches with the searchTerm from the URL and shows English cards', async () => {
    storeLanguage('en');
    renderApp({ route: '/peppers?searchTerm=Reaper', mocks: [peppersMock([pepperFixture()], { search: 'Reaper' })] });

    expect(await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search peppers' }) as HTMLInputElement).value).toBe('Reaper');
    expect(screen.getByText('1 pepper matches “Reaper”')).toBeTruthy();
    expect(screen.getByText('1,400,000-2,200,000 SHU')).toBeTruthy();
    expect(screen.getByText('Heat: Extreme')).toBeTruthy();
    expect(screen.getByText('Hard')).toBeTruthy();
    expect(screen.getByText('C. Chinense')).toBeTruthy();
    expect(screen.getByText('90-100 days')).toBeTruthy();
  });

  it('shows the Hebrew name and description in Hebrew', async () => {
    renderApp({ route: '/peppers', mocks: [peppersMock([pepperFixture()])] });
    expect(await screen.findByRole('heading', { level: 2, name: 'קרולינה ריפר' })).toBeTruthy();
    expect(screen.getByText('אחד הפלפלים החריפים בעולם.')).toBeTruthy();
    expect(screen.getByText('ארצות הברית')).toBeTruthy();
    expect(screen.getByText('Carolina Reaper')).toBeTruthy();
  });

  it('appends the next page on "load more"', async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers',
      mocks: [
        peppersMock([pepperFixture()], {}, 2),
        peppersMock(
          [pepperFixture({ id: '2', name: 'Jalapeño', shu: '2,500-8,000', shuMin: 2500, shuMax: 8000 })],
          { skip: 1 },
          2,
        ),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more peppers' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jalapeño' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Carolina Reaper' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 peppers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more peppers' })).toBeNull();
  });

  it('offers to clear the search when nothing matches', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/peppers?searchTerm=nothing',
      mocks: [peppersMock([], { search: 'nothing' }), peppersMock([pepperFixture()])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' })).toBeTruthy();
  });

  it("shows 'Failed to load peppers' with Try Again", async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers',
      mocks: [
        {
          request: { query: PeppersDocument, variables: { search: null, skip: 0, take: 24 } },
          error: new Error('down'),
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load peppers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
