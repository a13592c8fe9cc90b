import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { useSession } from '@/modules/auth/session/useSession';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { toggleGuestFavorite } from '../utils/guestFavorites';
import { useGuestFavorites } from './useGuestFavorites';

type FavoritePepper = Pick<CataloguePepperFieldsFragment, 'id' | 'isFavorite'>;

/**
 * Favorites: stored on the server for a signed-in user, kept in this browser for a guest.
 * `toggle` owns the cache update and the notice.
 */
export function useFavorites() {
  const { t } = useTranslation('peppers');
  const notify = useNotify();
  const signedIn = useSession() !== null;
  const guestFavorites = useGuestFavorites();
  const client = useApolloClient();

  const isFavorite = useCallback(
    (pepper: FavoritePepper) => (signedIn ? pepper.isFavorite : guestFavorites.includes(pepper.id)),
    [signedIn, guestFavorites],
  );

  const toggleAsync = useCallback(
    async (pepper: FavoritePepper) => {
      if (!signedIn) {
        const added = toggleGuestFavorite(pepper.id);
        notify.info(added ? t('favorites.addedGuest') : t('favorites.removed'));
        return;
      }
      try {
        const { toggleFavoriteOnServer } = await import('../utils/favoriteToggle');
        const favorite = await toggleFavoriteOnServer(client, pepper.id);
        if (favorite !== null) notify.success(favorite ? t('favorites.added') : t('favorites.removed'));
      } catch (error) {
        const { code } = readApiError(error);
        notify.error(code === 'UNAUTHENTICATED' ? t('favorites.signIn') : t('favorites.failed'));
      }
    },
    [signedIn, client, notify, t],
  );

  const toggle = useCallback((pepper: FavoritePepper) => void toggleAsync(pepper), [toggleAsync]);

  return { signedIn, guestFavorites, isFavorite, toggle };
}
