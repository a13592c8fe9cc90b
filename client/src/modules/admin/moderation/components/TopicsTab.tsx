import { useQuery } from '@apollo/client/react';
import { FORUM_DEFAULTS } from '@pepper-atlas/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ModerationTopicsDocument, type TopicFieldsFragment } from '@/generated/graphql';
import { useDeleteTopic } from '@/modules/forum/hooks/useDeleteTopic';
import { useSetTopicLocked, useSetTopicPinned } from '@/modules/forum/hooks/useTopicFlags';
import { topicPath } from '@/modules/forum/utils/topicNavigation';
import { ActionMenu } from '@/modules/ui/components/ActionMenu';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { LockIcon, PinIcon } from '@/modules/forum/components/forumIcons';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SearchField } from '@/modules/ui/components/SearchField';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { BulkBar } from '../../components/BulkBar';
import { SelectAllCheckbox } from '../../components/SelectAllCheckbox';
import { useRowSelection } from '../../hooks/useRowSelection';
import { useBulkSetTopicsLocked } from '../hooks/useBulkSetTopicsLocked';
import { useTabQuery } from '../hooks/useTabQuery';
import './moderation.css';
import { numberFormat } from '@/modules/ui/utils/intl';

const PAGE_SIZE = FORUM_DEFAULTS.limit;
const QUERY_DEFAULTS = { q: '' };

/**
 * Forum topics for moderation: search, and per row (its "⋯" menu) pin or unpin, lock or unlock, and delete after
 * confirmation; the selected rows are locked or opened together (one transaction, after confirmation), as in the
 * Peppers tab. A page at a time (pinned topics first, on page 1). Search and page are in the URL.
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
  const bulkSetLocked = useBulkSetTopicsLocked();
  const [toDelete, setToDelete] = useState<TopicFieldsFragment | null>(null);
  const [bulkLock, setBulkLock] = useState<{ topics: readonly TopicFieldsFragment[]; locked: boolean } | null>(null);
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

  const rows = useMemo(() => (list ? (page === 1 ? [...list.pinnedTopics, ...list.topics] : list.topics) : []), [list, page]);
  // A new search or page starts with nothing selected.
  const selection = useRowSelection(`${search}\n${page}`, rows);

  const handleConfirmBulk = async () => {
    if (!bulkLock || deleting) return;
    setDeleting(true);
    if (await bulkSetLocked(bulkLock.topics.map((topic) => topic.id), bulkLock.locked)) selection.clear();
    setDeleting(false);
    setBulkLock(null);
  };
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
        <BulkBar
          label={t('topics.bulk.label')}
          selectedCount={selection.selected.length}
          countText={selection.selected.length > 0 ? t('topics.bulk.selected', { count: selection.selected.length }) : t('topics.bulk.none')}
          actions={(['lock', 'unlock'] as const).map((action) => ({
            id: action,
            label: t(`topics.actions.${action}`),
            onSelect: () => setBulkLock({ topics: selection.selected, locked: action === 'lock' }),
          }))}
          onClear={selection.clear}
        />
        <div className="table-wrap" aria-busy={loading || undefined}>
          <table className="data-table moderation-table">
            <caption className="visually-hidden">{t('topics.heading')}</caption>
            <thead>
              <tr>
                <th scope="col" className="admin-select">
                  <SelectAllCheckbox
                    label={t('topics.selectAll')}
                    selectedOnPage={selection.selected.length}
                    rowCount={rows.length}
                    onToggleAll={selection.toggleAll}
                  />
                </th>
                {Object.entries(columns).map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((topic) => (
                <tr key={topic.id} data-topic={topic.id} data-selected={selection.selectedIds.has(topic.id) || undefined}>
                  <td data-label={t('topics.columns.select')} className="admin-select">
                    <input
                      type="checkbox"
                      aria-label={t('topics.selectTopic', { title: topic.title })}
                      checked={selection.selectedIds.has(topic.id)}
                      onChange={() => selection.toggle(topic.id)}
                    />
                  </td>
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
                  <td data-label={columns.created} className="admin-nowrap">
                    {formatDate(topic.createDate)}
                  </td>
                  <td data-label={columns.activity} className="admin-nowrap">
                    {t('topics.activity', {
                      views: t('topics.views', { count: topic.views, formatted: format.format(topic.views) }),
                      comments: t('topics.comments', { count: topic.commentsCount, formatted: format.format(topic.commentsCount) }),
                    })}
                  </td>
                  <td data-label={columns.actions}>
                    <ActionMenu
                      label={t('topics.actions.more', { title: topic.title })}
                      items={[
                        {
                          id: topic.pinned ? 'unpin' : 'pin',
                          label: t(topic.pinned ? 'topics.actions.unpin' : 'topics.actions.pin'),
                          onSelect: () => void setPinned(topic, !topic.pinned),
                        },
                        {
                          id: topic.locked ? 'unlock' : 'lock',
                          label: t(topic.locked ? 'topics.actions.unlock' : 'topics.actions.lock'),
                          onSelect: () => void setLocked(topic, !topic.locked),
                        },
                        { id: 'delete', label: t('topics.actions.delete'), danger: true, onSelect: () => setToDelete(topic) },
                      ]}
                    />
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

      {bulkLock && (
        <ConfirmDialog
          title={t('topics.bulk.title')}
          message={t(bulkLock.locked ? 'topics.bulk.lock' : 'topics.bulk.unlock', { count: bulkLock.topics.length })}
          items={bulkLock.topics.map((topic) => topic.title)}
          confirmLabel={t(bulkLock.locked ? 'topics.actions.lock' : 'topics.actions.unlock')}
          busy={deleting}
          onConfirm={() => void handleConfirmBulk()}
          onCancel={() => !deleting && setBulkLock(null)}
        />
      )}
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
