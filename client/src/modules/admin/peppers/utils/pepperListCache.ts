import type { ApolloCache } from '@apollo/client';
import { AdminPepperListDocument } from '@/generated/graphql';

/** The admin list queries on screen are fetched again after a change, so filters, sort and totals hold. */
export const REFETCH_ADMIN_LIST = [AdminPepperListDocument];

/** The arguments a cached `peppers` list was fetched with (its store field name holds the key arguments). */
function listArgs(storeFieldName: string, fieldName: string): Record<string, unknown> {
  try {
    return JSON.parse(storeFieldName.slice(fieldName.length + 1)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * After an admin change, the catalogue's cached lists, the hottest peppers and the statistics
 * may be wrong (a pepper was hidden, added or deleted): they are dropped and fetched again when
 * next shown. The admin pages (they carry `status`) are left to the refetch of the list on screen.
 */
export function dropPublicPepperLists(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      peppers(existing, { storeFieldName, fieldName, DELETE }) {
        return listArgs(storeFieldName, fieldName).status ? existing : DELETE;
      },
      hottestPeppers: (_existing, { DELETE }) => DELETE,
      pepperStats: (_existing, { DELETE }) => DELETE,
      dashboardStats: (_existing, { DELETE }) => DELETE,
    },
  });
}

/** Sets the status flags of cached peppers (a bulk answer does not carry the peppers). */
export function setCachedPepperFlags(
  cache: ApolloCache,
  ids: readonly string[],
  flags: Partial<{ isActive: boolean; isFeatured: boolean }>,
): void {
  for (const id of ids) {
    cache.modify({
      id: cache.identify({ __typename: 'Pepper', id }),
      fields: Object.fromEntries(Object.entries(flags).map(([name, value]) => [name, () => value])),
    });
  }
}

/** Removes deleted peppers from the cache: every list on screen drops their rows at once. */
export function evictPeppers(cache: ApolloCache, ids: readonly string[]): void {
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Pepper', id }) });
  cache.gc();
}
