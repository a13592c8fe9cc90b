import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { pepperPath } from '@/modules/ui/utils/pepperPath';

/**
 * What the history entry of a quick look carries: a pepper opened from the catalogue shows as a dialog over it (the
 * catalogue stays as it was, with its filters and scroll). The same address reached any other way (a link, a reload in
 * a new tab, a search engine, the server's render) is the pepper's own page.
 */
export interface QuickLookState {
  quickLook: true;
}

export function isQuickLook(state: unknown): state is QuickLookState {
  return (state as Partial<QuickLookState> | null | undefined)?.quickLook === true;
}

/**
 * Which pepper's quick look is open over the catalogue: the one whose address this is, when the catalogue opened it.
 * Opening and closing keep the catalogue's filters (the query string) and replace the history entry, as before.
 * (Old /peppers?pepper=<id> links are moved to the page by the server.)
 */
export function useOpenPepper() {
  const { slug } = useParams<{ slug?: string }>();
  const navigate = useNavigate();
  const { search, state } = useLocation();

  const go = useCallback(
    (path: string, quickLook: boolean) =>
      navigate(
        { pathname: path, search },
        { replace: true, preventScrollReset: true, flushSync: true, state: quickLook ? ({ quickLook: true } satisfies QuickLookState) : null },
      ),
    [navigate, search],
  );

  return {
    openSlug: slug && isQuickLook(state) ? slug : null,
    open: useCallback((next: string) => go(pepperPath(next), true), [go]),
    close: useCallback(() => go('/peppers', false), [go]),
  };
}
