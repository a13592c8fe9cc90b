import { useQuery } from '@apollo/client/react';
import { FORUM_DEFAULTS } from '@pepper-atlas/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ModerationTopicsDocument, type TopicFieldsFragment } from '@/generated/graphql';
import { useDeleteTopic } from '@/modules/forum/hooks/useDeleteTopic';
import { useSetTopicLocked, useSetTopicPinned } from '@/modules/forum/hooks/useTopicFlags';
import { topicPath } from '@/modules/forum/utils/topicNavigation';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { LockIcon, PinIcon } from '@/modules/forum/components/forumIcons';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SearchField } from '@/modules/ui/components/SearchField';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useTabQuery } from '../hooks/useTabQuery';
import './moderation.css';
import { numberFormat } from '@/modules/ui/utils/intl';

const PAGE_SIZE = FORUM_DEFAULTS.limit;
const QUERY_DEFAULTS = { q: '' };

/**
 * Forum topics for moderation: search, and per row pin or unpin, lock or unlock, and delete after
 * confirmation; a page at a time (pinned topics first, on page 1). Search and page are in the URL.
 */
export function TopicsTab() {
  const { t, i18n } = useTranslation('adminModeration');
  const { t: tForum } = useTranslation('forum');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const formatDate = useFormatDate();
  const { read, page, update } = useTabQuery(QUERY_DEFAULTS);
  const search = read('q');
  const { data, previousData, loading, error, refetch } = useQuery(ModerationTopicsDocument, {
    variables: { search: search || null, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const setPinned = useSetTopicPinned();
  const setLocked = useSetTopicLocked();
  const deleteTopic = useDeleteTopic();
  const [toDelete, setToDelete] = useState<TopicFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list = (data ?? previousData)?.topics;
  const format = numberFormat(i18n.language);
  const totalPages = Math.max(1, list?.totalPages ?? 1);

  // The page emptied (its last topic deleted, or an old link): show the last page that has topics.
  const pageIsGone = Boolean(data && data.topics.topics.length === 0 && page > data.topics.totalPages);
  useEffect(() => {
    if (pageIsGone) update({ page: Math.max(1, totalPages) });
  }, [pageIsGone, totalPages, update]);

  const handleConfirmDelete = async () => {
    if (!toDelete || deleting) return;
    setDeleting(true);
    const deleted = await deleteTopic(toDelete);
    setDeleting(false);
    setToDelete(null);
    // Its row goes away with it: the focus goes to the list's heading instead.
    if (deleted) setTimeout(() => headingRef.current?.focus(), 0);
  };

  const rows = list ? (page === 1 ? [...list.pinnedTopics, ...list.topics] : list.topics) : [];
  const columns = {
    title: t('topics.columns.title'),
    author: t('topics.columns.author'),
    category: t('topics.columns.category'),
    created: t('topics.columns.created'),
    activity: t('topics.columns.activity'),
    actions: t('topics.columns.actions'),
  };

  const renderList = () => {
    if (loading && !list) return <SkeletonGrid count={3} className="moderation-skeletons" />;
    if (error && !loading) {
      return (
        <StateMessage
          tone="error"
          title={t('topics.error')}
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
    if (rows.length === 0) {
      return (
        <StateMessage
          tone={search ? 'noMatch' : 'empty'}
          title={search ? t('topics.noMatch') : t('topics.empty')}
          actions={
            search && (
              <button type="button" className="button button--secondary" onClick={() => update({ q: '' })}>
                {tCommon('actions.clearFilters')}
              </button>
            )
          }
        />
      );
    }
    return (
      <>
        <div className="table-wrap" aria-busy={loading || undefined}>
          <table className="data-table moderation-table">
            <caption className="visually-hidden">{t('topics.heading')}</caption>
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
              {rows.map((topic) => (
                <tr key={topic.id} data-topic={topic.id}>
                  <th scope="row" data-label={columns.title}>
                    <span className="moderation-table__title">
                      <Link to={topicPath(topic.id)} dir="auto">
                        {topic.title}
                      </Link>
                      {topic.pinned && (
                        <span className="badge badge--pinned">
                          <PinIcon width={14} height={14} />
                          {tForum('card.pinned')}
                        </span>
                      )}
                      {topic.locked && (
                        <span className="badge badge--locked">
                          <LockIcon width={14} height={14} />
                          {tForum('card.locked')}
                        </span>
                      )}
                    </span>
                  </th>
                  <td data-label={columns.author}>
                    <bdi>{topic.author.username}</bdi>
                  </td>
                  <td data-label={columns.category}>{tForum(`categories.${topic.category}`)}</td>
                  <td data-label={columns.created}>{formatDate(topic.createDate)}</td>
                  <td data-label={columns.activity}>
                    {t('topics.activity', {
                      views: format.format(topic.views),
                      comments: format.format(topic.commentsCount),
                    })}
                  </td>
                  <td data-label={columns.actions}>
                    <div className="moderation-actions">
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={t(topic.pinned ? 'topics.actions.unpinTopic' : 'topics.actions.pinTopic', {
                          title: topic.title,
                        })}
                        onClick={() => void setPinned(topic, !topic.pinned)}
                      >
                        {t(topic.pinned ? 'topics.actions.unpin' : 'topics.actions.pin')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={t(topic.locked ? 'topics.actions.unlockTopic' : 'topics.actions.lockTopic', {
                          title: topic.title,
                        })}
                        onClick={() => void setLocked(topic, !topic.locked)}
                      >
                        {t(topic.locked ? 'topics.actions.unlock' : 'topics.actions.lock')}
                      </button>
                      <button
                        type="button"
                        className="button button--danger-ghost button--small"
                        aria-label={t('topics.actions.deleteTopic', { title: topic.title })}
                        onClick={() => setToDelete(topic)}
                      >
                        {t('topics.actions.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={(next) => update({ page: next })} />
      </>
    );
  };

  return (
    <section className="admin-list" aria-labelledby="admin-topics-heading">
      <div className="admin-section-header">
        <h2 id="admin-topics-heading" ref={headingRef} tabIndex={-1}>
          {t('topics.heading')}
        </h2>
      </div>
      <SearchField
        value={search}
        onSearch={(q) => update({ q })}
        label={t('topics.search.label')}
        placeholder={t('topics.search.placeholder')}
      />
      <p className="admin-section-header__note" role="status">
        {list && !error ? t('topics.summary', { count: list.total + list.pinnedTopics.length }) : ''}
      </p>
      {renderList()}

      {toDelete && (
        <ConfirmDialog
          title={tForum('delete.topicTitle')}
          message={tCommon('confirm.deleteItem')}
          detail={tForum('delete.topicDetail', { title: toDelete.title })}
          confirmLabel={tForum('delete.confirm')}
          busy={deleting}
          onConfirm={() => void handleConfirmDelete()}
          onCancel={() => !deleting && setToDelete(null)}
        />
      )}
    </section>
  );
}
