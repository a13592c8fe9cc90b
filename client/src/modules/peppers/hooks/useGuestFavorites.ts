import { useSyncExternalStore } from 'react';
import { getGuestFavorites, subscribeToGuestFavorites } from '../utils/guestFavorites';

const NONE: readonly string[] = [];

/** The favorites a guest keeps in this browser (none in the server's HTML, and while it hydrates). */
export function useGuestFavorites(): readonly string[] {
  return useSyncExternalStore(subscribeToGuestFavorites, getGuestFavorites, () => NONE);
}
