import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type NotificationPreferencesInput, UpdateNotificationPreferencesDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';

/** Saves notification preferences; the answer replaces the cached preferences (a query without id: written back). */
export function useUpdateNotificationPreferences() {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications' });
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UpdateNotificationPreferencesDocument);

  const update = useCallback(
    async (input: NotificationPreferencesInput) => {
      try {
        await mutate({
          variables: { input },
          update(cache, { data }) {
            if (data) cache.modify({ fields: { notificationPreferences: () => data.updateNotificationPreferences } });
          },
        });
        notify.success(t('preferences.saved'));
      } catch (error) {
        notify.error(tErrors(errorMessageKey(error)));
      }
    },
    [mutate, notify, t, tErrors],
  );
  return { update, saving: loading };
}
