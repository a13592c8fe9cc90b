import { useQuery } from '@apollo/client/react';
import {
  BOOLEAN_SETTINGS,
  isSettingInRange,
  NUMERIC_SETTINGS,
  SETTINGS_DEFAULTS,
  SETTINGS_LIMITS,
  type BooleanSetting,
  type NumericSetting,
  type Settings,
} from '@pepper-atlas/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSettingsDocument, type SettingsInput, type SiteSettingsFieldsFragment } from '@/generated/graphql';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { TextField } from '@/modules/ui/components/FormField';
import { PageLoading } from '@/modules/ui/components/PageLoading';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useResetSettings, useUpdateSettings } from '../hooks/useSettingsMutations';
import './moderation.css';

/** The form keeps numbers as typed, so a half-typed value can be checked and explained. */
type Draft = Record<NumericSetting, string> & Record<BooleanSetting, boolean>;
type FieldErrors = Partial<Record<keyof Settings, string>>;

function toDraft(settings: Settings): Draft {
  return {
    commentsPerPage: String(settings.commentsPerPage),
    passwordMinLength: String(settings.passwordMinLength),
    loginAttemptLimit: String(settings.loginAttemptLimit),
    keyPointsPerHour: String(settings.keyPointsPerHour),
    memberPointsPerHour: String(settings.memberPointsPerHour),
    guestPointsPerHour: String(settings.guestPointsPerHour),
    emailVerification: settings.emailVerification,
    captcha: settings.captcha,
    twoFactor: settings.twoFactor,
  };
}

