/** Navigation state that asks the login page to come back here after signing in. */
export interface ReturnState {
  from?: string;
}

const AUTH_PAGES = ['/login', '/register'];

/**
 * Where to go after signing in: the page the visitor came from, when it is a path on this site
 * (never another origin, never a sign-in or sign-up page itself), else `fallback` (home).
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  if (AUTH_PAGES.some((page) => from === page || from.startsWith(`${page}?`) || from.startsWith(`${page}#`))) return fallback;
  return from;
}
