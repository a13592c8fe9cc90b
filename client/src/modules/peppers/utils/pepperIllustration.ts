/**
 * Fallback pictures drawn in the browser (SVG data URIs, no external images): each pepper gets an
 * illustration in its own colour and shape; unknown colour and shape, and images that fail to
 * load, get the default picture. Colours and shapes are the vocabulary's codes (domain/src/appearance.ts).
 */
import type { PepperColor, PepperShape } from '@pepper-atlas/domain';

interface ShapeDrawing {
  /** The pod. */
  body: string;
  /** The green cap where the stalk meets the pod. */
  calyx: string;
  /** The stalk, stroked. */
  stalk: string;
  /** A light reflection on the skin, stroked. */
  shine: string;
  /** Creases or lobes, stroked in a darker tone. */
  detail?: string;
}

/** Upright pods hang from a stalk at the top centre. */
const UPRIGHT_CAP = {
  calyx: 'M84 52C90 44 110 44 116 52C110 57 90 57 84 52Z',
  stalk: 'M100 48C100 38 106 30 116 26',
};

/** Long pods lie across the picture with the stalk at their start. */
const LYING_CAP = {
  calyx: 'M52 44C60 40 66 50 64 58C58 60 50 54 52 44Z',
  stalk: 'M56 46C48 36 42 30 34 28',
};

const SHAPES = {
  elongated: {
    body: 'M60 44C92 30 132 46 152 82C163 102 167 118 158 122C150 126 140 110 125 95C105 76 82 64 60 60C49 57 49 47 60 44Z',
    ...LYING_CAP,
    shine: 'M76 48C98 44 120 54 136 72',
  },
  conical: {
    body: 'M62 48C92 34 142 46 160 84C167 100 161 113 150 109C128 101 100 89 72 81C51 75 46 56 62 48Z',
    ...LYING_CAP,
    shine: 'M78 52C102 46 128 56 144 76',
  },
  bullet: {
    body: 'M66 60C94 50 132 56 154 74C160 79 156 86 148 85C122 82 96 82 70 80C58 79 56 64 66 60Z',
    ...LYING_CAP,
    shine: 'M80 62C102 58 124 62 140 70',
  },
  round: {
    body: 'M100 50C126 46 146 64 144 90C142 114 124 126 102 126C80 126 62 110 62 88C62 64 78 50 100 50Z',
    ...UPRIGHT_CAP,
    shine: 'M76 76C80 66 88 60 98 58',
  },
  bell: {
    body: 'M100 50C122 40 148 50 150 76C152 98 148 116 138 122C130 127 120 120 112 124C105 128 95 128 88 124C80 120 70 127 62 122C52 116 48 98 50 76C52 50 78 40 100 50Z',
    ...UPRIGHT_CAP,
    shine: 'M66 70C68 62 74 56 82 54',
    detail: 'M88 124C86 104 88 80 94 60M112 124C114 104 112 80 106 60',
  },
  lantern: {
    body: 'M100 50C124 44 140 60 138 82C136 102 122 118 108 126C104 128 98 128 94 124C80 114 64 100 62 80C60 60 78 46 100 50Z',
    ...UPRIGHT_CAP,
    shine: 'M74 74C76 64 84 58 94 56',
    detail: 'M100 58C96 80 98 104 102 122',
  },
  bonnet: {
    body: 'M100 56C132 48 154 66 148 90C144 108 126 120 100 120C74 120 56 108 52 90C46 66 68 48 100 56Z',
    ...UPRIGHT_CAP,
    shine: 'M66 80C68 70 76 62 88 60',
    detail: 'M80 118C76 100 78 80 86 62M120 118C124 100 122 80 114 62',
  },
  scorpion: {
    body: 'M100 48C126 42 144 60 140 84C137 100 126 110 118 116C114 120 116 128 124 134C112 136 104 130 102 122C90 116 66 102 62 82C58 60 76 44 100 48Z',
    ...UPRIGHT_CAP,
    shine: 'M74 72C76 62 84 56 94 54',
    detail: 'M84 62C90 78 100 92 112 104M116 60C116 74 114 88 110 100',
  },
  crown: {
    body: 'M48 70C70 50 130 50 152 70C158 77 152 87 140 88C138 104 128 113 122 102C118 117 104 123 100 108C96 123 82 117 78 102C72 113 62 104 60 88C48 87 42 77 48 70Z',
    ...UPRIGHT_CAP,
    shine: 'M62 70C74 62 90 58 104 58',
    detail: 'M78 100C80 92 80 86 78 80M122 100C120 92 120 86 122 80',
  },
} satisfies Record<string, ShapeDrawing>;

