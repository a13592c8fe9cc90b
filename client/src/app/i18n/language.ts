import { DEFAULT_LANGUAGE, parseStoredLanguage, STORAGE_KEYS, type Language } from '@pepper-atlas/domain';

/** The persisted language; a missing or invalid stored value falls back to the default (Hebrew). */
export function readStoredLanguage(): Language {
  return parseStoredLanguage(localStorage.getItem(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}
