import { registerEnumType } from '@nestjs/graphql';
import {
  DIFFICULTY_DOCS,
  DIFFICULTY_ENUM,
  HEAT_LEVEL_DOCS,
  HEAT_LEVEL_ENUM,
  PEPPER_GROUP_DOCS,
  PEPPER_GROUP_ENUM,
} from '@pepper-atlas/domain';

/**
 * The pepper vocabularies as GraphQL enums. A value's GraphQL name is the stored string in lower case with "_"
 * (very_hot, c_annuum, easy; enum-names.ts in the domain module); its internal value is the stored string, so
 * resolvers, services and the REST routes keep reading and writing "Very Hot" and "C. Annuum".
 */
export const HeatLevelEnum = HEAT_LEVEL_ENUM;
export const PepperGroupEnum = PEPPER_GROUP_ENUM;
export const DifficultyEnum = DIFFICULTY_ENUM;

const valuesMap = (names: Record<string, string>, docs: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([name, value]) => [name, { description: docs[value] }]));

registerEnumType(HeatLevelEnum, {
  name: 'HeatLevel',
  description: 'Heat level, always the level of the SHU (REST and the database name it as in the value descriptions: "Very Hot")',
  valuesMap: valuesMap(HEAT_LEVEL_ENUM, HEAT_LEVEL_DOCS),
});
registerEnumType(PepperGroupEnum, {
  name: 'PepperGroup',
  description: 'Capsicum species group (REST names it "C. Annuum")',
  valuesMap: valuesMap(PEPPER_GROUP_ENUM, PEPPER_GROUP_DOCS),
});
registerEnumType(DifficultyEnum, {
  name: 'Difficulty',
  description: 'How hard a pepper is to grow, or a recipe to cook (REST names it "Easy")',
  valuesMap: valuesMap(DIFFICULTY_ENUM, DIFFICULTY_DOCS),
});
