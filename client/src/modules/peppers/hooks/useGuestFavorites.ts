import { useSyncExternalStore } from 'react';
import { getGuestFavorites, subscribeToGuestFavorites } from '../utils/guestFavorites';

/** The favorites a guest keeps in this browser. */
export function useGuestFavorites(): readonly string[] {
  return useSyncExternalStore(subscribeToGuestFavorites, getGuestFavorites);
}
