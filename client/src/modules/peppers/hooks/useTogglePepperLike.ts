import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TogglePepperLikeDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { readApiError } from '@/modules/ui/utils/apiError';
import { updateCachedPepper } from '../utils/pepperCache';

export type LikeOutcome = 'done' | 'signInNeeded' | 'failed';

/** Likes or unlikes a pepper (signed-in users, once each); the cached pepper follows the answer. */
export function useTogglePepperLike() {
  const { t } = useTranslation('peppers');
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(TogglePepperLikeDocument);

  const toggleLike = useCallback(
    async (id: string): Promise<LikeOutcome> => {
      try {
        await mutate({
          variables: { id },
          update(cache, { data }) {
            if (!data) return;
            const { liked, likes } = data.togglePepperLike;
            updateCachedPepper(cache, id, { likedByMe: liked, likes });
          },
        });
        return 'done';
      } catch (error) {
        if (readApiError(error).code === 'UNAUTHENTICATED') return 'signInNeeded';
        notify.error(t('like.failed'));
        return 'failed';
      }
    },
    [mutate, notify, t],
  );

  return { toggleLike, loading };
}
