import { useQuery } from '@apollo/client/react';
import { isReportType } from '@pepper-atlas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuditLogDocument } from '@/generated/graphql';
import { topicPath } from '@/modules/forum/utils/topicNavigation';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { auditActionKey, isAuditTargetType } from '../utils/auditActions';
import { dateTimeFormat } from '@/modules/ui/utils/intl';

const PAGE_SIZE = 10;

/** Who did what to which item, and when: every admin and moderator action, newest first. */
export function AuditLog() {
  const { t, i18n } = useTranslation('adminModeration');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { t: tForum } = useTranslation('forum');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogDocument, {
    variables: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const log = (data ?? previousData)?.auditLog;
  const totalPages = Math.max(1, Math.ceil((log?.totalItems ?? 0) / PAGE_SIZE));
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns = {
    when: t('audit.columns.when'),
    who: t('audit.columns.who'),
    action: t('audit.columns.action'),
    target: t('audit.columns.target'),
  };

  const actionLabel = (action: string) => {
    const key = auditActionKey(action);
    return key ? t(`audit.actions.${key}`) : action;
  };

  const renderBody = () => {
    if (loading && !log) return <SkeletonGrid count={2} className="moderation-skeletons" />;
    if (error && !loading) {
      return (
        <StateMessage
          tone="error"
          headingLevel={3}
          title={t('audit.error')}
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
    if (!log || log.items.length === 0) return <p className="dashboard__empty">{t('audit.empty')}</p>;
    return (
      <>
        <div className="table-wrap" aria-busy={loading || undefined}>
          <table className="data-table audit-table">
            <caption className="visually-hidden">{t('audit.heading')}</caption>
            <thead>
              <tr>
                {Object.entries(columns).map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.items.map((entry) => {
                const type = isAuditTargetType(entry.targetType) ? entry.targetType : null;
                // A report's label is its type (spam, harassment...): shown in the reader's language.
                const labelText =
                  type === 'report' && isReportType(entry.targetLabel) ? tForum(`report.types.${entry.targetLabel}`) : entry.targetLabel;
                const label = labelText ? <bdi dir="auto">{labelText}</bdi> : null;
                const linkToTopic = type === 'topic' && entry.targetId && entry.action !== 'topic.delete';
                return (
                  <tr key={entry.id}>
                    <td data-label={columns.when}>
                      <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                    </td>
                    <td data-label={columns.who}>{entry.actor ? <bdi>@{entry.actor.username}</bdi> : t('audit.deletedUser')}</td>
                    <th scope="row" data-label={columns.action}>
                      {actionLabel(entry.action)}
                    </th>
                    <td data-label={columns.target}>
                      <span className="audit-table__target">
                        <span className="badge badge--neutral">{type ? t(`audit.targets.${type}`) : entry.targetType}</span>
                        {linkToTopic && label ? <Link to={topicPath(entry.targetId!)}>{label}</Link> : label}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={setPage} />
      </>
    );
  };

  return (
    <section className="admin-dashboard__group" aria-labelledby="dashboard-audit">
      <div className="admin-section-header">
        <h2 id="dashboard-audit">{t('audit.heading')}</h2>
        <p className="admin-section-header__note" role="status">
          {log && !error ? t('audit.summary', { count: log.totalItems }) : ''}
        </p>
      </div>
      {renderBody()}
    </section>
  );
}
