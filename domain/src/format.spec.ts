import { describe, it, expect } from '@jest/globals';
import { BYTE_UNITS, formatBytes, relativeDate, toValidDate } from './format.js';

describe('formatBytes', () => {
  it('uses Bytes, KB, MB and GB', () => expect(BYTE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB']));
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234, '1.21 KB'],
    [1048575, '1 MB'], // 1023.999 KB rounds to 1024 KB, shown as 1 MB
    [1048576, '1 MB'],
    [2097152, '2 MB'],
    [5242880, '5 MB'],
    [5347738, '5.1 MB'],
    [1073741824, '1 GB'],
    [1.5 * 1024 ** 3, '1.5 GB'],
    [2048 * 1024 ** 3, '2048 GB'], // GB is the largest unit
  ])('%p -> %p', (n, expected) => expect(formatBytes(n)).toBe(expected));
  it.each([[-1], [NaN], [Infinity]])('formats invalid %p as "0 Bytes"', (n) => expect(formatBytes(n)).toBe('0 Bytes'));
});

describe('toValidDate', () => {
  it('parses dates, ISO strings and epoch milliseconds', () => {
    expect(toValidDate('2024-05-01T10:00:00Z')!.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(toValidDate(0)!.getTime()).toBe(0);
    const d = new Date('2024-05-01T10:00:00Z');
    const copy = toValidDate(d)!;
    expect(copy).toEqual(d);
    expect(copy).not.toBe(d);
  });
  it.each([[''], ['not a date'], [null], [undefined], [NaN], [new Date('x')]])('returns null for %p', (v) =>
    expect(toValidDate(v)).toBeNull(),
  );
});

describe('relativeDate (docs/product-rules.md#constants)', () => {
  const now = new Date('2024-06-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const H = 3_600_000;

  it.each([
    [0, { kind: 'justNow' }],
    [59 * 60_000, { kind: 'justNow' }],
    [H - 1, { kind: 'justNow' }],
    [H, { kind: 'hours', hours: 1 }],
    [2.5 * H, { kind: 'hours', hours: 2 }],
    [24 * H - 1, { kind: 'hours', hours: 23 }],
    [24 * H, { kind: 'yesterday' }],
    [48 * H - 1, { kind: 'yesterday' }],
  ])('%p ms ago -> %p', (ms, expected) => expect(relativeDate(ago(ms), now)).toEqual(expected));

  it('shows the date from 48 hours on', () => {
    expect(relativeDate(ago(48 * H), now)).toEqual({ kind: 'date', date: ago(48 * H) });
    expect(relativeDate(ago(400 * 24 * H), now)).toEqual({ kind: 'date', date: ago(400 * 24 * H) });
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeDate('2024-06-10T09:30:00Z', now)).toEqual({ kind: 'hours', hours: 2 });
    expect(relativeDate(now.getTime() - 30 * H, now)).toEqual({ kind: 'yesterday' });
  });

  it('treats slightly future dates (clock skew) as just now and far future ones as a date', () => {
    expect(relativeDate(ago(-5 * 60_000), now)).toEqual({ kind: 'justNow' });
    expect(relativeDate(ago(-3 * H), now)).toEqual({ kind: 'date', date: ago(-3 * H) });
  });

  it.each([['garbage'], [''], [new Date('invalid')], [NaN]])('invalid input %p -> invalid (Unknown date)', (v) =>
    expect(relativeDate(v, now)).toEqual({ kind: 'invalid' }),
  );

  it('defaults now to the current time', () => {
    expect(relativeDate(new Date())).toEqual({ kind: 'justNow' });
  });
});
