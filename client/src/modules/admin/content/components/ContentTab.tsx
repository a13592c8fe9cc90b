import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, type ContentKind } from '@/modules/content/utils/contentKinds';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { PlusIcon } from '@/modules/ui/components/icons';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SearchField } from '@/modules/ui/components/SearchField';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { panelElementId, tabElementId, Tabs } from '@/modules/ui/components/Tabs';
import { useNotify } from '@/modules/ui/notices/useNotify';
import { useLanguage } from '@/core/i18n/useLanguage';
import { CONTENT_PAGE_SIZE, useAdminContentList } from '../hooks/useAdminContentList';
import { useDeleteContent } from '../hooks/useDeleteContent';
import { useSaveContent } from '../hooks/useSaveContent';
import { contentTitles, withPublished, type AdminContentEntry } from '../utils/contentForm';
import { ContentFormDialog } from './ContentFormDialog';
import { ContentList } from './ContentList';
import './adminContent.css';

const ID_PREFIX = 'admin-content';

type OpenDialog = { kind: 'form'; entry: AdminContentEntry | null } | { kind: 'delete'; entry: AdminContentEntry } | null;

/**
 * The control panel's Content tab (issue 33): news and events, recipes and guides, drafts too, last saved first;
 * search by title, paging, and per entry edit, publish or unpublish, delete and a link to its page.
 */
export function ContentTab() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const [kind, setKind] = useState<ContentKind>('news');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { entries, totalItems, loading, error, refetch } = useAdminContentList(kind, search, page);
  const save = useSaveContent();
  const deleteContent = useDeleteContent();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());

  const totalPages = Math.max(1, Math.ceil(totalItems / CONTENT_PAGE_SIZE));
  const titleOf = (entry: AdminContentEntry) => contentTitles(entry.item, language).title;

  // The page emptied (its last entry deleted): show the last page that has entries.
  const pageIsGone = Boolean(entries && entries.length === 0 && !loading && page > totalPages);
  useEffect(() => {
    if (pageIsGone) setPage(totalPages);
  }, [pageIsGone, totalPages]);

  const changeKind = (next: ContentKind) => {
    setKind(next);
    setSearch('');
    setPage(1);
  };

  const handleSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  const togglePublished = async (entry: AdminContentEntry) => {
    const { id, published } = entry.item;
    setPendingIds((previous) => new Set(previous).add(id));
    const result = await save(id, withPublished(entry, !published));
    setPendingIds((previous) => {
      const next = new Set(previous);
      next.delete(id);
      return next;
    });
    if (result.ok) notify.success(t(published ? 'content.notices.unpublished' : 'content.notices.published', { title: titleOf(entry) }));
    else notify.error(t('content.notices.actionFailed'));
  };

  const handleDelete = async () => {
    if (busy || dialog?.kind !== 'delete') return;
    setBusy(true);
    await deleteContent(dialog.entry);
    setBusy(false);
    setDialog(null);
  };

  const renderError = () => (
    <StateMessage
      tone="error"
      title={t('content.error.title')}
      actions={
        <button type="button" className="button button--primary" onClick={() => void refetch()}>
          {tCommon('actions.tryAgain')}
        </button>
      }
    >
      <p>{t('content.error.message')}</p>
    </StateMessage>
  );

  const renderList = () => {
    if (error && !loading) return renderError();
    if (!entries) return <SkeletonGrid count={3} className="admin-content-skeletons" />;
    if (entries.length === 0) {
      return search ? (
        <StateMessage
          tone="noMatch"
          title={t('content.empty.noMatch')}
          actions={
            <button type="button" className="button button--secondary" onClick={() => handleSearch('')}>
              {t('content.empty.clearSearch')}
            </button>
          }
        >
          <p>{t('content.empty.noMatchMessage')}</p>
        </StateMessage>
      ) : (
        <StateMessage tone="empty" title={t(`content.empty.${kind}`)} />
      );
    }
    return (
      <>
        <ContentList
          kind={kind}
          entries={entries}
          pendingIds={pendingIds}
          busy={loading}
          onEdit={(entry) => setDialog({ kind: 'form', entry })}
          onTogglePublished={(entry) => void togglePublished(entry)}
          onDelete={(entry) => setDialog({ kind: 'delete', entry })}
        />
        <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={setPage} />
      </>
    );
  };

  return (
    <section className="admin-list admin-content" aria-labelledby="admin-content-heading">
      <div className="admin-section-header">
        <h2 id="admin-content-heading">{t('content.heading')}</h2>
        <div className="admin-section-header__actions">
          <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'form', entry: null })}>
            <PlusIcon width={18} height={18} />
            {t(`content.add.${kind}`)}
          </button>
        </div>
      </div>
      <Tabs
        tabs={CONTENT_KINDS.map((id) => ({ id, label: t(`content.kinds.${id}`) }))}
        active={kind}
        onChange={changeKind}
        label={t('content.kindsLabel')}
        idPrefix={ID_PREFIX}
      />
      <div
        className="admin-content__panel"
        role="tabpanel"
        id={panelElementId(ID_PREFIX, kind)}
        aria-labelledby={tabElementId(ID_PREFIX, kind)}
      >
        <SearchField key={kind} value={search} onSearch={handleSearch} label={t(`content.search.${kind}`)} />
        <p className="admin-section-header__note" role="status">
          {entries && !error ? t(`content.summary.${kind}`, { count: totalItems }) : ''}
        </p>
        {renderList()}
      </div>

      {dialog?.kind === 'form' && (
        <ContentFormDialog kind={dialog.entry?.kind ?? kind} entry={dialog.entry} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t(`content.delete.title.${dialog.entry.kind}`)}
          message={tCommon('confirm.deleteItem')}
          detail={t('content.delete.message', { title: titleOf(dialog.entry) })}
          confirmLabel={t('content.delete.confirm')}
          busy={busy}
          onConfirm={() => void handleDelete()}
          onCancel={() => !busy && setDialog(null)}
        />
      )}
    </section>
  );
}
