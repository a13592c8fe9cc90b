import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteGuideDocument, DeleteNewsEventDocument, DeleteRecipeDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import type { AdminContentEntry } from '../utils/contentForm';
import { dropPublicContentLists, REFETCH_ADMIN_CONTENT } from './useSaveContent';

/** Deletes an entry: it leaves the cache, the list is fetched again, and a notice says so. */
export function useDeleteContent() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const [deleteNewsEvent] = useMutation(DeleteNewsEventDocument);
  const [deleteRecipe] = useMutation(DeleteRecipeDocument);
  const [deleteGuide] = useMutation(DeleteGuideDocument);

  return useCallback(
    async (entry: AdminContentEntry): Promise<boolean> => {
      const { kind, item } = entry;
      const options = {
        variables: { id: item.id },
        update(cache: ApolloCache) {
          cache.evict({ id: cache.identify(item) });
          dropPublicContentLists(cache, kind);
        },
        refetchQueries: REFETCH_ADMIN_CONTENT[kind],
      };
      try {
        if (kind === 'news') await deleteNewsEvent(options);
        else if (kind === 'recipes') await deleteRecipe(options);
        else await deleteGuide(options);
        notify.success(t(`content.notices.deleted.${kind}`));
        return true;
      } catch {
        notify.error(t('content.notices.actionFailed'));
        return false;
      }
    },
    [deleteNewsEvent, deleteRecipe, deleteGuide, notify, t],
  );
}
