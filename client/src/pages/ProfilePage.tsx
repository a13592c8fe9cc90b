import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { ReturnState } from '@/modules/auth/utils/redirect';
import { useSession } from '@/modules/auth/session/useSession';
import { ProfileView } from '@/modules/profile/components/ProfileView';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

/** The signed-in user's profile; guests are sent to /login and come back here after signing in. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const { pathname } = useLocation();
  useDocumentTitle(t('pageTitle'));

  if (!session) return <Navigate to="/login" replace state={{ from: pathname } satisfies ReturnState} />;
  return <ProfileView />;
}
