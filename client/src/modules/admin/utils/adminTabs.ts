/** The control panel's tabs, in order (SPEC section 2). */
export const ADMIN_TABS = ['dashboard', 'users', 'topics', 'peppers', 'reports', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'dashboard';

export function parseAdminTab(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}
