import { STORAGE_KEYS } from '@pepper-atlas/domain';

/** The user object stored at sign-in (localStorage `user`). */
export interface SessionUser {
  id: string;
  username: string;
  firstName?: string;
  lastName?: string;
  avatar?: string | null;
  role: string;
  isActive: boolean;
}

/** Signed in means both an access token and a stored user are present (SPEC section 4). */
export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<SessionUser>;
    if (typeof user.username !== 'string' || typeof user.role !== 'string') return null;
    return { ...user, id: String(user.id ?? ''), isActive: user.isActive === true } as SessionUser;
  } catch {
    return null;
  }
}

let cachedKey: string | null = null;
let cachedSession: Session | null = null;

/**
 * The current session, read from browser storage. The result is cached by the raw stored values,
 * so it is a stable snapshot for `useSyncExternalStore`.
 */
export function getSession(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  const rawUser = localStorage.getItem(STORAGE_KEYS.user);
  const key = `${token}\u0000${rawUser}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const user = parseUser(rawUser);
    cachedSession = token && user ? { token, user } : null;
  }
  return cachedSession;
}

export function getAuthToken(): string | null {
  return getSession()?.token ?? null;
}

/** Removes the token and the stored user (logout, or the server no longer accepts the token). */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function displayName(user: SessionUser): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.username;
}
