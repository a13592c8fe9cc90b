/**
 * Scoville heat units. The admin types SHU as text ("2500", "1,000-5,000", "100000+") or the form
 * sends a number; we keep the typed text for display and parsed integers for sorting, filtering
 * and statistics (PRODUCT.md, "One rule, one place").
 */

import { roundTo } from './util.js';

export interface ParsedShu {
  /** The trimmed text as typed; for a number input, the rounded number as text. */
  text: string;
  /** Lower bound (the single value for a plain number). */
  min: number;
  /** Upper bound; equals `min` for a single value, null when open-ended ("100000+"). */
  max: number | null;
  /** True for "N+" / "N++": at least N, no known upper bound. */
  openEnded: boolean;
}

/** Digits, optionally grouped by thousands commas: "2500", "2,500", "1,041,427" (not "25,00"). */
const INT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
const SINGLE_RE = new RegExp(`^${INT}$`);
/** Hyphen, en dash or em dash, optional spaces around it. */
const RANGE_RE = new RegExp(`^${INT}\\s*[-\\u2013\\u2014]\\s*${INT}$`);
/** "+" or "++" after the digits (a space before it is tolerated). */
const OPEN_RE = new RegExp(`^${INT}\\s*\\+{1,2}$`);

function toInt(digits: string): number | null {
  const n = Number(digits.replace(/,/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Parses a SHU value; null when it is not valid (docs/product-rules.md#validation: a number >= 0, or text of
 * digits, digits-digits, or digits followed by + or ++). Finite numbers are rounded; a reversed
 * range ("5000-1000"), signs, decimals in text, exponents and extra parts are invalid.
 */
export function parseShu(input: number | string | null | undefined): ParsedShu | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const n = Math.round(input) + 0; // + 0 turns -0 into 0
    if (!Number.isSafeInteger(n)) return null;
    // Text of the rounded value so stored text always parses back to the same numbers.
    return { text: String(n), min: n, max: n, openEnded: false };
  }
  if (typeof input !== 'string') return null;
  const text = input.trim();
  let m = SINGLE_RE.exec(text);
  if (m) {
    const n = toInt(m[1]!);
    return n === null ? null : { text, min: n, max: n, openEnded: false };
  }
  m = RANGE_RE.exec(text);
  if (m) {
    const min = toInt(m[1]!);
    const max = toInt(m[2]!);
    if (min === null || max === null || min > max) return null;
    return { text, min, max, openEnded: false };
  }
  m = OPEN_RE.exec(text);
  if (m) {
    const min = toInt(m[1]!);
    return min === null ? null : { text, min, max: null, openEnded: true };
  }
  return null;
}

export function isValidShu(input: number | string | null | undefined): boolean {
  return parseShu(input) !== null;
}

/** Representative value: the midpoint of a range, the value itself, or the minimum when open-ended. */
/** The SHU a pepper is rated, sorted and categorised by: the middle of its range. */
export type ShuRange = Pick<ParsedShu, 'min' | 'max'> & { openEnded?: boolean };

export function shuMidpoint(p: ShuRange): number {
  if (p.openEnded || p.max === null) return p.min;
  return (p.min + p.max) / 2;
}

/** Sort key for SHU ("a range sorts by its midpoint", docs/product-rules.md#screens, admin panel). */
export function shuSortValue(p: ShuRange): number {
  return shuMidpoint(p);
}

/** Compares two parsed values by sort value, then by min (stable for equal midpoints). */
export function compareShu(a: ParsedShu, b: ParsedShu): number {
  return shuSortValue(a) - shuSortValue(b) || a.min - b.min;
}

/**
 * Compact SHU for badges and the details modal: K for thousands, M for millions, at most two
 * decimals without trailing zeros (1500 -> "1.5K", 1041427 -> "1.04M"). Values that round up
 * to the next unit move to it (999999 -> "1M"). Non-finite input -> "0".
 */
export function formatShuCompact(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n < 0) return `-${formatShuCompact(-n)}`;
  const v = Math.round(n);
  if (v < 1000) return String(v);
  const k = roundTo(v / 1000, 2);
  if (k < 1000) return `${k}K`;
  return `${roundTo(v / 1_000_000, 2)}M`;
}

/** Compact range: "2.5K-8K", "100K+", or a single value ("0", "2.5K"). */
export function formatShuRangeCompact(p: ParsedShu): string {
  const min = formatShuCompact(p.min);
  if (p.openEnded || p.max === null) return `${min}+`;
  if (p.max === p.min) return min;
  return `${min}-${formatShuCompact(p.max)}`;
}
