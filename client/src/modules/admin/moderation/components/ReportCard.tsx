import { canTransitionReport, isReportStatus } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportFieldsFragment } from '@/generated/graphql';
import { topicPath } from '@/modules/forum/utils/topicNavigation';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { PostBody } from '@/modules/forum/markdown/PostBody';
import type { ReportDecision } from '../hooks/useReportTransition';
import { ReportedPhoto } from './ReportedPhoto';

export type ReportAction = { kind: 'decide'; to: ReportDecision } | { kind: 'deleteContent' } | { kind: 'block' } | { kind: 'unblock' };

export interface ReportCardProps {
  report: ReportFieldsFragment;
  /** The signed-in admin cannot block themselves. */
  currentUserId: string;
  /** Blocking members is an admin's decision; moderators do not see the button. */
  canBlock?: boolean;
  onAction: (report: ReportFieldsFragment, action: ReportAction) => void;
}

/**
 * One report: what was reported (a link to open it), why, by whom and against whom, where it
 * stands, and what the admin may do next (only the transitions the domain allows).
 */
export function ReportCard({ report, currentUserId, canBlock = true, onAction }: ReportCardProps) {
  const { t } = useTranslation('adminModeration');
  const { t: tForum } = useTranslation('forum');
  const formatDate = useFormatDate();
  const headingId = useId();

  const status = isReportStatus(report.status) ? report.status : 'pending';
  const canReview = canTransitionReport(status, 'reviewed');
  const canResolve = canTransitionReport(status, 'resolved');
  const isComment = Boolean(report.commentId);
  const contentGone = isComment ? !report.comment : !report.topic;
  const author = report.reportedUser;
  const topicLink = report.topicId ? topicPath(report.topicId) : null;

  return (
    <article className="report-card" aria-labelledby={headingId} data-report={report.id} data-status={status}>
      <header className="report-card__header">
        <h3 id={headingId} className="report-card__title">
          {t(isComment ? 'reports.card.commentReport' : 'reports.card.topicReport', {
            type: tForum(`report.types.${report.type}`),
          })}
        </h3>
        <span className={`badge report-status report-status--${status}`}>{t(`reports.status.${status}`)}</span>
      </header>

      <dl className="report-card__facts">
        <div>
          <dt>{t('reports.card.content')}</dt>
          <dd>
            {report.topic && topicLink ? (
              <Link to={topicLink} dir="auto">
                {report.topic.title}
              </Link>
            ) : (
              <span className="report-card__gone">{t('reports.card.topicGone')}</span>
            )}
            {!isComment && report.topic && (
              <blockquote className="report-card__quote">
                <PostBody html={report.topic.descriptionHtml} source={report.topic.description.join('\n\n')} />
              </blockquote>
            )}
            {report.image && <ReportedPhoto photo={report.image} />}
            {isComment &&
              (report.comment ? (
                <blockquote className="report-card__quote">
                  <PostBody html={report.comment.textHtml} source={report.comment.text} />
                </blockquote>
              ) : (
                <span className="report-card__gone">{t('reports.card.commentGone')}</span>
              ))}
          </dd>
        </div>
        <div>
          <dt>{t('reports.card.reason')}</dt>
          <dd className="report-card__description" dir="auto">
            {report.description}
          </dd>
        </div>
        <div>
          <dt>{t('reports.card.reportedBy')}</dt>
          <dd>
            {report.reporter ? <bdi>@{report.reporter.username}</bdi> : t('reports.card.deletedUser')}
            {' · '}
            <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('reports.card.author')}</dt>
          <dd>
            {author ? (
              <>
                <bdi>@{author.username}</bdi>
                {!author.isActive && <span className="badge status-badge status-badge--blocked">{t('reports.card.blocked')}</span>}
              </>
            ) : (
              t('reports.card.deletedUser')
            )}
          </dd>
        </div>
        {(report.reviewedAt || report.resolvedAt) && (
          <div>
            <dt>{t('reports.card.handled')}</dt>
            <dd>
              {report.reviewedAt && t('reports.card.reviewedOn', { date: formatDate(report.reviewedAt) })}
              {report.reviewedAt && report.resolvedAt && ' · '}
              {report.resolvedAt && t('reports.card.resolvedOn', { date: formatDate(report.resolvedAt) })}
              {report.handledBy && (
                <>
                  {' · '}
                  {t('reports.card.handledBy')} <bdi>@{report.handledBy.username}</bdi>
                </>
              )}
            </dd>
          </div>
        )}
        {report.resolutionNote && (
          <div>
            <dt>{t('reports.card.note')}</dt>
            <dd dir="auto">{report.resolutionNote}</dd>
          </div>
        )}
      </dl>

      <div className="report-card__actions" role="group" aria-label={t('reports.card.actions')}>
        {topicLink && report.topic && (
          <Link to={topicLink} className="button button--ghost button--small">
            {t('reports.actions.open')}
          </Link>
        )}
        {canReview && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onAction(report, { kind: 'decide', to: 'reviewed' })}
          >
            {t('reports.actions.review')}
          </button>
        )}
        {canResolve && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onAction(report, { kind: 'decide', to: 'resolved' })}
          >
            {t('reports.actions.resolve')}
          </button>
        )}
        {!contentGone && (
          <button
            type="button"
            className="button button--danger-ghost button--small"
            onClick={() => onAction(report, { kind: 'deleteContent' })}
          >
            {t(isComment ? 'reports.actions.deleteComment' : 'reports.actions.deleteTopic')}
          </button>
        )}
        {canBlock && author && author.id !== currentUserId && (
          <button
            type="button"
            className="button button--danger-ghost button--small"
            onClick={() => onAction(report, { kind: author.isActive ? 'block' : 'unblock' })}
          >
            {t(author.isActive ? 'reports.actions.block' : 'reports.actions.unblock', { username: author.username })}
          </button>
        )}
      </div>
    </article>
  );
}
