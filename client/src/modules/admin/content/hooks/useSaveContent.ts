import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateGuideDocument,
  CreateNewsEventDocument,
  CreateRecipeDocument,
  UpdateGuideDocument,
  UpdateNewsEventDocument,
  UpdateRecipeDocument,
} from '@/generated/graphql';
import type { ContentKind } from '@/modules/content/utils/contentKinds';
import { readApiError, type ApiError } from '@/modules/ui/utils/apiError';
import type { AdminContentEntry, ContentInput } from '../utils/contentForm';

/** The admin list of each kind, fetched again after a change (its order is by last save). */
export const REFETCH_ADMIN_CONTENT: Record<ContentKind, string[]> = {
  news: ['AdminNewsEvents'],
  recipes: ['AdminRecipes'],
  guides: ['AdminGuides'],
};

/** The site's lists of a kind: dropped from the cache, so the home page and the kind's pages ask again. */
const PUBLIC_LISTS: Record<ContentKind, string> = { news: 'newsEvents', recipes: 'recipes', guides: 'guides' };

export function dropPublicContentLists(cache: ApolloCache, kind: ContentKind) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: PUBLIC_LISTS[kind] });
  cache.gc();
}

export type SaveContentResult = { ok: true; entry: AdminContentEntry } | { ok: false; error: ApiError };

/** Creates (id null) or replaces an entry with the whole input; the kind's admin list is fetched again. */
export function useSaveContent() {
  const [createNewsEvent] = useMutation(CreateNewsEventDocument);
  const [updateNewsEvent] = useMutation(UpdateNewsEventDocument);
  const [createRecipe] = useMutation(CreateRecipeDocument);
  const [updateRecipe] = useMutation(UpdateRecipeDocument);
  const [createGuide] = useMutation(CreateGuideDocument);
  const [updateGuide] = useMutation(UpdateGuideDocument);

  return useCallback(
    async (id: string | null, content: ContentInput): Promise<SaveContentResult> => {
      const options = {
        update: (cache: ApolloCache) => dropPublicContentLists(cache, content.kind),
        refetchQueries: REFETCH_ADMIN_CONTENT[content.kind],
      };
      try {
        switch (content.kind) {
          case 'news': {
            const { input } = content;
            const item = id
              ? (await updateNewsEvent({ ...options, variables: { id, input } })).data?.updateNewsEvent
              : (await createNewsEvent({ ...options, variables: { input } })).data?.createNewsEvent;
            if (!item) throw new Error('No data');
            return { ok: true, entry: { kind: 'news', item } };
          }
          case 'recipes': {
            const { input } = content;
            const item = id
              ? (await updateRecipe({ ...options, variables: { id, input } })).data?.updateRecipe
              : (await createRecipe({ ...options, variables: { input } })).data?.createRecipe;
            if (!item) throw new Error('No data');
            return { ok: true, entry: { kind: 'recipes', item } };
          }
          case 'guides': {
            const { input } = content;
            const item = id
              ? (await updateGuide({ ...options, variables: { id, input } })).data?.updateGuide
              : (await createGuide({ ...options, variables: { input } })).data?.createGuide;
            if (!item) throw new Error('No data');
            return { ok: true, entry: { kind: 'guides', item } };
          }
        }
      } catch (error) {
        // The form shows what went wrong, next to its fields; the list, as a notice.
        return { ok: false, error: readApiError(error) };
      }
    },
    [createNewsEvent, updateNewsEvent, createRecipe, updateRecipe, createGuide, updateGuide],
  );
}
