import { hasErrors, SIGN_IN_FIELDS, SIGN_UP_FIELDS, validateSignIn, validateSignUp, type SignUpField } from '@pepper-atlas/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useHydrating } from '@/core/ssr/SsrContext';
import { useTypedBeforeHydration } from '../hooks/useTypedBeforeHydration';
import { TextField } from '@/modules/ui/components/FormField';
import { summaryKey, useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { passwordMinOf } from '@/modules/ui/utils/apiError';
import { useCaptchaRetry } from '../captcha/useCaptchaRetry';
import { useAuthErrorText } from '../hooks/useAuthErrorText';
import { useResendVerification } from '../hooks/useEmailVerification';
import { usePublicSettings } from '../hooks/usePublicSettings';
import { rememberConfirmReturn } from '../utils/confirmReturn';
import './AccountSecurity.css';
import { useLogin, type AuthResult } from '../hooks/useLogin';
import { useRegister } from '../hooks/useRegister';
import { returnPath } from '../utils/redirect';
import { LazyCheckEmail, LazyTwoFactorLoginStep } from './LazyAuthSteps';
import './AuthForm.css';

export type AuthMode = 'signIn' | 'signUp';

type Values = Record<SignUpField, string>;
type FieldErrors = Partial<Record<SignUpField, string>>;

const EMPTY_VALUES: Values = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
};

const FIELD_ORDER: Record<AuthMode, readonly SignUpField[]> = { signIn: SIGN_IN_FIELDS, signUp: SIGN_UP_FIELDS };

/**
 * Sign in or sign up (docs/product-rules.md#screens and #validation): the domain's rules, one message for the form
 * ('Please fill in all required fields', 'Passwords do not match', ...) plus each field's own
 * problem next to it, the server's answer inline ('Authentication failed' when it says nothing
 * usable). Typing clears the messages; switching mode clears the fields too. On success it goes
 * back to the page the visitor came from.
 */
export interface AuthFormProps {
  /** The mode shown first (/register opens on sign-up). */
  initialMode?: AuthMode;
}

