import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** The address of a pepper's page: the catalogue with its details open. */
export function pepperPath(slug: string): string {
  return `/peppers/${encodeURIComponent(slug)}`;
}

/**
 * Which pepper's details are open: the one whose page this is (/peppers/<slug>). Opening and closing
 * keep the catalogue's filters (the query string) and replace the history entry, as before.
 * (Old /peppers?pepper=<id> links are moved to the page by the server.)
 */
export function useOpenPepper() {
  const { slug } = useParams<{ slug?: string }>();
  const navigate = useNavigate();
  const { search } = useLocation();

  const go = useCallback(
    (path: string) => navigate({ pathname: path, search }, { replace: true, preventScrollReset: true, flushSync: true }),
    [navigate, search],
  );

  return {
    openSlug: slug ?? null,
    open: useCallback((next: string) => go(pepperPath(next)), [go]),
    close: useCallback(() => go('/peppers'), [go]),
  };
}
