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

/** Text direction: right to left for Hebrew, left to right for English. */
export function directionOf(lang: Language): Direction {
  return lang === 'he' ? 'rtl' : 'ltr';
}
