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
