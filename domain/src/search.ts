/**
 * How the catalogue search compares text: the same fold on the server (the SQL function
 * `search_fold`, which the search indexes use) and here (for the words of a query). Case, Latin
 * accents and Hebrew points (niqqud and cantillation) do not count, nor does the Hebrew geresh
 * against an apostrophe: "JALAPEÑO", "jalapeno" and "Jalapeño" are one word, "קָרוֹלִינָה" is
 * "קרולינה", and "ג׳ולוקיה" is "ג'ולוקיה".
 */

/** Words at least this long also match with a typo (trigram word similarity on the names). */
export const SEARCH_TYPO_MIN_LENGTH = 4;

/** At most this many words of a query are matched (each must match). */
export const SEARCH_MAX_WORDS = 8;

/** Letters that do not decompose into a base letter and a mark (unaccent maps them the same way). */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/** Geresh, gershayim and typographic quotes read as the ASCII ones typed on most keyboards. */
const QUOTES: Record<string, string> = { '\u05F3': "'", '\u05F4': '"', '\u2019': "'", '\u2018': "'", '\u201C': '"', '\u201D': '"' };

/**
 * One character (code point) folded: lower case, without its accents or Hebrew points; '' for a
 * mark on its own. Folding text character by character keeps where each folded letter came from,
 * which highlighting needs (search-highlight.ts).
 */
export function foldSearchChar(char: string): string {
  // ASCII folds to its lower case (no accents, marks, ligatures or quotes there): most of any text, at no cost.
  if (char.length === 1) {
    const code = char.charCodeAt(0);
    if (code < 128) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  }
  let folded = FOLDED.get(char);
  if (folded === undefined) {
    folded = foldUncached(char);
    if (FOLDED.size < FOLDED_MAX) FOLDED.set(char, folded);
  }
  return folded;
}

/** Characters other than ASCII folded so far (a text's alphabet is small), up to FOLDED_MAX of them. */
const FOLDED = new Map<string, string>();
const FOLDED_MAX = 20_000;

function foldUncached(char: string): string {
  return char
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđłı]/g, (c) => LIGATURES[c])
    .replace(/[\u05F3\u05F4\u2018\u2019\u201C\u201D]/g, (c) => QUOTES[c]);
}

/** Text folded for comparison: lower case, without accents or Hebrew points, white space collapsed. */
export function foldSearchText(text: string): string {
  let folded = '';
  for (const char of text) folded += foldSearchChar(char);
  return folded.replace(/\s+/gu, ' ').trim();
}

/** The words of a search, folded, each once, at most SEARCH_MAX_WORDS; [] for a blank search. */
export function searchWords(query: string | null | undefined): string[] {
  if (!query) return [];
  const folded = foldSearchText(query);
  return folded === '' ? [] : [...new Set(folded.split(' '))].slice(0, SEARCH_MAX_WORDS);
}

/** Whether a word of a search also matches with a typo (it is long enough for that to be safe). */
export function isTypoTolerant(word: string): boolean {
  return [...word].length >= SEARCH_TYPO_MIN_LENGTH;
}
