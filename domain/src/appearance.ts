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

/** Other words people use for a colour or shape, in either language. */
const COLOR_ALIASES: Partial<Record<PepperColor, readonly string[]>> = {
  red: ['Dark red', 'Crimson', 'Scarlet', 'אדום כהה'],
  yellow_green: ['Light green', 'Lime green', 'Lime', 'Yellowish green', 'ירוק בהיר', 'ירקרק', 'ירוק צהבהב'],
  chocolate: ['Brown', 'Chocolate brown', 'חום'],
  purple: ['Violet', 'Lilac', 'סגלגל'],
  white: ['Cream', 'Ivory', 'קרם'],
  peach: ['Pink', 'Salmon', 'ורוד'],
  orange: ['כתמתם'],
  yellow: ['Gold', 'Golden', 'זהוב'],
};

const SHAPE_ALIASES: Partial<Record<PepperShape, readonly string[]>> = {
  bell: ['Blocky', 'Bell-shaped', 'מרובע'],
  bishops_crown: ['Bishops crown', 'Crown', 'Christmas bell', 'כתר'],
  bonnet: ['Scotch bonnet', 'Squat', 'כומתה', 'כובע'],
  bullet: ['Cylindrical', 'Blunt', 'גלילי'],
  conical: ['Cone', 'Tapered', 'Heart', 'Heart-shaped', 'Triangular', 'חרוט', 'לב'],
  elongated: ['Long', 'Slender', 'Thin', 'Curved', 'Finger', 'ארוך', 'דק'],
  lantern: ['Lantern-shaped', 'Habanero-shaped'],
  round: ['Cherry', 'Globe', 'Ball', 'Spherical', 'Apple-shaped', 'כדורי', 'עגלגל'],
  scorpion_tail: ['Scorpion', 'Tail', 'Stinger', 'עקרב'],
  wrinkled: ['Gnarled', 'Pimpled', 'Bumpy', 'מחוספס'],
};

/** Folded for comparison: case, accents, niqqud, quote marks, hyphens, underscores and spacing. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['"`’‘׳״]/g, '')
    .replace(/[-_־–—\s]+/g, ' ')
    .trim();
}

function indexOf<T extends string>(codes: readonly T[], names: Record<T, Names>, aliases: Partial<Record<T, readonly string[]>>) {
  const index = new Map<string, T>();
  for (const code of codes) {
    for (const word of [code, names[code].en, names[code].he, ...(aliases[code] ?? [])]) {
      const folded = fold(word);
      if (!index.has(folded)) index.set(folded, code);
    }
  }
  return index;
}

const COLOR_INDEX = indexOf(PEPPER_COLORS, COLOR_NAMES, COLOR_ALIASES);
const SHAPE_INDEX = indexOf(PEPPER_SHAPES, SHAPE_NAMES, SHAPE_ALIASES);

export function isPepperColor(value: unknown): value is PepperColor {
  return typeof value === 'string' && (PEPPER_COLORS as readonly string[]).includes(value);
}

export function isPepperShape(value: unknown): value is PepperShape {
  return typeof value === 'string' && (PEPPER_SHAPES as readonly string[]).includes(value);
}

/** The colour a code ("red", "red"), an English or Hebrew name or a common other word names; null if none. */
export function pepperColor(text: string | null | undefined): PepperColor | null {
  return typeof text === 'string' ? (COLOR_INDEX.get(fold(text)) ?? null) : null;
}

/** The shape a code, an English or Hebrew name or a common other word names; null if none. */
export function pepperShape(text: string | null | undefined): PepperShape | null {
  return typeof text === 'string' ? (SHAPE_INDEX.get(fold(text)) ?? null) : null;
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

/**
 * Colour typed as text: one colour ("Red", "אדום") or a change of colour ("Green to red", "green -> red",
 * "מירוק לאדום"). Blank text is no colour; text that names no known colour gives null, for the caller to refuse.
 */
export function parsePodColors(text: string | null | undefined): PodColors | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { color: null, unripeColor: null };
  const single = pepperColor(trimmed);
  if (single) return { color: single, unripeColor: null };
  const english = /^(.+?)\s+(?:to|turning|into|→|->|=>)\s+(.+)$/i.exec(trimmed) ?? /^(.+?)\s*(?:→|->|=>)\s*(.+)$/.exec(trimmed);
  const hebrew = /^מ\s*(.+?)\s+ל\s*(.+)$/.exec(trimmed);
  for (const match of [english, hebrew]) {
    if (!match) continue;
    const from = pepperColor(match[1]);
    const to = pepperColor(match[2]);
    if (from && to) return { color: to, unripeColor: from === to ? null : from };
  }
  return null;
}

/** "Green to red" / "מירוק לאדום"; one name when the colour does not change; null without a colour. */
export function formatPodColors(color: string | null | undefined, unripeColor: string | null | undefined, language: Language): string | null {
  if (!color) return null;
  const ripe = colorName(color, language);
  if (!unripeColor || unripeColor === color) return ripe;
  const unripe = colorName(unripeColor, language);
  return language === 'he' ? `מ${unripe} ל${ripe}` : `${unripe} to ${ripe.toLowerCase()}`;
}
