/**
 * Growing time: whole days from transplant to the first ripe fruit, as a minimum and a maximum. Stored
 * as numbers and written in the reader's language ("100-120 days" / "100-120 ימים").
 */
import type { Language } from './preferences.js';

export interface GrowingDays {
  min: number;
  max: number;
}

/** More than three years is a typo, not a pepper. */
export const GROWING_DAYS_MAX = 1000;

export function isValidGrowingDays(min: unknown, max: unknown): boolean {
  return (
    Number.isInteger(min) && Number.isInteger(max) && (min as number) >= 1 && (min as number) <= (max as number) && (max as number) <= GROWING_DAYS_MAX
  );
}

const UNIT = String.raw`(?:days?|d|ימים|יום)`;
const GROWING_RE = new RegExp(String.raw`^(\d{1,4})(?:\s*(?:-|–|—|to|עד)\s*(\d{1,4}))?\s*${UNIT}?\.?$`, 'i');
const UNIT_FIRST_RE = new RegExp(String.raw`^${UNIT}\s+(\d{1,4})(?:\s*(?:-|–|—|עד)\s*(\d{1,4}))?$`, 'i');

/**
 * Growing time typed as text: "100-120 days", "100–120", "90 days", "90", "100 to 120 days",
 * "100-120 ימים", "ימים 90". Null when it is not a number of days or the range is impossible.
 */
export function parseGrowingTime(text: string | null | undefined): GrowingDays | null {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  const match = GROWING_RE.exec(trimmed) ?? UNIT_FIRST_RE.exec(trimmed);
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  return isValidGrowingDays(min, max) ? { min, max } : null;
}

/** "100-120 days" / "100-120 ימים"; "90 days" when both ends are equal. */
export function formatGrowingTime(min: number | null | undefined, max: number | null | undefined, language: Language): string | null {
  if (min === null || min === undefined) return null;
  const top = max ?? min;
  const days = top === min ? String(min) : `${min}-${top}`;
  if (language === 'he') return top === 1 ? 'יום אחד' : `${days} ימים`;
  return top === 1 ? '1 day' : `${days} days`;
}
