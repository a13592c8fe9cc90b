import { LIMITS, PROFILE_FIELDS, validateProfile, type ProfileField } from '@pepper-atlas/domain';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountFieldsFragment } from '@/generated/graphql';
import { FormField, TextField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { summaryKey, useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { PendingEmailNotice } from './PendingEmailNotice';

type Values = Record<ProfileField, string>;
type FieldErrors = Partial<Record<ProfileField | 'currentPassword', string>>;

/** Form order: names first, as on the card. */
const FORM_FIELDS: readonly (ProfileField | 'currentPassword')[] = ['firstName', 'lastName', 'username', 'email', 'currentPassword', 'bio'];

function valuesOf(user: AccountFieldsFragment): Values {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email ?? '',
    bio: user.bio ?? '',
  };
}

export interface ProfileFormProps {
  user: AccountFieldsFragment;
}

/**
 * Edits names, username, email and bio with the domain's profile rules and the server's field errors.
 * A new email asks for the current password and waits for its own link (the notice says where it went).
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const apiErrorText = useApiErrorText();
  const updateProfile = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const headingId = useId();

  const [saved, setSaved] = useState<Values>(() => valuesOf(user));
  const [values, setValues] = useState<Values>(saved);
  const [currentPassword, setCurrentPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  const isDirty = PROFILE_FIELDS.some((field) => values[field] !== saved[field]);
  const emailChanged = values.email.trim().toLowerCase() !== saved.email.toLowerCase();

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setFieldErrors({});
    setFormError(null);
  };

  const handlePasswordChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCurrentPassword(event.target.value);
    setFieldErrors({});
    setFormError(null);
  };

  const handleReset = () => {
    setValues(saved);
    setCurrentPassword('');
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
    if (submittingRef.current || !isDirty) return;
    const errors: FieldErrors = { ...validateProfile(values) };
    if (emailChanged && !currentPassword) errors.currentPassword = 'currentPasswordRequired';
    if (Object.values(errors).some(Boolean)) {
      refuse(errors, fieldMessage(summaryKey(errors, FORM_FIELDS) ?? 'requiredFields'));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    const result = await updateProfile({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      bio: values.bio.trim(),
      ...(emailChanged ? { currentPassword } : {}),
    });
    submittingRef.current = false;
    setSubmitting(false);
    if (result.ok) {
      const next = valuesOf(result.user);
      setSaved(next);
      setValues(next);
      setCurrentPassword('');
      return;
    }
    const serverFields = Object.fromEntries(
      FORM_FIELDS.filter((field) => result.error.fields[field]).map((field) => [field, result.error.fields[field]]),
    ) as FieldErrors;
    refuse(serverFields, apiErrorText(result.error, t('edit.failed')));
  };

  const errorOf = (field: ProfileField | 'currentPassword'): string | null => {
    const key = fieldErrors[field];
    if (!key) return null;
    return key === 'requiredFields' ? tAuth('errors.required') : fieldMessage(key);
  };

  const fieldProps = (field: Exclude<ProfileField, 'bio'>) => ({
    name: field,
    value: values[field],
    onChange: handleChange,
    error: errorOf(field),
    label: tAuth(`fields.${field}`),
    required: true,
  });

  return (
    <section className="profile-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('edit.heading')}</h2>
      <form ref={formRef} className="form-grid" noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
        <div className="form-grid form-grid--two">
          <TextField {...fieldProps('firstName')} autoComplete="given-name" />
          <TextField {...fieldProps('lastName')} autoComplete="family-name" />
        </div>
        <TextField
          {...fieldProps('username')}
          autoComplete="username"
          hint={tAuth('fields.usernameHint')}
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" dir="ltr" />
        {user.pendingEmail && user.email && <PendingEmailNotice pendingEmail={user.pendingEmail} currentEmail={user.email} />}
        {emailChanged && (
          <TextField
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t('edit.currentPassword')}
            hint={t('edit.currentPasswordHint')}
            value={currentPassword}
            onChange={handlePasswordChange}
            error={errorOf('currentPassword')}
            required
            dir="ltr"
          />
        )}
        <FormField
          label={t('edit.bio')}
          error={errorOf('bio')}
          hint={t('edit.bioHint', { count: [...values.bio.trim()].length, max: LIMITS.bio.max })}
        >
          {(control) => (
            <textarea
              {...control}
              name="bio"
              className="input"
              rows={4}
              value={values.bio}
              onChange={handleChange}
              dir="auto"
            />
          )}
        </FormField>

        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}

        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting || !isDirty}>
            {submitting ? t('edit.saving') : t('edit.save')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={handleReset}
            disabled={submitting || !isDirty}
          >
            {t('edit.reset')}
          </button>
        </div>
      </form>
    </section>
  );
}
