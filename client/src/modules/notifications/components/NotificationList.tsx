import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NotificationsQuery, NotificationsDocument } from '@/generated/graphql';
import { LoadMoreButton } from '@/modules/ui/components/LoadMoreButton';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useMarkNotificationsRead } from '../hooks/useMarkNotificationsRead';
import { NotificationItem } from './NotificationItem';
import './notifications.css';

export const NOTIFICATIONS_PAGE_SIZE = 20;

type Page = NotificationsQuery['notifications'];

interface PageItemsProps {
  page: Page;
  /** Only the last page loaded offers "Load more". */
  isLast: boolean;
  onLoadMore: (after: string) => void;
  loading: boolean;
  onOpen: (id: string) => void;
}

function PageItems({ page, isLast, onLoadMore, loading, onOpen }: PageItemsProps) {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications' });
  return (
    <>
      {page.items.map((n) => (
        <li key={n.id}>
          <NotificationItem notification={n} onOpen={() => (n.readAt ? undefined : onOpen(n.id))} />
        </li>
      ))}
      {isLast && page.hasMore && page.endCursor && (
        <li className="notification-list__more">
          <LoadMoreButton onLoadMore={() => onLoadMore(page.endCursor as string)} loading={loading} label={t('loadMore')} loadingLabel={t('loadingMore')} />
        </li>
      )}
    </>
  );
}

/** A page after the first: its own cache entry (keyed by `after`), so marking read updates it like the first. */
function LaterPage({ after, ...rest }: Omit<PageItemsProps, 'page' | 'loading'> & { after: string }) {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications' });
  const { data, loading } = useQuery(NotificationsDocument, { variables: { first: NOTIFICATIONS_PAGE_SIZE, after } });
  const page = data?.notifications;
  if (!page) {
    return rest.isLast ? (
      <li className="notification-list__more">
        <LoadMoreButton onLoadMore={() => undefined} loading={loading} label={t('loadMore')} loadingLabel={t('loadingMore')} />
      </li>
    ) : null;
  }
  return <PageItems page={page} loading={loading} {...rest} />;
}

/** The member's notifications, newest first, a page at a time, with "Mark all read". */
export function NotificationList() {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications' });
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { data, loading, error, refetch } = useQuery(NotificationsDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [cursors, setCursors] = useState<string[]>([]);
  const { markRead, markAllRead, markingAll } = useMarkNotificationsRead();
  const page = data?.notifications;

  const handleLoadMore = (after: string) => setCursors((list) => (list.includes(after) ? list : [...list, after]));
  const handleOpen = (id: string) => void markRead([id]);

  let body;
  if (page && page.items.length > 0) {
    body = (
      <ul className="notification-list">
        <PageItems page={page} isLast={cursors.length === 0} onLoadMore={handleLoadMore} loading={false} onOpen={handleOpen} />
        {cursors.map((after, i) => (
          <LaterPage key={after} after={after} isLast={i === cursors.length - 1} onLoadMore={handleLoadMore} onOpen={handleOpen} />
        ))}
      </ul>
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
  } else if (loading) {
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
