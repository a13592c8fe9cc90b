import { useQuery } from '@apollo/client/react';
import { isReportStatus, type ReportStatus } from '@pepper-atlas/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportsDocument, type ReportFieldsFragment } from '@/generated/graphql';
import { useSetUserActive } from '@/modules/admin/hooks/useSetUserActive';
import { useDeleteComment } from '@/modules/forum/hooks/useDeleteComment';
import { useDeleteTopic } from '@/modules/forum/hooks/useDeleteTopic';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useReportTransition } from '../hooks/useReportTransition';
import { useTabQuery } from '../hooks/useTabQuery';
import { ReportCard, type ReportAction } from './ReportCard';
import { ReportDecisionDialog } from './ReportDecisionDialog';
import './moderation.css';

const PAGE_SIZE = 10;
const STATUS_FILTERS = ['pending', 'reviewed', 'resolved', 'all'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const QUERY_DEFAULTS = { status: 'pending' };

export interface ReportsTabProps {
  currentUserId: string;
  /** Admins may block reported members; moderators handle reports and content only. */
  canBlock?: boolean;
}

/**
 * The report queue, newest first, filtered by status (pending by default; in the URL): open the
 * reported content, review or resolve with a note (only the domain's transitions), delete the
 * content or block its author from here.
 */
export function ReportsTab({ currentUserId, canBlock = true }: ReportsTabProps) {
  const { t } = useTranslation('adminModeration');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const filterId = useId();
  const { read, page, update } = useTabQuery(QUERY_DEFAULTS);
  const rawStatus = read('status');
  const status: StatusFilter = (STATUS_FILTERS as readonly string[]).includes(rawStatus) ? (rawStatus as StatusFilter) : 'pending';
  const { data, previousData, loading, error, refetch } = useQuery(ReportsDocument, {
    variables: {
      status: status === 'all' ? null : (status as ReportStatus),
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const transition = useReportTransition();
  const deleteTopic = useDeleteTopic();
  const deleteComment = useDeleteComment();
  const setUserActive = useSetUserActive();
  const [pending, setPending] = useState<{ report: ReportFieldsFragment; action: ReportAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list = (data ?? previousData)?.reports;
  const totalPages = Math.max(1, Math.ceil((list?.totalItems ?? 0) / PAGE_SIZE));

  const pageIsGone = Boolean(data && data.reports.items.length === 0 && page > totalPages);
  useEffect(() => {
    if (pageIsGone) update({ page: totalPages });
  }, [pageIsGone, totalPages, update]);

  // The button that opened the dialog may have gone with its report (or its content): then the focus, which
  // the dialog could not give back, goes to the list's heading. In an effect after the dialog has closed: until
  // its own clean-up has run, the page behind it is inert and cannot take the focus.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (!refocus) return;
    const active = document.activeElement;
    if (!active || active === document.body) headingRef.current?.focus();
  }, [refocus]);

  const close = () => {
    setBusy(false);
    setPending(null);
    setRefocus((n) => n + 1);
  };

  const run = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    await work();
    close();
  };

  const handleAction = (report: ReportFieldsFragment, action: ReportAction) => {
    // Unblocking needs no confirmation: it only gives back what was taken.
    if (action.kind === 'unblock' && report.reportedUser) {
      void setUserActive(report.reportedUser, true);
      return;
    }
    setPending({ report, action });
  };

  const handleDeleteContent = (report: ReportFieldsFragment) =>
    run(async () => {
      const deleted =
        report.comment && report.topicId
          ? await deleteComment({ id: report.comment.id, topicId: report.topicId })
          : report.topic
            ? await deleteTopic(report.topic)
            : false;
      // The report now points at deleted content.
      if (deleted) await refetch().catch(() => undefined);
    });

  const renderDialog = () => {
    if (!pending) return null;
    const { report, action } = pending;
    switch (action.kind) {
      case 'decide':
        return (
          <ReportDecisionDialog
            report={report}
            to={action.to}
            busy={busy}
            onConfirm={(note) => {
              const from = isReportStatus(report.status) ? report.status : 'pending';
              void run(() => transition({ id: report.id, status: from }, action.to, note));
            }}
            onCancel={() => !busy && setPending(null)}
          />
        );
      case 'deleteContent':
        return (
          <ConfirmDialog
            title={t(report.commentId ? 'reports.confirm.deleteCommentTitle' : 'reports.confirm.deleteTopicTitle')}
            message={
              report.commentId
                ? t('reports.confirm.deleteCommentMessage', { username: report.reportedUser?.username ?? '—' })
                : t('reports.confirm.deleteTopicMessage', { title: report.topic?.title ?? '' })
            }
            confirmLabel={t('reports.confirm.delete')}
            busy={busy}
            onConfirm={() => void handleDeleteContent(report)}
            onCancel={() => !busy && setPending(null)}
          />
        );
      case 'block':
        return report.reportedUser ? (
          <ConfirmDialog
            title={t('reports.confirm.blockTitle')}
            message={t('reports.confirm.blockMessage', { username: report.reportedUser.username })}
            confirmLabel={t('reports.confirm.block')}
            busy={busy}
            onConfirm={() => void run(() => setUserActive(report.reportedUser!, false))}
            onCancel={() => !busy && setPending(null)}
          />
        ) : null;
      case 'unblock':
        return null;
    }
  };

  const renderList = () => {
    if (loading && !list) return <SkeletonGrid count={2} className="moderation-skeletons" />;
    if (error && !loading) {
      return (
        <StateMessage
          tone="error"
          title={t('reports.error')}
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
    if (!list || list.items.length === 0) {
      return <StateMessage tone="empty" title={t(`reports.empty.${status}`)} />;
    }
    return (
      <>
        <ol className="report-list" aria-busy={loading || undefined}>
          {list.items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} currentUserId={currentUserId} canBlock={canBlock} onAction={handleAction} />
            </li>
          ))}
        </ol>
        <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={(next) => update({ page: next })} />
      </>
    );
  };

  return (
    <section className="admin-list" aria-labelledby="admin-reports-heading">
      <div className="admin-section-header">
        <h2 id="admin-reports-heading" ref={headingRef} tabIndex={-1}>
          {t('reports.heading')}
        </h2>
        <div className="moderation-filter">
          <label htmlFor={filterId}>{t('reports.filter')}</label>
          <select id={filterId} className="select" value={status} onChange={(event) => update({ status: event.target.value })}>
            {STATUS_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`reports.filters.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="admin-section-header__note" role="status">
        {list && !error ? t('reports.summary', { count: list.totalItems }) : ''}
      </p>
      {renderList()}
      {renderDialog()}
    </section>
  );
}
