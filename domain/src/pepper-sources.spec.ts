import { describe, expect, it } from '@jest/globals';
import { normalizePepperSources, SOURCE_LIMITS, validatePepperSource, validatePepperSources } from './pepper-sources.js';
import { sourceNumberFor } from './source-references.js';

const NOW = new Date('2026-11-29T12:00:00Z');

describe('pepper sources', () => {
  it('accepts a full source and one with only a title', () => {
    expect(
      validatePepperSource({ title: 'Hottest chilli pepper', publisher: 'Guinness World Records', url: 'https://www.guinnessworldrecords.com/', year: 2013, supports: ['shu'] }, NOW),
    ).toEqual({});
    expect(validatePepperSource({ title: 'A field guide' }, NOW)).toEqual({});
    expect(validatePepperSource({ title: 'x'.repeat(SOURCE_LIMITS.sourceTitleMax), year: '2026' }, NOW)).toEqual({});
  });

  it('asks for a title and refuses one over the limit', () => {
    expect(validatePepperSource({ title: '   ' }, NOW)).toEqual({ title: 'sourceTitleRequired' });
    expect(validatePepperSource({ title: 'x'.repeat(SOURCE_LIMITS.sourceTitleMax + 1) }, NOW)).toEqual({ title: 'sourceTitleTooLong' });
    expect(validatePepperSource({ title: 'ok', publisher: 'p'.repeat(SOURCE_LIMITS.sourcePublisherMax + 1) }, NOW)).toEqual({
      publisher: 'sourcePublisherTooLong',
    });
  });

  it('takes only http(s) web addresses', () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.org/a', '/peppers/habanero', 'https://localhost', 'https://exa mple.org', 'data:text/html,x'])
      expect([url, validatePepperSource({ title: 'ok', url }, NOW).url]).toEqual([url, 'sourceUrlInvalid']);
    expect(validatePepperSource({ title: 'ok', url: `https://example.org/${'a'.repeat(SOURCE_LIMITS.sourceUrlMax)}` }, NOW).url).toBe('sourceUrlTooLong');
    expect(validatePepperSource({ title: 'ok', url: 'http://cpi.nmsu.edu/' }, NOW)).toEqual({});
  });

  it('refuses a year in the future, before 1500 or not a whole number', () => {
    for (const year of [2027, 1499, 2013.5, 'last year', -1])
      expect([year, validatePepperSource({ title: 'ok', year }, NOW).year]).toEqual([year, 'sourceYearInvalid']);
    expect(validatePepperSource({ title: 'ok', year: 2026 }, NOW)).toEqual({});
    expect(validatePepperSource({ title: 'ok', year: null }, NOW)).toEqual({});
  });

  it('refuses an unknown fact', () => {
    expect(validatePepperSource({ title: 'ok', supports: ['shu', 'taste'] }, NOW)).toEqual({ supports: 'sourceSupportsInvalid' });
    expect(validatePepperSource({ title: 'ok', supports: 'shu' }, NOW)).toEqual({ supports: 'sourceSupportsInvalid' });
  });

  it('finds the first failing source of a list, and refuses more than the limit', () => {
    expect(validatePepperSources([{ title: 'ok' }, { title: 'ok', year: 3000 }], NOW)).toEqual({ index: 1, field: 'year', key: 'sourceYearInvalid' });
    expect(validatePepperSources(Array.from({ length: SOURCE_LIMITS.sourcesMax + 1 }, () => ({ title: 'ok' })), NOW)).toEqual({
      index: null,
      field: null,
      key: 'tooManySources',
    });
    expect(validatePepperSources([], NOW)).toBeNull();
  });

  it('stores sources normalised, with the facts once each in their order, and numbers the one cited for a fact', () => {
    const sources = normalizePepperSources([
      { title: '  Origins  ', publisher: '', url: ' https://example.org/a ', year: '1998', supports: ['origin'] },
      { title: 'Heat', supports: ['shu', 'origin', 'shu'] },
    ]);
    expect(sources).toEqual([
      { title: 'Origins', publisher: null, url: 'https://example.org/a', year: 1998, supports: ['origin'] },
      { title: 'Heat', publisher: null, url: null, year: null, supports: ['shu', 'origin'] },
    ]);
    expect(sourceNumberFor(sources, 'shu')).toBe(2);
    expect(sourceNumberFor(sources, 'origin')).toBe(1);
    expect(sourceNumberFor(sources, 'flavor')).toBeNull();
  });
});
