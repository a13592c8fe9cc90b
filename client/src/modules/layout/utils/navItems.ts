export type NavKey = 'home' | 'peppers' | 'forum' | 'admin';

export interface NavItem {
  key: NavKey;
  path: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: '/' },
  { key: 'peppers', path: '/peppers' },
  { key: 'forum', path: '/forum' },
  { key: 'admin', path: '/admin' },
];

/** The admin item is shown only to an authenticated, active admin. */
export function visibleNavItems(showAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => item.key !== 'admin' || showAdmin);
}

/**
 * The item whose section holds the path (/forum/topic/7 -> forum, / -> home); none for a screen
 * outside the sections (/profile, /login, /graphiql, an unknown address): nothing claims to be "here".
 */
export function activeNavKey(pathname: string, items: readonly NavItem[]): NavKey | null {
  const match = items.find((item) =>
    item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`),
  );
  return match?.key ?? null;
}
