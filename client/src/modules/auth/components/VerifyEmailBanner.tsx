import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AccountSecurityPolicyDocument } from '@/generated/graphql';
import { useResendVerification } from '../hooks/useEmailVerification';
import { useSession } from '../session/useSession';
import './AccountSecurity.css';

/** Shown to a signed-in member whose address is unconfirmed while the site requires it: posting waits for the link. */
export function VerifyEmailBanner() {
  const user = useSession()?.user;
  // Everyone else (every visitor without a session too) runs none of the banner's queries.
  return user?.emailVerified === false ? <UnverifiedBanner email={user.email ?? ''} /> : null;
}

function UnverifiedBanner({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { data } = useQuery(AccountSecurityPolicyDocument);
  const { resend, loading } = useResendVerification();
  if (!data?.accountSecurityPolicy.emailVerification) return null;
  return (
    <div className="verify-banner" role="status">
      <p className="verify-banner__text">{t('verification.banner', { email })}</p>
      <button type="button" className="button button--small" onClick={() => void resend()} disabled={loading}>
        {t('verification.resend')}
      </button>
    </div>
  );
}
