import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MyApiKeysDocument } from '@/generated/graphql';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyItem } from './ApiKeyItem';
import { CreatedApiKey } from './CreatedApiKey';
import './apiKeys.css';

export interface ApiKeysSectionProps {
  /** Administrators may make admin keys. */
  isAdmin: boolean;
}

/** Profile section: the member's API keys, a form for a new one (shown once), and revoking. */
export function ApiKeysSection({ isAdmin }: ApiKeysSectionProps) {
  const { t } = useTranslation('profile', { keyPrefix: 'apiKeys' });
  const { t: tErrors } = useTranslation('errors');
  const headingId = useId();
  const { data, error } = useQuery(MyApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<string | null>(null);

  return (
    <section className="profile-panel api-keys" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>
        {t('intro')} <Link to="/developers">{t('developersLink')}</Link>
      </p>
      {created ? <CreatedApiKey apiKey={created} onDone={() => setCreated(null)} /> : <ApiKeyForm canAdmin={isAdmin} onCreated={setCreated} />}
      {data ? (
        data.myApiKeys.length === 0 ? (
          <p className="api-keys__empty">{t('list.empty')}</p>
        ) : (
          <ul className="api-key-list" aria-label={t('list.label')}>
            {data.myApiKeys.map((key) => (
              <ApiKeyItem key={key.id} apiKey={key} />
            ))}
          </ul>
        )
      ) : error ? (
        <StateMessage tone="error" title={t('list.loadError')}>
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      ) : null}
    </section>
  );
}
