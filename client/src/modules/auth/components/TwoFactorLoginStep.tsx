import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/modules/ui/components/FormField';
import { useAuthErrorText } from '../hooks/useAuthErrorText';
import { useCompleteTwoFactorLogin } from '../hooks/useCompleteTwoFactorLogin';

export interface TwoFactorLoginStepProps {
  challenge: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Asks for the authenticator (or recovery) code after a correct password, and completes the sign-in. */
export function TwoFactorLoginStep({ challenge, onDone, onCancel }: TwoFactorLoginStepProps) {
  const { t } = useTranslation('auth');
  const complete = useCompleteTwoFactorLogin();
  const authErrorText = useAuthErrorText();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!code.trim()) {
      setError(t('errors.required'));
      return;
    }
    setSubmitting(true);
    const result = await complete(challenge, code);
    setSubmitting(false);
    if (result.ok) {
      onDone();
      return;
    }
    setError(result.error.code === 'UNAUTHENTICATED' ? t('twoFactor.expired') : authErrorText(result.error, t('errors.authFailed')));
  };

  return (
    <form className="form-grid" noValidate onSubmit={handleSubmit} aria-labelledby={headingId} aria-busy={submitting || undefined}>
      <h2 id={headingId}>{t('twoFactor.heading')}</h2>
      <p>{t('twoFactor.loginIntro')}</p>
      <TextField
        name="code"
        label={t('twoFactor.codeLabel')}
        hint={t('twoFactor.codeHint')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        error={error}
        required
        autoComplete="one-time-code"
        inputMode="text"
        dir="ltr"
        autoFocus
      />
      <button type="submit" className="button button--primary button--large" disabled={submitting}>
        {submitting ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('twoFactor.back')}
      </button>
    </form>
  );
}
