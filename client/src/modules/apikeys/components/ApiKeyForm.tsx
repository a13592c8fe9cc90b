import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS } from '@pepper-atlas/domain';
import type { ApiKeyScope } from '@/generated/graphql';
import { FormField, TextField } from '@/modules/ui/components/FormField';
import { useApiErrorText } from '@/modules/ui/hooks/useApiErrorText';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { useCreateApiKey } from '../hooks/useCreateApiKey';
import { EXPIRY_CHOICES, expiryDate, type ExpiryChoice } from '../utils/apiKeyStatus';

type ApiKeyErrorKey = 'name' | 'scopes' | 'expiryPast' | 'expiryFar' | 'tooMany';
const FIELD_KEY = /^apiKeys\.errors\.(name|scopes|expiryPast|expiryFar|tooMany)$/;

export interface ApiKeyFormProps {
  /** Administrators may give a key the admin scope. */
  canAdmin: boolean;
  onCreated: (key: string) => void;
}

/** Name, scopes (read always; write; admin for administrators) and expiry of a new key. */
export function ApiKeyForm({ canAdmin, onCreated }: ApiKeyFormProps) {
  const { t } = useTranslation('profile', { keyPrefix: 'apiKeys' });
  const notify = useNotify();
  const apiErrorText = useApiErrorText();
  const { create, loading } = useCreateApiKey();
  const headingId = useId();
  const [name, setName] = useState('');
  const [write, setWrite] = useState(false);
  const [admin, setAdmin] = useState(false);
  const [expiry, setExpiry] = useState<ExpiryChoice>('days90');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > API_KEY_LIMITS.nameMax) {
      setNameError(t('errors.name'));
      return;
    }
    const scopes: ApiKeyScope[] = ['read', ...(write ? (['write'] as const) : []), ...(canAdmin && admin ? (['admin'] as const) : [])];
    const result = await create({ name: trimmed, scopes, expiresAt: expiryDate(expiry) });
    if (result.ok) {
      setName('');
      setWrite(false);
      setAdmin(false);
      setFormError(null);
      notify.success(t('notices.created', { name: result.name }));
      onCreated(result.key);
      return;
    }
    const fieldKey = Object.values(result.error.fields).map((key) => FIELD_KEY.exec(key)?.[1]).find(Boolean) as ApiKeyErrorKey | undefined;
    setFormError(fieldKey ? t(`errors.${fieldKey}`) : apiErrorText(result.error, t('notices.createFailed')));
  };

  return (
    <form className="form-grid api-key-form" noValidate onSubmit={handleSubmit} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h3 id={headingId}>{t('form.heading')}</h3>
      <TextField
        name="apiKeyName"
        label={t('form.name')}
        hint={t('form.nameHint')}
        value={name}
        maxLength={API_KEY_LIMITS.nameMax}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
          setFormError(null);
        }}
        error={nameError}
        required
        autoComplete="off"
      />
      <fieldset className="api-key-form__scopes">
        <legend>{t('form.scopes')}</legend>
        <label className="checkbox-field">
          <input type="checkbox" name="scopeRead" checked disabled />
          <span>
            {t('scopes.read')} <small>{t('scopes.readHint')}</small>
          </span>
        </label>
        <label className="checkbox-field">
          <input type="checkbox" name="scopeWrite" checked={write} onChange={(event) => setWrite(event.target.checked)} />
          <span>
            {t('scopes.write')} <small>{t('scopes.writeHint')}</small>
          </span>
        </label>
        {canAdmin && (
          <label className="checkbox-field">
            <input type="checkbox" name="scopeAdmin" checked={admin} onChange={(event) => setAdmin(event.target.checked)} />
            <span>
              {t('scopes.admin')} <small>{t('scopes.adminHint')}</small>
            </span>
          </label>
        )}
      </fieldset>
      <FormField label={t('form.expiry')}>
        {(control) => (
          <select {...control} name="apiKeyExpiry" className="select" value={expiry} onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {t(`expiry.${choice.id}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading ? t('form.creating') : t('form.create')}
        </button>
      </div>
    </form>
  );
}
