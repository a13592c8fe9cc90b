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

/** Names handed over with a page (knowCountryNames), by language and code. */
const handedOver = new Map<Language, Map<string, string>>();

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * The country's name in the reader's language ("Mexico", "מקסיקו"); the code itself for an unknown one.
 * Asks Intl directly (not the code list), so that pages that only name countries do not load the list.
 */
export function countryName(code: string, language: Language): string {
  if (!COUNTRY_CODE.test(code)) return code;
  return handedOver.get(language)?.get(code) ?? namesIn(language).of(code) ?? code;
}

/**
 * The names of the countries a page's data holds (any two-capital-letter text in it that names a country), in one
 * language: what the server hands to the browser with the page it drew.
 */
export function countryNamesIn(data: unknown, language: Language): Record<string, string> {
  const names: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (COUNTRY_CODE.test(value) && !(value in names)) {
        const name = countryName(value, language);
        if (name !== value) names[value] = name;
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(data);
  return names;
}

/**
 * Names the server drew a page with: the browser names these countries the same, without building Intl's region names
 * (its first use loads the language's region data, a long task on a phone while the page hydrates).
 */
export function knowCountryNames(language: Language, names: Record<string, string>): void {
  let known = handedOver.get(language);
  if (!known) handedOver.set(language, (known = new Map()));
  for (const [code, name] of Object.entries(names)) if (COUNTRY_CODE.test(code) && typeof name === 'string') known.set(code, name);
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

