import { MESSAGES, type MessageKey } from '@pepper-atlas/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/core/i18n/createI18n';
import { resources } from '@/core/i18n/resources';
import { DRAFT_RECIPE, recipeFixture } from '../test/fixtures';
import {
  addPepper,
  movePepper,
  contentFormFromEntry,
  emptyContentForm,
  MAX_RECIPE_PEPPERS,
  recipeInput,
  validateContentForm,
  withPublished,
} from './contentForm';

describe('content form values', () => {
  it('sends a recipe whole: lines split and trimmed, blank lines dropped, peppers in order, the difficulty as the enum', () => {
    const values = contentFormFromEntry({ kind: 'recipes', item: recipeFixture() });
    values.fields.ingredients = ' 4 tomatillos \n\n 2 jalapeños\n';
    values.peppers = [...values.peppers, { id: 'p1', slug: 'carolina-reaper', name: 'Carolina Reaper', hebName: null }];
    expect(recipeInput(values)).toEqual({
      title: 'Salsa Verde',
      hebTitle: 'סלסה ורדה',
      description: 'A bright green sauce.',
      hebDescription: 'רוטב ירוק ורענן.',
      difficulty: 'easy',
      timeMinutes: 20,
      rating: 4.5,
      servings: 4,
      ingredients: ['4 tomatillos', '2 jalapeños'],
      hebIngredients: ['4 טומטיו', '2 חלפיניו'],
      steps: ['Roast.', 'Blend.'],
      hebSteps: ['לצלות.', 'לטחון.'],
      pepperIds: ['p2', 'p1'],
      published: true,
    });
  });

  it('publishing resends the whole entry with only the flag changed', () => {
    const { input } = withPublished({ kind: 'recipes', item: DRAFT_RECIPE }, true);
    expect(input).toMatchObject({ title: 'Harissa', published: true, pepperIds: [], difficulty: 'easy' });
  });

  it('checks a new entry by the domain rules', () => {
    expect(validateContentForm('news', emptyContentForm('news'))).toEqual({
      title: 'contentRequired',
      hebTitle: 'contentRequired',
      text: 'contentRequired',
      hebText: 'contentRequired',
      location: 'contentRequired',
      hebLocation: 'contentRequired',
    });
    const guide = emptyContentForm('guides');
    expect(validateContentForm('guides', guide)).toMatchObject({ durationMinutes: 'contentMinutesInvalid', body: 'contentRequired' });
    const recipe = { ...emptyContentForm('recipes'), fields: { ...emptyContentForm('recipes').fields, rating: '5.5' } };
    expect(validateContentForm('recipes', recipe).rating).toBe('contentRatingInvalid');
  });

  it('adds a pepper once, and at most 12', () => {
    const pepper = (n: number) => ({ id: `p${n}`, slug: `p${n}`, name: `P${n}`, hebName: null });
    const twelve = Array.from({ length: MAX_RECIPE_PEPPERS }, (_, n) => pepper(n));
    expect(addPepper(twelve, pepper(99))).toHaveLength(MAX_RECIPE_PEPPERS);
    expect(addPepper([pepper(1)], pepper(1))).toEqual([pepper(1)]);
  });

  it('moves a pepper one place earlier or later, and leaves the ends as they are', () => {
    const pepper = (n: number) => ({ id: `p${n}`, slug: `p${n}`, name: `P${n}`, hebName: null });
    const three = [pepper(1), pepper(2), pepper(3)];
    expect(movePepper(three, 2, -1).map((p) => p.id)).toEqual(['p1', 'p3', 'p2']);
    expect(movePepper(three, 0, 1).map((p) => p.id)).toEqual(['p2', 'p1', 'p3']);
    expect(movePepper(three, 0, -1)).toEqual(three);
    expect(movePepper(three, 2, 1)).toEqual(three);
    expect(three.map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('content form messages', () => {
  type ContentKey = keyof typeof resources.en.admin.content.validation;
  const domainKeys = (Object.keys(MESSAGES) as MessageKey[]).filter((key) => key.startsWith('content'));

  it('has every content message of the domain, in English word for word', () => {
    const i18n = createI18n('en');
    expect(domainKeys.length).toBeGreaterThan(10);
    for (const key of domainKeys) {
      expect(Object.keys(resources.en.admin.content.validation)).toContain(key);
      expect(i18n.t(`admin:content.validation.${key as ContentKey}`)).toBe(MESSAGES[key]);
    }
  });

  it('has every message in Hebrew too', () => {
    const i18n = createI18n('he');
    for (const key of domainKeys) {
      const text = i18n.t(`admin:content.validation.${key as ContentKey}`);
      expect(Object.keys(resources.he.admin.content.validation)).toContain(key);
      expect(text).not.toBe(MESSAGES[key]);
      expect(text).toMatch(/[\u0590-\u05FF]/);
    }
  });
});
