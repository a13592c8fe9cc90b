import {
  contentLines,
  DEFAULT_DIFFICULTY,
  GUIDE_FIELDS,
  GUIDE_LEVEL_VALUES,
  CONTENT_LIMITS,
  NEWS_EVENT_FIELDS,
  normalizeDifficulty,
  normalizeText,
  RECIPE_FIELDS,
  validateGuide,
  validateNewsEvent,
  validateRecipe,
  type Difficulty,
  type FieldErrors,
} from '@pepper-atlas/domain';
import type {
  AdminGuideFieldsFragment,
  AdminNewsEventFieldsFragment,
  AdminRecipeFieldsFragment,
  GuideInput,
  NewsEventInput,
  RecipeInput,
} from '@/generated/graphql';
import type { ContentKind } from '@/modules/content/utils/contentKinds';
import { difficultyValue } from '@/modules/peppers/utils/vocabulary';

/** An entry of a kind as the admin list and the form have it (the whole entry: a save replaces it). */
export type AdminContentEntry =
  | { kind: 'news'; item: AdminNewsEventFieldsFragment }
  | { kind: 'recipes'; item: AdminRecipeFieldsFragment }
  | { kind: 'guides'; item: AdminGuideFieldsFragment };

export type AdminContentItem = AdminContentEntry['item'];

/** Every field the domain checks, of any kind. */
export type ContentField = (typeof NEWS_EVENT_FIELDS)[number] | (typeof RECIPE_FIELDS)[number] | (typeof GUIDE_FIELDS)[number];

/** The fields a kind's form edits as text (the recipe's peppers are a list of their own), in the domain's order. */
export const CONTENT_FIELDS: Record<ContentKind, readonly ContentField[]> = {
  news: NEWS_EVENT_FIELDS,
  recipes: RECIPE_FIELDS,
  guides: GUIDE_FIELDS,
};

/** Textareas holding one item (an ingredient, a step, a paragraph) a line. */
export const LINE_FIELDS: readonly ContentField[] = ['ingredients', 'hebIngredients', 'steps', 'hebSteps', 'body', 'hebBody'];

/** A pepper a recipe links: what its chip shows. */
export interface PickedPepper {
  id: string;
  slug: string;
  name: string;
  hebName: string | null;
}

/** The form's values: every text field as typed, the published flag and the recipe's peppers in order. */
export interface ContentFormValues {
  fields: Partial<Record<ContentField, string>>;
  published: boolean;
  peppers: PickedPepper[];
}

export const MAX_RECIPE_PEPPERS = CONTENT_LIMITS.peppersMax;

const today = () => new Date().toISOString().slice(0, 10);

/** A new entry: published, today's date, no attendees, a Medium recipe, a beginner guide. */
export function emptyContentForm(kind: ContentKind): ContentFormValues {
  const fields: Partial<Record<ContentField, string>> = Object.fromEntries(CONTENT_FIELDS[kind].map((field) => [field, '']));
  if (kind === 'news') Object.assign(fields, { date: today(), attendees: '0' });
  if (kind === 'recipes') Object.assign(fields, { difficulty: DEFAULT_DIFFICULTY });
  if (kind === 'guides') Object.assign(fields, { level: GUIDE_LEVEL_VALUES[0] });
  delete fields.pepperIds;
  return { fields, published: true, peppers: [] };
}

const joinLines = (lines: readonly string[]) => lines.join('\n');

/** A stored entry as the form edits it. */
export function contentFormFromEntry(entry: AdminContentEntry): ContentFormValues {
  switch (entry.kind) {
    case 'news': {
      const { item } = entry;
      return {
        fields: {
          title: item.title,
          hebTitle: item.hebTitle,
          text: item.text,
          hebText: item.hebText,
          date: item.date,
          location: item.location,
          hebLocation: item.hebLocation,
          attendees: String(item.attendees),
        },
        published: item.published,
        peppers: [],
      };
    }
    case 'recipes': {
      const { item } = entry;
      return {
        fields: {
          title: item.title,
          hebTitle: item.hebTitle,
          description: item.description,
          hebDescription: item.hebDescription,
          difficulty: normalizeDifficulty(item.difficulty) ?? DEFAULT_DIFFICULTY,
          timeMinutes: String(item.timeMinutes),
          rating: String(item.rating),
          servings: String(item.servings),
          ingredients: joinLines(item.ingredients),
          hebIngredients: joinLines(item.hebIngredients),
          steps: joinLines(item.steps),
          hebSteps: joinLines(item.hebSteps),
        },
        published: item.published,
        peppers: item.peppers.map(({ id, slug, name, hebName }) => ({ id, slug, name, hebName })),
      };
    }
    case 'guides': {
      const { item } = entry;
      return {
        fields: {
          title: item.title,
          hebTitle: item.hebTitle,
          description: item.description,
          hebDescription: item.hebDescription,
          level: item.level,
          durationMinutes: String(item.durationMinutes),
          body: joinLines(item.body),
          hebBody: joinLines(item.hebBody),
        },
        published: item.published,
        peppers: [],
      };
    }
  }
}

/** A textarea's items: one a line, trimmed, blank lines dropped. */
export const linesOf = (text: string | undefined) => contentLines((text ?? '').split('\n'));

