import type { ApolloClient } from '@apollo/client';
import { ToggleFavoriteDocument } from '@/generated/graphql';
import { updateCachedPepper, updateFavoriteLists } from './pepperCache';

/**
 * A signed-in reader's favorite toggled on the server, the cached pepper and the favorite lists following the answer:
 * whether it is a favorite now. Loaded with the first toggle (useFavorites), not with every catalogue and home page.
 */
export async function toggleFavoriteOnServer(client: ApolloClient, id: string): Promise<boolean | null> {
  const result = await client.mutate({
    mutation: ToggleFavoriteDocument,
    variables: { id },
    update(cache, { data }) {
      if (data === undefined || data === null) return;
      updateCachedPepper(cache, id, { isFavorite: data.toggleFavorite });
      updateFavoriteLists(cache, id, data.toggleFavorite);
    },
  });
  return result.data?.toggleFavorite ?? null;
}
