import { heatBarPercent, heatCategoryOfShu, type HeatCategory, type Language, shuMidpoint } from '@pepper-atlas/domain';
import type { PepperCardFieldsFragment } from '@/generated/graphql';

type Named = Pick<PepperCardFieldsFragment, 'name' | 'hebName'>;
type Described = Pick<PepperCardFieldsFragment, 'description' | 'hebDescription'>;
type Located = Pick<PepperCardFieldsFragment, 'origin' | 'hebOrigin'>;
type Rated = Pick<PepperCardFieldsFragment, 'shuMin' | 'shuMax'>;

/** In Hebrew the Hebrew name is shown when there is one. */
export function pepperName(pepper: Named, language: Language): string {
  return language === 'he' && pepper.hebName ? pepper.hebName : pepper.name;
}

export function pepperDescription(pepper: Described, language: Language): string | null {
  return (language === 'he' && pepper.hebDescription) || pepper.description || null;
}

export function pepperOrigin(pepper: Located, language: Language): string | null {
  return (language === 'he' && pepper.hebOrigin) || pepper.origin || null;
}

/** A pepper is rated by the middle of its SHU range, as it is sorted (the domain's one rule). */
function ratingShu(pepper: Rated): number {
  return shuMidpoint({ min: pepper.shuMin, max: pepper.shuMax });
}

export function pepperHeatCategory(pepper: Rated): HeatCategory {
  return heatCategoryOfShu({ min: pepper.shuMin, max: pepper.shuMax });
}

export function pepperHeatPercent(pepper: Rated): number {
  return heatBarPercent(ratingShu(pepper));
}
