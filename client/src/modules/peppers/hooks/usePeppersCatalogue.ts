import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CataloguePeppersDocument } from '@/generated/graphql';
import { useSession } from '@/modules/auth/session/useSession';
import { catalogueVariables, type CatalogueFilters } from '../utils/catalogueFilters';
import { useGuestFavorites } from './useGuestFavorites';

export const PEPPERS_PAGE_SIZE = 12;

export { SEARCH_TERM_PARAM } from '../utils/catalogueFilters';

/** The catalogue list for the filters in the URL; further pages are appended ("load more"). */
export function usePeppersCatalogue(filters: CatalogueFilters) {
  const signedIn = useSession() !== null;
  const guestFavoriteIds = useGuestFavorites();
  const { i18n } = useTranslation();
  const variables = {
    ...catalogueVariables(filters, { signedIn, guestFavoriteIds }, i18n.language),
    skip: 0,
    take: PEPPERS_PAGE_SIZE,
  };

  const { data, error, networkStatus, fetchMore, refetch } = useQuery(CataloguePeppersDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });

  const peppers = data?.peppers.items ?? [];
  const totalItems = data?.peppers.totalItems ?? 0;
  // The server counts a large result up to 1,000 (or one past the page): there are more than that.
  const totalCapped = data?.peppers.totalCapped ?? false;

  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const isLoadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMore = useCallback(() => {
    if (isLoadingMore) return;
    setLoadMoreFailed(false);
    fetchMore({ variables: { skip: peppers.length } }).catch(() => setLoadMoreFailed(true));
  }, [fetchMore, peppers.length, isLoadingMore]);

  const retry = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  return {
    peppers,
    totalItems,
    totalCapped,
    hasMore: totalCapped || peppers.length < totalItems,
    isLoading:
      networkStatus === NetworkStatus.loading ||
      networkStatus === NetworkStatus.setVariables ||
      // A refetch over results on screen (a member's answers, after hydration) keeps them: no skeleton flash.
      (networkStatus === NetworkStatus.refetch && data === undefined),
    isLoadingMore,
    error,
    loadMore,
    loadMoreFailed,
    retry,
  };
}
