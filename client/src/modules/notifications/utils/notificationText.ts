import type { TFunction } from 'i18next';
import type { NotificationFieldsFragment } from '@/generated/graphql';
import { commentPath, topicPath } from '@/modules/forum/utils/topicNavigation';

/** What the notification says, in the reader's language ("Dana and 3 others liked your post"). */
export function notificationText(n: NotificationFieldsFragment, t: TFunction<'profile', 'notifications'>): string {
  const actor = n.actor?.username ?? t('someone');
  const action = n.action?.replace('.', '_');
  switch (n.type) {
    case 'reply':
      return t('text.reply', { actor });
    case 'comment':
      return t('text.comment', { actor });
    case 'mention':
      return t('text.mention', { actor });
    case 'watched':
      return t('text.watched', { actor });
    case 'like':
      return n.othersCount > 0 ? t('text.like', { actor, count: n.othersCount }) : t('text.likeAlone', { actor });
    case 'report':
      return action === 'report_reviewed' || action === 'report_resolved' ? t(`text.report.${action}`) : t('text.other');
    case 'moderation':
      return action && MODERATION_ACTIONS.has(action) ? t(`text.moderation.${action as ModerationAction}`) : t('text.other');
    default:
      return t('text.other');
  }
}

type ModerationAction = 'topic_update' | 'topic_delete' | 'topic_lock' | 'topic_unlock' | 'topic_pin' | 'topic_unpin' | 'comment_update' | 'comment_delete' | 'image_remove';
const MODERATION_ACTIONS = new Set<string>([
  'topic_update',
  'topic_delete',
  'topic_lock',
  'topic_unlock',
  'topic_pin',
  'topic_unpin',
  'comment_update',
  'comment_delete',
  'image_remove',
] satisfies ModerationAction[]);

/** Where a notification leads: the topic, at the comment's anchor on the page that shows it; nowhere once the content is removed. */
export function notificationPath(n: Pick<NotificationFieldsFragment, 'removed' | 'topicId' | 'commentId' | 'commentPage'>): string | null {
  if (n.removed || !n.topicId) return null;
  return n.commentId ? commentPath(n.topicId, n.commentId, n.commentPage ?? 1) : topicPath(n.topicId);
}
