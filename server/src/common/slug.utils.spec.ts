import { describe, expect, it } from '@jest/globals';
import { firstFreeSlug, freeSlugs, slugify } from './slug.utils.js';

describe('slugs', () => {
  it('keeps letters and digits of the English text, drops accents and apostrophes, and falls back for nothing usable', () => {
    expect(slugify("Thai Bird's Eye", 'pepper')).toBe('thai-birds-eye');
    expect(slugify('Chile de Árbol', 'pepper')).toBe('chile-de-arbol');
    expect(slugify('  --Poblano (Ancho)--  ', 'pepper')).toBe('poblano-ancho');
    expect(slugify('!!!', 'recipe')).toBe('recipe');
    expect(slugify('שקשוקה', 'recipe')).toBe('recipe');
  });

  it('numbers a taken slug from 2', () => {
    expect(firstFreeSlug('habanero', new Set())).toBe('habanero');
    expect(firstFreeSlug('habanero', new Set(['habanero', 'habanero-2']))).toBe('habanero-3');
  });

  it('gives a list its slugs in order, the first of equal texts keeping the plain one', () => {
    expect(freeSlugs(['Habanero', 'Jalapeño', 'habanero', 'HABANERO', '???', '...'], 'pepper')).toEqual([
      'habanero',
      'jalapeno',
      'habanero-2',
      'habanero-3',
      'pepper',
      'pepper-2',
    ]);
    expect(freeSlugs([], 'guide')).toEqual([]);
  });
});
