import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { ReturnState } from '@/modules/auth/utils/redirect';
import { useSession } from '@/modules/auth/session/useSession';
import { NotificationList } from '@/modules/notifications/components/NotificationList';
import { useDocumentTitle } from '@/modules/ui/hooks/useDocumentTitle';

/** The signed-in member's notifications; guests are sent to /login and come back here after signing in. */
export function NotificationsPage() {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications' });
  const session = useSession();
  const { pathname } = useLocation();
  useDocumentTitle(t('pageTitle'));

  if (!session) return <Navigate to="/login" replace state={{ from: pathname } satisfies ReturnState} />;
  return <NotificationList />;
}
