import { MESSAGES, type MessageKey } from '@pepper-atlas/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { resources } from '@/core/i18n/resources';
import { adminPepperFixture } from '../test/fixtures';
import {
  changedFields,
  createPepperInput,
  emptyPepperForm,
  missingRequired,
  pepperFormFromPepper,
  sameShu,
  shuTextOf,
  switchShuMode,
  updatePepperInput,
  validateForm,
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
    expect(pepperFormFromPepper(adminPepperFixture())).toMatchObject({
      shuMode: 'range',
      shuMin: '1400000',
      shuMax: '2200000',
    });
    expect(pepperFormFromPepper(adminPepperFixture({ shu: '100000+' }))).toMatchObject({
      shuMode: 'single',
      shu: '100000+',
    });
    expect(pepperFormFromPepper(adminPepperFixture({ group: 'c_chinense' }))).toMatchObject({ group: 'C. Chinense' });
    // The heat level is the SHU's: the form neither holds nor sends one.
    expect(pepperFormFromPepper(adminPepperFixture({ heatLevel: 'super_hot' }))).not.toHaveProperty('heatLevel');
  });

  it('detects changes by meaning, and sends only them', () => {
    const original = pepperFormFromPepper(adminPepperFixture());
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
