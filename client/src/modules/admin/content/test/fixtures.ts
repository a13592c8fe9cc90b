import type { MockLink } from '@apollo/client/testing';
import {
  AdminNewsEventsDocument,
  AdminRecipesDocument,
  type AdminNewsEventFieldsFragment,
  type AdminRecipeFieldsFragment,
} from '@/generated/graphql';
import { accountFixture, meMock } from '@/test/fixtures';
import { renderApp, storeLanguage, storeSession } from '@/test/renderApp';

export function recipeFixture(overrides: Partial<AdminRecipeFieldsFragment> = {}): AdminRecipeFieldsFragment {
  return {
    __typename: 'Recipe',
    id: 'r1',
    slug: 'salsa-verde',
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
    peppers: [{ __typename: 'Pepper', id: 'p2', slug: 'jalapeno', name: 'Jalapeño', hebName: 'חלפיניו' }],
    published: true,
    image: null,
    imageSrcSet: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const DRAFT_RECIPE = recipeFixture({
  id: 'r2',
  slug: 'harissa',
  title: 'Harissa',
  hebTitle: 'חריסה',
  published: false,
  peppers: [],
});

/** A kind's admin list as the server has it now: answered every time (the tab fetches it again after a change). */
export function recipesMock(rows: () => AdminRecipeFieldsFragment[], search: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: AdminRecipesDocument, variables: { search, skip: 0, take: 20 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      const items = rows();
      return { data: { __typename: 'Query', adminRecipes: { __typename: 'RecipeList', items, totalItems: items.length } } };
    },
  };
}

export function newsMock(rows: () => AdminNewsEventFieldsFragment[] = () => []): MockLink.MockedResponse {
  return {
    request: { query: AdminNewsEventsDocument, variables: { search: null, skip: 0, take: 20 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      const items = rows();
      return { data: { __typename: 'Query', adminNewsEvents: { __typename: 'NewsEventList', items, totalItems: items.length } } };
    },
  };
}

/** The admin panel on the content tab, signed in as an admin, in the given language. */
export function renderContentTab(mocks: ReadonlyArray<MockLink.MockedResponse>, language: 'he' | 'en' = 'en') {
  storeLanguage(language);
  storeSession({ role: 'admin', isActive: true, username: 'admin' });
  return renderApp({
    route: '/admin?tab=content',
    mocks: [meMock(accountFixture({ role: 'admin', username: 'admin' })), newsMock(), ...mocks],
  });
}
