import { describe, it, expect } from '@jest/globals';
import {
  compareShu,
  formatShuCompact,
  formatShuRangeCompact,
  isValidShu,
  parseShu,
  shuMidpoint,
  shuSortValue,
  type ParsedShu,
} from './shu.js';

const single = (text: string, n: number): ParsedShu => ({ text, min: n, max: n, openEnded: false });

describe('parseShu: numbers', () => {
  it.each([
    [0, single('0', 0)],
    [2500, single('2500', 2500)],
    [2693000, single('2693000', 2693000)],
    [2500.4, single('2500', 2500)],
    [2500.5, single('2501', 2501)],
    [0.4, single('0', 0)],
    [-0, single('0', 0)],
  ])('accepts %p', (input, expected) => expect(parseShu(input)).toEqual(expected));

  it('keeps text consistent with the parsed value, so stored text parses back', () => {
    const p = parseShu(1234.6)!;
    expect(parseShu(p.text)).toEqual(p);
  });

  it.each([[-1], [-0.6], [NaN], [Infinity], [-Infinity], [1e20]])('rejects %p', (input) =>
    expect(parseShu(input)).toBeNull(),
  );
});

describe('parseShu: text', () => {
  it.each([
    ['0', single('0', 0)],
    ['2500', single('2500', 2500)],
    ['2,500', single('2,500', 2500)],
    ['1,041,427', single('1,041,427', 1041427)],
    ['  2500  ', single('2500', 2500)],
    ['007', single('007', 7)],
  ])('accepts single value %p', (input, expected) => expect(parseShu(input)).toEqual(expected));

  it.each([
    ['1000-5000', 1000, 5000],
    ['1,000-5,000', 1000, 5000],
    ['1000 - 5000', 1000, 5000],
    ['1,000 - 5,000', 1000, 5000],
    ['2500–8000', 2500, 8000],
    ['2,500 – 8,000', 2500, 8000],
    ['2500—8000', 2500, 8000],
    ['0-0', 0, 0],
    ['5000-5000', 5000, 5000],
    ['855,000-1,041,427', 855000, 1041427],
  ])('accepts range %p', (input, min, max) => {
    expect(parseShu(input)).toEqual({ text: input.trim(), min, max, openEnded: false });
  });

  it.each([
    ['100000+', 100000],
    ['100,000+', 100000],
    ['100,000++', 100000],
    ['100000++', 100000],
    ['2,000,000 +', 2000000],
    ['0+', 0],
  ])('accepts open-ended %p', (input, min) => {
    expect(parseShu(input)).toEqual({ text: input, min, max: null, openEnded: true });
  });

  it('keeps the trimmed original text', () => {
    expect(parseShu('  1,000 - 5,000 ')!.text).toBe('1,000 - 5,000');
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['hot'],
    ['2500 SHU'],
    ['SHU 2500'],
    ['1-2-3'],
    ['-5'],
    ['+5'],
    ['5-'],
    ['-'],
    ['1e5'],
    ['2500.5'],
    ['2.500'],
    ['25,00'],
    ['2,5000'],
    [',2500'],
    ['2500,'],
    ['1,000,'],
    ['5000-1000'], // reversed range
    ['1000--5000'],
    ['1000-5000+'],
    ['100000+++'],
    ['+'],
    ['++'],
    ['1 000'],
    ['٢٥٠٠'], // non-ASCII digits
    ['0x10'],
    ['99999999999999999999'], // beyond safe integers
  ])('rejects %p', (input) => expect(parseShu(input)).toBeNull());

  it.each([[null], [undefined]])('rejects %p', (input) => expect(parseShu(input)).toBeNull());
  it('rejects non-string, non-number values at runtime', () => {
    expect(parseShu({} as unknown as string)).toBeNull();
    expect(parseShu(true as unknown as string)).toBeNull();
  });
});

describe('isValidShu', () => {
  it('mirrors parseShu', () => {
    expect(isValidShu(0)).toBe(true);
    expect(isValidShu('1,000-5,000')).toBe(true);
    expect(isValidShu('100000+')).toBe(true);
    expect(isValidShu('')).toBe(false);
    expect(isValidShu(-1)).toBe(false);
    expect(isValidShu(null)).toBe(false);
    expect(isValidShu(undefined)).toBe(false);
  });
});

describe('shuMidpoint / shuSortValue', () => {
  it.each([
    ['2500', 2500],
    ['1000-5000', 3000],
    ['1000-2001', 1500.5],
    ['100000+', 100000],
    ['0', 0],
  ])('%p -> %p', (text, expected) => {
    const p = parseShu(text)!;
    expect(shuMidpoint(p)).toBe(expected);
    expect(shuSortValue(p)).toBe(expected);
  });

  it('treats a missing max like open-ended', () => {
    expect(shuMidpoint({ text: 'x', min: 10, max: null, openEnded: false })).toBe(10);
  });

  it('sorts ranges by midpoint, ties by min', () => {
    const values = ['100000+', '30,000-50,000', '0', '2,500-8,000', '39000-41000', '5250'].map((t) => parseShu(t)!);
    expect([...values].sort(compareShu).map((p) => p.text)).toEqual([
      '0',
      '2,500-8,000',
      '5250',
      '30,000-50,000',
      '39000-41000',
      '100000+',
    ]);
  });
});

describe('formatShuCompact', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [500, '500'],
    [999, '999'],
    [999.6, '1K'],
    [1000, '1K'],
    [1500, '1.5K'],
    [2500, '2.5K'],
    [8000, '8K'],
    [10000, '10K'],
    [23000, '23K'],
    [123456, '123.46K'],
    [350000, '350K'],
    [999994, '999.99K'],
    [999999, '1M'],
    [1000000, '1M'],
    [1041427, '1.04M'],
    [2009231, '2.01M'],
    [2200000, '2.2M'],
    [2693000, '2.69M'],
    [16000000, '16M'],
    [1500000000, '1500M'],
  ])('%p -> %p', (n, expected) => expect(formatShuCompact(n)).toBe(expected));
  it.each([[NaN], [Infinity], [-Infinity]])('formats non-finite %p as "0"', (n) => expect(formatShuCompact(n)).toBe('0'));
  it('keeps a sign for negative values', () => expect(formatShuCompact(-1500)).toBe('-1.5K'));
});

describe('formatShuRangeCompact', () => {
  it.each([
    ['0', '0'],
    ['2500', '2.5K'],
    ['2,500-8,000', '2.5K-8K'],
    ['500-2,500', '500-2.5K'],
    ['1,400,000-2,200,000', '1.4M-2.2M'],
    ['855,000-1,041,427', '855K-1.04M'],
    ['5000-5000', '5K'],
    ['100000+', '100K+'],
    ['100,000++', '100K+'],
  ])('%p -> %p', (text, expected) => expect(formatShuRangeCompact(parseShu(text)!)).toBe(expected));
});
