/** User roles and the permission checks derived from them (docs/product-rules.md#roles). */

export const ROLES = ['admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';

/** Labels of the admin users list (docs/product-rules.md#data: admin is labelled "manager"). */
export const ROLE_LABELS = {
  admin: 'manager',
  moderator: 'moderator',
  user: 'user',
} as const satisfies Record<Role, string>;

export function isRole(x: unknown): x is Role {
  return typeof x === 'string' && (ROLES as readonly string[]).includes(x);
}

/** The fields the checks need; anything user-shaped (entity, DTO, stored client user) fits. */
export interface RoleHolder {
  role?: string | null;
  isActive?: boolean | null;
}

/** Admin status means role admin AND isActive true; a blocked admin has no admin rights. */
export function isActiveAdmin(user: RoleHolder | null | undefined): boolean {
  return !!user && user.role === 'admin' && user.isActive === true;
}

/** Moderation (pin, lock, delete topics and comments, handle reports): an active admin or moderator. */
export function canModerate(user: RoleHolder | null | undefined): boolean {
  return !!user && (user.role === 'admin' || user.role === 'moderator') && user.isActive === true;
}
