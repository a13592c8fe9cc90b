import { afterEach, describe, expect, it } from 'vitest';
import { getGuestFavorites, GUEST_FAVORITES_KEY, NO_GUEST_FAVORITES } from './guestFavorites';

describe('getGuestFavorites', () => {
  afterEach(() => localStorage.clear());

  it("answers no favorites with the server's very array (React compares the hydration's snapshots with Object.is)", () => {
    expect(getGuestFavorites()).toBe(NO_GUEST_FAVORITES);
    localStorage.setItem(GUEST_FAVORITES_KEY, 'not json');
    expect(getGuestFavorites()).toBe(NO_GUEST_FAVORITES);
  });

  it('keeps one array while the stored value is unchanged', () => {
    localStorage.setItem(GUEST_FAVORITES_KEY, JSON.stringify(['a', 'b', 'a']));
    const first = getGuestFavorites();
    expect(first).toEqual(['a', 'b']);
    expect(getGuestFavorites()).toBe(first);
  });
});