type ShapeName = keyof typeof SHAPES;

/** The drawing of each shape of the vocabulary. */
const SHAPE_DRAWINGS: Record<PepperShape, ShapeName> = {
  scorpion_tail: 'scorpion',
  bishops_crown: 'crown',
  bonnet: 'bonnet',
  lantern: 'lantern',
  wrinkled: 'lantern',
  bell: 'bell',
  round: 'round',
  bullet: 'bullet',
  conical: 'conical',
  elongated: 'elongated',
};

/** The skin of each colour of the vocabulary. */
const COLOR_HEX: Record<PepperColor, string> = {
  dark_green: '#2e6b30',
  yellow_green: '#9cc04a',
  chocolate: '#6d3f2c',
  purple: '#6a2c82',
  black: '#3a2a2a',
  white: '#efe6c8',
  peach: '#f2a07b',
  orange: '#ef7a12',
  yellow: '#f2c12e',
  green: '#3f9a3a',
  red: '#cf2a22',
};

const STEM = '#3d7a2a';
const DEFAULT_BODY = '#c4513f';

function colorOf(code: string | null | undefined): string | null {
  return code ? (COLOR_HEX[code as PepperColor] ?? null) : null;
}

/** A pod that ripens from green to red shades from the first colour to the second. */
function bodyColors(color: string | null | undefined, unripeColor: string | null | undefined): [string, string] | null {
  const ripe = colorOf(color);
  if (!ripe) return null;
  return [colorOf(unripeColor) ?? ripe, ripe];
}

function shapeOf(shape: string | null | undefined): ShapeName | null {
  return shape ? (SHAPE_DRAWINGS[shape as PepperShape] ?? null) : null;
}

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function drawing(shape: ShapeName, [from, to]: [string, string], backdrop: [string, string]): string {
  const s: ShapeDrawing = SHAPES[shape];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" width="200" height="150">',
    '<defs>',
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient>`,
    `<linearGradient id="pod" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '</defs>',
    '<rect width="200" height="150" fill="url(#bg)"/>',
    '<ellipse cx="104" cy="134" rx="52" ry="6" fill="#000" opacity="0.08"/>',
    `<path d="${s.body}" fill="url(#pod)" stroke="${shade(to, -0.35)}" stroke-width="2" stroke-linejoin="round"/>`,
    s.detail
      ? `<path d="${s.detail}" fill="none" stroke="${shade(to, -0.3)}" stroke-width="2" stroke-linecap="round" opacity="0.55"/>`
      : '',
    `<path d="${s.shine}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.35"/>`,
    `<path d="${s.stalk}" fill="none" stroke="${STEM}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${s.calyx}" fill="${STEM}" stroke="${shade(STEM, -0.3)}" stroke-width="1.5" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}

function toDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The default picture: a neutral chili, for unknown peppers and images that fail to load. */
export const DEFAULT_PEPPER_PICTURE = toDataUri(
  drawing('conical', [shade(DEFAULT_BODY, 0.15), DEFAULT_BODY], ['#f6efe9', '#e6d9cf']),
);

const cache = new Map<string, string>();

/**
 * The pepper's own fallback picture, drawn from its colour and shape (either may be missing: the
 * other decides, with a red pod or a tapered shape). The default picture when neither is known.
 */
export function pepperIllustration(
  color: string | null | undefined,
  unripeColor: string | null | undefined,
  shape: string | null | undefined,
): string {
  const key = `${color ?? ''}|${unripeColor ?? ''}|${shape ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const colors = bodyColors(color, unripeColor);
  const shapeName = shapeOf(shape);
  const picture =
    colors || shapeName
      ? toDataUri(
          drawing(shapeName ?? 'conical', colors ?? [shade(DEFAULT_BODY, 0.15), DEFAULT_BODY], [
            shade(colors?.[1] ?? DEFAULT_BODY, 0.9),
            shade(colors?.[1] ?? DEFAULT_BODY, 0.72),
          ]),
        )
      : DEFAULT_PEPPER_PICTURE;
  cache.set(key, picture);
  return picture;
}
