import { describe, expect, it } from '@jest/globals';
import { hasDirectionControls, hasVisibleCharacter, normalizeText } from './text.js';

/** Characters that draw nothing; each alone (or all together) is no text at all. */
const INVISIBLE = [
  ' ', '\t', '\n', '\u00A0', '\u3000', // white space
  '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', // zero-width space, joiners, word joiner, byte-order mark
  '\u00AD', '\u034F', '\u180E', '\u3164', '\uFFA0', '\u115F', // soft hyphen, grapheme joiner, Mongolian vowel separator, Hangul fillers
  '\uFE0F', '\u2800', // variation selector, blank Braille pattern
  '\u200E', '\u200F', '\u061C', '\u202A', '\u202E', '\u2066', '\u2069', // direction controls
  '\u0007', '\u007F', // controls
  '\u0301', // a combining mark with nothing to sit on
];

describe('normalizeText', () => {
  it('composes to NFC and trims', () => {
    expect(normalizeText('  Cafe\u0301 ')).toBe('Caf\u00E9');
    expect(normalizeText('Jalapen\u0303o')).toBe('Jalape\u00F1o');
    // Hebrew with points keeps its letters and marks, in canonical order.
    expect(normalizeText('\u05E9\u05C1\u05BC')).toBe('\u05E9\u05C1\u05BC'.normalize('NFC'));
  });

  it.each(INVISIBLE.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'counts text of only %s as empty',
    (_name, c) => {
      expect(normalizeText(c)).toBe('');
      expect(normalizeText(c.repeat(3))).toBe('');
      expect(hasVisibleCharacter(c)).toBe(false);
    },
  );

  it('counts all of them together as empty', () => {
    expect(normalizeText(INVISIBLE.join(''))).toBe('');
  });

  it('keeps text with one visible character whole, invisible characters inside included', () => {
    expect(normalizeText('\u200Ba\u200B')).toBe('\u200Ba\u200B');
    // A joined emoji keeps its zero-width joiner; a Persian word keeps its non-joiner.
    expect(normalizeText('\u{1F468}\u200D\u{1F373}')).toBe('\u{1F468}\u200D\u{1F373}');
    expect(normalizeText('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')).toBe('\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645');
    expect(normalizeText('.')).toBe('.');
    expect(normalizeText('🌶')).toBe('🌶');
  });

  it('takes null, undefined and other values', () => {
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(undefined)).toBe('');
    expect(normalizeText(42)).toBe('42');
  });
});

describe('hasDirectionControls', () => {
  const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

  it.each(CONTROLS)('finds %j in a single-line field', (c) => {
    expect(hasDirectionControls(`abc${c}def`)).toBe(true);
    expect(hasDirectionControls(`abc${c}def`, 'line')).toBe(true);
  });

  it('lets multi-line text keep marks, embeddings and isolates, but not the overrides that reverse letters', () => {
    for (const c of ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(hasDirectionControls(`שלום${c} hello`, 'multiline')).toBe(false);
    }
    expect(hasDirectionControls('see \u202Efdp.exe', 'multiline')).toBe(true);
    expect(hasDirectionControls('see \u202Dabc', 'multiline')).toBe(true);
  });

  it('finds nothing in ordinary Hebrew and English', () => {
    expect(hasDirectionControls('פלפל חריף Carolina Reaper (2013)')).toBe(false);
    expect(hasDirectionControls('zero\u200Bwidth')).toBe(false);
  });
});
