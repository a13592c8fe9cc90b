import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
  UnreadNotificationCountDocument,
} from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';

/**
 * Marks notifications read: the given ones, or all. Owns the cache update: the items' readAt and the
 * bell's unread count (the mutation answers it).
 */
export function useMarkNotificationsRead() {
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const [markSome] = useMutation(MarkNotificationsReadDocument);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument);

  const markRead = useCallback(
    async (ids: string[]) => {
      try {
        const now = new Date().toISOString();
        await markSome({
          variables: { ids },
          update(cache, { data }) {
            if (!data) return;
            for (const id of ids) cache.modify({ id: cache.identify({ __typename: 'Notification', id }), fields: { readAt: (v) => v ?? now } });
            cache.writeQuery({ query: UnreadNotificationCountDocument, data: { __typename: 'Query', unreadNotificationCount: data.markNotificationsRead } });
          },
        });
      } catch {
        // Marking one read on the way to its post is not worth an error notice; the bell corrects on its next check.
      }
    },
    [markSome],
  );

  const markAllRead = useCallback(async () => {
    try {
      const now = new Date().toISOString();
      await markAll({
        update(cache, { data }) {
          if (!data) return;
          const listed: string[] = [];
          cache.modify({
            fields: {
              notifications(page) {
                for (const item of (page as { items?: readonly Reference[] }).items ?? []) listed.push(item.__ref);
                return page;
              },
            },
          });
          for (const id of listed) cache.modify({ id, fields: { readAt: (v) => v ?? now } });
          cache.writeQuery({ query: UnreadNotificationCountDocument, data: { __typename: 'Query', unreadNotificationCount: data.markAllNotificationsRead } });
        },
      });
    } catch (error) {
      notify.error(tErrors(errorMessageKey(error)));
    }
  }, [markAll, notify, tErrors]);

  return { markRead, markAllRead, markingAll };
}
