import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The address of page N of a list paged in the URL (`?page=N`, none for the first), the rest of the query kept: for
 * Pagination's links.
 */
export function usePageHref(param = 'page'): (page: number) => string {
  const { pathname, search } = useLocation();
  return useCallback(
    (page: number) => {
      const params = new URLSearchParams(search);
      if (page <= 1) params.delete(param);
      else params.set(param, String(page));
      const query = params.toString();
      return `${pathname}${query ? `?${query}` : ''}`;
    },
    [pathname, search, param],
  );
}
