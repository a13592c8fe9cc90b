import { describe, expect, it } from 'vitest';
import { withComparePicks } from './useCompareSelection';

describe('withComparePicks', () => {
  it("keeps the comparison's picks of the current address, and nothing else of it", () => {
    expect(withComparePicks('?compare=a,b&heat=Hot&searchTerm=x')).toBe('?compare=a%2Cb');
    expect(withComparePicks('?compare=a', { group: 'C. chinense' })).toBe('?group=C.+chinense&compare=a');
  });

  it('is only the given parameters, or nothing, without picks', () => {
    expect(withComparePicks('?heat=Hot')).toBe('');
    expect(withComparePicks('', { origin: 'MX' })).toBe('?origin=MX');
    expect(withComparePicks('?compare=')).toBe('');
  });
});
