import { isReportType } from '@pepper-atlas/domain';
import { topicPath } from '@/modules/forum/utils/topicNavigation';
import { pepperPath } from '@/modules/ui/utils/pepperPath';
import { memberPath } from '@/modules/ui/utils/memberPath';
import { dateTimeFormat } from '@/modules/ui/utils/intl';

/** What the audit log knows of one entry (the AuditLog query's item). */
export interface AuditSentenceEntry {
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  actor: { username: string } | null;
  details: {
    slug?: string | null;
    name?: string | null;
    hebName?: string | null;
    username?: string | null;
    topicId?: string | null;
    topicTitle?: string | null;
    reportType?: string | null;
    count?: number | null;
    fields?: readonly string[] | null;
    created?: number | null;
    updated?: number | null;
    undoneAction?: string | null;
    undoneAt?: string | null;
    undoneCount?: number | null;
    keyPrefix?: string | null;
    operation?: string | null;
    /** News, recipes and guides: which kind (news, recipes, guides); with the slug, the entry's address. */
    contentKind?: string | null;
  } | null;
}

/**
 * An entry as a sentence: a translation key of adminModeration, its values, and the texts of its tags: <actor/> (who),
 * <target/> (the item, linked to `link` where it has a page) and <excerpt/> (a comment's words). Names and members'
 * words go into tags, never into the text the tags are parsed from.
 */
export interface AuditSentence {
  key: string;
  values: Record<string, string | number>;
  actor: string;
  target: string;
  excerpt: string;
  link: string | null;
}

/** A translate function taking any key (the keys here are built from action codes). */
export type AuditTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Sentences with their own key: an action code with dots as underscores. Anything else reads as the generic sentence. */
const SENTENCES = new Set([
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
  'post_image_remove',
  'post_version_hide',
  'post_version_show',
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
  'pepper_bulk_update',
  'pepper_bulk_active_on',
  'pepper_bulk_active_off',
  'pepper_bulk_featured_on',
  'pepper_bulk_featured_off',
  'pepper_bulk_delete',
  'pepper_bulk_undo',
  'pepper_import',
  'pepper_import_undo',
  'content_create',
  'content_update',
  'content_delete',
  'apikey_create',
  'apikey_revoke',
  'apikey_use',
]);

/** Bulk changes an undo names ("the bulk update of 12 peppers"); another undone action reads as "a bulk change". */
const UNDONE = new Set([
  'pepper_bulk_update',
  'pepper_bulk_active_on',
  'pepper_bulk_active_off',
  'pepper_bulk_featured_on',
  'pepper_bulk_featured_off',
  'pepper_import',
]);

const TARGET_TYPES = new Set(['user', 'pepper', 'topic', 'comment', 'report', 'settings', 'apikey', 'content']);

/** The kinds of content (news and events, recipes, guides): each has its own sentences and its pages under /<kind>/. */
const CONTENT_KINDS = new Set(['news', 'recipes', 'guides']);
const contentKindOf = (entry: AuditSentenceEntry) => {
  const kind = entry.details?.contentKind;
  return kind && CONTENT_KINDS.has(kind) ? kind : null;
};

/** Targets gone after the action: no link. */
const GONE = new Set(['user.delete', 'topic.delete', 'pepper.delete', 'pepper.bulk.delete', 'content.delete']);

const keyOf = (action: string) => action.replace(/\./g, '_');

/** Whether an action code has a sentence of its own (the rest read as the generic sentence). */
export function hasAuditSentence(action: string): boolean {
  return SENTENCES.has(keyOf(action));
}

/**
 * One audit entry as a sentence in the reader's language: who did what to which item, with a link to the item where
 * it has a page. `t` is the adminModeration translator of that language (with the other namespaces reachable by prefix).
 * Entries written before details were recorded, and codes this client does not know, still read as sentences.
 */
