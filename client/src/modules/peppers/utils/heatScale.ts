import type { HeatLevel } from '@pepper-atlas/domain';

/** CSS modifier of each level: the two hottest share the hottest colours, as they share five icons. */
const HEAT_LEVEL_CLASS = {
  Mild: 'mild',
  Medium: 'medium',
  Hot: 'hot',
  'Very Hot': 'veryHot',
  'Extremely Hot': 'extreme',
  'Super Hot': 'extreme',
} as const satisfies Record<HeatLevel, string>;

export function heatLevelClass(level: HeatLevel): string {
  return HEAT_LEVEL_CLASS[level];
}

/**
 * Top of the heat bars until the page knows its hottest pepper: the hottest seeded rating (Pepper X,
 * 2,693,000 SHU). Hotter peppers fill the bar.
 */
export const DEFAULT_HEAT_SCALE_TOP_SHU = 2_693_000;
