import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CataloguePeppersDocument } from '@/generated/graphql';
import { renderApp, storeLanguage } from '@/test/renderApp';
import {
  cataloguePepper,
  catalogueMocks,
  cataloguePeppersMock,
  DEFAULT_CATALOGUE_VARIABLES,
  jalapeno,
  pepperStatsMock,
} from '../test/catalogueMocks';

const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('Pepper catalogue', () => {
  it('searches with the searchTerm from the URL and shows English cards', async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers?searchTerm=Reaper',
      mocks: catalogueMocks([cataloguePepper()], { search: 'Reaper', sortBy: 'relevance', sortOrder: 'desc' }),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search peppers' }) as HTMLInputElement).value).toBe('Reaper');
    expect(screen.getByText('1 pepper matches “Reaper”')).toBeTruthy();
    const reaper = within(card('Carolina Reaper'));
    expect(reaper.getByText('1,400,000-2,200,000 SHU')).toBeTruthy();
    expect(reaper.getByText('Heat: Super Hot')).toBeTruthy();
    expect(reaper.getByText('Difficulty: Hard')).toBeTruthy();
    expect(reaper.getByText('C. chinense')).toBeTruthy();
    expect(reaper.getByText('90-100 days')).toBeTruthy();
    expect(reaper.getByText('United States (South Carolina)')).toBeTruthy();
    expect(reaper.getByText('Featured')).toBeTruthy();
  });

  it('shows the Hebrew name and description in Hebrew', async () => {
    renderApp({ route: '/peppers', mocks: catalogueMocks([cataloguePepper()], { language: 'he' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'קרולינה ריפר' })).toBeTruthy();
    expect(screen.getByText('אחד הפלפלים החריפים בעולם.')).toBeTruthy();
    // The country named by Intl.DisplayNames, the region and the growing time in Hebrew.
    expect(screen.getByText('ארצות הברית (דרום קרוליינה)')).toBeTruthy();
    expect(screen.getByText('90-100 ימים')).toBeTruthy();
    expect(screen.getByText('Carolina Reaper')).toBeTruthy();
  });

  it('expands a card to show flavor, heat level, difficulty, views, likes and last update', async () => {
    storeLanguage('en');
    renderApp({ route: '/peppers', mocks: catalogueMocks([cataloguePepper()]) });
    await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' });
    const reaper = within(card('Carolina Reaper'));
    const more = reaper.getByRole('button', { name: /^More/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(reaper.queryByText('Flavor')).toBeNull();

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(more.getAttribute('aria-controls')!)!;
    const facts = within(region);
    expect(facts.getByText('Fruity and sweet, then brutal heat')).toBeTruthy();
    expect(facts.getByText('Super Hot')).toBeTruthy();
    expect(facts.getByText('Difficulty')).toBeTruthy();
    expect(facts.getByText('4,960')).toBeTruthy();
    expect(facts.getByText('587')).toBeTruthy();
    expect(facts.getByText('May 1, 2024')).toBeTruthy();
    expect(facts.getByRole('button', { name: /^View full details/ })).toBeTruthy();
  });

  it('shows the catalogue statistics and filter counts', async () => {
    storeLanguage('en');
    renderApp({ route: '/peppers', mocks: catalogueMocks() });
    const stats = within(await screen.findByRole('region', { name: 'Catalogue statistics' }));
    expect(stats.getByRole('heading', { name: 'Peppers' }).nextElementSibling?.textContent).toBe('3');
    expect(stats.getByRole('heading', { name: 'Origins' }).nextElementSibling?.textContent).toBe('2');
    expect(stats.getByRole('heading', { name: 'Species groups' }).nextElementSibling?.textContent).toBe('2');
    expect(stats.getByRole('heading', { name: 'Heat levels' }).nextElementSibling?.textContent).toBe('3');
    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    expect(filters.getByRole('checkbox', { name: 'Super Hot , 1 pepper' })).toBeTruthy();
    expect(filters.getByRole('checkbox', { name: 'Mild , 0 peppers' })).toBeTruthy();
    expect(filters.getByRole('checkbox', { name: 'Scorpion tail , 1 pepper' })).toBeTruthy();
    // Origins are country codes, named in the page language.
    expect(filters.getByRole('checkbox', { name: 'United States , 2 peppers' })).toBeTruthy();
    expect(stats.getByText('Mexico')).toBeTruthy();
  });

  it('names the origin countries in Hebrew', async () => {
    renderApp({ route: '/peppers', mocks: catalogueMocks() });
    const filters = within(await screen.findByRole('complementary', { name: 'סינון' }));
    expect(await filters.findByRole('checkbox', { name: 'ארצות הברית , 2 פלפלים' })).toBeTruthy();
  });

  it('appends the next page on "load more"', async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers',
      mocks: [cataloguePeppersMock([cataloguePepper()], {}, 2), cataloguePeppersMock([jalapeno()], { skip: 1 }, 2), pepperStatsMock()],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more peppers' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jalapeño' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Carolina Reaper' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 peppers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more peppers' })).toBeNull();
  });

  it('reads a count the server stopped at as "1,000+" and still offers more, in English and Hebrew', async () => {
    storeLanguage('en');
    const { unmount } = renderApp({
      route: '/peppers',
      mocks: [cataloguePeppersMock([cataloguePepper()], {}, 1000, true), cataloguePeppersMock([jalapeno()], { skip: 1 }, 1000, true), pepperStatsMock()],
    });
    expect(await screen.findByText('Showing 1 of \u20661,000+\u2069 peppers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more peppers' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jalapeño' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of \u20661,000+\u2069 peppers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more peppers' })).toBeTruthy();
    unmount();
    storeLanguage('he');
    renderApp({ route: '/peppers', mocks: [cataloguePeppersMock([cataloguePepper()], { language: 'he' }, 1000, true), pepperStatsMock()] });
    expect(await screen.findByText('מוצגים 1 מתוך \u20661,000+\u2069 פלפלים')).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/peppers?searchTerm=nothing&heat=Mild',
      mocks: [
        cataloguePeppersMock([], { search: 'nothing', heatLevels: ['mild'], sortBy: 'relevance', sortOrder: 'desc' }),
        pepperStatsMock(),
        cataloguePeppersMock([cataloguePepper()]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'No peppers found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 2, name: 'Carolina Reaper' })).toBeTruthy();
  });

  it("shows 'Failed to load peppers' with Try Again", async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers',
      mocks: [
        {
          request: { query: CataloguePeppersDocument, variables: DEFAULT_CATALOGUE_VARIABLES },
          error: new Error('down'),
        },
        pepperStatsMock(),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load peppers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows loading skeletons first', () => {
    storeLanguage('en');
    renderApp({ route: '/peppers', mocks: catalogueMocks() });
    expect(screen.getAllByRole('status').some((el) => el.getAttribute('aria-busy') === 'true')).toBe(true);
  });
});
