import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useResendVerification } from '../hooks/useEmailVerification';
import { rememberConfirmReturn } from '../utils/confirmReturn';
import { CheckEmail } from './CheckEmail';

/**
 * Shown instead of a composer (topic, comment, report) to a member who must confirm their address
 * first: what to do, "send the link again" and, in development, the mail itself. The link brings
 * them back here.
 */
export function ConfirmEmailFirst({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { resend, loading } = useResendVerification();
  useEffect(() => rememberConfirmReturn(`${location.pathname}${location.search}`), [location.pathname, location.search]);
  return (
    <div className="confirm-first">
      <p className="confirm-first__lead">{t('checkEmail.beforePosting')}</p>
      <CheckEmail email={email} purpose="confirm" onResend={() => void resend()} resending={loading} />
    </div>
  );
}
