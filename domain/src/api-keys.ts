/**
 * API keys (issue 35): what a key may do, how it looks, and the limits of its form. Shared by the server (which
 * checks them) and the client (the profile's key form and the /developers page).
 */

/** `read`: everything the member may read; `write`: the member's own posts, favorites and reactions; `admin`: admin work (administrators only). */
export const API_KEY_SCOPES = ['read', 'write', 'admin'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'pa_';
/** Characters of randomness after the prefix (30 random bytes as base64url: 240 bits). */
export const API_KEY_RANDOM_LENGTH = 40;
/** Characters of a key kept and shown to identify it (the prefix and the first random characters). */
export const API_KEY_ID_LENGTH = API_KEY_PREFIX.length + 8;

export const API_KEY_LIMITS = {
  nameMax: 60,
  /** Live (unrevoked, unexpired) keys one member may hold. */
  perMember: 20,
  /** The furthest expiry a key may be given, in days. */
  maxExpiryDays: 366,
} as const;

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${API_KEY_RANDOM_LENGTH}}$`);

/** Whether a bearer credential has the form of an API key (and so is not a session token). */
export function looksLikeApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** Whether an API key is well formed (right prefix, length and alphabet). */
export function isWellFormedApiKey(credential: string): boolean {
  return KEY_PATTERN.test(credential);
}

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}
