import { describe, it, expect } from '@jest/globals';
import { DIFFICULTY_ENUM, HEAT_LEVEL_DOCS, HEAT_LEVEL_ENUM, PEPPER_GROUP_ENUM, enumValueName } from './enum-names.js';
import { normalizeDifficulty } from './difficulty.js';
import { normalizeGroup } from './groups.js';
import { normalizeHeatLevel } from './heat.js';

describe('enum value names', () => {
  it('names every stored value by one rule', () => {
    expect(enumValueName('Very Hot')).toBe('very_hot');
    expect(enumValueName('C. Annuum')).toBe('c_annuum');
    expect(Object.keys(HEAT_LEVEL_ENUM)).toEqual(['mild', 'medium', 'hot', 'very_hot', 'extremely_hot', 'super_hot']);
    expect(Object.keys(PEPPER_GROUP_ENUM)).toEqual(['c_annuum', 'c_baccatum', 'c_chinense', 'c_frutescens', 'c_pubescens']);
    expect(DIFFICULTY_ENUM).toEqual({ easy: 'Easy', medium: 'Medium', hard: 'Hard' });
    for (const name of Object.keys(HEAT_LEVEL_ENUM)) expect(name).toMatch(/^[_a-z][_a-z0-9]*$/);
  });

  it('reads back through the normalisers', () => {
    for (const [name, value] of Object.entries(HEAT_LEVEL_ENUM)) expect(normalizeHeatLevel(name)).toBe(value);
    for (const [name, value] of Object.entries(PEPPER_GROUP_ENUM)) expect(normalizeGroup(name)).toBe(value);
    for (const [name, value] of Object.entries(DIFFICULTY_ENUM)) expect(normalizeDifficulty(name)).toBe(value);
  });

  it('documents the SHU range of each heat level', () => {
    expect(HEAT_LEVEL_DOCS.Hot).toBe('Hot (חריף): 5,000 to 49,999 SHU');
    expect(HEAT_LEVEL_DOCS['Super Hot']).toBe('Super Hot (סופר חריף): 1,000,000 SHU and more');
  });
});
