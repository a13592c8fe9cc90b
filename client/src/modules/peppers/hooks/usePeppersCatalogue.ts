import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PeppersDocument } from '@/generated/graphql';

export const PEPPERS_PAGE_SIZE = 24;

/** The URL parameter that holds the catalogue search (the home page links with it too). */
export const SEARCH_TERM_PARAM = 'searchTerm';

/** Catalogue state: the search lives in the URL, pages are appended by "load more". */
export function usePeppersCatalogue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchTerm = searchParams.get(SEARCH_TERM_PARAM)?.trim() ?? '';

  const { data, error, networkStatus, fetchMore } = useQuery(PeppersDocument, {
    variables: { search: searchTerm || null, skip: 0, take: PEPPERS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });

  const setSearchTerm = useCallback(
    (value: string) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(SEARCH_TERM_PARAM, value);
          else next.delete(SEARCH_TERM_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const peppers = data?.peppers.items ?? [];
  const totalItems = data?.peppers.totalItems ?? 0;

  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const loadMore = useCallback(() => {
    setLoadMoreFailed(false);
    fetchMore({ variables: { skip: peppers.length } }).catch(() => setLoadMoreFailed(true));
  }, [fetchMore, peppers.length]);

  return {
    searchTerm,
    setSearchTerm,
    peppers,
    totalItems,
    hasMore: peppers.length < totalItems,
    isLoading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    isLoadingMore: networkStatus === NetworkStatus.fetchMore,
    error,
    loadMore,
    loadMoreFailed,
  };
}
