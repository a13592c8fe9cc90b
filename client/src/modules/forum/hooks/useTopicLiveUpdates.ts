import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { TopicCommentsDocument, type TopicEventsSubscription, TopicEventsDocument } from '@/generated/graphql';
import { installLiveLink } from '@/modules/live/liveLink';
import { appendReply, commentCacheId, countComments, topicCacheId } from '../utils/topicCache';

export type LiveComment = NonNullable<TopicEventsSubscription['topicEvents']['comment']>;
type TopicEvent = TopicEventsSubscription['topicEvents'];

/** The page of comments the reader is on: where revealed comments go. */
export interface CommentsView {
  topicId: string;
  page: number;
  perPage: number;
  totalItems: number;
  /** Top-level comments and replies the page shows now. */
  shownIds: ReadonlySet<string>;
}

/**
 * Applies one live event to the cache. The comment of COMMENT_ADDED and COMMENT_EDITED is already normalised
 * by Apollo (same id, same fields as the page's query): an edit shows at once. Like counts are set in place; a
 * deleted comment leaves the cache (lists drop dangling references). Answers whether the event is a new comment
 * of someone else, to be announced rather than shown (the page does not jump under the reader).
 */
export function applyTopicEvent(cache: ApolloCache, event: TopicEvent, viewerId: string | null, seen: Set<string>): LiveComment | null {
  switch (event.kind) {
    case 'COMMENT_ADDED': {
      const comment = event.comment;
      // The author's own comment comes with their mutation's answer (which counts it): nothing to announce.
      if (!comment || seen.has(comment.id) || comment.author.id === viewerId) return null;
      seen.add(comment.id);
      countComments(cache, event.topicId, 1);
      return comment;
    }
    case 'COMMENT_LIKES':
      if (event.commentId && event.likes !== null && event.likes !== undefined) {
        const likes = event.likes;
        cache.modify<{ likes: number }>({ id: commentCacheId(cache, event.commentId), fields: { likes: () => likes } });
      }
      return null;
    case 'TOPIC_LIKES':
      if (event.likes !== null && event.likes !== undefined) {
        const likes = event.likes;
        cache.modify<{ likes: number }>({ id: topicCacheId(cache, event.topicId), fields: { likes: () => likes } });
      }
      return null;
    case 'COMMENT_DELETED':
      if (event.commentId) {
        cache.evict({ id: commentCacheId(cache, event.commentId) });
        cache.gc();
      }
      return null;
    default:
      return null;
  }
}

/**
 * Puts announced comments where they belong: replies into their thread, top-level comments at the end of the
 * page when it is the last one (each once). Answers the page that now holds the last of them: the reader's page, or
 * a later one to open (the page was full).
 */
export function revealComments(cache: ApolloCache, view: CommentsView, comments: readonly LiveComment[]): number {
  const fresh = comments.filter((c) => !view.shownIds.has(c.id));
  for (const reply of fresh) if (reply.parentId) appendReply(cache, reply.parentId, reply.id);
  const topLevel = fresh.filter((c) => !c.parentId);
  if (topLevel.length === 0) return view.page;
  const totalItems = view.totalItems + topLevel.length;
  const lastPage = Math.max(1, Math.ceil(totalItems / Math.max(1, view.perPage)));
  if (lastPage !== view.page) return lastPage;
  cache.updateQuery({ query: TopicCommentsDocument, variables: { id: view.topicId, page: view.page } }, (data) => {
    if (!data) return data;
    const have = new Set(data.topic.comments.items.map((c) => c.id));
    const added = topLevel.filter((c) => !have.has(c.id)).map((c) => ({ ...c, replies: [] }));
    return {
      ...data,
      topic: {
        ...data.topic,
        comments: { ...data.topic.comments, items: [...data.topic.comments.items, ...added], totalItems: data.topic.comments.totalItems + added.length },
      },
    };
  });
  return view.page;
}

/**
 * The open topic's live updates, for a signed-in reader: subscribes while the page is open (the live socket loads then), keeps new comments
 * of others aside behind "N new comments", and applies edits, likes and deletions in place.
 */
export function useTopicLiveUpdates(topicId: string, viewerId: string | null, onTopicGone: () => void) {
  const client = useApolloClient();
  installLiveLink(client);
  const seen = useRef(new Set<string>());
  const [pending, setPending] = useState<LiveComment[]>([]);

  useSubscription(TopicEventsDocument, {
    variables: { topicId },
    // Members only: a guest's page loads no socket code (the public pages' initial-JS budget); guests see
    // others' comments when they open or reload the page.
    skip: !viewerId,
    onData: ({ data }) => {
      const event = data.data?.topicEvents;
      if (!event) return;
      if (event.kind === 'TOPIC_DELETED') {
        onTopicGone();
        return;
      }
      const announced = applyTopicEvent(client.cache, event, viewerId, seen.current);
      if (announced) setPending((list) => (list.some((c) => c.id === announced.id) ? list : [...list, announced]));
      if (event.kind === 'COMMENT_DELETED') setPending((list) => list.filter((c) => c.id !== event.commentId));
    },
  });

  /** Shows the announced comments; answers the page to open (see revealComments). */
  const reveal = useCallback(
    (view: CommentsView): { page: number; firstId: string | null } => {
      const page = revealComments(client.cache, view, pending);
      const firstId = pending[0]?.id ?? null;
      setPending([]);
      return { page, firstId };
    },
    [client, pending],
  );

  return { pending, reveal };
}
