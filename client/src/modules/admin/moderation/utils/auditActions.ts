/**
 * Audit actions the server records (AuditService.record calls), as translation keys: dots
 * become underscores ("user.role.admin" -> "user_role_admin"). An action not listed here is
 * shown as the server wrote it.
 */
export const AUDIT_ACTIONS = [
  'user_create',
  'user_update',
  'user_block',
  'user_unblock',
  'user_delete',
  'user_role_admin',
  'user_role_moderator',
  'user_role_user',
  'user_two_factor_enable',
  'user_two_factor_disable',
  'topic_update',
  'topic_delete',
  'topic_pin',
  'topic_unpin',
  'topic_lock',
  'topic_unlock',
  'comment_update',
  'comment_delete',
  'report_review',
  'report_resolve',
  'settings_update',
  'settings_reset',
  'pepper_create',
  'pepper_update',
  'pepper_delete',
  'pepper_restore',
  'pepper_active_on',
  'pepper_active_off',
  'pepper_featured_on',
  'pepper_featured_off',
  'pepper_image_replace',
  'pepper_image_delete',
  'pepper_bulk_active_on',
  'pepper_bulk_active_off',
  'pepper_bulk_featured_on',
  'pepper_bulk_featured_off',
  'pepper_bulk_delete',
] as const;

export type AuditActionKey = (typeof AUDIT_ACTIONS)[number];

export function auditActionKey(action: string): AuditActionKey | null {
  const key = action.replace(/\./g, '_');
  return (AUDIT_ACTIONS as readonly string[]).includes(key) ? (key as AuditActionKey) : null;
}

/** Target types the server records. */
export const AUDIT_TARGET_TYPES = ['user', 'pepper', 'topic', 'comment', 'report', 'settings'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function isAuditTargetType(value: string): value is AuditTargetType {
  return (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
}

/** Kinds of the dashboard's recent activity. */
export const ACTIVITY_KINDS = ['user', 'topic', 'comment', 'report'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export function isActivityKind(value: string): value is ActivityKind {
  return (ACTIVITY_KINDS as readonly string[]).includes(value);
}
