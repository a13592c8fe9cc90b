import { registerEnumType } from '@nestjs/graphql';
import { COLOR_NAMES, PEPPER_COLORS, PEPPER_SHAPES, SHAPE_NAMES } from '@pepper-atlas/domain';

/** GraphQL enums of the colour and shape vocabularies (domain/src/appearance.ts); values are the stored codes. */
export const PepperColorEnum = Object.fromEntries(PEPPER_COLORS.map((code) => [code, code])) as Record<string, string>;
export const PepperShapeEnum = Object.fromEntries(PEPPER_SHAPES.map((code) => [code, code])) as Record<string, string>;

const inList = (codes: readonly string[]) => codes.map((code) => `'${code}'`).join(', ');

/** The code lists of the peppers_appearance_check constraint. */
export const APPEARANCE_CHECK = { colors: inList(PEPPER_COLORS), shapes: inList(PEPPER_SHAPES) };

registerEnumType(PepperColorEnum, {
  name: 'PepperColor',
  description: 'Colour of a pod, from a fixed vocabulary; name it in the reader\'s language',
  valuesMap: Object.fromEntries(PEPPER_COLORS.map((code) => [code, { description: `${COLOR_NAMES[code].en} / ${COLOR_NAMES[code].he}` }])),
});

registerEnumType(PepperShapeEnum, {
  name: 'PepperShape',
  description: 'Shape of a pod, from a fixed vocabulary; name it in the reader\'s language',
  valuesMap: Object.fromEntries(PEPPER_SHAPES.map((code) => [code, { description: `${SHAPE_NAMES[code].en} / ${SHAPE_NAMES[code].he}` }])),
});
