import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type Session } from './sessionStore';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession);
}
