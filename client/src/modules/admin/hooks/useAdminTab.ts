import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_TABS, DEFAULT_ADMIN_TAB, parseAdminTab, type AdminTab } from '../utils/adminTabs';

export const ADMIN_TAB_PARAM = 'tab';

/**
 * The open tab lives in the URL (`/admin?tab=users`), so it survives a reload and can be linked to.
 * A tab the user may not open (a moderator's `?tab=users`) falls back to their first tab.
 */
export function useAdminTab(allowed: readonly AdminTab[] = ADMIN_TABS) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = parseAdminTab(searchParams.get(ADMIN_TAB_PARAM));
  const tab = allowed.includes(parsed) ? parsed : allowed[0];
  const setTab = useCallback(
    (next: AdminTab) => {
      // A tab's own filters stay behind when leaving it.
      const params = new URLSearchParams();
      if (next !== DEFAULT_ADMIN_TAB) params.set(ADMIN_TAB_PARAM, next);
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );
  return { tab, setTab };
}
