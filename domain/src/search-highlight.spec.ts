import { describe, expect, it } from '@jest/globals';
import { foldWithOffsets, foldWithOffsetsKept, searchHighlights, searchSnippet } from './search-highlight.js';

const marked = (text: string, query: string, typos = false) =>
  searchHighlights(text, query, { typos }).map((r) => text.slice(r.start, r.start + r.length));

describe('searchHighlights', () => {
  it('finds every place a word occurs, whatever its case and accents', () => {
    expect(marked('Jalapeño or JALAPENO? jalapeño!', 'jalapeno')).toEqual(['Jalapeño', 'JALAPENO', 'jalapeño']);
    expect(marked('Padro\u0301n peppers', 'PADRON')).toEqual(['Padro\u0301n']);
  });

  it('marks Hebrew words with their points, and inside words with prefixes', () => {
    expect(marked('קָרוֹלִינָה רִיפֶּר', 'קרולינה')).toEqual(['קָרוֹלִינָה']);
    expect(marked('גידלתי והבנרו שלי הבשיל', 'הבנרו')).toEqual(['הבנרו']);
    expect(marked("בהוט ג׳ולוקיה", "ג'ולוקיה")).toEqual(['ג׳ולוקיה']);
  });

  it('merges overlapping words into one range', () => {
    expect(marked('habanero', 'haban banero')).toEqual(['habanero']);
  });

  it('marks the closest word for a typo only where typos count', () => {
    expect(marked('Growing Habanero indoors', 'habenero', true)).toEqual(['Habanero']);
    expect(marked('Growing Habanero indoors', 'habenero')).toEqual([]);
  });

  it('is empty for a blank search', () => {
    expect(searchHighlights('text', '')).toEqual([]);
  });

  it('folds a text the same whichever way it can: unit for unit, or with points, ligatures and emoji', () => {
    const pieces = ['pepper ', 'PEPPER', 'Jalapeño', 'Padro\u0301n', 'פלפל', 'פִּלְפֵּל', 'ג׳ולוקיה', 'Straße', 'ss', '🌶️', 'Æble', ' ', '  ', '7-pot', 'İ'];
    let seed = 34;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let unitForUnit = 0;
    for (let n = 0; n < 400; n++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const fast = foldWithOffsets(text);
      const kept = foldWithOffsetsKept(text);
      if (fast.starts === null) unitForUnit++;
      // Where no offsets were kept, unit i of the folded text is unit i of the text.
      const offsets = fast.starts ?? [...fast.folded].map((_, i) => i);
      const ends = fast.ends ?? offsets.map((i) => i + 1);
      expect({ text, folded: fast.folded, offsets, ends }).toEqual({ text, folded: kept.folded, offsets: kept.starts, ends: kept.ends });
    }
    // Both ways were taken.
    expect(unitForUnit).toBeGreaterThan(20);
    expect(unitForUnit).toBeLessThan(380);
  });
});

describe('searchSnippet', () => {
  it('never cuts inside a character when it cannot cut at a space', () => {
    const text = '🌶️'.repeat(40);
    const { text: cut } = searchSnippet(text, [], 31);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toBe('🌶️'.repeat(cut.slice(0, -1).length / 3));
  });

  it('keeps a short text whole', () => {
    expect(searchSnippet('Short  text\nhere', 'text')).toEqual({ text: 'Short text here', highlights: [{ start: 6, length: 4 }] });
  });

  it('cuts a long text around its first match, at word boundaries', () => {
    const text = `${'lorem ipsum '.repeat(40)}the magnesium answer ${'dolor sit '.repeat(40)}`;
    const snippet = searchSnippet(text, 'magnesium', 100);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(102);
    expect(snippet.highlights).toHaveLength(1);
    const [h] = snippet.highlights;
    expect(snippet.text.slice(h.start, h.start + h.length)).toBe('magnesium');
  });
});
