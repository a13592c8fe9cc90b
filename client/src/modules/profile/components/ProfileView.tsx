import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MeDocument } from '@/generated/graphql';
import { ApiKeysSection } from '@/modules/apikeys/components/ApiKeysSection';
import { NotificationMailSection } from '@/modules/notifications/components/NotificationMailSection';
import { NotificationPreferencesSection } from '@/modules/notifications/components/NotificationPreferencesSection';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { ProfileActivity } from './ProfileActivity';
import { ProfileOverview } from './ProfileOverview';
import { TwoFactorSection } from './TwoFactorSection';
import './profile.css';

/** The signed-in user's profile: the card with the avatar, their activity, the edit form and the password form. */
export function ProfileView() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { data, loading, error, refetch } = useQuery(MeDocument);

  if (data) {
    return (
      <div className="container profile-page">
        <ProfileOverview user={data.me} />
        <div className="profile-forms">
          <ProfileActivity username={data.me.username} own />
          <ProfileForm key={data.me.id} user={data.me} />
          <ChangePasswordForm />
          <TwoFactorSection enabled={data.me.twoFactorEnabled === true} />
          <NotificationPreferencesSection />
          <NotificationMailSection />
          <ApiKeysSection isAdmin={data.me.role === 'admin'} />
        </div>
      </div>
    );
  }
  if (loading) return <PageLoading />;
  return (
    <div className="container">
      <StateMessage
        tone="error"
        headingLevel={1}
        title={t('loadError')}
        actions={
          <button type="button" className="button button--primary" onClick={() => refetch().catch(() => undefined)}>
            {tCommon('actions.retry')}
          </button>
        }
      >
        <p>{tErrors(errorMessageKey(error))}</p>
      </StateMessage>
    </div>
  );
}
