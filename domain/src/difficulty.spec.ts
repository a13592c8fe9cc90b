import { describe, it, expect } from '@jest/globals';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  DIFFICULTY_DESCRIPTIONS,
  DIFFICULTY_HEBREW,
  isDifficulty,
  normalizeDifficulty,
  normalizeDifficultyOrDefault,
} from './difficulty.js';

describe('difficulty constants', () => {
  it('lists Easy, Medium, Hard with Medium as default', () => {
    expect(DIFFICULTIES).toEqual(['Easy', 'Medium', 'Hard']);
    expect(DEFAULT_DIFFICULTY).toBe('Medium');
  });
  it('has Hebrew equivalents and descriptions', () => {
    expect(DIFFICULTY_HEBREW).toEqual({ Easy: 'קל', Medium: 'בינוני', Hard: 'קשה' });
    expect(DIFFICULTY_DESCRIPTIONS).toEqual({
      Easy: 'For beginners',
      Medium: 'Requires experience',
      Hard: 'For experienced growers',
    });
  });
  it('isDifficulty accepts only canonical values', () => {
    expect(isDifficulty('Hard')).toBe(true);
    expect(isDifficulty('hard')).toBe(false);
    expect(isDifficulty(undefined)).toBe(false);
  });
});

describe('normalizeDifficulty', () => {
  it.each([
    ['Easy', 'Easy'],
    ['easy', 'Easy'],
    ['  MEDIUM ', 'Medium'],
    ['hard', 'Hard'],
    ['קל', 'Easy'],
    ['קלה', 'Easy'],
    ['בינוני', 'Medium'],
    ['בינונית', 'Medium'],
    [' קשה ', 'Hard'],
  ])('accepts %p', (input, expected) => expect(normalizeDifficulty(input)).toBe(expected));
  it.each([[''], ['  '], ['beginner'], ['very hard'], [null], [undefined], [1], [{}]])('returns null for %p', (input) =>
    expect(normalizeDifficulty(input)).toBeNull(),
  );
});

describe('normalizeDifficultyOrDefault', () => {
  it('normalises known values', () => expect(normalizeDifficultyOrDefault('קשה')).toBe('Hard'));
  it.each([[undefined], [null], [''], ['unknown']])('sends a missing or unknown value (%p) as Medium', (input) =>
    expect(normalizeDifficultyOrDefault(input)).toBe('Medium'),
  );
});
