import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CreatedApiKeyProps {
  apiKey: string;
  onDone: () => void;
}

/** The new key, shown this once, with a copy button. */
export function CreatedApiKey({ apiKey, onDone }: CreatedApiKeyProps) {
  const { t } = useTranslation('profile', { keyPrefix: 'apiKeys' });
  const [copied, setCopied] = useState(false);
  const handleCopy = () => {
    navigator.clipboard?.writeText(apiKey).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="api-key-created" role="status">
      <h3>{t('created.heading')}</h3>
      <p>{t('created.once')}</p>
      <code className="api-key-created__key" dir="ltr" data-testid="new-api-key">
        {apiKey}
      </code>
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={handleCopy}>
          {copied ? t('created.copied') : t('created.copy')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('created.done')}
        </button>
      </div>
    </div>
  );
}
