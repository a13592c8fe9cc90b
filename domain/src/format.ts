/** Display formatting that does not depend on the UI language (texts are chosen by the client). */

import { roundTo } from './util.js';

export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/**
 * Image sizes in Bytes, KB, MB or GB (base 1024), at most two decimals without trailing zeros:
 * 0 -> "0 Bytes", 1536 -> "1.5 KB", 2097152 -> "2 MB". Values that round up to 1024 move to the
 * next unit; GB is the largest unit. Negative or non-finite input -> "0 Bytes".
 */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0 Bytes';
  let value = n;
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && roundTo(value, 2) >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${roundTo(value, 2)} ${BYTE_UNITS[unit]}`;
}

export type RelativeDate =
  | { kind: 'justNow' }
  | { kind: 'hours'; hours: number }
  | { kind: 'yesterday' }
  | { kind: 'date'; date: Date }
  | { kind: 'invalid' };

const HOUR_MS = 3_600_000;

/** Parses a Date, ISO string or epoch milliseconds; null when it is not a valid date. */
export function toValidDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Relative date of forum cards (docs/product-rules.md#constants): under 1 hour "just now"; under 24 hours
 * "N hours ago" (N = whole hours, 1..23); under 48 hours "yesterday"; otherwise the date.
 * Slightly future dates (clock skew, under an hour) count as just now; further ones show the date.
 * Invalid input -> invalid (shown as 'Unknown date').
 */
export function relativeDate(date: Date | string | number, now: Date = new Date()): RelativeDate {
  const d = toValidDate(date);
  if (!d) return { kind: 'invalid' };
  const diff = now.getTime() - d.getTime();
  if (Number.isNaN(diff)) return { kind: 'date', date: d };
  if (diff < HOUR_MS) return diff > -HOUR_MS ? { kind: 'justNow' } : { kind: 'date', date: d };
  if (diff < 24 * HOUR_MS) return { kind: 'hours', hours: Math.floor(diff / HOUR_MS) };
  if (diff < 48 * HOUR_MS) return { kind: 'yesterday' };
  return { kind: 'date', date: d };
}
