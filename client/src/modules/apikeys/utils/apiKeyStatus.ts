import type { ApiKeyFieldsFragment } from '@/generated/graphql';

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

/** Whether a key still works, as far as its own dates tell (its member's block or role is the server's business). */
export function apiKeyStatus(key: Pick<ApiKeyFieldsFragment, 'expiresAt' | 'revokedAt'>, now: Date = new Date()): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The expiry choices of the form, in days (null: never). */
export const EXPIRY_CHOICES = [
  { id: 'never', days: null },
  { id: 'days30', days: 30 },
  { id: 'days90', days: 90 },
  { id: 'days365', days: 365 },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['id'];

export function expiryDate(choice: ExpiryChoice, now: Date = new Date()): string | null {
  const days = EXPIRY_CHOICES.find((c) => c.id === choice)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}
