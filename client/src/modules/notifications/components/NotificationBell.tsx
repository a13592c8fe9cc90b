import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { UnreadNotificationCountDocument } from '@/generated/graphql';
import { useSession } from '@/modules/auth/session/useSession';
import { BellIcon } from '@/modules/ui/components/icons';
import './NotificationBell.css';

/** Checked again this often while a page stays open (live updates will push the count instead). */
const POLL_MS = 60_000;

/**
 * The header's bell: a link to /notifications with the unread count. Kept tiny (one query, no list):
 * it is in the initial JS of every page. Guests see no bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const { data } = useQuery(UnreadNotificationCountDocument, {
    skip: !session,
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  if (!session) return null;
  const count = data?.unreadNotificationCount ?? 0;
  return (
    <Link
      to="/notifications"
      replace
      className="header-button notification-bell"
      aria-current={pathname === '/notifications' ? 'page' : undefined}
      aria-label={count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')}
      title={t('header.notifications')}
    >
      <BellIcon />
      {count > 0 && (
        <span className="notification-bell__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
