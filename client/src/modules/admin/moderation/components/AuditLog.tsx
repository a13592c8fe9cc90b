import { useQuery } from '@apollo/client/react';
import { cloneElement, type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuditLogDocument } from '@/generated/graphql';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { auditSentence, type AuditTranslate } from '../utils/auditSentence';
import { dateTimeFormat } from '@/modules/ui/utils/intl';

const PAGE_SIZE = 10;

/** Who did what to which item, and when: every admin and moderator action, newest first. */
export function AuditLog() {
  // The sentences name pepper fields and report types: those namespaces come along.
  const { t, i18n } = useTranslation(['adminModeration', 'adminPeppers', 'forum']);
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogDocument, {
    variables: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const log = (data ?? previousData)?.auditLog;
  const totalPages = Math.max(1, Math.ceil((log?.totalItems ?? 0) / PAGE_SIZE));
  const dateTime = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const columns = {
    when: t('audit.columns.when'),
    action: t('audit.columns.action'),
  };
  // The sentence keys are built from action codes, so the translator here takes any key.
  const translate = t as unknown as AuditTranslate;

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
                const sentence = auditSentence(entry, translate, i18n.language);
                // Names inside the other language's text are isolated (dir on the link or bdi), so they keep their own direction.
                const target = sentence.link ? (
                  <Link to={sentence.link} dir="auto">
                    {sentence.target}
                  </Link>
                ) : (
                  <bdi dir="auto">{sentence.target}</bdi>
                );
                return (
                  <tr key={entry.id}>
                    <td data-label={columns.when}>
                      <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                    </td>
                    <th scope="row" data-label={columns.action}>
                      {/* One inline run: the phone layout lays a cell's children out as its own items. */}
                      <span className="audit-table__sentence">
                        {withParts(translate(sentence.key, sentence.values), {
                          actor: <bdi dir="ltr">{sentence.actor}</bdi>,
                          target,
                          excerpt: <bdi dir="auto">{sentence.excerpt}</bdi>,
                        })}
                      </span>
                    </th>
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

/**
 * A translated sentence with its marks, `<name/>` (the element as given) and `<name>words</name>` (the element with
 * those words), replaced by elements: react-i18next's <Trans> does the same and would put 4 KB (gzip) into the
 * chunk every public page loads.
 */
function withParts(text: string, parts: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  const mark = /<(\w+)\/>|<(\w+)>(.*?)<\/\2>/g;
  let last = 0;
  for (let found = mark.exec(text); found; found = mark.exec(text)) {
    if (found.index > last) out.push(text.slice(last, found.index));
    const part = parts[found[1] ?? found[2]];
    if (!part) out.push(found[0]);
    else out.push(found[1] ? cloneElement(part, { key: found.index }) : cloneElement(part, { key: found.index }, found[3]));
    last = mark.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
