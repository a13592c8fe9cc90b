/** Kinds of the dashboard's recent activity. */
export const ACTIVITY_KINDS = ['user', 'topic', 'comment', 'report'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export function isActivityKind(value: string): value is ActivityKind {
  return (ACTIVITY_KINDS as readonly string[]).includes(value);
}
