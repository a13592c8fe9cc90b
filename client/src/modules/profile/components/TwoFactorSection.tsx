import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import type { ApiError } from '@/modules/ui/utils/apiError';
import { useTwoFactor, type TwoFactorEnrolment } from '../hooks/useTwoFactor';
import '@/modules/auth/components/AccountSecurity.css';

export interface TwoFactorSectionProps {
  enabled: boolean;
}

/** Profile section: turn two-factor authentication on (QR code, confirm with a code, recovery codes) or off (password + code). */
export function TwoFactorSection({ enabled }: TwoFactorSectionProps) {
  const { t } = useTranslation('auth');
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const { begin, confirm, disable } = useTwoFactor();
  const headingId = useId();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async <T,>(work: () => Promise<{ ok: true; value: T } | { ok: false; error: ApiError }>) => {
    setBusy(true);
    setError(null);
    const result = await work();
    setBusy(false);
    if (!result.ok) setError(apiErrorText(result.error, t('errors.authFailed')));
    return result.ok ? result.value : null;
  };

  const handleBegin = async () => {
    const value = await run(begin);
    if (value) setEnrolment(value);
  };

  const handleConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const codes = await run(() => confirm(code));
    if (codes) {
      setEnrolment(null);
      setCode('');
      setRecoveryCodes(codes);
      notify.success(t('twoFactor.enabled'));
    }
  };

  const handleDisable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const done = await run(() => disable(password, code));
    if (done) {
      setCode('');
      setPassword('');
      notify.success(t('twoFactor.disabled'));
    }
  };

  const codeField = (
    <TextField
      name="twoFactorCode"
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
      dir="ltr"
    />
  );

  return (
    <section className="profile-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('twoFactor.heading')}</h2>
      {recoveryCodes ? (
        <>
          <p>{t('twoFactor.recoveryIntro')}</p>
          <ul className="two-factor__codes" aria-label={t('twoFactor.recoveryIntro')}>
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <button type="button" className="button button--primary" onClick={() => setRecoveryCodes(null)}>
            {t('twoFactor.recoveryDone')}
          </button>
        </>
      ) : enabled ? (
        <form className="form-grid" noValidate onSubmit={handleDisable} aria-busy={busy || undefined}>
          <p>{t('twoFactor.statusOn')}</p>
          <p>{t('twoFactor.disableIntro')}</p>
          <TextField
            name="twoFactorPassword"
            type="password"
            label={t('twoFactor.passwordLabel')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            autoComplete="current-password"
            dir="ltr"
          />
          {codeField}
          <div className="form-actions">
            <button type="submit" className="button button--danger" disabled={busy || !password || !code.trim()}>
              {t('twoFactor.disable')}
            </button>
          </div>
        </form>
      ) : enrolment ? (
        <form className="form-grid" noValidate onSubmit={handleConfirm} aria-busy={busy || undefined}>
          <p>{t('twoFactor.scan')}</p>
          <img className="two-factor__qr" src={enrolment.qrCodeDataUrl} alt={t('twoFactor.qrAlt')} width="192" height="192" />
          <p>
            {t('twoFactor.secretLabel')}: <code className="two-factor__secret">{enrolment.secret}</code>
          </p>
          {codeField}
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={busy || !code.trim()}>
              {t('twoFactor.confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setEnrolment(null)}>
              {t('twoFactor.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t('twoFactor.statusOff')}</p>
          {error && (
            <p className="form-alert" role="alert">
              {error}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="button button--primary" onClick={() => void handleBegin()} disabled={busy}>
              {t('twoFactor.enable')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
