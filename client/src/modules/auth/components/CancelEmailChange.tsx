import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useCancelEmailChange } from '../hooks/useCancelEmailChange';
import './AccountSecurity.css';

export interface CancelEmailChangeProps {
  token: string | null;
}

/** The page of the link in the "your email address is being changed" notice: cancels once, on arrival, and says what follows. */
export function CancelEmailChange({ token }: CancelEmailChangeProps) {
  const { t } = useTranslation('auth');
  const cancel = useCancelEmailChange();
  const apiErrorText = useApiErrorText();
  const [state, setState] = useState<{ status: 'pending' | 'done' } | { status: 'failed'; message: string }>({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ status: 'failed', message: t('emailChange.invalid') });
      return;
    }
    void cancel(token).then((result) =>
      setState(result.ok ? { status: 'done' } : { status: 'failed', message: apiErrorText(result.error, t('emailChange.invalid')) }),
    );
  }, [token, cancel, apiErrorText, t]);

  return (
    <section className="account-card" aria-live="polite">
      <h1>{t('emailChange.heading')}</h1>
      {state.status === 'pending' && <p>{t('emailChange.checking')}</p>}
      {state.status === 'done' && (
        <>
          <p className="account-card__success">{t('emailChange.done')}</p>
          <p>{t('emailChange.next')}</p>
          <Link to="/forgot-password" className="button button--primary">
            {t('emailChange.newPassword')}
          </Link>
        </>
      )}
      {state.status === 'failed' && (
        <p className="form-alert" role="alert">
          {state.message}
        </p>
      )}
      <Link to="/login" className="button button--ghost">
        {t('emailChange.toLogin')}
      </Link>
    </section>
  );
}
