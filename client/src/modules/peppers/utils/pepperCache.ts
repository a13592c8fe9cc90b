import type { ApolloCache, Reference } from '@apollo/client';

interface PepperListRef {
  items: Reference[];
  totalItems: number;
}

/** The arguments a cached `peppers` list was fetched with (its store field name holds the key arguments). */
function listArgs(storeFieldName: string, fieldName: string): Record<string, unknown> {
  try {
    return JSON.parse(storeFieldName.slice(fieldName.length + 1)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Changes fields of one cached pepper. */
export function updateCachedPepper(
  cache: ApolloCache,
  id: string,
  fields: Partial<{ isFavorite: boolean; likedByMe: boolean; likes: number; views: number }>,
): void {
  cache.modify({
    id: cache.identify({ __typename: 'Pepper', id }),
    fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, () => value])),
  });
}

/**
 * Keeps cached "favorites only" lists right after a favorite changes: a removed favorite leaves
 * them at once; an added one makes them stale, so they are dropped and fetched again when shown.
 */
export function updateFavoriteLists(cache: ApolloCache, id: string, isFavorite: boolean): void {
  cache.modify<{ peppers: PepperListRef }>({
    id: 'ROOT_QUERY',
    fields: {
      peppers(existing, { storeFieldName, fieldName, readField, DELETE }) {
        if (listArgs(storeFieldName, fieldName).favoritesOnly !== true) return existing;
        if (isFavorite) return DELETE;
        const list = existing as PepperListRef;
        const items = list.items.filter((item) => readField('id', item) !== id);
        if (items.length === list.items.length) return existing;
        return { ...list, items, totalItems: Math.max(0, list.totalItems - 1) };
      },
    },
  });
}
