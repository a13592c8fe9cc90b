import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { CatalogueIndex, type IndexRow, sortedRange } from './catalogue-index.js';

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
});
