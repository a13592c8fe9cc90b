import {
  CHANGE_PASSWORD_FIELDS,
  hasErrors,
  validateChangePassword,
  type ChangePasswordField,
} from '@pepper-atlas/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { summaryKey, useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { usePublicSettings } from '@/modules/auth/hooks/usePublicSettings';
import { passwordMinOf } from '@/modules/ui/utils/apiError';
import { useChangePassword } from '../hooks/useChangePassword';

type Values = Record<ChangePasswordField, string>;
type FieldErrors = Partial<Record<ChangePasswordField, string>>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; on success the new token replaces the stored one. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const { passwordMin: policyMin } = usePublicSettings();
  const apiErrorText = useApiErrorText();
  const changePassword = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const headingId = useId();

  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [passwordMin, setPasswordMin] = useState<number | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setFieldErrors({});
    setFormError(null);
  };

  const refuse = (errors: FieldErrors, message: string) => {
    setFieldErrors(errors);
    setFormError(message);
    focusFirstInvalid();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const errors = validateChangePassword(values, policyMin);
    if (hasErrors(errors)) {
      setPasswordMin(policyMin);
      refuse(errors, fieldMessage(summaryKey(errors, CHANGE_PASSWORD_FIELDS) ?? 'requiredFields', policyMin));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    const result = await changePassword(values);
    submittingRef.current = false;
    setSubmitting(false);
    if (result.ok) {
      setValues(EMPTY);
      return;
    }
    const serverFields = Object.fromEntries(
      CHANGE_PASSWORD_FIELDS.filter((field) => result.error.fields[field]).map((field) => [
        field,
        result.error.fields[field],
      ]),
    ) as FieldErrors;
    setPasswordMin(passwordMinOf(result.error, policyMin));
    refuse(serverFields, apiErrorText(result.error, t('password.failed')));
  };

  const fieldProps = (field: ChangePasswordField) => {
    const key = fieldErrors[field];
    return {
      name: field,
      value: values[field],
      onChange: handleChange,
      type: 'password',
      dir: 'ltr',
      required: true,
      label: t(`password.${field}`),
      error: key ? (key === 'requiredFields' ? tAuth('errors.required') : fieldMessage(key, passwordMin ?? policyMin)) : null,
    };
  };

  return (
    <section className="profile-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('password.heading')}</h2>
      <form ref={formRef} className="form-grid" noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <TextField {...fieldProps('currentPassword')} autoComplete="current-password" />
        <TextField {...fieldProps('newPassword')} autoComplete="new-password" />
        <TextField {...fieldProps('confirmPassword')} autoComplete="new-password" />
        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t('password.saving') : t('password.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
