import { useSyncExternalStore } from 'react';
import { getGuestFavorites, NO_GUEST_FAVORITES, subscribeToGuestFavorites } from '../utils/guestFavorites';

const none = () => NO_GUEST_FAVORITES;

/**
 * The favorites a guest keeps in this browser (none in the server's HTML, and while it hydrates). Without any, the
 * browser's value is the server's very array: a different one, even empty, makes React draw every user of it again at
 * once after the hydration (a synchronous render of the whole catalogue).
 */
export function useGuestFavorites(): readonly string[] {
  return useSyncExternalStore(subscribeToGuestFavorites, getGuestFavorites, none);
}
