import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byteSize';

describe('formatByteSize', () => {
  it('writes file sizes for people in each language', () => {
    expect(formatByteSize(27, 'en')).toBe('27 bytes');
    expect(formatByteSize(27, 'he')).toBe('27 בייט');
    expect(formatByteSize(1536, 'en')).toBe('1.5 kB');
    expect(formatByteSize(5 * 1024 * 1024, 'he')).toBe('5 MB');
    expect(formatByteSize(1024 * 1024 - 1, 'en')).toBe('1 MB');
    expect(formatByteSize(-3, 'en')).toBe('0 bytes');
  });
});
