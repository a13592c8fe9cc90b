import { describe, expect, it } from '@jest/globals';
import { contentLines, isContentDate, validateGuide, validateNewsEvent, validateRecipe } from './content-validation.js';

const news = {
  title: 'Chili night',
  hebTitle: 'ערב צ׳ילי',
  text: 'Tasting and talks.',
  hebText: 'טעימות והרצאות.',
  date: '2026-12-24',
  location: 'Tel Aviv',
  hebLocation: 'תל אביב',
  attendees: 120,
};
const recipe = {
  title: 'Salsa',
  hebTitle: 'סלסה',
  description: 'Fresh.',
  hebDescription: 'טרייה.',
  difficulty: 'Easy',
  timeMinutes: 15,
  rating: 4.5,
  servings: 4,
  ingredients: ['2 jalapeños'],
  hebIngredients: ['2 חלפיניו'],
  steps: ['Chop.'],
  hebSteps: ['קוצצים.'],
  pepperIds: ['a'],
};
const guide = {
  title: 'Seeds',
  hebTitle: 'זרעים',
  description: 'Start here.',
  hebDescription: 'מתחילים כאן.',
  level: 'beginner',
  durationMinutes: 10,
  body: ['Warmth.'],
  hebBody: ['חום.'],
};

describe('content rules', () => {
  it('accepts whole entries', () => {
    expect(validateNewsEvent(news)).toEqual({});
    expect(validateRecipe(recipe)).toEqual({});
    expect(validateGuide(guide)).toEqual({});
    // Digits as text are numbers too (a form's inputs).
    expect(validateRecipe({ ...recipe, timeMinutes: '15', rating: '4', servings: ' 2 ' })).toEqual({});
  });

  it('requires the titles and texts in both languages, and counts characters, not bytes', () => {
    expect(validateNewsEvent({ ...news, hebTitle: '   ', text: '' })).toEqual({ hebTitle: 'contentRequired', text: 'contentRequired' });
    expect(validateGuide({ ...guide, hebTitle: 'א'.repeat(200) })).toEqual({});
    expect(validateGuide({ ...guide, hebTitle: 'א'.repeat(201) })).toEqual({ hebTitle: 'contentTitleTooLong' });
    expect(validateRecipe({ ...recipe, description: 'x'.repeat(2001) })).toEqual({ description: 'contentDescriptionTooLong' });
    expect(validateNewsEvent({ ...news, title: 'a\u202Eb' })).toEqual({ title: 'directionControlsNotAllowed' });
  });

  it('checks dates, numbers and choices', () => {
    expect(validateNewsEvent({ ...news, date: '2026-02-30', attendees: -1 })).toEqual({ date: 'contentDateInvalid', attendees: 'contentAttendeesInvalid' });
    expect(validateRecipe({ ...recipe, timeMinutes: 0, rating: 5.5, servings: 1.5, difficulty: 'easy' })).toEqual({
      timeMinutes: 'contentMinutesInvalid',
      rating: 'contentRatingInvalid',
      servings: 'contentServingsInvalid',
      difficulty: 'contentDifficultyInvalid',
    });
    expect(validateGuide({ ...guide, level: 'expert', durationMinutes: 10_081 })).toEqual({ level: 'contentLevelInvalid', durationMinutes: 'contentMinutesInvalid' });
    expect(isContentDate('2028-02-29')).toBe(true);
    expect(isContentDate('2027-02-29')).toBe(false);
    expect(isContentDate('24/12/2026')).toBe(false);
  });

  it('keeps lines without the blank ones, and limits their number, length and the linked peppers', () => {
    expect(contentLines([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
    expect(validateRecipe({ ...recipe, ingredients: ['', ' '] })).toEqual({ ingredients: 'contentRequired' });
    expect(validateRecipe({ ...recipe, steps: Array.from({ length: 61 }, () => 'step') })).toEqual({ steps: 'contentTooManyLines' });
    expect(validateRecipe({ ...recipe, hebSteps: ['x'.repeat(1001)] })).toEqual({ hebSteps: 'contentLineTooLong' });
    expect(validateGuide({ ...guide, body: ['x'.repeat(4001)] })).toEqual({ body: 'contentParagraphTooLong' });
    expect(validateRecipe({ ...recipe, pepperIds: Array.from({ length: 13 }, (_, i) => `p${i}`) })).toEqual({ pepperIds: 'contentTooManyPeppers' });
    expect(validateRecipe({ ...recipe, ingredients: 'not a list' })).toEqual({ ingredients: 'contentRequired' });
  });
});
