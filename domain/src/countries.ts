/**
 * Where a pepper comes from: an ISO 3166-1 alpha-2 country code plus an optional region written in each
 * language. Country names are not stored: both the server and the browser name a code in the reader's
 * language with Intl.DisplayNames. Reading a country from text is country-codes.ts.
 */
import type { Language } from './preferences.js';

const displayNames = new Map<Language, Intl.DisplayNames>();

function namesIn(language: Language): Intl.DisplayNames {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  return names;
}

/**
 * The country's name in the reader's language ("Mexico", "מקסיקו"); the code itself for an unknown one.
 * Asks Intl directly (not the code list), so that pages that only name countries do not load the list.
 */
export function countryName(code: string, language: Language): string {
  return /^[A-Z]{2}$/.test(code) ? (namesIn(language).of(code) ?? code) : code;
}

export interface Origin {
  country: string | null;
  region: string | null;
}

/** "Mexico (Veracruz)" / "מקסיקו (ורקרוס)": the readable origin in one language. */
export function formatOrigin(country: string | null | undefined, region: string | null | undefined, language: Language): string | null {
  const regionText = region?.trim() || null;
  if (!country) return regionText;
  const name = countryName(country, language);
  return regionText ? `${name} (${regionText})` : name;
}

