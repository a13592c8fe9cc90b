import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The stored form of a mailed token: its SHA-256 (hex). The token itself only travels in the mail. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}

/** A new mailed token (32 random bytes, base64url) and its stored hash. */
export function newMailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/**
 * SQL for the fingerprint of the credentials a mailed link is made for: the password hash and the
 * address of the row (`users` columns, optionally qualified by `alias`). A link stores the fingerprint
 * of when it was mailed and works only while it is unchanged, so a password change (by any path: the
 * profile, a reset, an admin) or an address change kills every link made before it.
 */
export function credentialsFingerprintSql(alias = ''): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  return `encode(sha256(convert_to(${col('password_hash')} || '|' || ${col('email')}, 'UTF8')), 'hex')`;
}

/** A mailed token derived from a stored random seed (HMAC-SHA256 under a server key): the same seed mails the same link. */
export function seededMailToken(key: Buffer, seed: string): { token: string; hash: string } {
  const token = createHmac('sha256', key).update(seed).digest('base64url');
  return { token, hash: tokenHash(token) };
}

/** A new random seed for `seededMailToken`. */
export function newSeed(): string {
  return randomBytes(32).toString('base64url');
}
