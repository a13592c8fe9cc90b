import { type AuditChange, type AuditDetails, auditValue } from '@pepper-atlas/domain';
import type { Pepper } from './pepper.entity.js';

/** What an audit entry of a pepper names: its address (the link) and its names at the time. */
export function pepperDetails(pepper: Pepper): AuditDetails {
  return { slug: pepper.slug, name: pepper.name, hebName: pepper.hebName };
}

/** The fields an edit changed on a pepper, each as short text before and after (the edit time left out). */
export function changesOf(before: Pepper, fields: Partial<Record<string, unknown>>): AuditChange[] {
  return Object.entries(fields)
    .filter(([field]) => field !== 'lastUpdated')
    .map(([field, value]) => ({ field, from: auditValue(shown(field, before[field as keyof Pepper])), to: auditValue(shown(field, value)) }))
    .filter((change) => change.from !== change.to);
}

/** A list of sources names their titles (and years) in the audit log; every other value is itself. */
function shown(field: string, value: unknown): unknown {
  if (field !== 'sources' || !Array.isArray(value)) return value;
  return (value as { title: string; year: number | null }[]).map((s) => (s.year ? `${s.title} (${s.year})` : s.title));
}
