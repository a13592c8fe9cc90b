import { JwtService } from '@nestjs/jwt';
import { isUUID } from 'class-validator';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, jwtKey, type TokenPayload } from './token.js';

/**
 * The member id a session token was signed for, checked by signature, issuer, audience and expiry only (not
 * against the account: the guard does that); null for anything else. For code that must tell members apart
 * before the guard runs (the API budgets).
 */
export function sessionSubject(jwt: JwtService, secret: string, token: string): string | null {
  try {
    const payload = jwt.verify<TokenPayload>(token, { secret: jwtKey(secret) as unknown as string, algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
    return isUUID(payload?.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}
