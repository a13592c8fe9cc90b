import { useMergeGuestFavorites } from '../hooks/useMergeGuestFavorites';

/** Renders nothing: adds the guest's browser favorites to the signed-in account. */
export function GuestFavoritesMerge() {
  useMergeGuestFavorites();
  return null;
}
