/**
 * Reading colours and shapes typed as text (codes, English or Hebrew names, common other words, "Green to
 * red"): for writes, filters and migrations. Kept apart from appearance.ts so that pages that only name
 * colours and shapes do not load the word lists.
 */
import { PEPPER_COLORS, PEPPER_SHAPES, COLOR_NAMES, SHAPE_NAMES, type PepperColor, type PepperShape, type PodColors } from './appearance.js';

type Names = { en: string; he: string };

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

const COLOR_INDEX = /*#__PURE__*/ indexOf(PEPPER_COLORS, COLOR_NAMES, COLOR_ALIASES);
const SHAPE_INDEX = /*#__PURE__*/ indexOf(PEPPER_SHAPES, SHAPE_NAMES, SHAPE_ALIASES);

/** The colour a code ("red", "red"), an English or Hebrew name or a common other word names; null if none. */
export function pepperColor(text: string | null | undefined): PepperColor | null {
  return typeof text === 'string' ? (COLOR_INDEX.get(fold(text)) ?? null) : null;
}

/** The shape a code, an English or Hebrew name or a common other word names; null if none. */
export function pepperShape(text: string | null | undefined): PepperShape | null {
  return typeof text === 'string' ? (SHAPE_INDEX.get(fold(text)) ?? null) : null;
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

