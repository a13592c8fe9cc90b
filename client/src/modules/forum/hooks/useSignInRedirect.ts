import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ReturnState } from '@/modules/auth/utils/redirect';

/** The current address, for the login page to come back to. */
export function useReturnState(): ReturnState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** Sends a guest to /login, and back here after signing in. */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const state = useReturnState();
  return useCallback(() => void navigate('/login', { state }), [navigate, state]);
}
