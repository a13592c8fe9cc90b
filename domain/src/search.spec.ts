import { describe, expect, it } from '@jest/globals';
import { foldSearchChar, foldSearchText, isTypoTolerant, searchWords } from './search.js';

describe('foldSearchText', () => {
  it.each([
    ['JALAPEÑO', 'jalapeno'],
    ['Jalapen\u0303o', 'jalapeno'],
    ['Padrón', 'padron'],
    ['Ají Amarillo', 'aji amarillo'],
    ['Chile de Árbol', 'chile de arbol'],
    ['Straße', 'strasse'],
    // Niqqud and cantillation go; the letters stay.
    ['קָרוֹלִינָה רִיפֶּר', 'קרולינה ריפר'],
    ['\uFB2A\u05B8\u05DC\u05D5\u05B9\u05DD', 'שלום'], // a precomposed shin with its dot
    ['בְּרֵאשִׁ֖ית', 'בראשית'],
    // Geresh and typographic quotes are the keyboard's.
    ['ג׳ולוקיה', "ג'ולוקיה"],
    ['Bird\u2019s Eye', "bird's eye"],
    ['  two\t words \n', 'two words'],
  ])('%s -> %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('foldSearchChar', () => {
  it('folds every character of the Basic Multilingual Plane as the whole rule does, ASCII by its fast path, the rest remembered', () => {
    const rule = (c: string) =>
      c
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[ßæœøđłı]/g, (l) => ({ ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', ı: 'i' })[l]!)
        .replace(/[\u05F3\u2018\u2019]/g, "'")
        .replace(/[\u05F4\u201C\u201D]/g, '"');
    const differ: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCharCode(code);
      // Twice: the first folds, the second may come from what was remembered.
      if (foldSearchChar(c) !== rule(c) || foldSearchChar(c) !== rule(c)) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
    expect(['A', 'ñ', 'Ñ', 'ß', 'קָ', '\u05B8', '׳'].map((c) => foldSearchChar(c))).toEqual(['a', 'n', 'n', 'ss', 'ק', '', "'"]);
  });
});

describe('searchWords', () => {
  it('splits a folded query into distinct words', () => {
    expect(searchWords('  Ají  AMARILLO ají ')).toEqual(['aji', 'amarillo']);
    expect(searchWords('קָרוֹלִינָה ריפר')).toEqual(['קרולינה', 'ריפר']);
  });

  it('is empty for a blank query', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('isTypoTolerant', () => {
  it('needs four letters or more', () => {
    expect(isTypoTolerant('aji')).toBe(false);
    expect(isTypoTolerant('padr')).toBe(true);
    expect(isTypoTolerant('ריפר')).toBe(true);
    expect(isTypoTolerant('פרו')).toBe(false);
  });
});
