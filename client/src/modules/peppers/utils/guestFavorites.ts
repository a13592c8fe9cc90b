/**
 * A guest's favorite peppers, kept in this browser (localStorage) until they sign in; then they
 * are added to the account (`addFavorites`) and forgotten here.
 */
export const GUEST_FAVORITES_KEY = 'peppers-favorites';

/** More than any catalogue holds; keeps a tampered value from growing without bound. */
const MAX_GUEST_FAVORITES = 500;

type Listener = () => void;
const listeners = new Set<Listener>();
/** No favorites: the same array every time (the server's snapshot too: React compares them with Object.is). */
export const NO_GUEST_FAVORITES: readonly string[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedIds: readonly string[] = NO_GUEST_FAVORITES;

function parse(raw: string | null): readonly string[] {
  if (!raw) return NO_GUEST_FAVORITES;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NO_GUEST_FAVORITES;
    const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 40);
    return Object.freeze([...new Set(ids)].slice(0, MAX_GUEST_FAVORITES));
  } catch {
    return NO_GUEST_FAVORITES;
  }
}

/** The stored ids; the same array while the stored value is unchanged (a stable snapshot). */
export function getGuestFavorites(): readonly string[] {
  const raw = localStorage.getItem(GUEST_FAVORITES_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

function save(ids: readonly string[]): void {
  if (ids.length === 0) localStorage.removeItem(GUEST_FAVORITES_KEY);
  else localStorage.setItem(GUEST_FAVORITES_KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

/** Adds or removes a favorite; returns whether it is now a favorite. */
export function toggleGuestFavorite(id: string): boolean {
  const ids = getGuestFavorites();
  const isFavorite = ids.includes(id);
  save(isFavorite ? ids.filter((existing) => existing !== id) : [...ids, id].slice(-MAX_GUEST_FAVORITES));
  return !isFavorite;
}

export function clearGuestFavorites(): void {
  save(NO_GUEST_FAVORITES);
}

export function subscribeToGuestFavorites(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changing them.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
