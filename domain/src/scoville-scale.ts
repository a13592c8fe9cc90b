/**
 * The Scoville scale as a reader knows it: a few well-known peppers marked on a logarithmic axis, and how a
 * pepper's heat compares with a jalapeño's ("about 12-140 times the heat"). The pepper page's chart and its
 * sentence, in both languages, and the GraphQL `Pepper.heatComparison` all read these figures, so the
 * sentence and the marks cannot disagree.
 */

import type { ShuRange } from './shu.js';

export interface ScovilleReferencePepper {
  /** Stable key for translations and tests. */
  key: 'bell' | 'jalapeno' | 'cayenne' | 'habanero' | 'carolinaReaper';
  name: string;
  hebName: string;
  min: number;
  max: number;
}

/**
 * Mild to hottest, with the same figures and names as the seeded catalogue (PepperScale, the Chile Pepper
 * Institute, Guinness for the Reaper), so the scale marks the pepper the reader can open.
 */
export const SCOVILLE_REFERENCE_PEPPERS = [
  { key: 'bell', name: 'Bell Pepper', hebName: 'פלפל מתוק (גמבה)', min: 0, max: 0 },
  { key: 'jalapeno', name: 'Jalapeño', hebName: 'חלפיניו', min: 2_500, max: 8_000 },
  { key: 'cayenne', name: 'Cayenne', hebName: 'קאיין', min: 30_000, max: 50_000 },
  { key: 'habanero', name: 'Habanero', hebName: 'הבנרו', min: 100_000, max: 350_000 },
  { key: 'carolinaReaper', name: 'Carolina Reaper', hebName: 'קרולינה ריפר', min: 1_400_000, max: 2_200_000 },
] as const satisfies readonly ScovilleReferencePepper[];

/** The yardstick of the comparison sentence. */
export const JALAPENO_SHU = { min: 2_500, max: 8_000 } as const;

export const HEAT_COMPARISON_KINDS = ['MILDER', 'SIMILAR', 'HOTTER'] as const;
export type HeatComparisonKind = (typeof HEAT_COMPARISON_KINDS)[number];

export interface HeatComparison {
  kind: HeatComparisonKind;
  /** HOTTER only: its mildest pod against the hottest jalapeño, rounded down to two significant digits. */
  lowTimes: number | null;
  /** HOTTER only: its hottest pod against the mildest jalapeño, rounded up; null when the range is open-ended. */
  highTimes: number | null;
}

/**
 * Two significant digits, so "about 12-140 times" reads as an estimate; the low end rounds down and the high
 * end up, so the rounded span still covers the exact one. The tiny tolerance keeps 140.00000000000003 at 140.
 */
function roundTimes(value: number, direction: 'down' | 'up'): number {
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  const scaled = value / step;
  const whole = direction === 'down' ? Math.floor(scaled + 1e-9) : Math.ceil(scaled - 1e-9);
  // Multiplying by a step below 1 (0.1) would bring back binary fractions: 1.2000000000000002.
  return step >= 1 ? whole * step : whole / Math.round(1 / step);
}

/**
 * How a pepper's SHU range compares with a jalapeño's 2,500-8,000: MILDER when its hottest pod is below the
 * mildest jalapeño, HOTTER when its mildest pod is above the hottest jalapeño (X = its min / 8,000,
 * Y = its max / 2,500: a habanero's 100,000-350,000 is about 12-140 times), SIMILAR when the ranges overlap.
 */
export function compareWithJalapeno(p: ShuRange): HeatComparison {
  const max = p.openEnded ? null : p.max;
  if (max !== null && max < JALAPENO_SHU.min) return { kind: 'MILDER', lowTimes: null, highTimes: null };
  if (p.min <= JALAPENO_SHU.max) return { kind: 'SIMILAR', lowTimes: null, highTimes: null };
  return {
    kind: 'HOTTER',
    lowTimes: roundTimes(p.min / JALAPENO_SHU.max, 'down'),
    highTimes: max === null ? null : roundTimes(max / JALAPENO_SHU.min, 'up'),
  };
}
