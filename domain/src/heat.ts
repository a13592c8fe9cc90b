/**
 * Heat: the admin-chosen heat level label (Mild ... Super Hot) and the heat CATEGORY derived
 * from SHU. The category thresholds are SPEC section 9's catalogue thresholds and are used
 * everywhere, the details modal included (PRODUCT.md overrides the modal's other thresholds).
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

export const HEAT_CATEGORIES = ['mild', 'medium', 'hot', 'veryHot', 'extreme'] as const;
export type HeatCategory = (typeof HEAT_CATEGORIES)[number];

/** Lowest SHU of each category (SPEC section 9). */
export const HEAT_CATEGORY_MIN_SHU = {
  mild: 0,
  medium: 1000,
  hot: 5000,
  veryHot: 50_000,
  extreme: 100_000,
} as const satisfies Record<HeatCategory, number>;

export function isHeatCategory(x: unknown): x is HeatCategory {
  return typeof x === 'string' && (HEAT_CATEGORIES as readonly string[]).includes(x);
}

/**
 * Category of a SHU value: mild 0-999, medium 1000-4999, hot 5000-49999,
 * very hot 50000-99999, extreme 100000 and above. Negative or NaN input counts as mild.
 */
export function heatCategory(shu: number): HeatCategory {
  if (!(shu >= HEAT_CATEGORY_MIN_SHU.medium)) return 'mild';
  if (shu < HEAT_CATEGORY_MIN_SHU.hot) return 'medium';
  if (shu < HEAT_CATEGORY_MIN_SHU.veryHot) return 'hot';
  if (shu < HEAT_CATEGORY_MIN_SHU.extreme) return 'veryHot';
  return 'extreme';
}

/** Category of a parsed SHU: a range is rated by its midpoint, like sorting. */
export function heatCategoryOfShu(p: ShuRange): HeatCategory {
  return heatCategory(shuMidpoint(p));
}

/** Number of pepper icons (1 to 5) shown for a category. */
export function heatIcons(category: HeatCategory): 1 | 2 | 3 | 4 | 5 {
  return (HEAT_CATEGORIES.indexOf(category) + 1) as 1 | 2 | 3 | 4 | 5;
}

/** SHU that fills the heat bar completely. */
export const HEAT_BAR_FULL_SHU = 100_000;

/** Heat bar width in percent: SHU / 100000, capped to 0..100, one decimal. */
export function heatBarPercent(shu: number): number {
  if (!(shu > 0)) return 0;
  return Math.min(100, roundTo((shu / HEAT_BAR_FULL_SHU) * 100, 1));
}
