/** What a member is told about (issue 19): each type can be turned off in the profile. */
export const NOTIFICATION_TYPES = ['reply', 'comment', 'mention', 'like', 'report', 'moderation'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a moderator did to a member's content, or what became of their report. */
export const NOTIFICATION_ACTIONS = [
  'topic.update',
  'topic.delete',
  'topic.lock',
  'topic.unlock',
  'topic.pin',
  'topic.unpin',
  'comment.update',
  'comment.delete',
  'report.reviewed',
  'report.resolved',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** One page of /notifications holds at most this many. */
export const NOTIFICATIONS_PAGE_MAX = 50;
