/**
 * What a pod looks like: its colour when ripe (optionally the colour it ripens from) and its shape,
 * each from a fixed vocabulary. The codes are stored and sent; names come from here, in both languages,
 * so every screen, the filters and the REST answers read the same word.
 */
import type { Language } from './preferences.js';

export const PEPPER_COLORS = [
  'red',
  'orange',
  'yellow',
  'yellow_green',
  'green',
  'dark_green',
  'chocolate',
  'purple',
  'white',
  'peach',
  'black',
] as const;
export type PepperColor = (typeof PEPPER_COLORS)[number];

export const PEPPER_SHAPES = [
  'bell',
  'bishops_crown',
  'bonnet',
  'bullet',
  'conical',
  'elongated',
  'lantern',
  'round',
  'scorpion_tail',
  'wrinkled',
] as const;
export type PepperShape = (typeof PEPPER_SHAPES)[number];

type Names = { en: string; he: string };

export const COLOR_NAMES = {
  red: { en: 'Red', he: 'אדום' },
  orange: { en: 'Orange', he: 'כתום' },
  yellow: { en: 'Yellow', he: 'צהוב' },
  yellow_green: { en: 'Yellow-green', he: 'ירוק־צהבהב' },
  green: { en: 'Green', he: 'ירוק' },
  dark_green: { en: 'Dark green', he: 'ירוק כהה' },
  chocolate: { en: 'Chocolate', he: 'שוקולד' },
  purple: { en: 'Purple', he: 'סגול' },
  white: { en: 'White', he: 'לבן' },
  peach: { en: 'Peach', he: 'אפרסק' },
  black: { en: 'Black', he: 'שחור' },
} as const satisfies Record<PepperColor, Names>;

export const SHAPE_NAMES = {
  bell: { en: 'Bell', he: 'פעמון' },
  bishops_crown: { en: "Bishop's crown", he: 'כתר הבישוף' },
  bonnet: { en: 'Bonnet', he: 'מצנפת' },
  bullet: { en: 'Bullet', he: 'קליע' },
  conical: { en: 'Conical', he: 'חרוטי' },
  elongated: { en: 'Elongated', he: 'מוארך' },
  lantern: { en: 'Lantern', he: 'פנס' },
  round: { en: 'Round', he: 'עגול' },
  scorpion_tail: { en: 'Scorpion tail', he: 'זנב עקרב' },
  wrinkled: { en: 'Wrinkled', he: 'מקומט' },
} as const satisfies Record<PepperShape, Names>;

export function isPepperColor(value: unknown): value is PepperColor {
  return typeof value === 'string' && (PEPPER_COLORS as readonly string[]).includes(value);
}

export function isPepperShape(value: unknown): value is PepperShape {
  return typeof value === 'string' && (PEPPER_SHAPES as readonly string[]).includes(value);
}

export function colorName(code: string, language: Language): string {
  return isPepperColor(code) ? COLOR_NAMES[code][language] : code;
}

export function shapeName(code: string, language: Language): string {
  return isPepperShape(code) ? SHAPE_NAMES[code][language] : code;
}

export interface PodColors {
  /** Colour when ripe: the one the colour filter matches. */
  color: PepperColor | null;
  /** Colour before it ripens, when the variety changes colour. */
  unripeColor: PepperColor | null;
}

/** "Green to red" / "מירוק לאדום"; one name when the colour does not change; null without a colour. */
export function formatPodColors(color: string | null | undefined, unripeColor: string | null | undefined, language: Language): string | null {
  if (!color) return null;
  const ripe = colorName(color, language);
  if (!unripeColor || unripeColor === color) return ripe;
  const unripe = colorName(unripeColor, language);
  return language === 'he' ? `מ${unripe} ל${ripe}` : `${unripe} to ${ripe.toLowerCase()}`;
}
