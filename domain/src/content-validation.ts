/**
 * The rules of news, recipes and guides as the administrators write them (issue 33), shared by the server and the
 * admin form. Every text is trimmed and counted in characters; titles and the main text are required in both
 * languages, since each page is read in either.
 */
import { isDifficulty } from './difficulty.js';
import type { MessageKey } from './messages.js';
import { normalizeText, type TextKind } from './text.js';
import { charCount } from './util.js';
import { directionError, type FieldErrors } from './validation.js';

/**
 * The limits of news, recipes and guides (issue 33). Apart from LIMITS (limits.ts), which every page loads with its
 * frame: only the control panel and the server check these.
 */
export const CONTENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  /** A news item's text, and each paragraph of a guide. */
  textMax: 4000,
  locationMax: 200,
  /** Each ingredient or step of a recipe. */
  lineMax: 1000,
  /** Ingredients or steps of a recipe, paragraphs of a guide, in each language. */
  linesMax: 60,
  attendeesMax: 1_000_000,
  /** A recipe's time or a guide's duration: up to a week. */
  minutesMax: 10_080,
  servingsMax: 1000,
  ratingMax: 5,
  /** Peppers a recipe links. */
  peppersMax: 12,
} as const;

export const GUIDE_LEVEL_VALUES = ['beginner', 'intermediate', 'advanced'] as const;
export type GuideLevelValue = (typeof GUIDE_LEVEL_VALUES)[number];

export const NEWS_EVENT_FIELDS = ['title', 'hebTitle', 'text', 'hebText', 'date', 'location', 'hebLocation', 'attendees'] as const;
export const RECIPE_FIELDS = [
  'title',
  'hebTitle',
  'description',
  'hebDescription',
  'difficulty',
  'timeMinutes',
  'rating',
  'servings',
  'ingredients',
  'hebIngredients',
  'steps',
  'hebSteps',
  'pepperIds',
] as const;
export const GUIDE_FIELDS = ['title', 'hebTitle', 'description', 'hebDescription', 'level', 'durationMinutes', 'body', 'hebBody'] as const;

export type NewsEventField = (typeof NEWS_EVENT_FIELDS)[number];
export type RecipeField = (typeof RECIPE_FIELDS)[number];
export type GuideField = (typeof GUIDE_FIELDS)[number];

export interface NewsEventValues {
  title: unknown;
  hebTitle: unknown;
  text: unknown;
  hebText: unknown;
  date: unknown;
  location: unknown;
  hebLocation: unknown;
  attendees: unknown;
}

export interface RecipeValues {
  title: unknown;
  hebTitle: unknown;
  description: unknown;
  hebDescription: unknown;
  difficulty: unknown;
  timeMinutes: unknown;
  rating: unknown;
  servings: unknown;
  ingredients: unknown;
  hebIngredients: unknown;
  steps: unknown;
  hebSteps: unknown;
  pepperIds: unknown;
}

export interface GuideValues {
  title: unknown;
  hebTitle: unknown;
  description: unknown;
  hebDescription: unknown;
  level: unknown;
  durationMinutes: unknown;
  body: unknown;
  hebBody: unknown;
}

/** A required text: its first fault, or null. */
function requiredText(value: unknown, max: number, tooLong: MessageKey, kind: TextKind = 'line'): MessageKey | null {
  const text = normalizeText(value);
  if (text === '') return 'contentRequired';
  if (charCount(text) > max) return tooLong;
  return directionError(text, kind);
}

/** A whole number from min to max (a number, or digits as text). */
function wholeNumber(value: unknown, min: number, max: number): boolean {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
}

/** A list of lines (ingredients, steps, paragraphs): blank lines are dropped; at most linesMax, each at most max. */
function lines(value: unknown, max: number, tooLong: MessageKey, required: boolean): MessageKey | null {
  if (value !== undefined && value !== null && !Array.isArray(value)) return 'contentRequired';
  const kept = contentLines(value);
  if (required && kept.length === 0) return 'contentRequired';
  if (kept.length > CONTENT_LIMITS.linesMax) return 'contentTooManyLines';
  for (const line of kept) {
    if (charCount(line) > max) return tooLong;
    const direction = directionError(line, 'line');
    if (direction) return direction;
  }
  return null;
}

