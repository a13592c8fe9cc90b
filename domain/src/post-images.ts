// Kept apart from limits.ts: LIMITS is in every page's first download (the frame), these only where photos are posted.
/**
 * Photos in forum posts (issue 36): how many one topic or comment shows, the longest alt text, and the daily count of
 * uploads for accounts younger than `newAccountDays` (moderators and admins have none). Each photo's bytes follow
 * LIMITS.image.
 */
export const POST_IMAGE_LIMITS = {
  perPost: 6,
  altMax: 300,
  newAccountDays: 7,
  newAccountPerDay: 12,
} as const;
