import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { GuidesDocument, NewsEventsDocument, RecipesDocument } from '@/generated/graphql';
import { guideEntries, newsEntries, recipeEntries, type ContentEntry } from '../utils/contentKinds';

/** Items per page of a 'view all' list. */
export const CONTENT_PAGE_SIZE = 12;

export interface ContentList {
  entries: ContentEntry[];
  totalItems: number;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
  loadMoreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface ListQuery {
  data?: unknown;
  networkStatus: NetworkStatus;
  error?: unknown;
  fetchMore: (options: { variables: { skip: number } }) => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

function useListState(query: ListQuery, entries: ContentEntry[], totalItems: number): ContentList {
  const { data, networkStatus, error, fetchMore, refetch } = query;
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const count = entries.length;
  const loadMore = useCallback(() => {
    setLoadMoreFailed(false);
    fetchMore({ variables: { skip: count } }).catch(() => setLoadMoreFailed(true));
  }, [fetchMore, count]);
  const retry = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  return {
    entries,
    totalItems,
    hasMore: count < totalItems,
    // A refetch over a list on screen (a member's page refreshed after hydration) keeps it: no skeleton flashes over
    // the cards the server drew. A retry after an error has nothing on screen, so it shows the skeleton.
    isLoading: networkStatus === NetworkStatus.loading || (networkStatus === NetworkStatus.refetch && data === undefined),
    isLoadingMore: networkStatus === NetworkStatus.fetchMore,
    error,
    loadMoreFailed,
    loadMore,
    retry,
  };
}

const FIRST_PAGE = { variables: { skip: 0, take: CONTENT_PAGE_SIZE }, notifyOnNetworkStatusChange: true } as const;

export function useNewsEventsList(): ContentList {
  const query = useQuery(NewsEventsDocument, FIRST_PAGE);
  const list = query.data?.newsEvents;
  return useListState(query, newsEntries(list?.items ?? []), list?.totalItems ?? 0);
}

export function useRecipesList(): ContentList {
  const query = useQuery(RecipesDocument, FIRST_PAGE);
  const list = query.data?.recipes;
  return useListState(query, recipeEntries(list?.items ?? []), list?.totalItems ?? 0);
}

export function useGuidesList(): ContentList {
  const query = useQuery(GuidesDocument, FIRST_PAGE);
  const list = query.data?.guides;
  return useListState(query, guideEntries(list?.items ?? []), list?.totalItems ?? 0);
}