/** The lines as stored: each trimmed, blank ones dropped. */
export function contentLines(value: unknown): string[] {
  return Array.isArray(value) ? value.map((line) => normalizeText(line)).filter((line) => line !== '') : [];
}

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export function isContentDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function collect<F extends string>(checks: [F, MessageKey | null][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

const L = CONTENT_LIMITS;

export function validateNewsEvent(input: NewsEventValues): FieldErrors<NewsEventField> {
  return collect<NewsEventField>([
    ['title', requiredText(input.title, L.titleMax, 'contentTitleTooLong')],
    ['hebTitle', requiredText(input.hebTitle, L.titleMax, 'contentTitleTooLong')],
    ['text', requiredText(input.text, L.textMax, 'contentTextTooLong', 'multiline')],
    ['hebText', requiredText(input.hebText, L.textMax, 'contentTextTooLong', 'multiline')],
    ['date', isContentDate(input.date) ? null : 'contentDateInvalid'],
    ['location', requiredText(input.location, L.locationMax, 'contentLocationTooLong')],
    ['hebLocation', requiredText(input.hebLocation, L.locationMax, 'contentLocationTooLong')],
    ['attendees', wholeNumber(input.attendees, 0, L.attendeesMax) ? null : 'contentAttendeesInvalid'],
  ]);
}

export function validateRecipe(input: RecipeValues): FieldErrors<RecipeField> {
  const rating = typeof input.rating === 'string' && input.rating.trim() !== '' ? Number(input.rating) : input.rating;
  const pepperIds = Array.isArray(input.pepperIds) ? input.pepperIds : [];
  return collect<RecipeField>([
    ['title', requiredText(input.title, L.titleMax, 'contentTitleTooLong')],
    ['hebTitle', requiredText(input.hebTitle, L.titleMax, 'contentTitleTooLong')],
    ['description', requiredText(input.description, L.descriptionMax, 'contentDescriptionTooLong', 'multiline')],
    ['hebDescription', requiredText(input.hebDescription, L.descriptionMax, 'contentDescriptionTooLong', 'multiline')],
    ['difficulty', isDifficulty(input.difficulty) ? null : 'contentDifficultyInvalid'],
    ['timeMinutes', wholeNumber(input.timeMinutes, 1, L.minutesMax) ? null : 'contentMinutesInvalid'],
    ['rating', typeof rating === 'number' && Number.isFinite(rating) && rating >= 0 && rating <= L.ratingMax ? null : 'contentRatingInvalid'],
    ['servings', wholeNumber(input.servings, 1, L.servingsMax) ? null : 'contentServingsInvalid'],
    ['ingredients', lines(input.ingredients, L.lineMax, 'contentLineTooLong', true)],
    ['hebIngredients', lines(input.hebIngredients, L.lineMax, 'contentLineTooLong', true)],
    ['steps', lines(input.steps, L.lineMax, 'contentLineTooLong', true)],
    ['hebSteps', lines(input.hebSteps, L.lineMax, 'contentLineTooLong', true)],
    ['pepperIds', new Set(pepperIds).size > L.peppersMax ? 'contentTooManyPeppers' : null],
  ]);
}

export function validateGuide(input: GuideValues): FieldErrors<GuideField> {
  return collect<GuideField>([
    ['title', requiredText(input.title, L.titleMax, 'contentTitleTooLong')],
    ['hebTitle', requiredText(input.hebTitle, L.titleMax, 'contentTitleTooLong')],
    ['description', requiredText(input.description, L.descriptionMax, 'contentDescriptionTooLong', 'multiline')],
    ['hebDescription', requiredText(input.hebDescription, L.descriptionMax, 'contentDescriptionTooLong', 'multiline')],
    ['level', (GUIDE_LEVEL_VALUES as readonly unknown[]).includes(input.level) ? null : 'contentLevelInvalid'],
    ['durationMinutes', wholeNumber(input.durationMinutes, 1, L.minutesMax) ? null : 'contentMinutesInvalid'],
    ['body', lines(input.body, L.textMax, 'contentParagraphTooLong', true)],
    ['hebBody', lines(input.hebBody, L.textMax, 'contentParagraphTooLong', true)],
  ]);
}
