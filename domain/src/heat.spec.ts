import { describe, it, expect } from '@jest/globals';
import {
  HEAT_LEVELS,
  HEAT_LEVEL_HEBREW,
  HEAT_LEVEL_MIN_SHU,
  heatBarPercent,
  heatIcons,
  heatLevelMismatch,
  heatLevelOf,
  heatLevelOfShu,
  isHeatLevel,
  normalizeHeatLevel,
} from './heat.js';
import { parseShu } from './shu.js';

describe('heat levels', () => {
  it('lists the six levels in order', () => {
    expect(HEAT_LEVELS).toEqual(['Mild', 'Medium', 'Hot', 'Very Hot', 'Extremely Hot', 'Super Hot']);
  });
  it('maps each level to its Hebrew equivalent', () => {
    expect(HEAT_LEVEL_HEBREW).toEqual({
      Mild: 'עדין',
      Medium: 'בינוני',
      Hot: 'חריף',
      'Very Hot': 'חריף מאוד',
      'Extremely Hot': 'חריף במיוחד',
      'Super Hot': 'סופר חריף',
    });
  });
  it('isHeatLevel accepts only canonical values', () => {
    expect(isHeatLevel('Very Hot')).toBe(true);
    expect(isHeatLevel('very hot')).toBe(false);
    expect(isHeatLevel(null)).toBe(false);
  });
});

describe('normalizeHeatLevel', () => {
  it.each(HEAT_LEVELS)('keeps canonical %s', (l) => expect(normalizeHeatLevel(l)).toBe(l));
  it.each(HEAT_LEVELS)('accepts the Hebrew of %s', (l) => expect(normalizeHeatLevel(HEAT_LEVEL_HEBREW[l])).toBe(l));
  it.each([
    ['mild', 'Mild'],
    ['MEDIUM', 'Medium'],
    ['  hot ', 'Hot'],
    ['very hot', 'Very Hot'],
    ['VERY  HOT', 'Very Hot'],
    ['very-hot', 'Very Hot'],
    ['very_hot', 'Very Hot'],
    ['VeryHot', 'Very Hot'],
    ['extremely hot', 'Extremely Hot'],
    ['super hot', 'Super Hot'],
    ['superhot', 'Super Hot'],
    ['  חריף   מאוד ', 'Very Hot'],
    ['חריף מאד', 'Very Hot'],
    ['סופר-חריף', 'Super Hot'],
    ['סופר\u05BEחריף', 'Super Hot'],
    ['עדינה', 'Mild'],
    ['בינונית', 'Medium'],
  ])('accepts %p', (input, expected) => expect(normalizeHeatLevel(input)).toBe(expected));
  it.each([[''], ['  '], ['warm'], ['extreme'], ['veryHot!'], ['חם'], [null], [undefined], [3], [{}]])(
    'returns null for %p',
    (input) => expect(normalizeHeatLevel(input)).toBeNull(),
  );
});

describe('heatLevelOf (docs/product-rules.md#data, extreme split at a million)', () => {
  it('starts each level at its threshold', () => {
    expect(HEAT_LEVEL_MIN_SHU).toEqual({
      Mild: 0,
      Medium: 1000,
      Hot: 5000,
      'Very Hot': 50000,
      'Extremely Hot': 100000,
      'Super Hot': 1000000,
    });
  });
  it.each([
    [0, 'Mild'],
    [500, 'Mild'],
    [999, 'Mild'],
    [999.5, 'Mild'],
    [1000, 'Medium'],
    [4999, 'Medium'],
    [4999.5, 'Medium'],
    [5000, 'Hot'],
    [49999, 'Hot'],
    [50000, 'Very Hot'],
    [99999, 'Very Hot'],
    [100000, 'Extremely Hot'],
    [999999, 'Extremely Hot'],
    [1000000, 'Super Hot'],
    [2_200_000, 'Super Hot'],
    [Infinity, 'Super Hot'],
  ])('%p SHU is %s', (shu, expected) => expect(heatLevelOf(shu)).toBe(expected));
  it.each([[-1], [-100000], [NaN]])('treats invalid %p as Mild', (shu) => expect(heatLevelOf(shu)).toBe('Mild'));
});

describe('heatLevelOfShu', () => {
  it.each([
    ['0', 'Mild'],
    ['500-1,499', 'Mild'], // midpoint 999.5
    ['500-2,500', 'Medium'], // midpoint 1500
    ['2,500-8,000', 'Hot'], // midpoint 5250: Jalapeño, whose minimum is Medium
    ['2,500-7,499', 'Medium'], // midpoint 4999.5
    ['30,000-100,000', 'Very Hot'], // midpoint 65000
    ['50,000-150,000', 'Extremely Hot'], // midpoint 100000
    ['100000+', 'Extremely Hot'], // open-ended: its minimum
    ['855,000-1,041,427', 'Extremely Hot'], // midpoint 948213.5
    ['923,889-1,853,986', 'Super Hot'], // midpoint 1388937.5: 7 Pot Douglah
    ['1,000,000+', 'Super Hot'],
  ])('places %p by its midpoint: %s', (text, expected) => {
    expect(heatLevelOfShu(parseShu(text)!)).toBe(expected);
  });
});

describe('heatLevelMismatch', () => {
  const jalapeno = parseShu('2,500-8,000')!;
  it.each([[undefined], [null], [''], ['  '], ['Hot'], ['hot'], ['חריף'], ['warm']])('accepts %p', (sent) =>
    expect(heatLevelMismatch(sent, jalapeno)).toBeNull(),
  );
  it.each([['Medium'], ['בינוני'], ['Super Hot']])('refuses %p, expecting Hot', (sent) =>
    expect(heatLevelMismatch(sent, jalapeno)).toBe('Hot'),
  );
});

describe('heatIcons', () => {
  it('gives 1 to 5 icons, 5 for both Extremely Hot and Super Hot', () => {
    expect(HEAT_LEVELS.map(heatIcons)).toEqual([1, 2, 3, 4, 5, 5]);
  });
});

describe('heatBarPercent (logarithmic, 0 to the hottest SHU)', () => {
  const top = 2_200_000;
  it.each([
    [0, 0],
    [-5, 0],
    [NaN, 0],
    [1, 4.7],
    [5000, 58.3],
    [100_000, 78.8],
    [1_000_000, 94.6],
    [2_200_000, 100],
    [3_000_000, 100],
    [Infinity, 100],
  ])('%p SHU -> %p%%', (shu, expected) => expect(heatBarPercent(shu, top)).toBe(expected));
  it('tells the hottest peppers apart (the linear bar filled them all)', () => {
    expect(heatBarPercent(1_000_000, top)).toBeLessThan(heatBarPercent(1_500_000, top));
    expect(heatBarPercent(1_500_000, top)).toBeLessThan(100);
  });
  it('is full for any heat when the top is unknown or zero', () => {
    expect(heatBarPercent(10, 0)).toBe(100);
    expect(heatBarPercent(10, NaN)).toBe(100);
  });
  it('never returns -0', () => expect(Object.is(heatBarPercent(-0, top), 0)).toBe(true));
});
