import type { EntityManager } from 'typeorm';
import { AppError, ErrorCode } from '../common/errors/app-error.js';
import type { User } from '../accounts/user.entity.js';

const HOUR = 3_600_000;

/**
 * Posting limits per rolling hour, so a new account cannot flood the forum. Accounts younger
 * than a day get the tight limits; moderators and admins have none.
 */
export const FORUM_LIMITS = {
  newAccountAgeMs: 24 * HOUR,
  topicsPerHour: { newAccount: 3, member: 10 },
  commentsPerHour: { newAccount: 10, member: 60 },
  /** Edits of topics and comments together: each edit can change what a post says (and whom it mentions). */
  editsPerHour: { newAccount: 10, member: 60 },
} as const;

export function postingLimit(user: User, kind: 'topicsPerHour' | 'commentsPerHour' | 'editsPerHour', now = Date.now()): number | null {
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

/**
 * Counts an edit of a topic or comment against the editor's hourly edit limit, inside the transaction that writes it:
 * refused with TOO_MANY_REQUESTS past the limit, else recorded in `post_edits`. Moderators and admins have no limit
 * (and leave no row).
 */
export async function countEdit(manager: EntityManager, user: User, postId: string): Promise<void> {
  const limit = postingLimit(user, 'editsPerHour');
  if (limit === null) return;
  await lockPostingOf(manager, user.id);
  const [{ recent }]: { recent: number }[] = await manager.query(
    "SELECT count(*)::int AS recent FROM post_edits WHERE editor_id = $1 AND edited_at > now() - interval '1 hour'",
    [user.id],
  );
  if (recent >= limit) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'You are editing too quickly. Please wait a while.', { retryAfter: 600 });
  }
  await manager.query('INSERT INTO post_edits (editor_id, post_id) VALUES ($1, $2)', [user.id, postId]);
}
