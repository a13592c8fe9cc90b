import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../session/sessionStore';

/** Asks for confirmation, then ends the session, forgets cached data and goes home. */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();

  return useCallback(() => {
    if (!window.confirm(t('header.logoutConfirm'))) return;
    clearSession();
    void client.clearStore();
    void navigate('/', { replace: true });
  }, [t, navigate, client]);
}
