/** What a member is told about (issue 19): each type can be turned off in the profile. `watched`: a new comment in a topic the member watches (issue 36). */
export const NOTIFICATION_TYPES = ['reply', 'comment', 'mention', 'like', 'report', 'moderation', 'watched'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * How a member follows one topic (issue 36): `watching` tells of every new comment (one notification per topic,
 * moved up by each comment while unread); `muted` tells nothing of the topic (no comment, reply, mention, like or
 * watched notification); no row is the default (told of replies to me, comments on my topic and mentions).
 */
export const TOPIC_WATCH_LEVELS = ['watching', 'normal', 'muted'] as const;
export type TopicWatchLevel = (typeof TOPIC_WATCH_LEVELS)[number];

/** How many topics and comments one member may bookmark. */
export const BOOKMARKS_MAX = 2000;
/** One page of a member's bookmarks holds at most this many. */
export const BOOKMARKS_PAGE_MAX = 50;

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
  'image.remove',
  'report.reviewed',
  'report.resolved',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** One page of /notifications holds at most this many. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/**
 * What a member may get by mail (issue 36): `mention` (type mention), `reply` (types reply and comment: answers to
 * me), `watched` (type watched). Likes, reports and moderation are told on the site only.
 */
export const MAIL_KINDS = ['mention', 'reply', 'watched'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How often a kind is mailed: at once, in one daily digest, or not at all. */
export const MAIL_FREQUENCIES = ['immediate', 'daily', 'never'] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];

/** A member who chose nothing: mentions and answers at once, watched topics once a day. */
export const DEFAULT_MAIL_FREQUENCIES: Readonly<Record<MailKind, MailFrequency>> = { mention: 'immediate', reply: 'immediate', watched: 'daily' };

/** The mail kind a notification type belongs to (null: never mailed). */
export function mailKindOf(type: NotificationType): MailKind | null {
  if (type === 'mention' || type === 'watched') return type;
  if (type === 'reply' || type === 'comment') return 'reply';
  return null;
}
