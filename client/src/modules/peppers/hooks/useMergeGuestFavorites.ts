import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFavoritesDocument } from '@/generated/graphql';
import { useSession, useSessionCheck } from '@/modules/auth/session/useSession';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { clearGuestFavorites } from '../utils/guestFavorites';
import { useGuestFavorites } from './useGuestFavorites';

/**
 * After sign-in, adds the favorites the visitor kept as a guest to their account (once the server
 * has confirmed the session), then forgets the browser copy. Cached pepper lists are dropped so
 * they show the account's favorites.
 */
export function useMergeGuestFavorites(): void {
  const { t } = useTranslation('peppers');
  const notify = useNotify();
  const session = useSession();
  const check = useSessionCheck();
  const guestFavorites = useGuestFavorites();
  const [addFavorites] = useMutation(AddFavoritesDocument);
  const running = useRef(false);

  const ready = session !== null && check === 'verified' && guestFavorites.length > 0;

  useEffect(() => {
    if (!ready || running.current) return;
    running.current = true;
    const ids = [...guestFavorites];
    addFavorites({
      variables: { ids },
      update(cache) {
        for (const id of ids) {
          cache.modify({ id: cache.identify({ __typename: 'Pepper', id }), fields: { isFavorite: () => true } });
        }
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'peppers' });
        cache.gc();
      },
    })
      .then(({ data }) => {
        clearGuestFavorites();
        if (data?.addFavorites) notify.success(t('favorites.merged', { count: data.addFavorites }));
      })
      // Kept in the browser; tried again on the next visit.
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, [ready, guestFavorites, addFavorites, notify, t]);
}
