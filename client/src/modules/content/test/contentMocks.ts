import type { MockLink } from '@apollo/client/testing';
import {
  GuideBySlugDocument,
  GuidesDocument,
  NewsEventBySlugDocument,
  RecipeBySlugDocument,
  HomeContentDocument,
  NewsEventsDocument,
  RecipesDocument,
  type GuideDetailsFieldsFragment,
  type GuideFieldsFragment,
  type NewsEventFieldsFragment,
  type RecipeDetailsFieldsFragment,
  type RecipeFieldsFragment,
} from '@/generated/graphql';

export function newsEvent(overrides: Partial<NewsEventFieldsFragment> = {}): NewsEventFieldsFragment {
  return {
    __typename: 'NewsEvent',
    id: 'n1',
    slug: 'fete-du-piment-in-espelette',
    title: 'Fête du Piment in Espelette',
    hebTitle: 'פסטיבל הפלפל באספלט',
    text: 'The Basque village celebrates the end of its pepper harvest.',
    hebText: 'הכפר הבאסקי חוגג את סוף קטיף הפלפלים.',
    date: '2026-10-24',
    location: 'Espelette, French Basque Country',
    hebLocation: 'אספלט, חבל הבאסקים הצרפתי',
    attendees: 20000,
    image: null,
    imageSrcSet: null,
    ...overrides,
  };
}

export function recipe(overrides: Partial<RecipeFieldsFragment> = {}): RecipeFieldsFragment {
  return {
    __typename: 'Recipe',
    id: 'r1',
    slug: 'sichuan-style-chili-oil',
    title: 'Sichuan-Style Chili Oil',
    hebTitle: 'שמן צ׳ילי בסגנון סצ׳ואן',
    description: 'Aromatic oil poured over chili flakes.',
    hebDescription: 'שמן ארומטי שנשפך על פתיתי צ׳ילי.',
    difficulty: 'medium',
    timeMinutes: 90,
    rating: 4.9,
    servings: 16,
    image: null,
    imageSrcSet: null,
    ...overrides,
  };
}

/** A recipe as its page reads it: the card's fields, its ingredients and steps. */
export function recipeDetails(overrides: Partial<RecipeDetailsFieldsFragment> = {}): RecipeDetailsFieldsFragment {
  return {
    ...recipe(),
    ingredients: ['1 cup neutral oil', '1/2 cup chili flakes'],
    hebIngredients: ['כוס שמן נייטרלי', 'חצי כוס פתיתי צ׳ילי'],
    steps: ['Heat the oil.', 'Pour it over the flakes.'],
    hebSteps: ['מחממים את השמן.', 'יוצקים על הפתיתים.'],
    peppers: [
      { __typename: 'Pepper', id: 'p1', slug: 'chile-de-arbol', name: 'Chile de Árbol', hebName: 'צ׳ילה דה ארבול', shuMin: 15_000, shuMax: 30_000 },
      { __typename: 'Pepper', id: 'p2', slug: 'pepper-x', name: 'Pepper X', hebName: null, shuMin: 2_693_000, shuMax: null },
    ],
    ...overrides,
  };
}

export function guide(overrides: Partial<GuideFieldsFragment> = {}): GuideFieldsFragment {
  return {
    __typename: 'Guide',
    id: 'g1',
    slug: 'germinating-pepper-seeds',
    title: 'Germinating Pepper Seeds',
    hebTitle: 'הנבטת זרעי פלפל',
    description: 'Warmth, moisture and patience.',
    hebDescription: 'חום, לחות וסבלנות.',
    durationMinutes: 10,
    level: 'beginner',
    views: 4120,
    image: null,
    imageSrcSet: null,
    ...overrides,
  };
}

/** A guide as its page reads it: the card's fields and its text. */
export function guideDetails(overrides: Partial<GuideDetailsFieldsFragment> = {}): GuideDetailsFieldsFragment {
  return {
    ...guide(),
    body: ['Keep the seeds at 27 °C.', 'Most sprout within two weeks.'],
    hebBody: ['שומרים על הזרעים ב־27 מעלות.', 'רובם נובטים תוך שבועיים.'],
    ...overrides,
  };
}

export function homeContentMock(
  content: { news?: NewsEventFieldsFragment[]; recipes?: RecipeFieldsFragment[]; guides?: GuideFieldsFragment[] } = {},
): MockLink.MockedResponse {
  const { news = [newsEvent()], recipes = [recipe()], guides = [guide()] } = content;
  return {
    request: { query: HomeContentDocument, variables: { take: 3 } },
    result: {
      data: {
        __typename: 'Query',
        newsEvents: { __typename: 'NewsEventList', items: news, totalItems: news.length },
        recipes: { __typename: 'RecipeList', items: recipes, totalItems: recipes.length },
        guides: { __typename: 'GuideList', items: guides, totalItems: guides.length },
      },
    },
  };
}

export function recipesMock(
  items: RecipeFieldsFragment[],
  skip = 0,
  totalItems = items.length,
): MockLink.MockedResponse {
  return {
    request: { query: RecipesDocument, variables: { skip, take: 12 } },
    result: { data: { __typename: 'Query', recipes: { __typename: 'RecipeList', items, totalItems } } },
  };
}

export function newsEventsMock(items: NewsEventFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: NewsEventsDocument, variables: { skip: 0, take: 12 } },
    result: {
      data: { __typename: 'Query', newsEvents: { __typename: 'NewsEventList', items, totalItems: items.length } },
    },
  };
}

export function guidesMock(items: GuideFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: GuidesDocument, variables: { skip: 0, take: 12 } },
    result: { data: { __typename: 'Query', guides: { __typename: 'GuideList', items, totalItems: items.length } } },
  };
}

/** The page query of one entry by its slug; null answers as the server does for a slug nothing has (NOT_FOUND). */
export function entryBySlugMock(
  entry: { kind: 'news'; item: NewsEventFieldsFragment } | { kind: 'recipes'; item: RecipeDetailsFieldsFragment } | { kind: 'guides'; item: GuideDetailsFieldsFragment },
  picture: { image: string; imageSrcSet: string } | null = null,
): MockLink.MockedResponse {
  const [query, field] =
    entry.kind === 'news'
      ? [NewsEventBySlugDocument, 'newsEventBySlug']
      : entry.kind === 'recipes'
        ? [RecipeBySlugDocument, 'recipeBySlug']
        : [GuideBySlugDocument, 'guideBySlug'];
  const item = { ...entry.item, image: picture?.image ?? null, imageSrcSet: picture?.imageSrcSet ?? null };
  return { request: { query, variables: { slug: entry.item.slug } }, result: { data: { __typename: 'Query', [field]: item } } };
}

/** The server's answer for a recipe slug no recipe has. */
export function recipeNotFoundMock(slug: string): MockLink.MockedResponse {
  return {
    request: { query: RecipeBySlugDocument, variables: { slug } },
    result: { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] },
  };
}