export function AuthForm({ initialMode = 'signIn' }: AuthFormProps = {}) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const register = useRegister();
  const { withCaptcha, solving } = useCaptchaRetry();
  const fieldMessage = useFieldMessage();
  const authErrorText = useAuthErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const headingId = useId();
  const { passwordMin: policyMin } = usePublicSettings();
  const { resend, loading: resending } = useResendVerification();

  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [passwordMin, setPasswordMin] = useState<number | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  // Drawn on the server, the form works only once the page has hydrated: until then its button is off, so a quick
  // click or Enter cannot send the browser's own form submission (with the password in it) anywhere.
  const hydrating = useHydrating();
  // Typed while the page was still hydrating: kept (the button waits for the hydration, the text need not).
  useTypedBeforeHydration(formRef, FIELD_ORDER[initialMode], (typed) => setValues((previous) => ({ ...previous, ...typed })));
  const [twoFactorChallenge, setTwoFactorChallenge] = useState<string | null>(null);
  /** Signed up, and the address still needs confirming: "check your email" instead of moving on. */
  const [confirmEmail, setConfirmEmail] = useState<string | null>(null);
  // The state above updates on the next render; the ref stops a double click in between.
  const submittingRef = useRef(false);

  const isSignUp = mode === 'signUp';

  const clearMessages = () => {
    setFieldErrors({});
    setFormError(null);
  };

  const handleModeChange = (next: AuthMode) => {
    if (next === mode || submittingRef.current) return;
    setMode(next);
    setValues(EMPTY_VALUES);
    setPasswordMin(undefined);
    clearMessages();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    if (formError || Object.keys(fieldErrors).length > 0) clearMessages();
  };

  const refuse = (errors: FieldErrors, message: string) => {
    setFieldErrors(errors);
    setFormError(message);
    focusFirstInvalid();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;

    const errors = isSignUp ? validateSignUp(values, policyMin) : validateSignIn(values);
    if (hasErrors(errors)) {
      setPasswordMin(policyMin);
      refuse(errors, fieldMessage(summaryKey(errors, FIELD_ORDER[mode]) ?? 'requiredFields', policyMin));
      return;
    }

    submittingRef.current = true;
    setSubmitting(true);
    clearMessages();
    const result: AuthResult = isSignUp
      ? await register(
          {
            username: values.username,
            email: values.email,
            password: values.password,
            firstName: values.firstName,
            lastName: values.lastName,
          },
          withCaptcha,
        )
      : await login({ email: values.email, password: values.password }, withCaptcha);
    submittingRef.current = false;
    setSubmitting(false);

    if (result.ok) {
      if (isSignUp && result.needsConfirmation) {
        // The confirmation link brings the member back to where they were heading.
        rememberConfirmReturn(returnPath(location.state));
        setConfirmEmail(result.user.email ?? values.email.trim());
        return;
      }
      void navigate(returnPath(location.state), { replace: true });
      return;
    }
    const { error } = result;
    if (error.code === 'TWO_FACTOR_REQUIRED' && error.challenge) {
      setTwoFactorChallenge(error.challenge);
      return;
    }
    const serverFields = Object.fromEntries(
      FIELD_ORDER[mode].filter((field) => error.fields[field]).map((field) => [field, error.fields[field]]),
    ) as FieldErrors;
    setPasswordMin(passwordMinOf(error, policyMin));
    refuse(serverFields, authErrorText(error, t('errors.authFailed')));
  };

  const errorOf = (field: SignUpField): string | null => {
    const key = fieldErrors[field];
    if (!key) return null;
    return key === 'requiredFields' ? t('errors.required') : fieldMessage(key, passwordMin ?? policyMin);
  };

  const fieldProps = (field: SignUpField) => ({
    name: field,
    value: values[field],
    onChange: handleChange,
    error: errorOf(field),
    label: t(`fields.${field}`),
    required: field !== 'confirmPassword' || isSignUp,
  });

  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <header className="auth-card__header">
        <img className="auth-card__logo" src="/favicon.svg" alt="" width="48" height="48" />
        {/* After sign-up the card is the "check your email" step: its title says so, once. */}
        <h1 id={headingId}>{confirmEmail ? t('checkEmail.confirmHeading') : t('login.heading')}</h1>
        {!confirmEmail && <p className="auth-card__intro">{t(isSignUp ? 'login.signUpIntro' : 'login.signInIntro')}</p>}
      </header>

      {confirmEmail ? (
        <LazyCheckEmail email={confirmEmail} purpose="confirm" onResend={() => void resend()} resending={resending} untitled />
      ) : twoFactorChallenge ? (
        <LazyTwoFactorLoginStep
          challenge={twoFactorChallenge}
          onDone={() => void navigate(returnPath(location.state), { replace: true })}
          onCancel={() => {
            setTwoFactorChallenge(null);
            setValues(EMPTY_VALUES);
          }}
        />
      ) : (
        <>
          <div className="segmented" role="group" aria-label={t('login.modeLabel')}>
            {(['signIn', 'signUp'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="segmented__option"
                aria-pressed={mode === option}
                onClick={() => handleModeChange(option)}
              >
                {t(`login.${option}`)}
              </button>
            ))}
          </div>

          <form
            ref={formRef}
            className="form-grid"
            noValidate
            method="post"
            onSubmit={handleSubmit}
            aria-label={t(isSignUp ? 'login.signUp' : 'login.signIn')}
            aria-busy={submitting || undefined}
          >
            {isSignUp && (
              <TextField
                {...fieldProps('username')}
                autoComplete="username"
                hint={t('fields.usernameHint')}
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
            <TextField {...fieldProps('email')} type="email" autoComplete={isSignUp ? 'email' : 'username'} inputMode="email" dir="ltr" />
            <TextField
              {...fieldProps('password')}
              hint={isSignUp ? t('reset.minHint', { count: policyMin }) : undefined}
              type="password"
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              dir="ltr"
            />
            {isSignUp && (
              <>
                <TextField {...fieldProps('confirmPassword')} type="password" autoComplete="new-password" dir="ltr" />
                <div className="form-grid form-grid--two">
                  <TextField {...fieldProps('firstName')} autoComplete="given-name" />
                  <TextField {...fieldProps('lastName')} autoComplete="family-name" />
                </div>
              </>
            )}

            {solving && (
              <p className="captcha-status" role="status">
                {t('captcha.solving')}
              </p>
            )}

            {formError && (
              <p className="form-alert" role="alert">
                {formError}
              </p>
            )}

            <noscript>
              <p className="form-alert">{t('login.needsScript')}</p>
            </noscript>
            <button type="submit" className="button button--primary button--large" disabled={submitting || hydrating}>
              {submitting
                ? t(isSignUp ? 'login.submittingSignUp' : 'login.submittingSignIn')
                : t(isSignUp ? 'login.submitSignUp' : 'login.submitSignIn')}
            </button>
            {!isSignUp && (
              <Link to="/forgot-password" state={location.state} className="auth-card__forgot">
                {t('reset.forgotLink')}
              </Link>
            )}
          </form>
        </>
      )}

      <Link to="/" replace className="button button--ghost auth-card__home">
        {tCommon('actions.backHome')}
      </Link>
    </section>
  );
}
