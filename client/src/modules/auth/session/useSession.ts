import { useSyncExternalStore } from 'react';
import { getSession, getSessionCheck, subscribeToSession, type Session, type SessionCheck } from '@/core/session/sessionStore';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession);
}

/** Whether the server has confirmed the stored session yet (see SessionCheck). */
export function useSessionCheck(): SessionCheck {
  return useSyncExternalStore(subscribeToSession, getSessionCheck);
}
