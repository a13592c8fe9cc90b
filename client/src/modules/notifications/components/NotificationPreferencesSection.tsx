import { useQuery } from '@apollo/client/react';
import { NOTIFICATION_TYPES } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationPreferencesDocument } from '@/generated/graphql';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useUpdateNotificationPreferences } from '../hooks/useUpdateNotificationPreferences';
import './notifications.css';

/** Profile section: one switch per notification type, saved as it is changed. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications' });
  const { t: tErrors } = useTranslation('errors');
  const headingId = useId();
  const { data, loading, error } = useQuery(NotificationPreferencesDocument);
  const { update, saving } = useUpdateNotificationPreferences();
  const prefs = data?.notificationPreferences;

  return (
    <section className="profile-panel notification-preferences" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('preferences.heading')}</h2>
      <p>{t('preferences.intro')}</p>
      {prefs ? (
        <fieldset disabled={saving} aria-busy={saving}>
          <legend className="visually-hidden">{t('preferences.heading')}</legend>
          {NOTIFICATION_TYPES.map((type) => (
            <label key={type}>
              <input type="checkbox" checked={prefs[type]} onChange={(e) => void update({ [type]: e.target.checked })} />
              {t(`preferences.types.${type}`)}
            </label>
          ))}
          <label>
            <input type="checkbox" checked={prefs.autoWatch} onChange={(e) => void update({ autoWatch: e.target.checked })} />
            {t('preferences.autoWatch')}
          </label>
        </fieldset>
      ) : loading ? (
        <p aria-busy="true">…</p>
      ) : error ? (
        <p role="alert">
          {t('preferences.loadError')}: {tErrors(errorMessageKey(error))}
        </p>
      ) : null}
    </section>
  );
}
