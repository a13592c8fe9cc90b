/**
 * Every action code the audit log records (server AuditService.record), in one list the server's calls are typed
 * against and the client's sentences are tested against: a new code without a sentence fails the client's test.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.block',
  'user.unblock',
  'user.delete',
  'user.role.admin',
  'user.role.moderator',
  'user.role.user',
  'user.two_factor.enable',
  'user.two_factor.disable',
  'topic.update',
  'topic.delete',
  'topic.pin',
  'topic.unpin',
  'topic.lock',
  'topic.unlock',
  'comment.update',
  'comment.delete',
  'post.image.remove',
  'post.version.hide',
  'post.version.show',
  'report.review',
  'report.resolve',
  'settings.update',
  'settings.reset',
  'pepper.create',
  'pepper.update',
  'pepper.delete',
  'pepper.restore',
  'pepper.active.on',
  'pepper.active.off',
  'pepper.featured.on',
  'pepper.featured.off',
  'pepper.image.replace',
  'pepper.image.delete',
  'pepper.bulk.update',
  'pepper.bulk.active.on',
  'pepper.bulk.active.off',
  'pepper.bulk.featured.on',
  'pepper.bulk.featured.off',
  'pepper.bulk.delete',
  'pepper.bulk.undo',
  'pepper.import',
  'pepper.import.undo',
  'content.create',
  'content.update',
  'content.delete',
  'apikey.create',
  'apikey.revoke',
  'apikey.use',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** One field a change set, with its value before and after (as short text). */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** What an audit entry's sentence needs beyond its action and target: every key optional (old rows have none). */
export interface AuditDetails {
  /** Peppers: the address (for the link) and the names at the time. */
  slug?: string;
  name?: string;
  hebName?: string | null;
  /** Users: the username at the time (the link). */
  username?: string;
  /** Topics and comments: the topic (comments link to it) and its title at the time. */
  topicId?: string;
  topicTitle?: string;
  /** Reports: the report's type (spam, harassment, ...). */
  reportType?: string;
  /** Bulk changes: how many items the whole action touched. */
  count?: number;
  /** The fields an edit changed (pepper edits, bulk updates, settings). */
  fields?: string[];
  changes?: AuditChange[];
  /** Imports: peppers added and changed. */
  created?: number;
  updated?: number;
  /** Undos: the action undone, when it was done and how many items it touched. */
  undoneAction?: string;
  undoneAt?: string;
  undoneCount?: number;
  /** News, recipes and guides: which kind (news, recipes, guides; the slug is their address with it). */
  contentKind?: string;
  /** API keys: the key's first characters, its scopes, and (apikey.use) the admin operation it was used for. */
  keyPrefix?: string;
  scopes?: string[];
  operation?: string;
}

/** Longest text kept for a value before or after a change. */
export const AUDIT_VALUE_MAX = 80;

/** A value as the short text an audit change keeps (null stays null). */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = Array.isArray(value) ? value.join(', ') : value instanceof Date ? value.toISOString() : String(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}
