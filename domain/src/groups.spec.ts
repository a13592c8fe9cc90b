import { describe, it, expect } from '@jest/globals';
import {
  DEFAULT_GROUP,
  GROUP_SPECIES,
  PEPPER_GROUPS,
  botanicalName,
  isPepperGroup,
  normalizeGroup,
  normalizeGroupOrDefault,
} from './groups.js';

describe('PEPPER_GROUPS', () => {
  it('lists the five species groups in canonical spelling', () => {
    expect(PEPPER_GROUPS).toEqual(['C. Annuum', 'C. Baccatum', 'C. Chinense', 'C. Frutescens', 'C. Pubescens']);
    expect(GROUP_SPECIES).toEqual(['Annuum', 'Baccatum', 'Chinense', 'Frutescens', 'Pubescens']);
  });
  it('defaults to C. Annuum', () => {
    expect(DEFAULT_GROUP).toBe('C. Annuum');
  });
});

describe('isPepperGroup', () => {
  it.each(PEPPER_GROUPS)('accepts %s', (g) => expect(isPepperGroup(g)).toBe(true));
  it.each([['c. annuum'], ['Annuum'], [''], [null], [undefined], [1], [{}]])('rejects %p', (x) =>
    expect(isPepperGroup(x)).toBe(false),
  );
});

describe('normalizeGroup', () => {
  it.each(PEPPER_GROUPS)('keeps canonical %s', (g) => expect(normalizeGroup(g)).toBe(g));

  it.each([
    ['c. annuum', 'C. Annuum'],
    ['C. ANNUUM', 'C. Annuum'],
    ['  C.   Annuum  ', 'C. Annuum'],
    ['C.annuum', 'C. Annuum'],
    ['C annuum', 'C. Annuum'],
    ['Capsicum annuum', 'C. Annuum'],
    ['Capsicum Annuum', 'C. Annuum'],
    ['capsicum.annuum', 'C. Annuum'],
    ['C_annuum', 'C. Annuum'],
    ['c-annuum', 'C. Annuum'],
    ['C. Annuum.', 'C. Annuum'],
    ['Capsicum annuum var. glabriusculum', 'C. Annuum'],
    ['C. chinense var. something', 'C. Chinense'],
    ['\u00a0C.\u00a0Chinense\u00a0', 'C. Chinense'],
    ['Annuum', 'C. Annuum'],
    ['annuum', 'C. Annuum'],
    ['Baccatum', 'C. Baccatum'],
    ['Chinense', 'C. Chinense'],
    ['chinense', 'C. Chinense'],
    ['Frutescens', 'C. Frutescens'],
    ['Pubescens', 'C. Pubescens'],
    ['Capsicum baccatum', 'C. Baccatum'],
    ['C. frutescens', 'C. Frutescens'],
    ['C. pubescens', 'C. Pubescens'],
  ])('normalises spelling variant %p', (input, expected) => {
    expect(normalizeGroup(input)).toBe(expected);
  });

  it.each([
    ['anuum', 'C. Annuum'],
    ['C. Anuum', 'C. Annuum'],
    ['annum', 'C. Annuum'],
    ['chinensis', 'C. Chinense'],
    ['C. Chinensis', 'C. Chinense'],
    ['chinese', 'C. Chinense'],
    ['frutescence', 'C. Frutescens'],
    ['frutescense', 'C. Frutescens'],
    ['C. Frutesens', 'C. Frutescens'],
    ['pubescen', 'C. Pubescens'],
    ['pubescence', 'C. Pubescens'],
    ['bacatum', 'C. Baccatum'],
    ['Capsicum baccattum', 'C. Baccatum'],
  ])('corrects common misspelling %p', (input, expected) => {
    expect(normalizeGroup(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['C.'],
    ['Capsicum'],
    ['pepper'],
    ['hot'],
    ['anum'], // two edits from the short "annuum": too far
    ['C. chacoense'], // other Capsicum species stay unknown
    ['Capsicum eximium'],
    ['C. praetermissum'],
    ['C. galapagoense'],
    ['C. Annuum 2'],
    ['annuum chinense'],
    ['אנואום'],
  ])('returns null for unknown text %p', (input) => {
    expect(normalizeGroup(input)).toBeNull();
  });

  it.each([[null], [undefined], [42], [true], [{}], [['C. Annuum']]])('returns null for non-string %p', (input) => {
    expect(normalizeGroup(input)).toBeNull();
  });
});

describe('normalizeGroupOrDefault', () => {
  it('normalises known variants', () => {
    expect(normalizeGroupOrDefault('chinense')).toBe('C. Chinense');
  });
  it.each([[null], [undefined], [''], ['  '], ['unknown'], [7]])('falls back to C. Annuum for %p', (input) => {
    expect(normalizeGroupOrDefault(input)).toBe('C. Annuum');
  });
});

describe('botanicalName', () => {
  it.each([
    ['C. Chinense', 'C. chinense'],
    ['c_annuum', 'C. annuum'],
    ['Capsicum baccatum', 'C. baccatum'],
    ['C. Pubescens', 'C. pubescens'],
  ])('writes %p in botanical style', (input, shown) => {
    expect(botanicalName(input)).toBe(shown);
  });
  it('leaves unknown text as it is', () => {
    expect(botanicalName('Solanum lycopersicum')).toBe('Solanum lycopersicum');
  });
});
