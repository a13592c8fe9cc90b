import type { ApolloCache } from '@apollo/client';

/**
 * Forgets the cached forum lists (every search, category, sort and page), the category counts
 * and the per-author lists, so the next screen that shows one asks the server again: a new,
 * deleted, pinned or locked topic changes which topics a page holds and in which order.
 */
export function forgetTopicLists(cache: ApolloCache): void {
  for (const fieldName of ['topics', 'categoryStats', 'topicsByAuthor']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
}

export function topicCacheId(cache: ApolloCache, id: string): string | undefined {
  return cache.identify({ __typename: 'Topic', id });
}

export function commentCacheId(cache: ApolloCache, id: string): string | undefined {
  return cache.identify({ __typename: 'Comment', id });
}
