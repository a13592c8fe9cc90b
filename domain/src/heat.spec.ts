import { describe, it, expect } from '@jest/globals';
import {
  HEAT_BAR_FULL_SHU,
  HEAT_CATEGORIES,
  HEAT_CATEGORY_MIN_SHU,
  HEAT_LEVELS,
  HEAT_LEVEL_HEBREW,
  heatBarPercent,
  heatCategory,
  heatCategoryOfShu,
  heatIcons,
  isHeatCategory,
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

describe('heatCategory (SPEC section 9 catalogue thresholds)', () => {
  it('lists the five categories', () => {
    expect(HEAT_CATEGORIES).toEqual(['mild', 'medium', 'hot', 'veryHot', 'extreme']);
    expect(HEAT_CATEGORY_MIN_SHU).toEqual({ mild: 0, medium: 1000, hot: 5000, veryHot: 50000, extreme: 100000 });
  });
  it.each([
    [0, 'mild'],
    [500, 'mild'],
    [999, 'mild'],
    [999.9, 'mild'],
    [1000, 'medium'],
    [4999, 'medium'],
    [5000, 'hot'],
    [49999, 'hot'],
    [50000, 'veryHot'],
    [99999, 'veryHot'],
    [100000, 'extreme'],
    [2_200_000, 'extreme'],
    [Infinity, 'extreme'],
  ])('%p SHU is %s', (shu, expected) => expect(heatCategory(shu)).toBe(expected));
  it('treats the details modal the same (no 200000 threshold)', () => {
    expect(heatCategory(150_000)).toBe('extreme');
  });
  it.each([[-1], [-100000], [NaN]])('treats invalid %p as mild', (shu) => expect(heatCategory(shu)).toBe('mild'));
  it('isHeatCategory', () => {
    expect(isHeatCategory('veryHot')).toBe(true);
    expect(isHeatCategory('very hot')).toBe(false);
    expect(isHeatCategory(undefined)).toBe(false);
  });
});

describe('heatCategoryOfShu', () => {
  it.each([
    ['0', 'mild'],
    ['500-2,500', 'medium'], // midpoint 1500
    ['2,500-8,000', 'hot'], // midpoint 5250
    ['30,000-100,000', 'veryHot'], // midpoint 65000
    ['100000+', 'extreme'],
    ['855,000-1,041,427', 'extreme'],
  ])('rates %p by its midpoint as %s', (text, expected) => {
    expect(heatCategoryOfShu(parseShu(text)!)).toBe(expected);
  });
});

describe('heatIcons', () => {
  it('gives 1 to 5 icons following the category', () => {
    expect(HEAT_CATEGORIES.map(heatIcons)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('heatBarPercent', () => {
  it('is full at 100000 SHU', () => expect(HEAT_BAR_FULL_SHU).toBe(100000));
  it.each([
    [0, 0],
    [1, 0],
    [50, 0.1],
    [2500, 2.5],
    [12345, 12.3],
    [50000, 50],
    [99999, 100],
    [100000, 100],
    [2_200_000, 100],
    [Infinity, 100],
    [-5, 0],
    [NaN, 0],
  ])('%p SHU -> %p%%', (shu, expected) => expect(heatBarPercent(shu)).toBe(expected));
  it('never returns -0', () => expect(Object.is(heatBarPercent(-0), 0)).toBe(true));
});
