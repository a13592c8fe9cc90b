/** The control panel's tabs, in order (docs/product-rules.md#screens). */
export const ADMIN_TABS = ['dashboard', 'users', 'topics', 'peppers', 'content', 'reports', 'outbox', 'apiKeys', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'dashboard';

/** Moderators see only the forum's moderation tabs; the server refuses them everything else. */
export const MODERATOR_TABS: readonly AdminTab[] = ['reports', 'topics'];

export function adminTabsFor(user: { role?: string | null }): readonly AdminTab[] {
  return user.role === 'admin' ? ADMIN_TABS : MODERATOR_TABS;
}

export function parseAdminTab(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}
