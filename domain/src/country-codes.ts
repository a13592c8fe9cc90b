/**
 * Reading countries: the ISO 3166-1 alpha-2 code list, and the code of a country written as a code, an
 * English or Hebrew name or another common form, alone or with a region ("Mexico (Veracruz)"). For writes,
 * filters and migrations; kept apart from countries.ts so that pages that only name countries do not load
 * the lists.
 */
import { countryName, type Origin } from './countries.js';

/** Every officially assigned ISO 3166-1 alpha-2 code (the tz database's iso3166.tab). */
export const COUNTRY_CODES: readonly string[] = /*#__PURE__*/ (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const CODE_SET: ReadonlySet<string> = /*#__PURE__*/ new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_SET.has(value);
}

/**
 * Names Intl.DisplayNames does not give (older names, short forms, the nations of the United Kingdom),
 * in English and Hebrew. Matched after folding (case, accents, niqqud, quotes).
 */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  US: ['USA', 'U.S.A.', 'U.S.', 'United States of America', 'ארה"ב', 'ארצות הברית של אמריקה'],
  GB: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'אנגליה', 'סקוטלנד', 'ויילס', 'וויילס', 'אירלנד הצפונית', 'הממלכה המאוחדת'],
  TT: ['Trinidad', 'Tobago', 'טרינידד'],
  TR: ['Turkey', 'Türkiye', 'טורקיה'],
  CZ: ['Czech Republic'],
  KR: ['Korea', 'קוריאה'],
  KP: ['North Korea'],
  CI: ['Ivory Coast', 'Cote dIvoire', 'חוף השנהב'],
  MM: ['Burma', 'Myanmar', 'בורמה'],
  NL: ['Holland', 'הולנד'],
  RU: ['Russian Federation'],
  VN: ['Viet Nam'],
  SZ: ['Swaziland'],
  MK: ['Macedonia'],
  TL: ['East Timor'],
  CV: ['Cape Verde'],
  CD: ['Democratic Republic of the Congo', 'DR Congo'],
  CG: ['Republic of the Congo'],
  PS: ['Palestine'],
  IL: ['ישראל'],
};

/**
 * A name folded for comparison: lower case, no accents or niqqud, no quote marks (ארה"ב, ג׳מייקה), no
 * dots, "&" as "and" (ICU writes "Trinidad & Tobago"), single spaces, without a leading "the".
 */
export function foldCountryName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['"`’‘׳״.]/g, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[-–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

let nameIndex: Map<string, string> | null = null;

/** Folded name -> code, over both languages' names and the aliases; built on first use. */
function countryNameIndex(): Map<string, string> {
  if (nameIndex) return nameIndex;
  const index = new Map<string, string>();
  const add = (name: string, code: string) => {
    const folded = foldCountryName(name);
    if (folded && !index.has(folded)) index.set(folded, code);
  };
  for (const [code, aliases] of Object.entries(COUNTRY_ALIASES)) for (const alias of aliases) add(alias, code);
  for (const language of ['en', 'he'] as const) {
    for (const code of COUNTRY_CODES) {
      const name = countryName(code, language);
      add(name, code);
      // "Myanmar (Burma)", "Congo - Kinshasa": the part before the qualifier names the country too.
      const short = name.replace(/\s*\(.*\)$/, '');
      if (short !== name) add(short, code);
    }
  }
  nameIndex = index;
  return index;
}

/**
 * The ISO code of a country written as its code ("MX", "mx"), its English or Hebrew name, or a common
 * other form ("USA", "United States", "ארה״ב", "England"); null when it names no country.
 */
export function countryCode(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return countryNameIndex().get(foldCountryName(trimmed)) ?? null;
}

/**
 * An origin typed as text: a country name alone ("Peru") or followed by a region in parentheses or after
 * a comma ("Mexico (Veracruz)", "מקסיקו, ורקרוס"). Blank text is no origin; a country nobody knows gives
 * null, for the caller to refuse.
 */
export function parseOrigin(text: string | null | undefined): Origin | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { country: null, region: null };
  const whole = countryCode(trimmed);
  if (whole) return { country: whole, region: null };
  const match = /^(.+?)\s*\((.+)\)$/.exec(trimmed) ?? /^([^,]+?)\s*,\s*(.+)$/.exec(trimmed);
  if (!match) return null;
  const country = countryCode(match[1]);
  return country ? { country, region: match[2].trim() || null } : null;
}

/**
 * For old free-text origins ("Amazon basin; Mexico (Yucatán)", "Caribbean (Jamaica)", "Peru and Bolivia
 * (Andes)"): the first country the text names, and the region in parentheses right after that name.
 * Null when the text names no country.
 */
export function findOriginInText(text: string | null | undefined): Origin | null {
  const strict = parseOrigin(text);
  if (strict?.country) return strict;
  const source = (text ?? '').trim();
  if (!source) return null;
  const best = firstCountryMention(source);
  if (!best) return null;
  const after = /^\s*\(([^)]+)\)/.exec(source.slice(best.end));
  const region = after && !countryCode(after[1]) ? after[1].trim() : null;
  return { country: best.code, region };
}

/** The earliest run of up to six words that names a country (the longest one at that place). */
function firstCountryMention(text: string): { code: string; end: number } | null {
  const index = countryNameIndex();
  const words = [...text.matchAll(/[\p{L}\p{M}'"׳״’.]+/gu)];
  for (let i = 0; i < words.length; i++) {
    let found: { code: string; end: number } | null = null;
    let joined = '';
    for (let j = i; j < words.length && j < i + 6; j++) {
      joined = j === i ? words[j][0] : `${joined} ${words[j][0]}`;
      const code = index.get(foldCountryName(joined));
      if (code) found = { code, end: (words[j].index ?? 0) + words[j][0].length };
    }
    if (found) return found;
  }
  return null;
}
