import { MESSAGES, type MessageKey } from '@pepper-atlas/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { resources } from '@/core/i18n/resources';
import { adminPepperFixture, withNotes } from '../test/fixtures';
import {
  changedFields,
  createPepperInput,
  emptyPepperForm,
  emptySource,
  missingRequired,
  moveSource,
  pepperFormFromPepper,
  sameShu,
  shuTextOf,
  sourcesInput,
  switchShuMode,
  toggleSupport,
  updatePepperInput,
  validateForm,
  validateSources,
} from './pepperForm';

describe('pepper form values', () => {
  it('starts a new pepper active, not featured, Medium, C. Annuum', () => {
    const values = emptyPepperForm();
    expect(values).toMatchObject({ isActive: true, isFeatured: false, difficulty: 'Medium', group: 'C. Annuum' });
    expect(missingRequired(values)).toEqual(['name', 'shu']);
  });

  it('joins a range as min-max and refuses a half or reversed range', () => {
    const range = { ...emptyPepperForm(), shuMode: 'range' as const, shuMin: '1000', shuMax: '5000' };
    expect(shuTextOf(range)).toBe('1000-5000');
    expect(validateForm(range).shu).toBeUndefined();
    expect(validateForm({ ...range, shuMax: '' }).shu).toBe('shuInvalid');
    expect(validateForm({ ...range, shuMin: '6000' }).shu).toBe('shuInvalid');
    expect(validateForm({ ...range, shuMin: '', shuMax: '' }).shu).toBe('shuRequired');
    expect(validateForm({ ...range, shuMin: '-5' }).shu).toBe('shuInvalid');
  });

  it('carries the SHU over when the mode switches', () => {
    const single = { ...emptyPepperForm(), shu: '2,500-8,000' };
    expect(switchShuMode(single, 'range')).toMatchObject({ shuMode: 'range', shuMin: '2500', shuMax: '8000' });
    expect(switchShuMode({ ...single, shu: '100000+' }, 'range')).toMatchObject({ shuMin: '100000', shuMax: '' });
    const range = { ...emptyPepperForm(), shuMode: 'range' as const, shuMin: '10', shuMax: '20' };
    expect(switchShuMode(range, 'single')).toMatchObject({ shuMode: 'single', shu: '10-20' });
  });

  it('opens a stored closed range in range mode, anything else as typed', () => {
    expect(pepperFormFromPepper(withNotes(adminPepperFixture()))).toMatchObject({
      shuMode: 'range',
      shuMin: '1400000',
      shuMax: '2200000',
    });
    expect(pepperFormFromPepper(withNotes(adminPepperFixture({ shu: '100000+' })))).toMatchObject({
      shuMode: 'single',
      shu: '100000+',
    });
    expect(pepperFormFromPepper(withNotes(adminPepperFixture({ group: 'c_chinense' })))).toMatchObject({ group: 'C. Chinense' });
    // The heat level is the SHU's: the form neither holds nor sends one.
    expect(pepperFormFromPepper(withNotes(adminPepperFixture({ heatLevel: 'super_hot' })))).not.toHaveProperty('heatLevel');
  });

  it('detects changes by meaning, and sends only them', () => {
    const original = pepperFormFromPepper(withNotes(adminPepperFixture()));
    expect(sameShu('1,400,000-2,200,000', '1400000-2200000')).toBe(true);
    expect(changedFields(original, { ...original, name: ' Carolina Reaper ' }, false)).toEqual([]);
    const edited = { ...original, shuMax: '2300000', description: '', isFeatured: true };
    const changes = changedFields(original, edited, true);
    expect(changes).toEqual(['shu', 'description', 'isFeatured', 'image']);
    expect(updatePepperInput(edited, changes, '/uploads/a-1280.webp')).toEqual({
      shu: '1400000-2300000',
      description: null,
      isFeatured: true,
      img: '/uploads/a-1280.webp',
    });
  });

  it('creates with trimmed texts and leaves empty optional fields out', () => {
    const values = { ...emptyPepperForm(), name: ' Bell ', shu: '0', origin: '  ' };
    expect(createPepperInput(values, '/uploads/bell-1280.webp')).toEqual({
      name: 'Bell',
      shu: '0',
      group: 'c_annuum',
      difficulty: 'medium',
      isActive: true,
      isFeatured: false,
      img: '/uploads/bell-1280.webp',
    });
  });
});

