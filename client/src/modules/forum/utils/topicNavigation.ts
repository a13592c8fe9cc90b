import type { TopicFieldsFragment } from '@/generated/graphql';
import { topicPath } from '@/modules/ui/utils/topicPath';

/** What a topic card hands to the topic page through navigation state. */
export interface TopicNavigationState {
  topic: TopicFieldsFragment;
}

export { topicPath };

/** A comment on the topic page: the page of comments that shows it, and its anchor (CommentItem's id). */
export function commentPath(topicId: string, commentId: string, page: number): string {
  const query = page > 1 ? `?page=${page}` : '';
  return `${topicPath(topicId)}${query}#comment-${encodeURIComponent(commentId)}`;
}

/** The topic carried in navigation state, if the state holds one. */
export function topicFromState(state: unknown): TopicFieldsFragment | null {
  if (typeof state !== 'object' || state === null || !('topic' in state)) return null;
  const { topic } = state as { topic: unknown };
  if (typeof topic !== 'object' || topic === null) return null;
  const candidate = topic as Partial<TopicFieldsFragment>;
  return typeof candidate.id === 'string' && typeof candidate.title === 'string'
    ? (candidate as TopicFieldsFragment)
    : null;
}
