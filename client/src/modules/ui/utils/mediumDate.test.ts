import { describe, expect, it } from 'vitest';
import { mediumDateFormat } from './mediumDate';

describe('medium dates', () => {
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
