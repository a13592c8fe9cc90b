import { describe, expect, it } from '@jest/globals';
import { formatGrowingTime, parseGrowingTime } from './growing.js';

describe('growing time', () => {
  it.each([
    ['100-120 days', { min: 100, max: 120 }],
    ['100 - 120 days', { min: 100, max: 120 }],
    ['100–120 days', { min: 100, max: 120 }],
    ['100 to 120 days', { min: 100, max: 120 }],
    ['90 days', { min: 90, max: 90 }],
    ['90 Days', { min: 90, max: 90 }],
    ['1 day', { min: 1, max: 1 }],
    ['90', { min: 90, max: 90 }],
    ['70-90', { min: 70, max: 90 }],
    ['100-120 ימים', { min: 100, max: 120 }],
    ['90 יום', { min: 90, max: 90 }],
    ['100 עד 120 ימים', { min: 100, max: 120 }],
  ])('parses %j', (text, days) => {
    expect(parseGrowingTime(text)).toEqual(days);
  });

  it.each(['', 'soon', '120-100 days', '0 days', '3 months', '5000 days', '90 days or so'])('refuses %j', (text) => {
    expect(parseGrowingTime(text)).toBeNull();
  });

  it('writes growing time in each language', () => {
    expect(formatGrowingTime(100, 120, 'en')).toBe('100-120 days');
    expect(formatGrowingTime(100, 120, 'he')).toBe('100-120 ימים');
    expect(formatGrowingTime(90, 90, 'en')).toBe('90 days');
    expect(formatGrowingTime(90, null, 'he')).toBe('90 ימים');
    expect(formatGrowingTime(1, 1, 'en')).toBe('1 day');
    expect(formatGrowingTime(null, null, 'en')).toBeNull();
  });
});
