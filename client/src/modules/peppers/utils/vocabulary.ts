import {
  enumValueName,
  normalizeGroup,
  normalizeHeatLevel,
  type Difficulty,
  type HeatLevel,
  type PepperGroup,
} from '@pepper-atlas/domain';
import type {
  Difficulty as DifficultyValue,
  HeatLevel as HeatLevelValue,
  PepperGroup as PepperGroupValue,
} from '@/generated/graphql';

/**
 * The API names heat levels, groups and difficulties by GraphQL enum values (very_hot, c_annuum, easy); the client
 * keeps the stored names ("Very Hot", "C. Annuum", "Easy") in its URLs and labels, as REST does. These convert
 * at the GraphQL boundary; reading back, the domain normalisers accept the enum values.
 */
export const heatLevelValue = (level: HeatLevel) => enumValueName(level) as HeatLevelValue;
export const groupValue = (group: PepperGroup) => enumValueName(group) as PepperGroupValue;
export const difficultyValue = (difficulty: Difficulty) => enumValueName(difficulty) as DifficultyValue;

/** A group as shown ("C. Annuum"), from its API value or stored name. */
export function groupLabel(group: string): string {
  return normalizeGroup(group) ?? group;
}

/** Known heat levels of a list (any spelling), as stored names; unknown ones are dropped. */
export function knownHeatLevels(values: readonly string[]): HeatLevel[] {
  return [...new Set(values.map(normalizeHeatLevel).filter((v): v is HeatLevel => v !== null))];
}

/** Known groups of a list (any spelling), as stored names; unknown ones are dropped. */
export function knownGroups(values: readonly string[]): PepperGroup[] {
  return [...new Set(values.map(normalizeGroup).filter((v): v is PepperGroup => v !== null))];
}
