import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { UnreadNotificationCountChangedDocument, UnreadNotificationCountDocument } from '@/generated/graphql';
import { useSession } from '@/modules/auth/session/useSession';
import { installLiveLink } from '@/modules/live/liveLink';
import { useMailLanguageSync } from '../hooks/useMailLanguageSync';
import { ICON_BASE, type IconProps } from '@/modules/ui/components/icons';
import './NotificationBell.css';

/** Checked again this often while a page stays open, in case the live socket is down (it pushes each change). */
const POLL_MS = 5 * 60_000;

/**
 * The header's bell: a link to /notifications with the unread count, kept current over the live socket
 * (members only: a chunk of its own, loaded for a signed-in member; guests see no bell).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  useMailLanguageSync();
  const { data } = useQuery(UnreadNotificationCountDocument, {
    skip: !session,
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  const client = useApolloClient();
  installLiveLink(client);
  useSubscription(UnreadNotificationCountChangedDocument, {
    skip: !session,
    onData: ({ data: event }) => {
      const unread = event.data?.unreadNotificationCountChanged;
      if (typeof unread === 'number') client.cache.writeQuery({ query: UnreadNotificationCountDocument, data: { __typename: 'Query', unreadNotificationCount: unread } });
    },
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

function BellIcon(props: IconProps) {
  return (
    <svg {...ICON_BASE} {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
