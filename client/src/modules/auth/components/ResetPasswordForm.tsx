import { validatePassword } from '@pepper-atlas/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { passwordMinOf } from '@/modules/ui/utils/apiError';
import { useResetPassword } from '../hooks/usePasswordReset';
import { usePublicSettings } from '../hooks/usePublicSettings';
import { takeReturn } from '../utils/confirmReturn';
import { TwoFactorLoginStep } from './TwoFactorLoginStep';
import './AuthForm.css';

type Field = 'newPassword' | 'confirmPassword';

export interface ResetPasswordFormProps {
  token: string | null;
}

/** `/reset-password?token=…`: a new password under the stored policy; then the member is signed in (every other session has ended). */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const apiErrorText = useApiErrorText();
  const fieldMessage = useFieldMessage();
  const { passwordMin: policyMin } = usePublicSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const headingId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors({});
    setFormError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !token) return;
    const tooWeak = values.newPassword ? validatePassword(values.newPassword, policyMin) : 'requiredFields';
    const next: Partial<Record<Field, string>> = {};
    if (tooWeak) next.newPassword = tooWeak === 'requiredFields' ? t('errors.required') : fieldMessage(tooWeak, policyMin);
    else if (values.confirmPassword !== values.newPassword) next.confirmPassword = fieldMessage('passwordsDoNotMatch');
    if (next.newPassword || next.confirmPassword) {
      setErrors(next);
      setFormError(next.newPassword ?? next.confirmPassword ?? null);
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    const result = await reset(token, values.newPassword);
    setSubmitting(false);
    if (result.ok) {
      void navigate(takeReturn('reset', '/profile'), { replace: true });
      return;
    }
    const { error } = result;
    if (error.code === 'TWO_FACTOR_REQUIRED' && error.challenge) {
      setChallenge(error.challenge);
      return;
    }
    if (error.fields.token) {
      setLinkInvalid(true);
      return;
    }
    const key = error.fields.newPassword;
    if (key) setErrors({ newPassword: fieldMessage(key, passwordMinOf(error, policyMin)) });
    setFormError(apiErrorText(error, t('reset.failed')));
  };

  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <header className="auth-card__header">
        <h1 id={headingId}>{t('reset.heading')}</h1>
        {!linkInvalid && !challenge && <p className="auth-card__intro">{t('reset.intro')}</p>}
      </header>
      {challenge ? (
        <>
          <p role="status">{t('reset.doneTwoFactor')}</p>
          <TwoFactorLoginStep
            challenge={challenge}
            onDone={() => void navigate(takeReturn('reset', '/profile'), { replace: true })}
            onCancel={() => void navigate('/login', { replace: true })}
          />
        </>
      ) : linkInvalid ? (
        <>
          <p className="form-alert" role="alert">
            {t('reset.invalidLink')}
          </p>
          <Link to="/forgot-password" className="button button--primary">
            {t('reset.askAgain')}
          </Link>
        </>
      ) : (
        <form ref={formRef} className="form-grid" noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <TextField
            name="newPassword"
            type="password"
            dir="ltr"
            required
            autoComplete="new-password"
            label={t('reset.newPassword')}
            hint={t('reset.minHint', { count: policyMin })}
            value={values.newPassword}
            onChange={handleChange}
            error={errors.newPassword}
          />
          <TextField
            name="confirmPassword"
            type="password"
            dir="ltr"
            required
            autoComplete="new-password"
            label={t('fields.confirmPassword')}
            value={values.confirmPassword}
            onChange={handleChange}
            error={errors.confirmPassword}
          />
          {formError && (
            <p className="form-alert" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="button button--primary button--large" disabled={submitting}>
            {submitting ? t('reset.saving') : t('reset.save')}
          </button>
        </form>
      )}
    </section>
  );
}
