import { useSession, useSessionCheck } from '@/modules/auth/session/useSession';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { useGuestFavorites } from '../hooks/useGuestFavorites';

/** The merge (a mutation and its cache updates) is a chunk of its own: most visitors never need it. */
const GuestFavoritesMerge = lazyComponent(
  'GuestFavoritesMerge',
  () => import('./GuestFavoritesMerge').then((m) => m.GuestFavoritesMerge),
  null,
);

/** Renders nothing: moves a guest's browser favorites into their account once they sign in. */
export function GuestFavoritesSync() {
  const session = useSession();
  const check = useSessionCheck();
  const guestFavorites = useGuestFavorites();
  return session !== null && check === 'verified' && guestFavorites.length > 0 ? <GuestFavoritesMerge /> : null;
}
