import { MAIL_KINDS, type MailKind } from '@pepper-atlas/domain';
import { isUUID } from 'class-validator';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link stops: one kind's mails, or (`digest`) the daily digest, i.e. every kind mailed daily. */
export type UnsubscribeKind = MailKind | 'digest';
const UNSUBSCRIBE_KINDS: readonly string[] = [...MAIL_KINDS, 'digest'];

/** What an unsubscribe link stands for: this member's mails of this kind. */
export interface UnsubscribeClaim {
  userId: string;
  kind: UnsubscribeKind;
}

function signature(key: Buffer, userId: string, kind: UnsubscribeKind): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

/**
 * `<userId>.<kind>.<HMAC-SHA256>`: readable, no expiry (a link in an old mail still works), and only the server can
 * make one, so the link alone proves that its mail reached the member.
 */
export function unsubscribeToken(key: Buffer, claim: UnsubscribeClaim): string {
  return `${claim.userId}.${claim.kind}.${signature(key, claim.userId, claim.kind)}`;
}

/** The claim of a token this server made, or null for anything else (malformed, another kind, a changed character). */
export function readUnsubscribeToken(key: Buffer, token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [userId, kind, mac, ...rest] = token.split('.');
  if (rest.length || !userId || !isUUID(userId) || !UNSUBSCRIBE_KINDS.includes(kind ?? '') || !mac) return null;
  const expected = Buffer.from(signature(key, userId, kind as UnsubscribeKind));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: userId.toLowerCase(), kind: kind as UnsubscribeKind };
}
