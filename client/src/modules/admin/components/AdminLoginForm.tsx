import { hasErrors, validateSignIn } from '@pepper-atlas/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCaptchaRetry } from '@/modules/auth/captcha/useCaptchaRetry';
import { TwoFactorLoginStep } from '@/modules/auth/components/TwoFactorLoginStep';
import { useAuthErrorText } from '@/modules/auth/hooks/useAuthErrorText';
import { useLogin } from '@/modules/auth/hooks/useLogin';
import { usePublicSettings } from '@/modules/auth/hooks/usePublicSettings';
import { TextField } from '@/modules/ui/components/FormField';

/** The demo administrator the README lists (PRODUCT.md: the admin login hint shows it where it exists). */
export const DEMO_ADMIN_CREDENTIALS = 'admin@pepperatlas.dev / PepperAdmin1!';

type Values = { email: string; password: string };

export interface AdminLoginFormProps {
  /** Heading level that fits where the form is shown. */
  headingLevel?: 1 | 2;
}

/**
 * The control panel's own login (docs/product-rules.md#validation, "Admin login"): email and password required
 * (one message asks for both), the server's refusal in the reader's language, else a generic
 * "check your details and try again". Whether the account may enter is decided by the gate.
 */
export function AdminLoginForm({ headingLevel = 1 }: AdminLoginFormProps) {
  const { t } = useTranslation('admin');
  const { t: tAuth } = useTranslation('auth');
  const login = useLogin();
  // A production site has no demo administrator: the hint appears only where the server seeded it.
  const { demoAccounts } = usePublicSettings();
  const { withCaptcha, solving } = useCaptchaRetry();
  const [twoFactorChallenge, setTwoFactorChallenge] = useState<string | null>(null);
  const authErrorText = useAuthErrorText();
  const headingId = useId();
  const alertId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const Heading = `h${headingLevel}` as const;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setError(null);
    setInvalid({});
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const errors = validateSignIn(values);
    if (hasErrors(errors)) {
      setInvalid({ email: Boolean(errors.email), password: Boolean(errors.password) });
      setError(t('login.required'));
      (errors.email ? emailRef.current : event.currentTarget.querySelector<HTMLInputElement>('[name="password"]'))?.focus();
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    setError(null);
    const result = await login(values, withCaptcha);
    submittingRef.current = false;
    setSubmitting(false);
    if (!result.ok && result.error.code === 'TWO_FACTOR_REQUIRED' && result.error.challenge) {
      setTwoFactorChallenge(result.error.challenge);
    } else if (!result.ok) {
      setError(authErrorText(result.error, t('login.failed')));
      setValues((previous) => ({ ...previous, password: '' }));
    }
  };

  return (
    <section className="admin-login" aria-labelledby={headingId}>
      <Heading id={headingId} className="admin-login__title">
        {t('login.heading')}
      </Heading>
      <p className="admin-login__intro">{t('login.intro')}</p>
      {twoFactorChallenge ? (
        // Signed in once the code is accepted: the gate then shows the panel.
        <TwoFactorLoginStep challenge={twoFactorChallenge} onDone={() => undefined} onCancel={() => setTwoFactorChallenge(null)} />
      ) : (
        <form className="form-grid" noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
          <TextField
            ref={emailRef}
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            required
            value={values.email}
            onChange={handleChange}
            invalidBy={invalid.email ? alertId : null}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            dir="ltr"
            required
            value={values.password}
            onChange={handleChange}
            invalidBy={invalid.password ? alertId : null}
          />
          {solving && (
            <p className="captcha-status" role="status">
              {tAuth('captcha.solving')}
            </p>
          )}
          {error && (
            <p id={alertId} className="form-alert" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary button--large" disabled={submitting}>
            {submitting ? t('login.checking') : t('login.submit')}
          </button>
          {/* Back to the panel after the reset: the reset signs the admin in. */}
          <Link to="/forgot-password" state={{ from: '/admin' }} className="admin-login__forgot">
            {tAuth('reset.forgotLink')}
          </Link>
        </form>
      )}
      {demoAccounts && (
        <p className="admin-login__hint">
          <span>{t('login.demoHint')}</span> <bdi dir="ltr">{DEMO_ADMIN_CREDENTIALS}</bdi>
        </p>
      )}
    </section>
  );
}
