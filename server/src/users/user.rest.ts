import type { RestSession, RestUser } from './dto/user.answers.js';
import type { User } from '../accounts/user.entity.js';

/** The REST wire shape of a user (docs/rest-api.md); the password hash never leaves the server. */
export function toRestUser(u: User): RestUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    email: u.email,
    role: u.role,
    isActive: u.isActive,
    bio: u.bio,
    avatar: u.avatar,
    joinDate: u.joinDate.toISOString(),
    postsCount: u.postsCount,
    emailVerified: u.emailVerified,
    pendingEmail: u.pendingEmail,
    twoFactorEnabled: u.twoFactorEnabled,
  };
}

export function toRestSession(session: { user: User; accessToken: string }): RestSession {
  return { success: true, user: toRestUser(session.user), tokens: { accessToken: session.accessToken } };
}
