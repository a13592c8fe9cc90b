import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type NotificationMailPreferencesInput, UpdateNotificationMailPreferencesDocument } from '@/generated/graphql';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';

/** Saves how often each kind is mailed; the answer replaces the cached settings (a query without id: written back). */
export function useUpdateNotificationMailPreferences() {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications.mail' });
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const [mutate, { loading }] = useMutation(UpdateNotificationMailPreferencesDocument);

  const update = useCallback(
    async (input: NotificationMailPreferencesInput) => {
      try {
        await mutate({
          variables: { input },
          update(cache, { data }) {
            if (data) cache.modify({ fields: { notificationMailPreferences: () => data.updateNotificationMailPreferences } });
          },
        });
        notify.success(t('saved'));
      } catch (error) {
        notify.error(tErrors(errorMessageKey(error)));
      }
    },
    [mutate, notify, t, tErrors],
  );
  return { update, saving: loading };
}
