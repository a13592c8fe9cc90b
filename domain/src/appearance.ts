/**
 * What a pod looks like: its colour when ripe (optionally the colour it ripens from) and its shape,
 * each from a fixed vocabulary. The codes are stored and sent; names come from here, in both languages,
 * so every screen, the filters and the REST answers read the same word.
 */
import type { Language } from './preferences.js';

export const PEPPER_COLORS = [
  'RED',
  'ORANGE',
  'YELLOW',
  'YELLOW_GREEN',
  'GREEN',
  'DARK_GREEN',
  'CHOCOLATE',
  'PURPLE',
  'WHITE',
  'PEACH',
  'BLACK',
] as const;
export type PepperColor = (typeof PEPPER_COLORS)[number];

export const PEPPER_SHAPES = [
  'BELL',
  'BISHOPS_CROWN',
  'BONNET',
  'BULLET',
  'CONICAL',
  'ELONGATED',
  'LANTERN',
  'ROUND',
  'SCORPION_TAIL',
  'WRINKLED',
] as const;
export type PepperShape = (typeof PEPPER_SHAPES)[number];

type Names = { en: string; he: string };

export const COLOR_NAMES = {
  RED: { en: 'Red', he: 'אדום' },
  ORANGE: { en: 'Orange', he: 'כתום' },
  YELLOW: { en: 'Yellow', he: 'צהוב' },
  YELLOW_GREEN: { en: 'Yellow-green', he: 'ירוק־צהבהב' },
  GREEN: { en: 'Green', he: 'ירוק' },
  DARK_GREEN: { en: 'Dark green', he: 'ירוק כהה' },
  CHOCOLATE: { en: 'Chocolate', he: 'שוקולד' },
  PURPLE: { en: 'Purple', he: 'סגול' },
  WHITE: { en: 'White', he: 'לבן' },
  PEACH: { en: 'Peach', he: 'אפרסק' },
  BLACK: { en: 'Black', he: 'שחור' },
} as const satisfies Record<PepperColor, Names>;

export const SHAPE_NAMES = {
  BELL: { en: 'Bell', he: 'פעמון' },
  BISHOPS_CROWN: { en: "Bishop's crown", he: 'כתר הבישוף' },
  BONNET: { en: 'Bonnet', he: 'מצנפת' },
  BULLET: { en: 'Bullet', he: 'קליע' },
  CONICAL: { en: 'Conical', he: 'חרוטי' },
  ELONGATED: { en: 'Elongated', he: 'מוארך' },
  LANTERN: { en: 'Lantern', he: 'פנס' },
  ROUND: { en: 'Round', he: 'עגול' },
  SCORPION_TAIL: { en: 'Scorpion tail', he: 'זנב עקרב' },
  WRINKLED: { en: 'Wrinkled', he: 'מקומט' },
} as const satisfies Record<PepperShape, Names>;

/** Other words people use for a colour or shape, in either language. */
const COLOR_ALIASES: Partial<Record<PepperColor, readonly string[]>> = {
  RED: ['Dark red', 'Crimson', 'Scarlet', 'אדום כהה'],
  YELLOW_GREEN: ['Light green', 'Lime green', 'Lime', 'Yellowish green', 'ירוק בהיר', 'ירקרק', 'ירוק צהבהב'],
  CHOCOLATE: ['Brown', 'Chocolate brown', 'חום'],
  PURPLE: ['Violet', 'Lilac', 'סגלגל'],
  WHITE: ['Cream', 'Ivory', 'קרם'],
  PEACH: ['Pink', 'Salmon', 'ורוד'],
  ORANGE: ['כתמתם'],
  YELLOW: ['Gold', 'Golden', 'זהוב'],
};

const SHAPE_ALIASES: Partial<Record<PepperShape, readonly string[]>> = {
  BELL: ['Blocky', 'Bell-shaped', 'מרובע'],
  BISHOPS_CROWN: ['Bishops crown', 'Crown', 'Christmas bell', 'כתר'],
  BONNET: ['Scotch bonnet', 'Squat', 'כומתה', 'כובע'],
  BULLET: ['Cylindrical', 'Blunt', 'גלילי'],
  CONICAL: ['Cone', 'Tapered', 'Heart', 'Heart-shaped', 'Triangular', 'חרוט', 'לב'],
  ELONGATED: ['Long', 'Slender', 'Thin', 'Curved', 'Finger', 'ארוך', 'דק'],
  LANTERN: ['Lantern-shaped', 'Habanero-shaped'],
  ROUND: ['Cherry', 'Globe', 'Ball', 'Spherical', 'Apple-shaped', 'כדורי', 'עגלגל'],
  SCORPION_TAIL: ['Scorpion', 'Tail', 'Stinger', 'עקרב'],
  WRINKLED: ['Gnarled', 'Pimpled', 'Bumpy', 'מחוספס'],
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

/** The colour a code ("RED", "red"), an English or Hebrew name or a common other word names; null if none. */
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
