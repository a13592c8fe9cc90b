import { useTranslation } from 'react-i18next';
import { DevMailViewer } from './DevMailViewer';
import './AccountSecurity.css';

export interface CheckEmailProps {
  email: string;
  /** A confirmation link (sign-up, composers) or a password-reset link. */
  purpose: 'confirm' | 'reset';
  /** Sends the mail again (the server throttles it). */
  onResend?: () => void;
  resending?: boolean;
  /** The page's own heading already says "check your email" (sign-up): no second heading here. */
  untitled?: boolean;
}

/** "Check your email": what was sent, a way to send it again and, in development, the mail itself. */
export function CheckEmail({ email, purpose, onResend, resending, untitled }: CheckEmailProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="check-email" role="status">
      {!untitled && <h2 className="check-email__heading">{t(`checkEmail.${purpose}Heading`)}</h2>}
      <p>{t(`checkEmail.${purpose}Text`, { email })}</p>
      {onResend && (
        <button type="button" className="button button--small" onClick={onResend} disabled={resending}>
          {t('verification.resend')}
        </button>
      )}
      <DevMailViewer email={email} />
    </div>
  );
}
