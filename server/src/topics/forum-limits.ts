import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity.js';

const HOUR = 3_600_000;

/**
 * Posting limits per rolling hour, so a new account cannot flood the forum. Accounts younger
 * than a day get the tight limits; moderators and admins have none.
 */
export const FORUM_LIMITS = {
  newAccountAgeMs: 24 * HOUR,
  topicsPerHour: { newAccount: 3, member: 10 },
  commentsPerHour: { newAccount: 10, member: 60 },
} as const;

export function postingLimit(user: User, kind: 'topicsPerHour' | 'commentsPerHour', now = Date.now()): number | null {
  if (user.isActive && (user.role === 'admin' || user.role === 'moderator')) return null;
  const isNew = now - user.joinDate.getTime() < FORUM_LIMITS.newAccountAgeMs;
  return FORUM_LIMITS[kind][isNew ? 'newAccount' : 'member'];
}

/**
 * Makes an author's posts take turns until the transaction ends, so the count of their recent posts
 * and the insert it allows happen as one step: parallel posts count each other and the limit holds
 * exactly. Call it first in the transaction that inserts the post. (PGlite runs one transaction
 * at a time, which gives the same.)
 */
export async function lockPostingOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('post:' || $1::text))", [userId]);
}
