import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NotificationsDocument } from '@/generated/graphql';
import { LoadMoreButton } from '@/modules/ui/components/LoadMoreButton';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useMarkNotificationsRead } from '../hooks/useMarkNotificationsRead';
import { NotificationItem } from './NotificationItem';
import './notifications.css';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The member's notifications, newest first, a page at a time, with "Mark all read". */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { markRead, markAllRead, markingAll } = useMarkNotificationsRead();
  const page = data?.notifications;

  const handleLoadMore = () => {
    if (!page?.endCursor) return;
    fetchMore({ variables: { first: NOTIFICATIONS_PAGE_SIZE, after: page.endCursor } }).catch(() => undefined);
  };

  let body;
  if (page && page.items.length > 0) {
    body = (
      <>
        <ul className="notification-list">
          {page.items.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} onOpen={() => void (n.readAt ? undefined : markRead([n.id]))} />
            </li>
          ))}
        </ul>
        {page.hasMore && (
          <div className="notification-list__more">
            <LoadMoreButton onLoadMore={handleLoadMore} loading={loading} label={t('loadMore')} loadingLabel={t('loadingMore')} />
          </div>
        )}
      </>
    );
  } else if (page) {
    body = (
      <StateMessage tone="empty" title={t('emptyTitle')}>
        <p>{t('emptyBody')}</p>
      </StateMessage>
    );
  } else if (error) {
    body = (
      <StateMessage
        tone="error"
        title={t('loadError')}
        actions={
          <button type="button" className="button button--primary" onClick={() => refetch().catch(() => undefined)}>
            {tCommon('actions.retry')}
          </button>
        }
      >
        <p>{tErrors(errorMessageKey(error))}</p>
      </StateMessage>
    );
  } else {
    body = <PageLoading />;
  }

  const anyUnread = page?.items.some((n) => !n.readAt) ?? false;
  return (
    <div className="container notifications-page">
      <div className="notifications-page__head">
        <h1>{t('heading')}</h1>
        {anyUnread && (
          <button type="button" className="button button--secondary" onClick={() => void markAllRead()} disabled={markingAll} aria-busy={markingAll}>
            {markingAll ? t('markingAllRead') : t('markAllRead')}
          </button>
        )}
      </div>
      {body}
    </div>
  );
}
