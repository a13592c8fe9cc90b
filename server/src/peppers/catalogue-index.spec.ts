import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { CatalogueIndex, type IndexRow, parseIntegers, sortedRange } from './catalogue-index.js';

/** A seeded generator: the same cases on every run. */
function seeded(seed: number): () => number {
  let n = 0;
  return () => createHash('sha256').update(`${seed}:${n++}`).digest().readUInt32BE(0) / 2 ** 32;
}

const row = (i: number, text: string, names = text): IndexRow => ({
  id: `id-${i}`,
  text,
  names,
  nameWords: names.split(' '),
  trigrams: [],
  facets: { heatLevel: null, group: null, color: null, shape: null, country: null },
  featured: false,
  ranks: { nameEn: i, nameRowEn: i, nameHe: i, nameRowHe: i, id: i, shu: 0, created: 0, updated: 0 },
});

describe('the catalogue index', () => {
  it('places a range of keys as a full sort does, selecting the few it needs first', () => {
    const rng = seeded(1);
    for (let round = 0; round < 200; round++) {
      const length = 1 + Math.floor(rng() * 3000);
      // Repeated values too: the selection must not lose or double one.
      const keys = Float64Array.from({ length }, () => Math.floor(rng() * length * (rng() < 0.3 ? 0.1 : 10)));
      const sorted = keys.slice().sort();
      const from = Math.floor(rng() * length);
      const to = Math.min(length, from + 1 + Math.floor(rng() * (rng() < 0.5 ? 30 : length)));
      expect(Array.from(sortedRange(keys.slice(), from, to))).toEqual(Array.from(sorted.subarray(from, to)));
    }
  });

  it('finds a word inside the tokens of the text, short or long, and nothing across white space', () => {
    const rng = seeded(2);
    const letters = 'abcdeא';
    const word = () => Array.from({ length: 1 + Math.floor(rng() * 7) }, () => letters[Math.floor(rng() * letters.length)]).join('');
    const texts = Array.from({ length: 300 }, () => Array.from({ length: 1 + Math.floor(rng() * 5) }, word).join(rng() < 0.5 ? ' ' : '\n'));
    const index = new CatalogueIndex(texts.length, '1');
    texts.forEach((text, i) => index.add(row(i, text)));
    index.seal();
    const noFilter = { facets: {} };
    for (let q = 0; q < 300; q++) {
      const fragment = word();
      const search = { words: [fragment], phrase: fragment, phraseTrigrams: [] };
      const page = index.page(index.matches(search, noFilter), search, { by: 'name', direction: 'ASC', language: 'en' }, 0, texts.length);
      const expected = texts.flatMap((text, i) => (text.includes(fragment) ? [`id-${i}`] : []));
      expect({ fragment, ids: page.ids }).toEqual({ fragment, ids: expected });
      expect(page.total).toBe(expected.length);
    }
    const across = { words: ['a b'], phrase: 'a b', phraseTrigrams: [] };
    // A word has no white space (the service answers such a search in SQL); the index finds it in no token.
    expect(index.count(index.matches(across, noFilter))).toBe(0);
  });

  it('orders by popularity as a full sort does, ties by name, read again in place', () => {
    const rng = seeded(3);
    for (let round = 0; round < 50; round++) {
      const length = Math.floor(rng() * 400);
      const index = new CatalogueIndex(length, '1');
      for (let i = 0; i < length; i++) index.add(row(i, 'pepper'));
      index.seal();
      const all = index.matches({ words: [], phrase: '', phraseTrigrams: [] }, { facets: {} });
      for (const read of [1, 2]) {
        // Repeated values, zeros and large counts, written as the database writes them.
        const values = Array.from({ length }, () => (rng() < 0.3 ? 0 : Math.floor(rng() * (rng() < 0.5 ? 5 : 3e9))));
        index.setPopularity(parseIntegers(values.join(',')), read);
        expect(index.popularityRead).toBe(read);
        for (const direction of ['ASC', 'DESC'] as const) {
          const expected = values
            .map((value, i) => ({ value, i }))
            .sort((a, b) => (direction === 'DESC' ? b.value - a.value : a.value - b.value) || a.i - b.i)
            .map(({ i }) => `id-${i}`);
          const search = { words: [], phrase: '', phraseTrigrams: [] };
          expect(index.page(all, search, { by: 'popularity', direction, language: 'en' }, 0, length).ids).toEqual(expected);
        }
      }
      expect(() => index.setPopularity(new Float64Array(length + 1), 3)).toThrow(RangeError);
    }
    expect(Array.from(parseIntegers('12,0,-3,4000000000'))).toEqual([12, 0, -3, 4000000000]);
    expect(parseIntegers('').length).toBe(0);
  });
});