const text = (values: ContentFormValues, field: ContentField) => values.fields[field] ?? '';
const trimmed = (values: ContentFormValues, field: ContentField) => normalizeText(text(values, field));
/** A number field: digits as typed are numbers; anything else stays text, for the rules to refuse. */
const numberOf = (values: ContentFormValues, field: ContentField) => {
  const value = text(values, field).trim();
  return value === '' ? '' : Number.isFinite(Number(value)) ? Number(value) : value;
};

/** What the domain's rules check, as the server gets it. */
function domainValues(kind: ContentKind, values: ContentFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS[kind]) {
    out[field] = LINE_FIELDS.includes(field) ? text(values, field).split('\n') : text(values, field);
  }
  if (kind === 'recipes') out.pepperIds = values.peppers.map((pepper) => pepper.id);
  return out;
}

/** The domain's messages for the whole form, by field. */
export function validateContentForm(kind: ContentKind, values: ContentFormValues): FieldErrors<ContentField> {
  const input = domainValues(kind, values);
  switch (kind) {
    case 'news':
      return validateNewsEvent(input as unknown as Parameters<typeof validateNewsEvent>[0]);
    case 'recipes':
      return validateRecipe(input as unknown as Parameters<typeof validateRecipe>[0]);
    case 'guides':
      return validateGuide(input as unknown as Parameters<typeof validateGuide>[0]);
  }
}

export function newsEventInput(values: ContentFormValues): NewsEventInput {
  return {
    title: trimmed(values, 'title'),
    hebTitle: trimmed(values, 'hebTitle'),
    text: trimmed(values, 'text'),
    hebText: trimmed(values, 'hebText'),
    date: text(values, 'date').trim(),
    location: trimmed(values, 'location'),
    hebLocation: trimmed(values, 'hebLocation'),
    attendees: Number(numberOf(values, 'attendees')),
    published: values.published,
  };
}

export function recipeInput(values: ContentFormValues): RecipeInput {
  return {
    title: trimmed(values, 'title'),
    hebTitle: trimmed(values, 'hebTitle'),
    description: trimmed(values, 'description'),
    hebDescription: trimmed(values, 'hebDescription'),
    difficulty: difficultyValue((normalizeDifficulty(text(values, 'difficulty')) ?? DEFAULT_DIFFICULTY) as Difficulty),
    timeMinutes: Number(numberOf(values, 'timeMinutes')),
    rating: Number(numberOf(values, 'rating')),
    servings: Number(numberOf(values, 'servings')),
    ingredients: linesOf(values.fields.ingredients),
    hebIngredients: linesOf(values.fields.hebIngredients),
    steps: linesOf(values.fields.steps),
    hebSteps: linesOf(values.fields.hebSteps),
    pepperIds: values.peppers.map((pepper) => pepper.id),
    published: values.published,
  };
}

export function guideInput(values: ContentFormValues): GuideInput {
  return {
    title: trimmed(values, 'title'),
    hebTitle: trimmed(values, 'hebTitle'),
    description: trimmed(values, 'description'),
    hebDescription: trimmed(values, 'hebDescription'),
    level: text(values, 'level'),
    durationMinutes: Number(numberOf(values, 'durationMinutes')),
    body: linesOf(values.fields.body),
    hebBody: linesOf(values.fields.hebBody),
    published: values.published,
  };
}

/** The input a save sends: the whole entry. */
export type ContentInput =
  | { kind: 'news'; input: NewsEventInput }
  | { kind: 'recipes'; input: RecipeInput }
  | { kind: 'guides'; input: GuideInput };

export function contentInput(kind: ContentKind, values: ContentFormValues): ContentInput {
  switch (kind) {
    case 'news':
      return { kind, input: newsEventInput(values) };
    case 'recipes':
      return { kind, input: recipeInput(values) };
    case 'guides':
      return { kind, input: guideInput(values) };
  }
}

/** A stored entry sent back whole with `published` set (the list's Publish and Unpublish). */
export function withPublished(entry: AdminContentEntry, published: boolean): ContentInput {
  return contentInput(entry.kind, { ...contentFormFromEntry(entry), published });
}

/** Adds a pepper at the end (once; at most MAX_RECIPE_PEPPERS). */
export function addPepper(peppers: readonly PickedPepper[], pepper: PickedPepper): PickedPepper[] {
  if (peppers.some((p) => p.id === pepper.id) || peppers.length >= MAX_RECIPE_PEPPERS) return [...peppers];
  return [...peppers, pepper];
}

/** The list with the pepper at `index` moved one place earlier (-1) or later (1); at an end, the same order. */
export function movePepper(peppers: readonly PickedPepper[], index: number, by: -1 | 1): PickedPepper[] {
  const target = index + by;
  const next = [...peppers];
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The entry's title in the reader's language, and the other one. */
export function contentTitles(item: { title: string; hebTitle: string }, language: string) {
  return language === 'he'
    ? { title: item.hebTitle || item.title, other: item.title, otherLang: 'en' as const }
    : { title: item.title || item.hebTitle, other: item.hebTitle, otherLang: 'he' as const };
}
