import type { ApolloCache, Reference } from '@apollo/client';

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

/** Puts a reply last in its thread's cached `replies`, once (the author's answer and a live event may both bring it). */
export function appendReply(cache: ApolloCache, parentId: string, replyId: string): void {
  cache.modify<{ replies: readonly Reference[] }>({
    id: commentCacheId(cache, parentId),
    fields: {
      replies(existing, { readField, toReference }) {
        if (existing.some((reply) => readField('id', reply) === replyId)) return existing;
        const reference = toReference({ __typename: 'Comment', id: replyId });
        return reference ? [...existing, reference] : existing;
      },
    },
  });
}

/** Moves the topic's cached comment count (replies included) by `change`. */
export function countComments(cache: ApolloCache, topicId: string, change: number): void {
  cache.modify<{ commentsCount: number }>({
    id: topicCacheId(cache, topicId),
    fields: { commentsCount: (count) => Math.max(0, count + change) },
  });
}
