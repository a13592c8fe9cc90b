import { isValidEmail } from '@pepper-atlas/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { TextField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import { useRequestPasswordReset } from '../hooks/usePasswordReset';
import { rememberReturn } from '../utils/confirmReturn';
import { returnPath } from '../utils/redirect';
import { CheckEmail } from './CheckEmail';
import './AuthForm.css';

/** "Forgot password?": an email, then "check your email" (the same for any address: the server never says whether it knows it). */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const request = useRequestPasswordReset();
  const apiErrorText = useApiErrorText();
  const fieldMessage = useFieldMessage();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const send = async (address: string) => {
    setSubmitting(true);
    setError(null);
    const result = await request(address);
    setSubmitting(false);
    if (result.ok) {
      rememberReturn('reset', returnPath(location.state));
      setSentTo(address.trim());
    }
    else setError(apiErrorText(result.error, t('reset.requestFailed')));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const value = email.trim();
    if (!value || !isValidEmail(value)) {
      setError(value ? fieldMessage('emailInvalid') : t('errors.required'));
      inputRef.current?.focus();
      return;
    }
    void send(value);
  };

  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <header className="auth-card__header">
        <h1 id={headingId}>{t('reset.forgotHeading')}</h1>
        <p className="auth-card__intro">{t('reset.forgotIntro')}</p>
      </header>
      {sentTo ? (
        <CheckEmail email={sentTo} purpose="reset" onResend={() => void send(sentTo)} resending={submitting} />
      ) : (
        <form className="form-grid" noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
          <TextField
            ref={inputRef}
            name="email"
            type="email"
            label={t('fields.email')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            error={error}
            required
            autoComplete="email"
            inputMode="email"
            dir="ltr"
          />
          <button type="submit" className="button button--primary button--large" disabled={submitting}>
            {submitting ? t('reset.sending') : t('reset.send')}
          </button>
        </form>
      )}
      {sentTo && error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <Link to="/login" state={location.state} className="button button--ghost auth-card__home">
        {t('reset.backToSignIn')}
      </Link>
    </section>
  );
}
