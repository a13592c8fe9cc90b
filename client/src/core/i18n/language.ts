import { DEFAULT_LANGUAGE, parseStoredLanguage, STORAGE_KEYS, type Language } from '@pepper-atlas/domain';
import { keepPreferenceCookie, readPreferenceCookie } from '../ssr/preferenceCookies';

/** The persisted language; a missing or invalid stored value falls back to the default (Hebrew). */
export function readStoredLanguage(): Language {
  return savedLanguage() ?? DEFAULT_LANGUAGE;
}

/** The reader's saved language: in this browser's storage, else its cookie (the one the server renders in). */
function savedLanguage(): Language | null {
  return parseStoredLanguage(localStorage.getItem(STORAGE_KEYS.language)) ?? parseStoredLanguage(readPreferenceCookie(STORAGE_KEYS.language));
}

/**
 * The language a visit starts in: an address's ?lang= (the server's hreflang links for search
 * engines and shared links carry it) wins and is kept as the reader's choice; else the stored one; else `unstored`
 * (a page the server rendered: the language it chose, from the language cookie).
 */
export function readInitialLanguage(unstored: Language = DEFAULT_LANGUAGE): Language {
  const fromUrl = parseStoredLanguage(new URLSearchParams(window.location.search).get('lang'));
  if (fromUrl) storeLanguage(fromUrl);
  return fromUrl ?? savedLanguage() ?? unstored;
}

/** The reader's language, kept in this browser and in its cookie (the server renders pages in it). */
export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  keepPreferenceCookie(STORAGE_KEYS.language, language);
}
