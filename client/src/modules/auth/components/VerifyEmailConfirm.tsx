import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { useVerifyEmail } from '../hooks/useEmailVerification';
import { takeConfirmReturn } from '../utils/confirmReturn';
import './AccountSecurity.css';

export interface VerifyEmailConfirmProps {
  token: string | null;
}

/**
 * Confirms the address of a mailed link (once, on arrival), signs its owner in and returns them
 * to where they were when asked to confirm (else the forum); a failure says why.
 */
export function VerifyEmailConfirm({ token }: VerifyEmailConfirmProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifyEmail();
  const navigate = useNavigate();
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const [state, setState] = useState<{ status: 'pending' | 'done' } | { status: 'failed'; message: string }>({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ status: 'failed', message: t('verification.invalid') });
      return;
    }
    void verify(token).then((result) => {
      if (!result.ok) {
        setState({ status: 'failed', message: apiErrorText(result.error, t('verification.invalid')) });
        return;
      }
      setState({ status: 'done' });
      if (result.signedIn) {
        notify.success(t('verification.done'));
        void navigate(takeConfirmReturn(), { replace: true });
      }
    });
  }, [token, verify, apiErrorText, t, navigate, notify]);

  return (
    <section className="account-card" aria-live="polite">
      <h1>{t('verification.heading')}</h1>
      {state.status === 'pending' && <p>{t('verification.checking')}</p>}
      {state.status === 'done' && <p className="account-card__success">{t('verification.done')}</p>}
      {state.status === 'failed' && (
        <p className="form-alert" role="alert">
          {state.message}
        </p>
      )}
      <Link to="/forum" className="button button--primary">
        {t('verification.toForum')}
      </Link>
    </section>
  );
}
