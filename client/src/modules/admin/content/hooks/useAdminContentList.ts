import { useQuery } from '@apollo/client/react';
import { AdminGuidesDocument, AdminNewsEventsDocument, AdminRecipesDocument } from '@/generated/graphql';
import type { ContentKind } from '@/modules/content/utils/contentKinds';
import type { AdminContentEntry } from '../utils/contentForm';

export const CONTENT_PAGE_SIZE = 20;

/** One page of a kind's entries, drafts too, last saved first (the other kinds' queries wait). */
export function useAdminContentList(kind: ContentKind, search: string, page: number) {
  const variables = { search: search || null, skip: (page - 1) * CONTENT_PAGE_SIZE, take: CONTENT_PAGE_SIZE };
  const options = { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;
  const news = useQuery(AdminNewsEventsDocument, { ...options, skip: kind !== 'news' });
  const recipes = useQuery(AdminRecipesDocument, { ...options, skip: kind !== 'recipes' });
  const guides = useQuery(AdminGuidesDocument, { ...options, skip: kind !== 'guides' });

  const pick = () => {
    switch (kind) {
      case 'news': {
        const list = (news.data ?? news.previousData)?.adminNewsEvents;
        const entries = list?.items.map((item): AdminContentEntry => ({ kind, item }));
        return { query: news, entries, totalItems: list?.totalItems };
      }
      case 'recipes': {
        const list = (recipes.data ?? recipes.previousData)?.adminRecipes;
        const entries = list?.items.map((item): AdminContentEntry => ({ kind, item }));
        return { query: recipes, entries, totalItems: list?.totalItems };
      }
      case 'guides': {
        const list = (guides.data ?? guides.previousData)?.adminGuides;
        const entries = list?.items.map((item): AdminContentEntry => ({ kind, item }));
        return { query: guides, entries, totalItems: list?.totalItems };
      }
    }
  };
  const { query, entries, totalItems } = pick();
  return {
    entries,
    totalItems: totalItems ?? 0,
    loading: query.loading,
    error: query.error,
    refetch: () => query.refetch().catch(() => undefined),
  };
}
