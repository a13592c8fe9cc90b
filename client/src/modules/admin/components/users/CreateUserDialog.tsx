import { hasErrors, ROLES, SIGN_UP_FIELDS, validateSignUp, type Role } from '@pepper-atlas/domain';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { Dialog } from '@/modules/ui/components/Dialog';
import { FormField, TextField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { summaryKey, useFieldMessage } from '@/modules/ui/hooks/useFieldMessage';
import { useFocusFirstInvalid } from '@/modules/ui/hooks/useFocusFirstInvalid';
import { usePublicSettings } from '@/modules/auth/hooks/usePublicSettings';
import { passwordMinOf } from '@/modules/ui/utils/apiError';
import { useCreateUser } from '../../hooks/useCreateUser';

const TEXT_FIELDS = ['username', 'email', 'password', 'firstName', 'lastName'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextFieldName, string> & { role: Role; isActive: boolean };
type FieldErrors = Partial<Record<TextFieldName, string>>;

const EMPTY: Values = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  role: 'user',
  isActive: true,
};

const FORM_ID = 'create-user-form';

export interface CreateUserDialogProps {
  onClose: () => void;
}

/** The admin's "new user" form: the sign-up rules, a role and the active flag. */
export function CreateUserDialog({ onClose }: CreateUserDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tAuth } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const roleLabel = useRoleLabel();
  const fieldMessage = useFieldMessage();
  const { passwordMin: policyMin } = usePublicSettings();
  const apiErrorText = useApiErrorText();
  const createUser = useCreateUser();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [passwordMin, setPasswordMin] = useState<number | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { name, value } = event.target;
    const next =
      event.target instanceof HTMLInputElement && event.target.type === 'checkbox' ? event.target.checked : value;
    setValues((previous) => ({ ...previous, [name]: next }));
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
    const errors = validateSignUp(values, policyMin);
    if (hasErrors(errors)) {
      setPasswordMin(policyMin);
      refuse(errors, fieldMessage(summaryKey(errors, SIGN_UP_FIELDS) ?? 'requiredFields', policyMin));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    const result = await createUser({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      role: values.role,
      isActive: values.isActive,
    });
    submittingRef.current = false;
    setSubmitting(false);
    if (result.ok) {
      onClose();
      return;
    }
    const serverFields = Object.fromEntries(
      TEXT_FIELDS.filter((field) => result.error.fields[field]).map((field) => [field, result.error.fields[field]]),
    ) as FieldErrors;
    setPasswordMin(passwordMinOf(result.error, policyMin));
    refuse(serverFields, apiErrorText(result.error, t('users.create.failed')));
  };

  const fieldProps = (field: TextFieldName) => {
    const key = fieldErrors[field];
    return {
      name: field,
      value: values[field],
      onChange: handleChange,
      required: true,
      label: tAuth(`fields.${field}`),
      error: key ? (key === 'requiredFields' ? tAuth('errors.required') : fieldMessage(key, passwordMin ?? policyMin)) : null,
    };
  };

  return (
    <Dialog
      title={t('users.create.title')}
      onClose={() => !submittingRef.current && onClose()}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={submitting}>
            {tCommon('actions.cancel')}
          </button>
          <button type="submit" form={FORM_ID} className="button button--primary" disabled={submitting}>
            {submitting ? t('users.create.submitting') : t('users.create.submit')}
          </button>
        </>
      }
    >
      <form
        id={FORM_ID}
        ref={formRef}
        className="form-grid"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={submitting || undefined}
      >
        <div className="form-grid form-grid--two">
          <TextField {...fieldProps('firstName')} autoComplete="off" data-autofocus />
          <TextField {...fieldProps('lastName')} autoComplete="off" />
        </div>
        <TextField {...fieldProps('username')} autoComplete="off" autoCapitalize="none" spellCheck={false} dir="ltr" />
        <TextField {...fieldProps('email')} type="email" autoComplete="off" dir="ltr" />
        <TextField {...fieldProps('password')} type="password" autoComplete="new-password" dir="ltr" />
        <div className="form-grid form-grid--two">
          <FormField label={t('users.create.role')}>
            {(control) => (
              <select {...control} name="role" className="select" value={values.role} onChange={handleChange}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <label className="checkbox-field">
            <input type="checkbox" name="isActive" checked={values.isActive} onChange={handleChange} />
            <span>{t('users.create.active')}</span>
          </label>
        </div>
        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
