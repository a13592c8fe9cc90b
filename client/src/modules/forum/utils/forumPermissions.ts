import { canModerate } from '@pepper-atlas/domain';
import type { SessionUser } from '@/core/session/sessionStore';

/** Posting (topics, comments, replies, likes, reports) needs a signed-in, active member. */
export function canPost(user: SessionUser | null | undefined): boolean {
  return Boolean(user?.isActive);
}

/** The author of a topic or comment may edit and delete it; so may moderators and admins. */
export function canManage(user: SessionUser | null | undefined, authorId: string): boolean {
  if (!user?.isActive) return false;
  return user.id === authorId || canModerate(user);
}

/** Pin and lock: moderators and admins (the domain's canModerate). */
export function canPinOrLock(user: SessionUser | null | undefined): boolean {
  return canModerate(user);
}
