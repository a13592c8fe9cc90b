import { useQuery } from '@apollo/client/react';
import { isReportType } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DashboardStatsDocument } from '@/generated/graphql';
import { topicPath } from '@/modules/forum/utils/topicNavigation';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useFormatRelativeDate } from '@/modules/ui/hooks/useFormatRelativeDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import type { AdminTab } from '../../utils/adminTabs';
import { isActivityKind } from '../utils/activityKinds';
import { AuditLog } from './AuditLog';
import { TrendChart } from './TrendChart';
import { PostText } from '@/modules/ui/components/PostText';
import './moderation.css';
import { dateTimeFormat, numberFormat } from '@/modules/ui/utils/intl';

export interface DashboardTabProps {
  onOpenTab: (tab: AdminTab) => void;
}

type FigureKey = 'users' | 'activeUsers' | 'blockedUsers' | 'peppers' | 'activePeppers' | 'topics' | 'comments' | 'openReports';
type ShortcutTab = Extract<AdminTab, 'users' | 'peppers' | 'topics' | 'reports'>;

interface Figure {
  key: FigureKey;
  value: number;
  /** The tab that manages what the figure counts. */
  tab?: ShortcutTab;
  /** Draws the eye: open reports waiting for a moderator. */
  alert?: boolean;
}

/** The trend's three lines, in order. */
const TREND_SERIES = [
  { key: 'signUps', tone: 'users' },
  { key: 'posts', tone: 'posts' },
  { key: 'reports', tone: 'reports' },
] as const;

/** Real figures (users, peppers, forum, open reports), their 30-day trend, the latest activity and the audit log. */
export function DashboardTab({ onOpenTab }: DashboardTabProps) {
  const { t, i18n } = useTranslation('adminModeration');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { t: tForum } = useTranslation('forum');
  const formatRelativeDate = useFormatRelativeDate();
  // Always fresh: the figures move with every visit, post and report.
  const { data, loading, error, refetch } = useQuery(DashboardStatsDocument, {
    fetchPolicy: 'network-only',
  });
  const format = numberFormat(i18n.language);
  const dayFormat = dateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

  const renderFigures = () => {
    if (loading && !data) return <SkeletonGrid count={8} className="admin-stats" />;
    if (!data) {
      return (
        <StateMessage
          tone="error"
          title={t('dashboard.error')}
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
    const stats = data.dashboardStats;
    const figures: Figure[] = [
      { key: 'users', value: stats.users, tab: 'users' },
      { key: 'activeUsers', value: stats.activeUsers },
      {
        key: 'blockedUsers',
        value: Math.max(0, stats.users - stats.activeUsers),
      },
      { key: 'peppers', value: stats.peppers, tab: 'peppers' },
      { key: 'activePeppers', value: stats.activePeppers },
      { key: 'topics', value: stats.topics, tab: 'topics' },
      { key: 'comments', value: stats.comments },
      {
        key: 'openReports',
        value: stats.openReports,
        tab: 'reports',
        alert: stats.openReports > 0,
      },
    ];
    return (
      <>
        {stats.mailUndelivered && (
          <p className="form-alert" role="alert">
            {t('dashboard.mailUndelivered')}
          </p>
        )}
        <dl className="admin-stats">
          {figures.map((figure) => (
            <div key={figure.key} className="admin-stats__item" data-alert={figure.alert || undefined}>
              <dt>{t(`dashboard.figures.${figure.key}`, { count: figure.value })}</dt>
              <dd>{format.format(figure.value)}</dd>
            </div>
          ))}
        </dl>
        <div className="dashboard__shortcuts">
          {figures
            .filter((figure): figure is Figure & { tab: ShortcutTab } => Boolean(figure.tab))
            .map((figure) => (
              <button
                key={figure.key}
                type="button"
                className={`button button--small ${figure.alert ? 'button--primary' : 'button--ghost'}`}
                onClick={() => onOpenTab(figure.tab)}
              >
                {t(`dashboard.open.${figure.tab}`)}
              </button>
            ))}
        </div>
        <section className="dashboard__trend" aria-labelledby="dashboard-trend">
          <h3 id="dashboard-trend">{t('dashboard.trend.heading', { count: stats.trend.length })}</h3>
          <div className="dashboard__trends">
            {TREND_SERIES.map(({ key, tone }) => {
              const values = stats.trend.map((day) => day[key]);
              const total = values.reduce((sum, value) => sum + value, 0);
              return (
                <TrendChart
                  key={key}
                  tone={tone}
                  title={t(`dashboard.trend.${key}`)}
                  summary={t('dashboard.trend.summary', {
                    count: total,
                    total: format.format(total),
                    days: values.length,
                    max: format.format(Math.max(0, ...values)),
                  })}
                  values={values}
                  from={stats.trend[0] ? formatDay(stats.trend[0].day) : ''}
                  to={stats.trend.at(-1) ? formatDay(stats.trend.at(-1)!.day) : ''}
                />
              );
            })}
          </div>
        </section>
        <section className="dashboard__activity" aria-labelledby="dashboard-activity">
          <h3 id="dashboard-activity">{t('dashboard.activity.heading')}</h3>
          {stats.recentActivity.length === 0 ? (
            <p className="dashboard__empty">{t('dashboard.activity.empty')}</p>
          ) : (
            <ol className="activity-list">
              {stats.recentActivity.map((item) => {
                const kind = isActivityKind(item.kind) ? item.kind : null;
                // A comment reads as its post does (the server's plain text), its @mentions isolated.
                const label = <bdi dir="auto">{kind === 'comment' ? <PostText text={item.label} /> : item.label}</bdi>;
                return (
                  <li key={`${item.kind}-${item.id}`} className="activity-list__item" data-kind={item.kind}>
                    <span className="activity-list__text">
                      {kind === 'user' ? (
                        t('dashboard.activity.kinds.user', {
                          actor: item.label,
                        })
                      ) : (
                        <>
                          {kind === 'report' && isReportType(item.reportType)
                            ? t('dashboard.activity.kinds.reportOfType', {
                                actor: item.actor ?? '—',
                                type: tForum(`report.types.${item.reportType}`),
                              })
                            : kind
                              ? t(`dashboard.activity.kinds.${kind}`, {
                                  actor: item.actor ?? '—',
                                })
                              : item.kind}{' '}
                          {item.topicId ? <Link to={topicPath(item.topicId)}>{label}</Link> : label}
                        </>
                      )}
                    </span>
                    <time className="activity-list__time" dateTime={item.createdAt}>
                      {formatRelativeDate(item.createdAt)}
                    </time>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </>
    );
  };

  return (
    <div className="admin-dashboard">
      <section className="admin-dashboard__group" aria-labelledby="dashboard-figures">
        <div className="admin-section-header">
          <h2 id="dashboard-figures">{t('dashboard.heading')}</h2>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void refetch().catch(() => undefined)}
            disabled={loading}
          >
            {t('dashboard.refresh')}
          </button>
        </div>
        {renderFigures()}
      </section>
      <AuditLog />
    </div>
  );
}