describe('pepper form sources', () => {
  const cited = withNotes(adminPepperFixture(), {
    sources: [
      {
        __typename: 'PepperSource',
        title: 'Guinness World Records',
        publisher: 'Guinness',
        url: 'https://www.guinnessworldrecords.com/',
        year: 2017,
        supports: ['shu'],
      },
      {
        __typename: 'PepperSource',
        title: 'PuckerButt Pepper Company',
        publisher: null,
        url: null,
        year: null,
        supports: [],
      },
    ],
  });

  it('opens the stored sources as rows, and an unchanged or blank-padded list is no change', () => {
    const original = pepperFormFromPepper(cited);
    expect(original.sources.map(({ key: _key, ...source }) => source)).toEqual([
      {
        title: 'Guinness World Records',
        publisher: 'Guinness',
        url: 'https://www.guinnessworldrecords.com/',
        year: '2017',
        supports: ['shu'],
      },
      { title: 'PuckerButt Pepper Company', publisher: '', url: '', year: '', supports: [] },
    ]);
    const padded = original.sources.map((s) => ({ ...s, title: ` ${s.title} ` }));
    expect(changedFields(original, { ...original, sources: [...padded, emptySource()] }, false)).toEqual([]);
  });

  it('counts order, a fact and a year as changes, and sends the whole normalised list', () => {
    const original = pepperFormFromPepper(cited);
    const swapped = { ...original, sources: moveSource(original.sources, 0, 1) };
    expect(changedFields(original, swapped, false)).toEqual(['sources']);
    expect(updatePepperInput(swapped, ['sources'], null).sources?.map((s) => s.title)).toEqual([
      'PuckerButt Pepper Company',
      'Guinness World Records',
    ]);

    const second = original.sources[1];
    const edited = {
      ...original,
      sources: [
        original.sources[0],
        { ...second, year: ' 2013 ', supports: toggleSupport(toggleSupport([], 'uses', true), 'origin', true) },
        { ...emptySource(), title: ' Chile Pepper Institute ', url: ' https://cpi.nmsu.edu ' },
        emptySource(),
      ],
    };
    expect(edited.sources[1].supports).toEqual(['origin', 'uses']);
    expect(changedFields(original, edited, false)).toEqual(['sources']);
    expect(updatePepperInput(edited, ['sources'], null)).toEqual({
      sources: [
        {
          title: 'Guinness World Records',
          publisher: 'Guinness',
          url: 'https://www.guinnessworldrecords.com/',
          year: 2017,
          supports: ['shu'],
        },
        { title: 'PuckerButt Pepper Company', publisher: null, url: null, year: 2013, supports: ['origin', 'uses'] },
        { title: 'Chile Pepper Institute', publisher: null, url: 'https://cpi.nmsu.edu', year: null, supports: [] },
      ],
    });
    // Removing them all clears the list; a new pepper without sources sends none.
    expect(updatePepperInput({ ...original, sources: [] }, ['sources'], null)).toEqual({ sources: [] });
    expect(createPepperInput({ ...emptyPepperForm(), sources: [emptySource()] }, null)).not.toHaveProperty('sources');
    expect(sourcesInput([emptySource()])).toEqual([]);
  });

  it('checks each row with the domain’s rules, skipping blank rows', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const bad = { ...emptySource(), title: 'X', url: 'javascript:alert(1)', year: '2026' };
    const untitled = { ...emptySource(), publisher: 'Someone' };
    expect(validateSources([emptySource(), bad, untitled], now)).toEqual({
      [bad.key]: { url: 'sourceUrlInvalid', year: 'sourceYearInvalid' },
      [untitled.key]: { title: 'sourceTitleRequired' },
    });
    expect(validateSources([{ ...bad, url: 'http://example.org/a', year: '1499' }], now)).toEqual({
      [bad.key]: { year: 'sourceYearInvalid' },
    });
    expect(moveSource([bad, untitled], 0, -1)).toEqual([bad, untitled]);
  });
});

describe('pepper form messages', () => {
  type PepperKey = keyof typeof resources.en.adminPeppers.validation;
  const keys = (Object.keys(resources.en.adminPeppers.validation) as PepperKey[]).filter(
    (key): key is PepperKey & MessageKey => key in MESSAGES,
  );

  it('quotes the domain’s English texts exactly, limits included', () => {
    const i18n = createI18n('en');
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const text = i18n.t(`adminPeppers:validation.${key}`, {
        nameMin: 2,
        nameMax: 50,
        descriptionMax: 500,
        hebNameMax: 100,
        hebDescriptionMax: 500,
        originMax: 100,
        flavorMax: 200,
        usesMax: 400,
        growingNoteMax: 400,
        growingTimeMax: 100,
        colorMax: 50,
        shapeMax: 50,
        sourcesMax: 10,
        sourceTitleMax: 200,
        sourcePublisherMax: 120,
        sourceUrlMax: 500,
        sourceYearMin: 1500,
        imageMax: '10 MB',
        imageWarn: '5 MB',
        imageCompress: '1 MB',
      });
      expect(text).toBe(MESSAGES[key]);
    }
  });

  it('translates every pepper message of the domain', () => {
    const pepperKeys = Object.keys(MESSAGES).slice(0, Object.keys(MESSAGES).indexOf('passwordsDoNotMatch'));
    expect(pepperKeys.filter((key) => !(key in resources.he.adminPeppers.validation))).toEqual([]);
  });
});
