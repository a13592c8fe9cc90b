import {
  formatGrowingTime,
  formatPodColors,
  formatOrigin,
  formatShuRangeCompact,
  HEAT_LEVEL_HEBREW,
  heatBarPercent,
  type HeatLevel,
  heatLevelOfShu,
  type Language,
  normalizeHeatLevel,
  shapeName,
  shuMidpoint,
} from '@pepper-atlas/domain';
import type { CataloguePepperFieldsFragment, PepperCardFieldsFragment } from '@/generated/graphql';

type Named = Pick<PepperCardFieldsFragment, 'name' | 'hebName'>;
type Described = Pick<PepperCardFieldsFragment, 'description' | 'hebDescription'>;
type Located = Pick<PepperCardFieldsFragment, 'origin' | 'hebOrigin' | 'country' | 'region' | 'hebRegion'>;
type Grown = Pick<PepperCardFieldsFragment, 'growingTime' | 'growingDaysMin' | 'growingDaysMax'>;
type Rated = Pick<PepperCardFieldsFragment, 'shuMin' | 'shuMax'>;

/** In Hebrew the Hebrew name is shown when there is one. */
export function pepperName(pepper: Named, language: Language): string {
  return language === 'he' && pepper.hebName ? pepper.hebName : pepper.name;
}

export function pepperDescription(pepper: Described, language: Language): string | null {
  return (language === 'he' && pepper.hebDescription) || pepper.description || null;
}

/**
 * "Mexico (Veracruz)" / "מקסיקו (ורקרוס)": the country named in the page language, with the region in it
 * (the English region when there is no Hebrew one). Without a country, the stored text.
 */
export function pepperOrigin(pepper: Located, language: Language): string | null {
  if (pepper.country) {
    const region = (language === 'he' && pepper.hebRegion) || pepper.region;
    return formatOrigin(pepper.country, region, language);
  }
  return (language === 'he' && pepper.hebOrigin) || pepper.origin || null;
}

/** "100-120 days" / "100-120 ימים"; old text that is no number of days as stored. */
export function pepperGrowingTime(pepper: Grown, language: Language): string | null {
  return formatGrowingTime(pepper.growingDaysMin, pepper.growingDaysMax, language) ?? pepper.growingTime ?? null;
}

/** "Green to red" / "מירוק לאדום". */
export function pepperColors(pepper: Pick<CataloguePepperFieldsFragment, 'color' | 'unripeColor'>, language: Language): string | null {
  return formatPodColors(pepper.color, pepper.unripeColor, language);
}

export function pepperShape(pepper: Pick<CataloguePepperFieldsFragment, 'shape'>, language: Language): string | null {
  return pepper.shape ? shapeName(pepper.shape, language) : null;
}

/**
 * The details title: in Hebrew the Hebrew name with the English name in parentheses (docs/product-rules.md#screens).
 * The English name is isolated (FSI ... PDI) so a name such as "7 Pot Douglah" keeps its order
 * inside right-to-left text.
 */
export function pepperTitle(pepper: Named, language: Language, { keepTogether = false } = {}): string {
  const name = pepperName(pepper, language);
  if (name === pepper.name) return name;
  // A heading keeps the name in brackets on one line: "(7 Pot Douglah)", never "(7" above "Pot Douglah)".
  const other = keepTogether ? pepper.name.replace(/ /g, '\u00a0') : pepper.name;
  return `${name} (\u2068${other}\u2069)`;
}

type Flavored = Pick<CataloguePepperFieldsFragment, 'flavor' | 'hebFlavor'>;

export function pepperFlavor(pepper: Flavored, language: Language): string | null {
  return (language === 'he' && pepper.hebFlavor) || pepper.flavor || null;
}

/** A heat level (Mild ... Super Hot) by its English or Hebrew name, in Hebrew when the page is. */
export function heatLevelLabel(heatLevel: string | null | undefined, language: Language): string | null {
  if (!heatLevel) return null;
  const level = normalizeHeatLevel(heatLevel);
  if (!level) return heatLevel;
  return language === 'he' ? HEAT_LEVEL_HEBREW[level] : level;
}

/** SHU in compact form, K for thousands and M for millions: "1.4M-2.2M", "100K+". */
export function pepperShuCompact(pepper: Pick<PepperCardFieldsFragment, 'shu' | 'shuMin' | 'shuMax'>): string {
  return formatShuRangeCompact({
    text: pepper.shu,
    min: pepper.shuMin,
    max: pepper.shuMax ?? null,
    openEnded: pepper.shuMax === null || pepper.shuMax === undefined,
  });
}

/** A pepper is rated by the middle of its SHU range, as it is sorted (the domain's one rule). */
export function pepperRatingShu(pepper: Rated): number {
  return shuMidpoint({ min: pepper.shuMin, max: pepper.shuMax });
}

/** The one heat level of a pepper (the server stores the same one). */
export function pepperHeatLevel(pepper: Rated): HeatLevel {
  return heatLevelOfShu({ min: pepper.shuMin, max: pepper.shuMax });
}

/** Heat bar width on the logarithmic scale from 0 to `topShu`, the hottest pepper's rating. */
export function pepperHeatPercent(pepper: Rated, topShu: number): number {
  return heatBarPercent(pepperRatingShu(pepper), topShu);
}
