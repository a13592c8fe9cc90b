import { foldSearchChar, isTypoTolerant, searchWords } from './search.js';

/** A highlighted part of a text: UTF-16 offsets, as JavaScript's string indexes count. */
export interface TextRange {
  start: number;
  length: number;
}

/** A text (or an excerpt of one) with the parts that match a search. */
export interface HighlightedText {
  text: string;
  highlights: TextRange[];
}

/** Text folded character by character, with the original offsets of each folded character. */
export interface FoldedText {
  folded: string;
  /**
   * For each UTF-16 unit of `folded`: the original offsets where its character starts and ends; null when every unit of
   * the text folded to one unit (ASCII, Hebrew letters without points, most accented letters): unit i is then text[i].
   */
  starts: number[] | null;
  ends: number[] | null;
}

/** Where the character of folded unit `at` starts in the text. */
const startOf = (text: FoldedText, at: number) => (text.starts ? text.starts[at] : at);

/** Where the character of folded unit `at` ends in the text. */
const endOf = (text: FoldedText, at: number) => (text.ends ? text.ends[at] : at + 1);

const ASCII = /^[\x00-\x7F]*$/;

/** `text` folded (search.ts), with where each folded unit came from: null offsets where every unit folded to one. */
export function foldWithOffsets(text: string): FoldedText {
  // Most texts fold a unit to a unit: no offsets to keep (two arrays of every post's length, each search hit's).
  if (ASCII.test(text)) return { folded: text.toLowerCase(), starts: null, ends: null };
  let same = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) return foldWithOffsetsKept(text);
    const piece = code < 128 ? (code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i]) : foldSearchChar(text[i]);
    if (piece.length !== 1) return foldWithOffsetsKept(text);
    same += piece;
  }
  return { folded: same, starts: null, ends: null };
}

/** `text` folded character by character, with the offsets of every folded unit (foldWithOffsets where units change). */
export function foldWithOffsetsKept(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = foldSearchChar(char);
    const end = offset + char.length;
    for (let i = 0; i < piece.length; i++) {
      starts.push(offset);
      ends.push(end);
    }
    // A mark (a Hebrew point, a combining accent) belongs to the letter before it.
    if (piece.length === 0 && ends.length > 0 && ends[ends.length - 1] === offset) ends[ends.length - 1] = end;
    folded += piece;
    offset = end;
  }
  return { folded, starts, ends };
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const set = new Set<string>();
  let a = ' ';
  let b = ' ';
  for (const c of word) {
    set.add(a + b + c);
    a = b;
    b = c;
  }
  set.add(a + b + ' ');
  return set;
}

/** How many of the query word's trigrams (`query`, as trigrams gives them) the text word has, as a share (pg_trgm's word similarity, one word). */
function wordSimilarity(query: ReadonlySet<string>, word: string): number {
  const w = trigrams(word);
  let common = 0;
  for (const t of query) if (w.has(t)) common++;
  return common / query.size;
}

/** Sorted, with overlapping or touching ranges merged. */
function merged(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: TextRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.start + last.length) {
      last.length = Math.max(last.length, r.start + r.length - last.start);
    } else out.push({ ...r });
  }
  return out;
}

/**
 * The parts of `text` that match a search, by the search's rules (domain search.ts): every place a
 * word of the query occurs, folded (case, accents, Hebrew points), so "jalapeno" lights up
 * "Jalapeño" and "קרולינה" lights up "קָרוֹלִינָה" with its points. With `typos` (text the server
 * also matches with a typo: titles), a long word found nowhere as written lights up the text word
 * closest to it.
 */
export function searchHighlights(text: string, query: string | readonly string[], { typos = false } = {}): TextRange[] {
  const words = typeof query === 'string' ? searchWords(query) : query;
  if (words.length === 0 || text.length === 0) return [];
  const foldedText = foldWithOffsets(text);
  const { folded } = foldedText;
  const ranges: TextRange[] = [];
  for (const word of words) {
    let found = false;
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      found = true;
      ranges.push({ start: startOf(foldedText, at), length: endOf(foldedText, at + word.length - 1) - startOf(foldedText, at) });
    }
    if (found || !typos || !isTypoTolerant(word)) continue;
    let best: { score: number; start: number; end: number } | null = null;
    const wanted = trigrams(word);
    for (const m of folded.matchAll(/[\p{L}\p{N}']+/gu)) {
      const score = wordSimilarity(wanted, m[0]);
      if (score > 0 && (!best || score > best.score)) best = { score, start: m.index, end: m.index + m[0].length - 1 };
    }
    if (best) ranges.push({ start: startOf(foldedText, best.start), length: endOf(foldedText, best.end) - startOf(foldedText, best.start) });
  }
  return merged(ranges);
}

/** A code unit that continues the character before it. */
const INSIDE_CHARACTER = /[\uDC00-\uDFFF\p{M}\u200D\uFE0F]/u;

/** How long an excerpt is, about (it ends at a word boundary when it can). */
export const SNIPPET_LENGTH = 180;

/**
 * An excerpt of a long text around its first match, with the matches inside it: the text from a
 * little before the first highlight, cut at white space, with "…" where text was left out.
 */
export function searchSnippet(text: string, query: string | readonly string[], length = SNIPPET_LENGTH): HighlightedText {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const all = searchHighlights(flat, query);
  if (flat.length <= length) return { text: flat, highlights: all };
  const first = all[0]?.start ?? 0;
  let start = Math.max(0, first - Math.floor(length / 4));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
    // No space near: at least never inside a character (a surrogate pair, a combining mark, an emoji sequence).
    else while (end > start && INSIDE_CHARACTER.test(flat[end]!)) end--;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < flat.length ? '…' : '';
  const highlights = all
    .filter((r) => r.start >= start && r.start + r.length <= end)
    .map((r) => ({ start: r.start - start + prefix.length, length: r.length }));
  return { text: prefix + flat.slice(start, end) + suffix, highlights };
}
