import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { OutboxDocument } from '@/generated/graphql';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import './admin.css';

/** The recent mails of the outbox folder (no SMTP_URL): what members were sent, with their links. */
export function OutboxTab() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const formatRelativeDate = useFormatRelativeDate();
  const { data, loading, error, refetch } = useQuery(OutboxDocument, { fetchPolicy: 'network-only' });

  if (loading && !data) return <SkeletonGrid count={3} className="outbox-list" />;
  if (!data) {
    return (
      <StateMessage
        tone="error"
        title={t('outbox.error')}
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
  const { usesOutbox, undelivered, mails } = data.outbox;
  return (
    <section className="outbox" aria-labelledby="outbox-heading">
      <div className="admin-section-header">
        <h2 id="outbox-heading">{t('outbox.heading')}</h2>
        <button type="button" className="button button--ghost button--small" onClick={() => void refetch().catch(() => undefined)}>
          {t('outbox.refresh')}
        </button>
      </div>
      <p className="outbox__intro">{usesOutbox ? t('outbox.introOutbox') : t('outbox.introSmtp')}</p>
      {undelivered && (
        <p className="form-alert" role="alert">
          {t('outbox.undelivered')}
        </p>
      )}
      {usesOutbox && mails.length === 0 ? (
        <StateMessage tone="empty" title={t('outbox.empty')} />
      ) : (
        <ol className="outbox-list">
          {mails.map((mail) => (
            <li key={mail.id} className="outbox-list__item">
              <details>
                <summary>
                  <bdi dir="auto" className="outbox-list__subject">
                    {mail.subject}
                  </bdi>
                  <span className="outbox-list__meta">
                    <bdi dir="ltr">{mail.to}</bdi> · <time dateTime={mail.date}>{formatRelativeDate(mail.date)}</time>
                  </span>
                </summary>
                <pre className="outbox-list__text" dir="auto">
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
