import { useSyncExternalStore } from 'react';
import { getSession, getSessionCheck, subscribeToSession, type Session, type SessionCheck } from '@/core/session/sessionStore';

/** Signed out where the server renders and while its page hydrates (its HTML is a guest's); then the stored session. */
const noSession = (): Session | null => null;
const noSessionCheck = (): SessionCheck => 'none';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, noSession);
}

/** Whether the server has confirmed the stored session yet (see SessionCheck). */
export function useSessionCheck(): SessionCheck {
  return useSyncExternalStore(subscribeToSession, getSessionCheck, noSessionCheck);
}
