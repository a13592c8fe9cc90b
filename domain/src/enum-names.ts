/**
 * GraphQL enum value names of the stored vocabularies (heat levels, pepper groups, difficulties). GraphQL names
 * allow only letters, digits and "_", so "Very Hot" and "C. Annuum" cannot be values as they are; one rule names
 * them: lower case, every run of other characters as one "_" ("Very Hot" -> very_hot, "C. Annuum" -> c_annuum,
 * "Easy" -> easy). REST answers and the database keep the stored strings; the normalisers of heat.ts, groups.ts and
 * difficulty.ts read these names back.
 */

import { DIFFICULTIES, DIFFICULTY_DESCRIPTIONS, type Difficulty } from './difficulty.js';
import { PEPPER_GROUPS, type PepperGroup } from './groups.js';
import { HEAT_LEVELS, HEAT_LEVEL_HEBREW, HEAT_LEVEL_MIN_SHU, type HeatLevel } from './heat.js';

export function enumValueName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Name -> stored value, in the vocabulary's order: the shape of a GraphQL enum with internal values. */
function enumOf<T extends string>(values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((v) => [enumValueName(v), v]));
}

export const HEAT_LEVEL_ENUM = /* @__PURE__ */ enumOf(HEAT_LEVELS);
export const PEPPER_GROUP_ENUM = /* @__PURE__ */ enumOf(PEPPER_GROUPS);
export const DIFFICULTY_ENUM = /* @__PURE__ */ enumOf(DIFFICULTIES);

const shu = (n: number) => n.toLocaleString('en-US');

// The enums and their documentation are the server's (GraphQL, OpenAPI): marked pure, so a client bundle that imports
// the package and uses none of them drops them, with the first Intl call of a page (toLocaleString) they would make.

/** One line per heat level for API documentation: the stored name, the Hebrew name and the SHU range. */
export const HEAT_LEVEL_DOCS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ HEAT_LEVELS.map((level, i) => {
    const next = HEAT_LEVELS[i + 1];
    const range = next ? `${shu(HEAT_LEVEL_MIN_SHU[level])} to ${shu(HEAT_LEVEL_MIN_SHU[next] - 1)} SHU` : `${shu(HEAT_LEVEL_MIN_SHU[level])} SHU and more`;
    return [level, `${level} (${HEAT_LEVEL_HEBREW[level]}): ${range}`];
  }),
) as Record<HeatLevel, string>;

export const PEPPER_GROUP_DOCS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ PEPPER_GROUPS.map((group) => [group, `${group} (Capsicum ${group.slice(3).toLowerCase()})`]),
) as Record<PepperGroup, string>;

export const DIFFICULTY_DOCS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ DIFFICULTIES.map((d) => [d, `${d}: ${DIFFICULTY_DESCRIPTIONS[d].toLowerCase()}`]),
) as Record<Difficulty, string>;
