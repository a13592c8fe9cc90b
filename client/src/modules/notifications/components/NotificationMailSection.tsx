import { useQuery } from '@apollo/client/react';
import { MAIL_FREQUENCIES, MAIL_KINDS, type MailFrequency } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationMailPreferencesDocument } from '@/generated/graphql';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useUpdateNotificationMailPreferences } from '../hooks/useUpdateNotificationMailPreferences';
import './notifications.css';

/** Profile section: how often each kind of notification is mailed (at once, a daily digest, never), saved as it is changed. */
export function NotificationMailSection() {
  const { t } = useTranslation('profile', { keyPrefix: 'notifications.mail' });
  const { t: tErrors } = useTranslation('errors');
  const headingId = useId();
  const fieldId = useId();
  const { data, loading, error } = useQuery(NotificationMailPreferencesDocument);
  const { update, saving } = useUpdateNotificationMailPreferences();
  const prefs = data?.notificationMailPreferences;

  return (
    <section id="notification-mail" className="profile-panel notification-preferences" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>{t('intro')}</p>
      {prefs ? (
        <>
          {!prefs.emailVerified && (
            <p className="notification-mail__unconfirmed" role="note">
              {t('unconfirmed')}
            </p>
          )}
          <fieldset disabled={saving} aria-busy={saving}>
            <legend className="visually-hidden">{t('heading')}</legend>
            {MAIL_KINDS.map((kind) => (
              <div key={kind} className="notification-mail__row">
                <label htmlFor={`${fieldId}-${kind}`}>{t(`kinds.${kind}`)}</label>
                <select
                  id={`${fieldId}-${kind}`}
                  value={prefs[kind]}
                  onChange={(e) => void update({ [kind]: e.target.value as MailFrequency })}
                >
                  {MAIL_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {t(`frequencies.${frequency}`)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
          <p className="notification-mail__note">{t('note')}</p>
        </>
      ) : loading ? (
        <p aria-busy="true">…</p>
      ) : error ? (
        <p role="alert">
          {t('loadError')}: {tErrors(errorMessageKey(error))}
        </p>
      ) : null}
    </section>
  );
}
