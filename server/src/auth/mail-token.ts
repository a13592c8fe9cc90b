import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a mailed token: its SHA-256 (hex). The token itself only travels in the mail. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}

/** A new mailed token (32 random bytes, base64url) and its stored hash. */
export function newMailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}
