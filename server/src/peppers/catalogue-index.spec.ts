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
      expect(() => index.changePopularity([0], [1], 1)).toThrow(Error);
      let values: number[] = [];
      for (const read of [1, 2, 3, 4, 5, 6]) {
        // Repeated values, zeros and large counts, written as the database writes them.
        const value = () => (rng() < 0.3 ? 0 : Math.floor(rng() * (rng() < 0.5 ? 5 : 3e9)));
        if (read % 3 === 1) {
          values = Array.from({ length }, value);
          index.setPopularity(parseIntegers(values.join(',')), read);
        } else {
          // Some rows read again (some unchanged, one perhaps twice), the walks already made mended in place.
          const rows = Array.from({ length: Math.floor(rng() * Math.min(length, read === 2 ? 8 : length)) }, () => Math.floor(rng() * length));
          const changed = rows.map((row) => (rng() < 0.2 ? values[row] : value()));
          rows.forEach((row, k) => (values[row] = changed[k]));
          index.changePopularity(rows, changed, read);
        }
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
      expect(() => index.setPopularity(new Float64Array(length + 1), 7)).toThrow(RangeError);
      expect(() => index.changePopularity([length], [1], 7)).toThrow(RangeError);
    }
    expect(Array.from(parseIntegers('12,0,-3,4000000000'))).toEqual([12, 0, -3, 4000000000]);
    expect(parseIntegers('').length).toBe(0);
  });

  it('orders by popularity only while every count fits a sort key (the service asks SQL beyond), and finds a row by its id', () => {
    const ids = Array.from({ length: 40 }, (_, i) => `0000${i.toString(16).padStart(4, '0')}-0000-4000-8000-000000000000`);
    const index = new CatalogueIndex(ids.length, '1');
    ids.forEach((id, i) => index.add({ ...row(i, 'pepper'), id }));
    index.seal();
    expect(index.popularityFits).toBe(false);
    index.setPopularity(new Float64Array(ids.length).fill(2 ** 33 - 1), 1);
    expect(index.popularityFits).toBe(true);
    index.changePopularity([3, 5], [2 ** 33, 2 ** 34], 2);
    expect(index.popularityFits).toBe(false);
    index.changePopularity([3], [0], 3);
    expect(index.popularityFits).toBe(false);
    index.changePopularity([5], [7], 4);
    expect(index.popularityFits).toBe(true);
    index.setPopularity(new Float64Array(ids.length).fill(2 ** 33), 5);
    expect(index.popularityFits).toBe(false);
    ids.forEach((id, i) => expect(index.rowOf(id)).toBe(i));
    for (const missing of ['', '00000000-0000-4000-8000-000000000001', 'ffffffff-ffff-ffff-ffff-ffffffffffff', ids[10].toUpperCase()])
      expect(index.rowOf(missing)).toBe(-1);
  });
});