/** Whole numbers only: "7.5", "1e2" and "" are out of range. */
function parseSetting(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/** Every site setting, stored and enforced by the server: edit and save, or put back the defaults. */
export function SettingsTab() {
  const { t } = useTranslation('adminModeration');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { data, loading, error, refetch } = useQuery(SiteSettingsDocument, { fetchPolicy: 'cache-and-network' });

  if (!data && loading) return <PageLoading />;
  if (!data) {
    return (
      <StateMessage
        tone="error"
        title={t('settings.error')}
        actions={
          <button type="button" className="button button--primary" onClick={() => void refetch().catch(() => undefined)}>
            {tCommon('actions.retry')}
          </button>
        }
      >
        <p>{tErrors(errorMessageKey(error))}</p>
      </StateMessage>
    );
  }
  return <SettingsForm saved={data.settings} />;
}

interface SettingsFormProps {
  saved: SiteSettingsFieldsFragment;
}

function SettingsForm({ saved }: SettingsFormProps) {
  const { t } = useTranslation('adminModeration');
  const apiErrorText = useApiErrorText();
  const updateSettings = useUpdateSettings();
  const resetSettings = useResetSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const headingId = useId();
  const alertId = useId();

  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  // The server's copy this draft started from: a newer one (another admin, a reset) replaces the draft.
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    setDraft(toDraft(saved));
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [resetting, setResetting] = useState(false);

  const savedDraft = toDraft(saved);
  const changedKeys = (Object.keys(draft) as (keyof Settings)[]).filter((key) => draft[key] !== savedDraft[key]);
  const isDefault = (Object.keys(SETTINGS_DEFAULTS) as (keyof Settings)[]).every(
    (key) => saved[key] === SETTINGS_DEFAULTS[key],
  );

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
    setFormError(null);
  };

  const outOfRange = (key: NumericSetting) =>
    t('settings.outOfRange', { min: SETTINGS_LIMITS[key].min, max: SETTINGS_LIMITS[key].max });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || changedKeys.length === 0) return;
    const input: SettingsInput = {};
    const problems: FieldErrors = {};
    for (const key of changedKeys) {
      if ((NUMERIC_SETTINGS as readonly string[]).includes(key)) {
        const numeric = key as NumericSetting;
        const value = parseSetting(draft[numeric]);
        if (value === null || !isSettingInRange(numeric, value)) problems[numeric] = outOfRange(numeric);
        else input[numeric] = value;
      } else {
        const flag = key as BooleanSetting;
        input[flag] = draft[flag];
      }
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError(t('settings.fix'));
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    const result = await updateSettings(input);
    setSaving(false);
    if (result.ok) return;
    const serverProblems: FieldErrors = {};
    for (const key of NUMERIC_SETTINGS) {
      if (result.error.fields[key]) serverProblems[key] = outOfRange(key);
    }
    setErrors(serverProblems);
    setFormError(
      Object.keys(serverProblems).length > 0 ? t('settings.fix') : apiErrorText(result.error, t('settings.notices.failed')),
    );
    focusFirstInvalid();
  };

  const handleReset = async () => {
    if (resetting) return;
    setResetting(true);
    await resetSettings();
    setResetting(false);
    setConfirmingReset(false);
    setErrors({});
    setFormError(null);
  };

  return (
    <section className="admin-list settings" aria-labelledby={headingId}>
      <div className="admin-section-header">
        <h2 id={headingId}>{t('settings.heading')}</h2>
        <p className="admin-section-header__note">{t('settings.intro')}</p>
      </div>
      <form ref={formRef} className="settings__form" noValidate onSubmit={handleSubmit} aria-busy={saving || undefined}>
        <fieldset className="settings__group">
          <legend>{t('settings.groups.limits')}</legend>
          {NUMERIC_SETTINGS.map((key) => (
            <TextField
              key={key}
              label={t(`settings.fields.${key}.label`)}
              hint={`${t(`settings.fields.${key}.hint`)} ${t('settings.range', SETTINGS_LIMITS[key])}`}
              type="number"
              inputMode="numeric"
              min={SETTINGS_LIMITS[key].min}
              max={SETTINGS_LIMITS[key].max}
              step={1}
              name={key}
              value={draft[key]}
              error={errors[key] ?? null}
              onChange={(event) => change(key, event.target.value)}
              className="settings__number"
            />
          ))}
        </fieldset>
        <fieldset className="settings__group">
          <legend>{t('settings.groups.security')}</legend>
          {BOOLEAN_SETTINGS.map((key) => (
            <div key={key} className="settings__switch">
              <label className="checkbox-field">
                <input
                  type="checkbox"
                  name={key}
                  checked={draft[key]}
                  aria-describedby={`${headingId}-${key}-hint`}
                  onChange={(event) => change(key, event.target.checked)}
                />
                {t(`settings.fields.${key}.label`)}
              </label>
              <p id={`${headingId}-${key}-hint`} className="form-field__hint">
                {t(`settings.fields.${key}.hint`)}
              </p>
            </div>
          ))}
        </fieldset>

        {formError && (
          <p id={alertId} className="form-alert" role="alert">
            {formError}
          </p>
        )}
        <p className="settings__state" role="status">
          {changedKeys.length > 0 ? t('settings.unsaved', { count: changedKeys.length }) : t('settings.upToDate')}
        </p>
        <div className="form-actions">
          {/* aria-disabled, not disabled: after a save empties the changes, the focus stays here. */}
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={saving || changedKeys.length === 0 || undefined}
            aria-busy={saving || undefined}
          >
            {saving ? t('settings.saving') : t('settings.save')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={saving || changedKeys.length === 0}
            onClick={() => {
              setDraft(toDraft(saved));
              setErrors({});
              setFormError(null);
            }}
          >
            {t('settings.discard')}
          </button>
          <button
            type="button"
            className="button button--danger-ghost"
            disabled={saving || isDefault}
            title={isDefault ? t('settings.alreadyDefault') : undefined}
            onClick={() => setConfirmingReset(true)}
          >
            {t('settings.reset')}
          </button>
        </div>
      </form>

      {confirmingReset && (
        <ConfirmDialog
          title={t('settings.confirmReset.title')}
          message={t('settings.confirmReset.message')}
          confirmLabel={t('settings.confirmReset.confirm')}
          busy={resetting}
          onConfirm={() => void handleReset()}
          onCancel={() => !resetting && setConfirmingReset(false)}
        />
      )}
    </section>
  );
}
