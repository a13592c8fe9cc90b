import type { GuideFieldsFragment, NewsEventFieldsFragment, RecipeFieldsFragment } from '@/generated/graphql';

/** The home page's stored, bilingual content: news and events, recipes, guides. */
export const CONTENT_KINDS = ['news', 'recipes', 'guides'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The 'view all' list of each kind. */
export const CONTENT_PATHS: Record<ContentKind, string> = {
  news: '/news',
  recipes: '/recipes',
  guides: '/guides',
};

/** The address of one entry's page: /news/<slug>, /recipes/<slug>, /guides/<slug>. */
export function contentPath(kind: ContentKind, slug: string): string {
  return `${CONTENT_PATHS[kind]}/${encodeURIComponent(slug)}`;
}

/** One piece of content with its kind, so cards pick the right layout. */
export type ContentEntry =
  | { kind: 'news'; item: NewsEventFieldsFragment }
  | { kind: 'recipes'; item: RecipeFieldsFragment }
  | { kind: 'guides'; item: GuideFieldsFragment };

export const newsEntries = (items: NewsEventFieldsFragment[]): ContentEntry[] =>
  items.map((item) => ({ kind: 'news', item }));
export const recipeEntries = (items: RecipeFieldsFragment[]): ContentEntry[] =>
  items.map((item) => ({ kind: 'recipes', item }));
export const guideEntries = (items: GuideFieldsFragment[]): ContentEntry[] =>
  items.map((item) => ({ kind: 'guides', item }));
