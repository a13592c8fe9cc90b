import { describe, expect, it } from '@jest/globals';
import { COLOR_NAMES, colorName, formatPodColors, PEPPER_COLORS, PEPPER_SHAPES, SHAPE_NAMES, shapeName } from './appearance.js';
import { parsePodColors, pepperColor, pepperShape } from './appearance-parse.js';
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
    ['Red', 'red'],
    ['  dark red ', 'red'],
    ['Brown', 'chocolate'],
    ['yellow green', 'yellow_green'],
    ['Yellow-green', 'yellow_green'],
    ['yellow_green', 'yellow_green'],
    ['ירוק בהיר', 'yellow_green'],
    ['Magenta sparkle', null],
    ['', null],
  ])('colour %j is %j', (text, code) => {
    expect(pepperColor(text)).toBe(code);
  });

  it.each([
    ["Bishop's crown", 'bishops_crown'],
    ['bishops-crown', 'bishops_crown'],
    ['Scorpion tail', 'scorpion_tail'],
    ['זנב עקרב', 'scorpion_tail'],
    ['Blocky', 'bell'],
    ['Triangle-ish blob', null],
  ])('shape %j is %j', (text, code) => {
    expect(pepperShape(text)).toBe(code);
  });

  it('reads a change of colour as the ripe colour plus the colour it ripens from', () => {
    expect(parsePodColors('Green to red')).toEqual({ color: 'red', unripeColor: 'green' });
    expect(parsePodColors('yellow -> red')).toEqual({ color: 'red', unripeColor: 'yellow' });
    expect(parsePodColors('מירוק לאדום')).toEqual({ color: 'red', unripeColor: 'green' });
    expect(parsePodColors('Chocolate')).toEqual({ color: 'chocolate', unripeColor: null });
    expect(parsePodColors('Red to red')).toEqual({ color: 'red', unripeColor: null });
    expect(parsePodColors('')).toEqual({ color: null, unripeColor: null });
    expect(parsePodColors('Green to sparkly')).toBeNull();
  });

  it('writes colours in the reader’s language, and round-trips through the parser', () => {
    expect(formatPodColors('red', 'green', 'en')).toBe('Green to red');
    expect(formatPodColors('red', 'green', 'he')).toBe('מירוק לאדום');
    expect(formatPodColors('chocolate', null, 'he')).toBe('שוקולד');
    expect(formatPodColors(null, 'green', 'en')).toBeNull();
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
