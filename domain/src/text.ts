/**
 * How free text enters Pepper Atlas, one rule for the server (what it stores) and the client (its
 * forms): Unicode NFC, trimmed, and text that draws nothing counts as empty. Direction-control
 * characters, which make text read differently from what it holds ("gift\u202Eexe.txt" reads
 * "gifttxt.exe"), are refused: all of them in single-line fields (titles, names, usernames), the
 * overrides in multi-line text, which keeps the marks mixed Hebrew and English needs.
 * Passwords are never normalised: they are compared exactly as typed.
 */

/** A single-line field (a title, a name) or multi-line text (a comment, a description, a bio). */
export type TextKind = 'line' | 'multiline';

/**
 * A character that draws something: not white space, a control, a format character (zero-width
 * space, joiners, word joiner, byte-order mark, direction controls), another default-ignorable
 * character (Hangul fillers, variation selectors), a combining mark without its base, or the
 * blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u;

/** Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) and the marks LRM, RLM and ALM. */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** LEFT-TO-RIGHT and RIGHT-TO-LEFT OVERRIDE: they reverse the letters that follow, the spoofing case. */
const DIRECTION_OVERRIDES = /[\u202D\u202E]/u;

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/** The text as stored: NFC, trimmed, '' when nothing in it is visible. null and undefined become ''. */
export function normalizeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = (typeof value === 'string' ? value : String(value)).normalize('NFC').trim();
  return hasVisibleCharacter(text) ? text : '';
}

/** Whether the text holds direction-control characters not allowed in a field of this kind. */
export function hasDirectionControls(text: string, kind: TextKind = 'line'): boolean {
  return (kind === 'line' ? DIRECTION_CONTROLS : DIRECTION_OVERRIDES).test(text);
}
