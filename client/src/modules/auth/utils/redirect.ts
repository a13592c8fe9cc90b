/** Navigation state that asks the login page to come back here after signing in. */
export interface ReturnState {
  from?: string;
}

/**
 * Where to go after signing in: the page the visitor came from, when it is a path on this site
 * (never another origin, never the login page itself), else home.
 */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === '/login' || from.startsWith('/login?')) return '/';
  return from;
}