export function auditSentence(entry: AuditSentenceEntry, t: AuditTranslate, language: string, deletedUser?: string): AuditSentence {
  const d = entry.details ?? {};
  const actionKey = keyOf(entry.action);
  const known = SENTENCES.has(actionKey);
  const actor = entry.actor ? `@${entry.actor.username}` : (deletedUser ?? t('audit.deletedUser'));
  const when = (iso: string) =>
    dateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
  const type = TARGET_TYPES.has(entry.targetType) ? entry.targetType : null;

  const pepperName = (language === 'he' && d.hebName) || d.name || entry.targetLabel || t('audit.unnamed.pepper');
  const username = d.username ?? entry.targetLabel ?? null;
  const topicTitle = d.topicTitle ?? (type === 'topic' ? entry.targetLabel : null) ?? t('audit.unnamed.topic');
  const reportType = d.reportType ?? entry.targetLabel;

  const targets: Record<string, string> = {
    pepper: pepperName,
    user: username ? `@${username}` : t('audit.unnamed.user'),
    topic: topicTitle,
    comment: topicTitle,
    report: reportType && isReportType(reportType) ? t(`forum:report.types.${reportType}`) : t('audit.unnamed.report'),
    settings: '',
    apikey: apiKeyTarget(entry, t),
    content: entry.targetLabel ?? t('audit.unnamed.content'),
  };
  let target = type ? targets[type] : (entry.targetLabel ?? '');
  const values: Record<string, string | number> = {
    scope: '',
    fields: '',
    undone: '',
    key: d.keyPrefix ? t('audit.apiKey.prefix', { prefix: d.keyPrefix }) : '',
    operation: d.operation ? t('audit.apiKey.operation', { operation: d.operation }) : '',
  };

  // "... in a bulk change of 12 peppers": only when the action touched more than this one item.
  if (d.count && d.count > 1 && type && ['pepper', 'user', 'topic'].includes(type) && entry.action !== 'pepper.bulk.undo') {
    values.scope = t(`audit.scope.${type}`, { count: d.count });
  }
  if (d.fields && d.fields.length > 0) values.fields = fieldList(entry.targetType, d.fields, t, language);

  let key = known ? actionKey : 'generic';
  // "added the recipe ...": the kind names the entry; an entry without it reads as "the entry".
  const contentKind = type === 'content' ? contentKindOf(entry) : null;
  if (known && contentKind) key = `${actionKey}_${contentKind}`;
  if (key === 'pepper_bulk_undo' || key === 'pepper_import_undo') {
    const undone = d.undoneAction ? keyOf(d.undoneAction) : null;
    values.undone =
      undone && d.undoneAt && d.undoneCount
        ? t(`audit.undone.${UNDONE.has(undone) ? undone : 'other'}`, {
            count: d.undoneCount,
            when: when(d.undoneAt),
          })
        : t('audit.undone.unknown');
  }
  if (key === 'pepper_import') {
    if (d.created != null && d.updated != null) Object.assign(values, { created: d.created, updated: d.updated });
    else key = 'pepper_import_plain';
  }
  if (key === 'generic') {
    values.kind = type ? t(`audit.targets.${type}`) : t('audit.targets.other');
    if (!entry.targetLabel) key = 'generic_plain';
    else target = entry.targetLabel;
  }
  const excerpt = entry.targetType === 'comment' ? (entry.targetLabel ?? '') : '';
  return {
    key: `audit.sentence.${key}`,
    values,
    actor,
    target,
    excerpt,
    link: GONE.has(entry.action) ? null : linkOf(entry),
  };
}

/** The sentence as plain text (its tags replaced by their texts): for tests and anything that cannot hold markup. */
export function auditSentenceText(sentence: AuditSentence, t: AuditTranslate): string {
  const texts: Record<string, string> = {
    actor: sentence.actor,
    target: sentence.target,
    excerpt: sentence.excerpt,
  };
  return t(sentence.key, sentence.values)
    .replace(/<(actor|target|excerpt)\/>/g, (_, tag: string) => texts[tag])
    .replace(/<target>(.*?)<\/target>/g, '$1');
}

/** A key by its name, and its member's username when someone else (an admin) acted on it. */
function apiKeyTarget(entry: AuditSentenceEntry, t: AuditTranslate): string {
  const name = entry.targetLabel ?? t('audit.unnamed.apikey');
  const owner = entry.details?.username;
  return owner && owner !== entry.actor?.username ? t('audit.apiKey.ownedTarget', { name, owner }) : name;
}

function linkOf(entry: AuditSentenceEntry): string | null {
  const d = entry.details ?? {};
  switch (entry.targetType) {
    case 'pepper':
      return d.slug ? pepperPath(d.slug) : null;
    case 'user':
      return d.username ? memberPath(d.username) : null;
    case 'topic':
      return entry.targetId ? topicPath(entry.targetId) : null;
    case 'comment':
      return d.topicId ? topicPath(d.topicId) : null;
    case 'report':
      return '/admin?tab=reports';
    case 'settings':
      return '/admin?tab=settings';
    case 'apikey':
      return '/admin?tab=apiKeys';
    case 'content': {
      const kind = contentKindOf(entry);
      return kind && d.slug ? `/${kind}/${encodeURIComponent(d.slug)}` : null;
    }
    default:
      return null;
  }
}

/** Stored pepper columns the form names otherwise. */
const FIELD_ALIASES: Record<string, string> = {
  img: 'image',
  shuMin: 'shu',
  shuMax: 'shu',
  growingDays: 'growingTime',
};

/** " (group, difficulty)" in the reader's language; fields this client cannot name are counted instead. */
function fieldList(targetType: string, fields: readonly string[], t: AuditTranslate, language: string): string {
  const label = (field: string): string | null => {
    const key = targetType === 'settings' ? `settings.fields.${field}.label` : targetType === 'pepper' ? `adminPeppers:form.fields.${field}` : null;
    if (!key) return null;
    const text = t(key, { defaultValue: '' });
    return text || null;
  };
  const labels = [...new Set(fields.map((field) => FIELD_ALIASES[field] ?? field))].map(label);
  if (labels.some((l) => l === null)) return t('audit.fieldCount', { count: labels.length });
  const list = new Intl.ListFormat(language, {
    style: 'long',
    type: 'conjunction',
  }).format(labels as string[]);
  return t('audit.fieldList', { list });
}
