import { useMergeGuestFavorites } from '../hooks/useMergeGuestFavorites';

/** Renders nothing: moves a guest's browser favorites into their account once they sign in. */
export function GuestFavoritesSync() {
  useMergeGuestFavorites();
  return null;
}
