import { JwtService } from '@nestjs/jwt';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { json } from 'express';
import { API_KEY_PREFIX } from '@pepper-atlas/domain';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, jwtKey, type TokenPayload } from './token.js';
import { guardJsonBody } from '../common/json-body-guard.js';

/**
 * GraphQL bodies of administrators may be larger than everyone else's (an import of up to 10,000 peppers
 * is several megabytes): a bearer token signed by us with the admin role gets `limit`. The token is only
 * read here to choose the size; the guards still check the user on the request itself. Other requests
 * fall through to the ordinary body parser (body-parser skips a body already read).
 */
export function adminJsonBody(secret: string, limit: string): RequestHandler {
  const jwt = new JwtService();
  const key = jwtKey(secret) as unknown as string;
  const parse = json({ limit, verify: guardJsonBody } as Parameters<typeof json>[0]);
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    // An API key is no session token: the ordinary limit (read without a failed verification).
    if (req.method !== 'POST' || !header?.startsWith('Bearer ') || header.startsWith(`Bearer ${API_KEY_PREFIX}`)) return next();
    try {
      const payload = jwt.verify<TokenPayload>(header.slice(7), {
        secret: key,
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
      if (payload?.role !== 'admin') return next();
    } catch {
      return next();
    }
    parse(req, res, next);
  };
}
