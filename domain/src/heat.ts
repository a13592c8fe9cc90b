/**
 * Heat: one scale of six levels (Mild ... Super Hot), always derived from the SHU. The stored level, the
 * badge, the filter, its counts, the statistics and the details all show this one level; an admin does
 * not choose it.
 */

import { shuMidpoint, type ShuRange } from './shu.js';
import { roundTo } from './util.js';

export const HEAT_LEVELS = ['Mild', 'Medium', 'Hot', 'Very Hot', 'Extremely Hot', 'Super Hot'] as const;
export type HeatLevel = (typeof HEAT_LEVELS)[number];

export const HEAT_LEVEL_HEBREW = {
  Mild: 'עדין',
  Medium: 'בינוני',
  Hot: 'חריף',
  'Very Hot': 'חריף מאוד',
  'Extremely Hot': 'חריף במיוחד',
  'Super Hot': 'סופר חריף',
} as const satisfies Record<HeatLevel, string>;

export function isHeatLevel(x: unknown): x is HeatLevel {
  return typeof x === 'string' && (HEAT_LEVELS as readonly string[]).includes(x);
}

/**
 * Lookup key: case, whitespace, hyphens, underscores and the Hebrew maqaf are ignored,
 * so "very-hot", "VeryHot", "Very  Hot" and "סופר-חריף" all match.
 */
const lookupKey = (s: string) => s.normalize('NFC').toLowerCase().replace(/[\s_\-\u05BE]+/g, '');

const HEAT_LOOKUP: ReadonlyMap<string, HeatLevel> = new Map<string, HeatLevel>([
  ...HEAT_LEVELS.map((l) => [lookupKey(l), l] as const),
  ...HEAT_LEVELS.map((l) => [lookupKey(HEAT_LEVEL_HEBREW[l]), l] as const),
  // Common alternative spellings of the Hebrew labels.
  [lookupKey('חריף מאד'), 'Very Hot'],
  [lookupKey('עדינה'), 'Mild'],
  [lookupKey('בינונית'), 'Medium'],
]);

/** Canonical heat level from English (any case/spacing) or Hebrew text; null when unknown. */
export function normalizeHeatLevel(input: unknown): HeatLevel | null {
  if (typeof input !== 'string') return null;
  const key = lookupKey(input);
  return key ? (HEAT_LOOKUP.get(key) ?? null) : null;
}

/** Lowest SHU of each level: the documented categories (docs/product-rules.md#data), with the extreme one split at a million. */
export const HEAT_LEVEL_MIN_SHU = {
  Mild: 0,
  Medium: 1000,
  Hot: 5000,
  'Very Hot': 50_000,
  'Extremely Hot': 100_000,
  'Super Hot': 1_000_000,
} as const satisfies Record<HeatLevel, number>;

/**
 * The one heat level of a SHU value (badge, filter, counts, statistics, details and the stored column).
 * Negative or NaN input counts as Mild.
 */
export function heatLevelOf(shu: number): HeatLevel {
  let level: HeatLevel = 'Mild';
  for (const candidate of HEAT_LEVELS) if (shu >= HEAT_LEVEL_MIN_SHU[candidate]) level = candidate;
  return level;
}

/** Level of a parsed SHU: a range is placed by its midpoint, as it sorts. */
export function heatLevelOfShu(p: ShuRange): HeatLevel {
  return heatLevelOf(shuMidpoint(p));
}

/** Pepper icons on a badge; the two hottest levels both show the most. */
export const HEAT_ICONS = {
  Mild: 1,
  Medium: 2,
  Hot: 3,
  'Very Hot': 4,
  'Extremely Hot': 5,
  'Super Hot': 5,
} as const satisfies Record<HeatLevel, 1 | 2 | 3 | 4 | 5>;

export function heatIcons(level: HeatLevel): 1 | 2 | 3 | 4 | 5 {
  return HEAT_ICONS[level];
}

/**
 * Heat bar width in percent on a logarithmic scale from 0 to `topShu` (the hottest pepper shown), so
 * 5,000 and 2,000,000 SHU look different: log(1 + shu) / log(1 + top), capped to 0..100, one decimal.
 */
export function heatBarPercent(shu: number, topShu: number): number {
  if (!(shu > 0)) return 0;
  if (!(topShu > 0) || shu >= topShu) return 100;
  return Math.min(100, roundTo((Math.log1p(shu) / Math.log1p(topShu)) * 100, 1));
}

/**
 * The level a write must carry when it sends one: null when `sent` is blank (the level is derived) or
 * names the level of the SHU, in English or Hebrew; else the expected level. Unknown names are left to
 * validation (heatLevelInvalid).
 */
export function heatLevelMismatch(sent: unknown, p: ShuRange): HeatLevel | null {
  const level = normalizeHeatLevel(sent);
  if (!level) return null;
  const expected = heatLevelOfShu(p);
  return level === expected ? null : expected;
}
