import { DEFAULT_LANGUAGE, parseStoredLanguage, STORAGE_KEYS, type Language } from '@pepper-atlas/domain';

/** The persisted language; a missing or invalid stored value falls back to the default (Hebrew). */
export function readStoredLanguage(): Language {
  return parseStoredLanguage(localStorage.getItem(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a visit starts in: an address's ?lang= (the server's hreflang links for search
 * engines and shared links carry it) wins and is kept as the reader's choice; else the stored one.
 */
export function readInitialLanguage(): Language {
  const fromUrl = parseStoredLanguage(new URLSearchParams(window.location.search).get('lang'));
  if (fromUrl) storeLanguage(fromUrl);
  return fromUrl ?? readStoredLanguage();
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}
