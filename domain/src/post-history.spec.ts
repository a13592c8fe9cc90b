import { wordDiff, type DiffPart } from './post-history.js';

const joined = (parts: DiffPart[], kinds: DiffPart['kind'][]) => parts.filter((p) => kinds.includes(p.kind)).map((p) => p.text).join('');

describe('wordDiff', () => {
  it('marks the words removed and added, and gives back both texts exactly', () => {
    const before = 'Water every two days in summer.\n\nFeed weekly.';
    const after = 'Water every day in summer.\n\nFeed weekly, and mulch.';
    const parts = wordDiff(before, after);
    expect(joined(parts, ['same', 'removed'])).toBe(before);
    expect(joined(parts, ['same', 'added'])).toBe(after);
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['two days', 'weekly.']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['day', 'weekly, and mulch.']);
  });

  it('works on Hebrew, and on texts that are the same or empty', () => {
    const parts = wordDiff('השקיה פעם ביומיים', 'השקיה פעם ביום');
    expect(parts).toEqual([
      { kind: 'same', text: 'השקיה פעם ' },
      { kind: 'removed', text: 'ביומיים' },
      { kind: 'added', text: 'ביום' },
    ]);
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(wordDiff('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
  });

  it('keeps its work bounded on long texts that differ everywhere', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    const parts = wordDiff(before, after);
    expect(joined(parts, ['same', 'removed'])).toBe(before);
    expect(joined(parts, ['same', 'added'])).toBe(after);
  });
});
