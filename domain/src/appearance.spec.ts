import { describe, expect, it } from '@jest/globals';
import {
  COLOR_NAMES,
  colorName,
  formatPodColors,
  parsePodColors,
  PEPPER_COLORS,
  PEPPER_SHAPES,
  pepperColor,
  pepperShape,
  SHAPE_NAMES,
  shapeName,
} from './appearance.js';
import { validatePepperField } from './pepper-validation.js';

describe('pepper colours and shapes', () => {
  it('names every code in English and Hebrew, and reads each name back as its code', () => {
    for (const code of PEPPER_COLORS) {
      expect(colorName(code, 'he')).toMatch(/[\u0590-\u05FF]/);
      expect(pepperColor(COLOR_NAMES[code].en)).toBe(code);
      expect(pepperColor(COLOR_NAMES[code].he)).toBe(code);
      expect(pepperColor(code.toLowerCase())).toBe(code);
    }
    for (const code of PEPPER_SHAPES) {
      expect(shapeName(code, 'he')).toMatch(/[\u0590-\u05FF]/);
      expect(pepperShape(SHAPE_NAMES[code].en)).toBe(code);
      expect(pepperShape(SHAPE_NAMES[code].he)).toBe(code);
      expect(pepperShape(code)).toBe(code);
    }
  });

  it.each([
    ['Red', 'RED'],
    ['  dark RED ', 'RED'],
    ['Brown', 'CHOCOLATE'],
    ['yellow green', 'YELLOW_GREEN'],
    ['Yellow-green', 'YELLOW_GREEN'],
    ['yellow_green', 'YELLOW_GREEN'],
    ['ירוק בהיר', 'YELLOW_GREEN'],
    ['Magenta sparkle', null],
    ['', null],
  ])('colour %j is %j', (text, code) => {
    expect(pepperColor(text)).toBe(code);
  });

  it.each([
    ["Bishop's crown", 'BISHOPS_CROWN'],
    ['bishops-crown', 'BISHOPS_CROWN'],
    ['Scorpion tail', 'SCORPION_TAIL'],
    ['זנב עקרב', 'SCORPION_TAIL'],
    ['Blocky', 'BELL'],
    ['Triangle-ish blob', null],
  ])('shape %j is %j', (text, code) => {
    expect(pepperShape(text)).toBe(code);
  });

  it('reads a change of colour as the ripe colour plus the colour it ripens from', () => {
    expect(parsePodColors('Green to red')).toEqual({ color: 'RED', unripeColor: 'GREEN' });
    expect(parsePodColors('yellow -> red')).toEqual({ color: 'RED', unripeColor: 'YELLOW' });
    expect(parsePodColors('מירוק לאדום')).toEqual({ color: 'RED', unripeColor: 'GREEN' });
    expect(parsePodColors('Chocolate')).toEqual({ color: 'CHOCOLATE', unripeColor: null });
    expect(parsePodColors('Red to red')).toEqual({ color: 'RED', unripeColor: null });
    expect(parsePodColors('')).toEqual({ color: null, unripeColor: null });
    expect(parsePodColors('Green to sparkly')).toBeNull();
  });

  it('writes colours in the reader’s language, and round-trips through the parser', () => {
    expect(formatPodColors('RED', 'GREEN', 'en')).toBe('Green to red');
    expect(formatPodColors('RED', 'GREEN', 'he')).toBe('מירוק לאדום');
    expect(formatPodColors('CHOCOLATE', null, 'he')).toBe('שוקולד');
    expect(formatPodColors(null, 'GREEN', 'en')).toBeNull();
    for (const ripe of PEPPER_COLORS)
      for (const unripe of PEPPER_COLORS)
        for (const language of ['en', 'he'] as const) {
          const expected = { color: ripe, unripeColor: ripe === unripe ? null : unripe };
          expect(parsePodColors(formatPodColors(ripe, unripe, language))).toEqual(expected);
        }
  });

  it('the pepper form refuses a colour or shape outside the vocabulary', () => {
    expect(validatePepperField('color', 'Green to red')).toBeNull();
    expect(validatePepperField('color', 'Sparkly')).toBe('colorUnknown');
    expect(validatePepperField('color', '')).toBeNull();
    expect(validatePepperField('unripeColor', 'ירוק')).toBeNull();
    expect(validatePepperField('unripeColor', 'Sparkly')).toBe('colorUnknown');
    expect(validatePepperField('shape', 'Lantern')).toBeNull();
    expect(validatePepperField('shape', 'Blob')).toBe('shapeUnknown');
    expect(validatePepperField('shape', 'x'.repeat(60))).toBe('shapeTooLong');
  });
});
