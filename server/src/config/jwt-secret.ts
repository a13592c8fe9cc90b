import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** How to make a secret of one's own: named in every refusal. */
export const MAKE_A_SECRET =
  'Make one with `openssl rand -base64 48` (or `node -e "console.log(require(\'crypto\').randomBytes(48).toString(\'base64\'))"`) and set it as JWT_SECRET.';

/**
 * Secrets published in this repository (docker-compose.yml's old default, the test and example
 * configurations): anyone can read them, so a deployment using one has forgeable tokens.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-secret-of-32-chars',
  'test-secret-that-is-long-enough-for-hs256-signing',
  'x'.repeat(40),
];

/** Fewer distinct characters than this is a placeholder ("xxxx…", "aaaa…"), not a secret. */
const MIN_DISTINCT_CHARS = 10;

/** Why `secret` must not sign production tokens, or null when it may. */
export function weakSecretReason(secret: string | undefined): string | null {
  if (!secret) return 'JWT_SECRET is not set';
  if (secret.length < 32) return `JWT_SECRET is ${secret.length} characters long; it must be at least 32`;
  if (PUBLISHED_SECRETS.includes(secret) || /change-?me/i.test(secret)) return 'JWT_SECRET is an example value published in the Pepper Atlas repository';
  if (new Set(secret).size < MIN_DISTINCT_CHARS) return 'JWT_SECRET repeats a few characters: it is a placeholder, not a secret';
  return null;
}

/**
 * The secret that signs access tokens. In production it must be given (JWT_SECRET), long and not
 * one anyone can read; elsewhere a random secret is created once per data folder and kept there,
 * so tokens survive a restart but never share a secret between installations.
 */
export function resolveJwtSecret(explicit: string | undefined, dataDir: string, production = false): string {
  if (production) {
    const reason = weakSecretReason(explicit);
    if (reason) throw new Error(`Refusing to start in production: ${reason}. ${MAKE_A_SECRET}`);
    return explicit as string;
  }
  if (explicit) {
    if (explicit.length < 32) throw new Error(`JWT_SECRET must be at least 32 characters long. ${MAKE_A_SECRET}`);
    return explicit;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
