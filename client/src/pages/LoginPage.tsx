import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthForm, type AuthMode } from '@/modules/auth/components/AuthForm';
import { useSession } from '@/modules/auth/session/useSession';
import { returnPath } from '@/modules/auth/utils/redirect';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

export interface LoginPageProps {
  /** /register opens the form on sign-up. */
  initialMode?: AuthMode;
}

/**
 * /login and /register. A visitor who is already signed in when they arrive goes to the return
 * path or /profile; a sign-in made on this page is followed by the form itself (it may still have
 * a step to show).
 */
export function LoginPage({ initialMode }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const location = useLocation();
  const [signedInOnArrival] = useState(() => session !== null);
  useDocumentTitle(t('login.pageTitle'));
  if (signedInOnArrival && session) return <Navigate to={returnPath(location.state, '/profile')} replace />;
  return <AuthForm initialMode={initialMode} />;
}
