import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { cataloguePepper, catalogueMocks, cataloguePeppersMock, habanero, jalapeno, pepperStatsMock } from '../test/catalogueMocks';

const filtersPanel = () => within(screen.getByRole('complementary', { name: 'Filters' }));

describe('Catalogue filters, sort and view in the URL', () => {
  it('filters by heat level and group, sorts and switches to the list view, all in the URL', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/peppers',
      mocks: [
        ...catalogueMocks([cataloguePepper(), jalapeno(), habanero()]),
        cataloguePeppersMock([cataloguePepper(), habanero()], { heatLevels: ['super_hot'] }),
        cataloguePeppersMock([cataloguePepper()], { heatLevels: ['super_hot'], groups: ['c_chinense'] }),
        cataloguePeppersMock([cataloguePepper()], {
          heatLevels: ['super_hot'],
          groups: ['c_chinense'],
          sortBy: 'shu',
          sortOrder: 'desc',
        }),
        cataloguePeppersMock([cataloguePepper()], {
          heatLevels: ['super_hot'],
          groups: ['c_chinense'],
          sortBy: 'shu',
          sortOrder: 'asc',
        }),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Habanero' });

    fireEvent.click(filtersPanel().getByRole('checkbox', { name: /^Super Hot/ }));
    expect(router.state.location.search).toBe('?heat=Super+Hot');
    await screen.findByText('2 peppers match your filters (showing 2)');
    expect(screen.queryByRole('heading', { level: 2, name: 'Jalapeño' })).toBeNull();

    fireEvent.click(filtersPanel().getByRole('checkbox', { name: /^C\. chinense/ }));
    expect(router.state.location.search).toBe('?heat=Super+Hot&group=C.+Chinense');
    await screen.findByText('1 pepper matches your filters');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'shu' } });
    expect(router.state.location.search).toBe('?heat=Super+Hot&group=C.+Chinense&sortBy=shu');
    expect(screen.getByRole('button', { name: 'Order: Descending. Reverse the order' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Order: Descending. Reverse the order' }));
    expect(router.state.location.search).toBe('?heat=Super+Hot&group=C.+Chinense&sortBy=shu&sortOrder=asc');

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toContain('view=list');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Peppers' }, { timeout: 8000 })).toBeTruthy();

    // Each active filter can be removed on its own.
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: C. chinense' }));
    expect(router.state.location.search).toBe('?heat=Super+Hot&sortBy=shu&sortOrder=asc&view=list');
  }, 20_000);

  it('keeps the focus when a filter chip is removed: on the next chip, then on the results', async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers?heat=Super+Hot&group=C.+Chinense',
      mocks: [
        cataloguePeppersMock([cataloguePepper()], { heatLevels: ['super_hot'], groups: ['c_chinense'] }),
        cataloguePeppersMock([cataloguePepper(), habanero()], { heatLevels: ['super_hot'] }),
        ...catalogueMocks([cataloguePepper(), jalapeno(), habanero()]),
      ],
    });
    await screen.findByText('1 pepper matches your filters');
    const superHot = screen.getByRole('button', { name: 'Remove filter: Super Hot' });
    superHot.focus();
    fireEvent.click(superHot);
    // The chip after it takes its place, and the focus.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove filter: Super Hot' })).toBeNull());
    const chinense = screen.getByRole('button', { name: 'Remove filter: C. chinense' });
    expect(document.activeElement).toBe(chinense);
    fireEvent.click(chinense);
    // The last one gone, the focus moves to the results rather than dropping to the page.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull());
    expect(document.activeElement?.className).toBe('catalogue__results');
  });

  it('restores the whole view from a link', async () => {
    storeLanguage('en');
    renderApp({
      route: '/peppers?searchTerm=pod&heat=Medium&color=Green+to+red&shape=Conical&featured=1&sortBy=popularity&sortOrder=asc&view=list',
      mocks: [
        cataloguePeppersMock([jalapeno()], {
          search: 'pod',
          heatLevels: ['medium'],
          colors: ['red'],
          shapes: ['conical'],
          featured: true,
          sortBy: 'popularity',
          sortOrder: 'asc',
        }),
        pepperStatsMock(),
      ],
    });
    expect(await screen.findByRole('rowheader', { name: 'Jalapeño' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search peppers' }) as HTMLInputElement).value).toBe('pod');
    expect((filtersPanel().getByRole('checkbox', { name: /^Medium/ }) as HTMLInputElement).checked).toBe(true);
    expect((filtersPanel().getByRole('checkbox', { name: /^Red/ }) as HTMLInputElement).checked).toBe(true);
    expect((filtersPanel().getByRole('checkbox', { name: /^Conical/ }) as HTMLInputElement).checked).toBe(true);
    expect((filtersPanel().getByRole('checkbox', { name: 'Featured only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('popularity');
    expect(screen.getByRole('button', { name: 'Order: Ascending. Reverse the order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Filters (4)' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the list view as a dense table whose column headers sort', async () => {
    storeLanguage('en');
    const { router } = renderApp({
      route: '/peppers?sortBy=shu&sortOrder=asc&view=list',
      mocks: [
        ...catalogueMocks([jalapeno(), habanero(), cataloguePepper()], { sortBy: 'shu', sortOrder: 'asc' }),
        cataloguePeppersMock([cataloguePepper(), habanero(), jalapeno()], { sortBy: 'shu', sortOrder: 'desc' }),
        cataloguePeppersMock([cataloguePepper(), habanero(), jalapeno()]),
      ],
    });
    await screen.findByRole('table', { name: 'Peppers' }, { timeout: 8000 });
    // The table is drawn again for each new answer: always the one on screen.
    const table = () => within(screen.getByRole('table', { name: 'Peppers' }));
    expect(table().getAllByRole('row')).toHaveLength(4);
    expect(table().getByRole('columnheader', { name: /^SHU/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(table().getByRole('columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false);
    expect(table().getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Jalapeño', 'Habanero', 'Carolina Reaper']);
    // The current column reverses; another column starts in its natural order.
    fireEvent.click(table().getByRole('button', { name: /^SHU/ }));
    expect(router.state.location.search).toBe('?sortBy=shu&view=list');
    await waitFor(() => expect(table().getAllByRole('rowheader')[0]!.textContent).toBe('Carolina Reaper'));
    expect(table().getByRole('columnheader', { name: /^SHU/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(table().getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?view=list');
    await waitFor(() => expect(table().getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending'));
    // Each row opens the details, and keeps favorite, share and compare.
    expect(table().getByRole('button', { name: 'Habanero' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(table().getAllByRole('checkbox')).toHaveLength(3);
    // (The table is a lazy chunk: its first transform here can take a few seconds.)
  }, 20_000);

  describe('on a phone (the panel beside the results only from 60rem)', () => {
    afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

    it('opens the filters as a sheet with "Show N results" and "Clear"; the search stays', async () => {
      window.matchMedia = (query: string) =>
        ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
      storeLanguage('en');
      const { router } = renderApp({
        route: '/peppers?searchTerm=a&sortBy=name',
        mocks: [
          ...catalogueMocks([cataloguePepper(), jalapeno(), habanero()], { search: 'a', sortBy: 'name' }),
          cataloguePeppersMock([cataloguePepper(), habanero()], { search: 'a', sortBy: 'name', heatLevels: ['super_hot'] }),
          cataloguePeppersMock([cataloguePepper(), jalapeno(), habanero()], { search: 'a', sortBy: 'name' }),
        ],
      });
      await screen.findByRole('heading', { level: 2, name: 'Habanero' });
      // Closed, the panel is not drawn at all (some three hundred elements on a slow phone).
      expect(document.querySelector('.catalogue-filters')).toBeNull();

      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
      toggle.focus();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
      await waitFor(() => expect(sheet.getByRole('group', { name: 'Heat level' })).toBeTruthy());
      expect(sheet.getByRole('button', { name: 'Show 3 results' })).toBeTruthy();
      fireEvent.click(sheet.getByRole('checkbox', { name: /^Super Hot/ }));
      expect(new URLSearchParams(router.state.location.search).get('heat')).toBe('Super Hot');
      expect(await sheet.findByRole('button', { name: 'Show 2 results' })).toBeTruthy();

      fireEvent.click(sheet.getByRole('button', { name: 'Clear' }));
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('heat')).toBeNull();
      expect(params.get('searchTerm')).toBe('a');
      expect(await sheet.findByRole('button', { name: 'Show 3 results' })).toBeTruthy();
      fireEvent.click(sheet.getByRole('checkbox', { name: /^Super Hot/ }));
      fireEvent.click(await sheet.findByRole('button', { name: 'Show 2 results' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(toggle);
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toBe(toggle);
      expect(screen.queryByRole('heading', { level: 2, name: 'Jalapeño' })).toBeNull();
    });

    it('names the sheet and its count in Hebrew', async () => {
      window.matchMedia = (query: string) =>
        ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
      storeLanguage('he');
      renderApp({ route: '/peppers', mocks: catalogueMocks([cataloguePepper(), jalapeno(), habanero()], { language: 'he' }) });
      fireEvent.click(await screen.findByRole('button', { name: 'סינון' }));
      const sheet = within(await screen.findByRole('dialog', { name: 'סינון' }));
      expect(await sheet.findByRole('button', { name: 'הצגת 3 תוצאות' })).toBeTruthy();
      expect(sheet.getByRole('button', { name: 'ניקוי' })).toBeTruthy();
      fireEvent.keyDown(screen.getByRole('dialog', { name: 'סינון' }), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
