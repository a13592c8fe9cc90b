import { cookieValue, preferenceCookie, STORAGE_KEYS } from '@pepper-atlas/domain';

/**
 * Keeps a stored preference (language, theme) in a cookie of the same name too, so the server renders the next page
 * in it (the server cannot read localStorage). Sent to this site only, read by nobody else.
 */
export function keepPreferenceCookie(key: (typeof STORAGE_KEYS)['language' | 'theme'], value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = preferenceCookie(key, value);
}

/** A preference's cookie (set by this browser, or by an older visit before it was kept in storage too). */
export function readPreferenceCookie(key: (typeof STORAGE_KEYS)['language' | 'theme']): string | null {
  if (typeof document === 'undefined') return null;
  return cookieValue(document.cookie, key) ?? null;
}
