import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { endSession } from '../session/endSession';

/** Asks for confirmation, then ends the session, forgets cached data and goes home. */
export function useLogout(): () => void {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const navigate = useNavigate();
  const client = useApolloClient();
  const notify = useNotify();

  return useCallback(() => {
    if (!window.confirm(t('header.logoutConfirm'))) return;
    void endSession(client, () => navigate('/', { replace: true })).then(() => notify.info(tAuth('notices.signedOut')));
  }, [t, tAuth, navigate, client, notify]);
}
