/** Language and theme preferences kept in browser storage (docs/product-rules.md#states). */

export const LANGUAGES = ['he', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Hebrew is the default language. */
export const DEFAULT_LANGUAGE: Language = 'he';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export type Direction = 'rtl' | 'ltr';

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

export function isTheme(x: unknown): x is Theme {
  return typeof x === 'string' && (THEMES as readonly string[]).includes(x);
}

/** The theme toggle cycles light -> dark -> system -> light (unknown values restart at light). */
export function nextTheme(t: Theme): Theme {
  const i = THEMES.indexOf(t);
  return THEMES[(i + 1) % THEMES.length]!;
}

/** A stored language is used only when it is exactly 'he' or 'en'; otherwise it is ignored (null). */
export function parseStoredLanguage(v: unknown): Language | null {
  return isLanguage(v) ? v : null;
}

/** A stored theme is used only when it is exactly 'light', 'dark' or 'system'; otherwise null. */
export function parseStoredTheme(v: unknown): Theme | null {
  return isTheme(v) ? v : null;
}

/** Browser-local storage keys ({product} is "peppers"). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  language: 'peppers-language',
  theme: 'peppers-theme',
} as const;

/** How long a kept preference's cookie lives: a year, renewed whenever the reader chooses again. */
const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The cookie that keeps a reader's language or theme for the server's pages (it cannot read localStorage): the one
 * form both the browser (`document.cookie`) and the server (`Set-Cookie`) write. Sent to this site only.
 */
export function preferenceCookie(key: (typeof STORAGE_KEYS)['language' | 'theme'], value: string): string {
  return `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Text direction: right to left for Hebrew, left to right for English. */
export function directionOf(lang: Language): Direction {
  return lang === 'he' ? 'rtl' : 'ltr';
}
