import { useTranslation } from 'react-i18next';
import { useResendVerification } from '@/modules/auth/hooks/useEmailVerification';
import { useDiscardPendingEmail } from '../hooks/useDiscardPendingEmail';

export interface PendingEmailNoticeProps {
  pendingEmail: string;
  currentEmail: string;
}

/** A new address waiting for its link: where the link went, and sending it again or dropping the change. */
export function PendingEmailNotice({ pendingEmail, currentEmail }: PendingEmailNoticeProps) {
  const { t } = useTranslation('profile');
  const { resend, loading: resending } = useResendVerification();
  const { discard, loading: discarding } = useDiscardPendingEmail();
  return (
    <div className="pending-email" role="status">
      <p>{t('edit.pendingEmail', { email: pendingEmail, current: currentEmail })}</p>
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={() => void resend()} disabled={resending || discarding}>
          {t('edit.resendPending')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void discard()} disabled={resending || discarding}>
          {t('edit.discardPending')}
        </button>
      </div>
    </div>
  );
}
