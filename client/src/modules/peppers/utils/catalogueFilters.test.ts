import { describe, expect, it } from 'vitest';
import {
  catalogueVariables,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
} from './catalogueFilters';

describe('catalogue filters in the URL', () => {
  it('reads every filter, the sort, its direction and the view', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'searchTerm=reaper&heat=Super+Hot&heat=Hot&group=C.+Chinense&origin=Mexico&color=red&color=Green+to+yellow&shape=round&shape=bishop%27s+crown&shape=Blob&featured=1&favorites=1&sortBy=shu&sortOrder=asc&view=list',
      ),
    );
    expect(filters).toEqual({
      search: 'reaper',
      heatLevels: ['Super Hot', 'Hot'],
      groups: ['C. Chinense'],
      origins: ['Mexico'],
      // Codes; older links' English names are read as codes (a change of colour as its ripe colour).
      colors: ['red', 'yellow'],
      shapes: ['round', 'bishops_crown', 'blob'],
      featured: true,
      favoritesOnly: true,
      sortBy: 'shu',
      sortOrder: 'asc',
      view: 'list',
    });
  });

  it('falls back to the defaults for unknown values, and gives each sort its natural direction', () => {
    expect(filtersFromParams(new URLSearchParams('sortBy=price&sortOrder=up&view=table'))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromParams(new URLSearchParams('sortBy=popularity')).sortOrder).toBe('desc');
    expect(filtersFromParams(new URLSearchParams('sortBy=oldest')).sortOrder).toBe('asc');
  });

  it('orders a search by relevance unless another sort is chosen; relevance needs a search', () => {
    const searching = filtersFromParams(new URLSearchParams('searchTerm=habenero'));
    expect(searching).toMatchObject({ sortBy: 'relevance', sortOrder: 'desc' });
    expect(filtersToParams(searching).toString()).toBe('searchTerm=habenero');
    expect(filtersFromParams(new URLSearchParams('searchTerm=habenero&sortBy=name')).sortBy).toBe('name');
    expect(filtersToParams({ ...searching, sortBy: 'name', sortOrder: 'asc' }).toString()).toBe('searchTerm=habenero&sortBy=name');
    expect(filtersFromParams(new URLSearchParams('sortBy=relevance'))).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('pepper=7&compare=1,2&heat=Mild');
    const params = filtersToParams({ ...DEFAULT_FILTERS, heatLevels: ['Hot'], sortBy: 'shu', sortOrder: 'desc' }, base);
    expect(params.toString()).toBe('pepper=7&compare=1%2C2&heat=Hot&sortBy=shu');
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: 'x',
      shapes: ['bell', 'round'],
      featured: true,
      view: 'list' as const,
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, view: 'list', sortBy: 'shu' })).toBe(false);
  });

  it("asks the server for a signed-in user's favorites, and for a guest's browser favorites by id", () => {
    const filters = { ...DEFAULT_FILTERS, favoritesOnly: true };
    expect(catalogueVariables(filters, { signedIn: true, guestFavoriteIds: ['9'] }, 'en')).toEqual({
      sortBy: 'name',
      sortOrder: 'asc',
      language: 'en',
      favoritesOnly: true,
    });
    expect(catalogueVariables(filters, { signedIn: false, guestFavoriteIds: ['9', '3'] }, 'he')).toEqual({
      sortBy: 'name',
      sortOrder: 'asc',
      language: 'he',
      ids: ['3', '9'],
    });
  });
});
