import { describe, expect, it } from 'vitest';
import { dateTimeFormat, mediumDateFormat, numberFormat } from './intl';

describe('shared Intl formatters', () => {
  it('builds one formatter per language and options, and formats as Intl does', () => {
    expect(numberFormat('he')).toBe(numberFormat('he'));
    expect(numberFormat('en')).not.toBe(numberFormat('he'));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en'));
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    const date = new Date(Date.UTC(2026, 10, 25));
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', options)).toBe(dateTimeFormat('en', { ...options }));
    expect(dateTimeFormat('en', options).format(date)).toBe(new Intl.DateTimeFormat('en', options).format(date));
  });

  it.each(['he', 'en'])('writes numbers in %s exactly as Intl.NumberFormat does', (language) => {
    const intl = new Intl.NumberFormat(language);
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12345, 99999, 100000, 999999, 1000000, 2_200_000, 16_000_000];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) values.push(n);
    values.push(Number.MAX_SAFE_INTEGER, -1, -1234567, 0.5, 1234.56, -0, Number.MAX_SAFE_INTEGER + 2, Infinity, NaN);
    for (const value of values) expect(numberFormat(language).format(value)).toBe(intl.format(value));
  });
  it.each(['he', 'en'])('writes medium dates in %s exactly as Intl.DateTimeFormat does', (language) => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    expect(mediumDateFormat(language)).toBe(mediumDateFormat(language));
    const dates = [new Date(2026, 10, 30, 23, 59), new Date(999, 0, 1), new Date(10000, 0, 1), new Date(Number.NaN)];
    // Every day of a leap year and of the years around 2000, each at a time of day near its ends.
    for (const year of [1999, 2000, 2024, 2026])
      for (let day = 0; day < 366; day++) dates.push(new Date(year, 0, 1 + day, day % 2 ? 0 : 23, day % 60));
    for (const date of dates) {
      if (Number.isNaN(date.getTime())) expect(() => mediumDateFormat(language).format(date)).toThrow(RangeError);
      else expect(mediumDateFormat(language).format(date)).toBe(intl.format(date));
    }
  });
});
