import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyFieldsFragment } from '@/generated/graphql';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { useRevokeApiKey } from '../hooks/useRevokeApiKey';
import { apiKeyStatus } from '../utils/apiKeyStatus';

export interface ApiKeyItemProps {
  apiKey: ApiKeyFieldsFragment;
  /** The member it acts as (the admin list), by username; null for a deleted account. */
  owner?: string | null;
}

/**
 * One key: its name and prefix, scopes, dates and state, and "Revoke" while it works, asked again in place (no
 * dialog: the confirmation dialog's code would leave the forum's shared chunk and weigh on the public pages).
 */
export function ApiKeyItem({ apiKey, owner }: ApiKeyItemProps) {
  const { t } = useTranslation('profile', { keyPrefix: 'apiKeys' });
  const formatDate = useFormatRelativeDate();
  const { revoke, loading } = useRevokeApiKey();
  const [asking, setAsking] = useState(false);
  const status = apiKeyStatus(apiKey);
  return (
    <li className="api-key" data-status={status}>
      <div className="api-key__head">
        <bdi dir="auto" className="api-key__name">
          {apiKey.name}
        </bdi>
        <code className="api-key__prefix" dir="ltr">
          {apiKey.prefix}…
        </code>
        <span className="api-key__scopes">
          {apiKey.scopes.map((scope) => (
            <span key={scope} className="api-key__scope">
              {t(`scopes.${scope}`)}
            </span>
          ))}
        </span>
      </div>
      <p className="api-key__meta">
        {owner !== undefined && (
          <>
            {t('list.owner')}: <bdi dir="ltr">{owner ? `@${owner}` : t('admin.deletedMember')}</bdi> ·{' '}
          </>
        )}
        {t('list.created', { date: formatDate(apiKey.createdAt) })} ·{' '}
        {apiKey.lastUsedAt ? t('list.lastUsed', { date: formatDate(apiKey.lastUsedAt) }) : t('list.neverUsed')} ·{' '}
        {status === 'revoked'
          ? t('list.revoked', { date: formatDate(apiKey.revokedAt!) })
          : status === 'expired'
            ? t('list.expired')
            : apiKey.expiresAt
              ? t('list.expires', { date: formatDate(apiKey.expiresAt) })
              : t('list.noExpiry')}
      </p>
      {status === 'active' &&
        (asking ? (
          <div className="api-key__confirm" role="group" aria-label={t('list.revoke')}>
            <p role="alert">{t('revoke.question', { name: apiKey.name })}</p>
            <div className="form-actions">
              <button type="button" className="button button--ghost button--small" onClick={() => setAsking(false)} autoFocus>
                {t('revoke.cancel')}
              </button>
              <button
                type="button"
                className="button button--danger button--small"
                disabled={loading}
                aria-busy={loading || undefined}
                onClick={() => void revoke(apiKey).then(() => setAsking(false))}
              >
                {t('revoke.confirm')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button button--ghost button--small api-key__revoke" onClick={() => setAsking(true)}>
            {t('list.revoke')}
            <span className="visually-hidden"> {apiKey.name}</span>
          </button>
        ))}
    </li>
  );
}
