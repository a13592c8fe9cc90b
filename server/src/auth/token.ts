import { createSecretKey, type KeyObject } from 'node:crypto';

export const JWT_ALGORITHM = 'HS256' as const;
export const JWT_ISSUER = 'pepper-atlas';
export const JWT_AUDIENCE = 'pepper-atlas';

export interface TokenPayload {
  sub: string;
  /** The user's token version when the token was issued. */
  ver: number;
  role: string;
  /** Expiry (seconds since the epoch), set by the JwtModule's signing options. */
  exp?: number;
}

const keys = new Map<string, KeyObject>();

/**
 * The signing secret as a key object, made once: jsonwebtoken, given a string, first tries to read it as a PEM public
 * key (an exception, and about a third of a millisecond) on every verification, of which each request has two (the
 * budget's and the guard's).
 */
export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}
