import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

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
});
