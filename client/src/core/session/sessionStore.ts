import { STORAGE_KEYS } from '@pepper-atlas/domain';

/** The user object stored at sign-in (localStorage `user`), refreshed from `me`. */
export interface SessionUser {
  id: string;
  username: string;
  email?: string | null;
  firstName?: string;
  lastName?: string;
  avatar?: string | null;
  role: string;
  isActive: boolean;
  /** False until the address is confirmed (the banner offers a new link); absent in older stored sessions. */
  emailVerified?: boolean | null;
  /** Admins must turn it on when the site requires two-factor authentication. */
  twoFactorEnabled?: boolean | null;
}

/** Signed in means both an access token and a stored user are present (docs/product-rules.md#states). */
export interface Session {
  token: string;
  user: SessionUser;
}

/**
 * Where the server check of the stored session stands: none (signed out), pending (not yet
 * answered), verified (`me` answered for this token) or unreachable (the check could not reach
 * the server; the session is kept and checked again later).
 */
export type SessionCheck = 'none' | 'pending' | 'verified' | 'unreachable';

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

/** Only the fields the session keeps: no bio or counters in browser storage. */
export function toSessionUser(user: SessionUser): SessionUser {
  const { id, username, email, firstName, lastName, avatar, role, isActive, emailVerified, twoFactorEnabled } = user;
  return { id, username, email, firstName, lastName, avatar, role, isActive, emailVerified, twoFactorEnabled };
}

/** Stores a session the server has just issued (login, registration, password change). */
export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(toSessionUser(user)));
  checkedToken = token;
  checkResult = 'verified';
  notify();
}

/** Replaces the stored user with the server's current copy (profile refresh, profile update). */
export function updateSessionUser(user: SessionUser): void {
  if (!getSession()) return;
  const raw = JSON.stringify(toSessionUser(user));
  if (raw === localStorage.getItem(STORAGE_KEYS.user)) return;
  localStorage.setItem(STORAGE_KEYS.user, raw);
  notify();
}

/** Removes the token and the stored user (logout, or the server no longer accepts the token). */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  checkedToken = null;
  notify();
}

let checkedToken: string | null = null;
let checkResult: 'verified' | 'unreachable' = 'verified';

/** Records the outcome of checking `token` with the server. */
export function markSessionChecked(token: string, result: 'verified' | 'unreachable'): void {
  if (checkedToken === token && checkResult === result) return;
  checkedToken = token;
  checkResult = result;
  notify();
}

export function getSessionCheck(): SessionCheck {
  const session = getSession();
  if (!session) return 'none';
  return checkedToken === session.token ? checkResult : 'pending';
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
