import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminApiKeysDocument } from '@/generated/graphql';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { ApiKeyItem } from './ApiKeyItem';
import './apiKeys.css';

const PAGE_SIZE = 20;

/** The admin panel's tab: every member's keys, newest first, each revocable. */
export function AdminApiKeysTab() {
  const { t } = useTranslation('profile', { keyPrefix: 'apiKeys' });
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const [page, setPage] = useState(1);
  const [activeOnly, setActiveOnly] = useState(true);
  const { data, loading, error, refetch } = useQuery(AdminApiKeysDocument, {
    variables: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, activeOnly },
    fetchPolicy: 'cache-and-network',
  });

  const list = data?.adminApiKeys;
  return (
    <section className="api-keys api-keys--admin" aria-labelledby="admin-api-keys-heading">
      <div className="admin-section-header">
        <h2 id="admin-api-keys-heading">{t('admin.heading')}</h2>
        {list && <span>{t('admin.summary', { count: list.totalItems })}</span>}
      </div>
      <p>{t('admin.intro')}</p>
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="activeOnly"
          checked={activeOnly}
          onChange={(event) => {
            setActiveOnly(event.target.checked);
            setPage(1);
          }}
        />
        <span>{t('admin.activeOnly')}</span>
      </label>
      {loading && !list ? (
        <SkeletonGrid count={3} className="api-key-list" />
      ) : !list ? (
        <StateMessage
          tone="error"
          title={t('list.loadError')}
          actions={
            <button type="button" className="button button--primary" onClick={() => void refetch().catch(() => undefined)}>
              {tCommon('actions.retry')}
            </button>
          }
        >
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      ) : list.items.length === 0 ? (
        <StateMessage tone="empty" title={t('admin.empty')} />
      ) : (
        <>
          <ul className="api-key-list" aria-label={t('admin.heading')}>
            {list.items.map((key) => (
              <ApiKeyItem key={key.id} apiKey={key} owner={key.user?.username ?? null} />
            ))}
          </ul>
          <Pagination page={page} totalPages={Math.max(1, Math.ceil(list.totalItems / PAGE_SIZE))} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
