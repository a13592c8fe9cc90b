import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPepperListDocument, type AdminPepperFieldsFragment } from '@/generated/graphql';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { PlusIcon } from '@/modules/ui/components/icons';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { useBulkDeletePeppers } from '../hooks/useBulkDeletePeppers';
import { useBulkSetPepperStatus } from '../hooks/useBulkSetPepperStatus';
import { useDeletePepper } from '../hooks/useDeletePepper';
import { usePepperDisplayName } from '../hooks/usePepperDisplayName';
import { PEPPERS_PAGE_SIZE, pepperFilter, pepperListVariables, usePepperListFilters } from '../hooks/usePepperListFilters';
import { useRowSelection } from '../../hooks/useRowSelection';
import { useSetPepperStatus } from '../hooks/useSetPepperStatus';
import type { BulkAction, PepperStatusChange } from '../utils/pepperActions';
import { AdminPepperDetailsDialog } from './AdminPepperDetailsDialog';
import { BulkEditDialog } from './BulkEditDialog';
import { PepperFormDialog } from './PepperFormDialog';
import { PeppersBulkBar } from './PeppersBulkBar';
import { PeppersTable } from './PeppersTable';
import { PeppersToolbar } from './PeppersToolbar';
import { lazyComponent } from '@/modules/ui/lazyComponent';

// Import and export are rare admin work: their code (CSV parsing, preview) loads when opened.
const PepperImportDialog = lazyComponent('PepperImportDialog', () => import('./PepperImportDialog').then((m) => m.PepperImportDialog), null);
const PepperImagesZipDialog = lazyComponent('PepperImagesZipDialog', () => import('./PepperImagesZipDialog').then((m) => m.PepperImagesZipDialog), null);
const PepperExportDialog = lazyComponent('PepperExportDialog', () => import('./PepperExportDialog').then((m) => m.PepperExportDialog), null);
import './adminPeppers.css';

type OpenDialog =
  | { kind: 'details'; pepperId: string }
  | { kind: 'form'; pepperId: string | null }
  | { kind: 'delete'; pepper: AdminPepperFieldsFragment }
  | { kind: 'bulk'; action: BulkAction; peppers: AdminPepperFieldsFragment[] }
  | { kind: 'bulkEdit'; peppers: AdminPepperFieldsFragment[] }
  | { kind: 'bulkEditMatching'; count: number }
  | { kind: 'import' }
  | { kind: 'export'; count: number }
  | { kind: 'images' }
  | null;

/**
 * Pepper management (docs/product-rules.md#screens): search, group filter, active-only and featured-only, sort,
 * server paging, selection with bulk actions, and per-row details, edit, status and delete.
 */
export function AdminPeppersTab() {
  const { t } = useTranslation('adminPeppers');
  const { t: tCommon, i18n } = useTranslation();
  const displayName = usePepperDisplayName();
  const { filters, updateFilters, clearFilters, hasActiveFilters } = usePepperListFilters();
  const variables = pepperListVariables(filters, i18n.language);
  const { data, previousData, loading, error, refetch } = useQuery(AdminPepperListDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.peppers;
  const peppers = list?.items ?? [];
  // A new search, filter, sort or page starts with nothing selected.
  const selection = useRowSelection(JSON.stringify(variables), peppers);
  const setPepperStatus = useSetPepperStatus();
  const bulkSetPepperStatus = useBulkSetPepperStatus();
  const bulkDeletePeppers = useBulkDeletePeppers();
  const deletePepper = useDeletePepper();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());

  const totalPages = Math.max(1, Math.ceil((list?.totalItems ?? 0) / PEPPERS_PAGE_SIZE));

  // The page emptied (its last pepper deleted or hidden, or an old link): show the last page that has peppers.
  const pageIsGone = Boolean(data && data.peppers.items.length === 0 && filters.page > totalPages);
  useEffect(() => {
    if (pageIsGone) updateFilters({ page: totalPages });
  }, [pageIsGone, totalPages, updateFilters]);

  const selectedCount = selection.selected.length;

  const handleStatusChange = async (pepper: AdminPepperFieldsFragment, change: PepperStatusChange) => {
    setPendingIds((previous) => new Set(previous).add(pepper.id));
    await setPepperStatus(pepper, change);
    setPendingIds((previous) => {
      const next = new Set(previous);
      next.delete(pepper.id);
      return next;
    });
  };

  const handleBulkAction = (action: BulkAction | 'edit') => {
    if (selection.selected.length === 0) return;
    setDialog(action === 'edit' ? { kind: 'bulkEdit', peppers: selection.selected } : { kind: 'bulk', action, peppers: selection.selected });
  };

  const handleConfirm = async () => {
    if (busy || (dialog?.kind !== 'bulk' && dialog?.kind !== 'delete')) return;
    setBusy(true);
    if (dialog.kind === 'delete') {
      if (await deletePepper(dialog.pepper)) selection.remove([dialog.pepper.id]);
    } else {
      const { action, peppers: chosen } = dialog;
      const done =
        action === 'delete'
          ? await bulkDeletePeppers(chosen)
          : await bulkSetPepperStatus(
              chosen.map((pepper) => pepper.id),
              action,
            );
      // Bulk actions clear the selection on success (docs/product-rules.md#states).
      if (done) selection.clear();
    }
    setBusy(false);
    setDialog(null);
  };

  const renderList = () => {
    if (!list) {
      if (error && !loading) return renderError();
      return <SkeletonGrid count={3} className="admin-peppers-skeletons" />;
    }
    if (error && !loading) return renderError();
    if (peppers.length === 0) {
      return (
        <StateMessage
          tone={hasActiveFilters ? 'noMatch' : 'empty'}
          title={t('empty.title')}
          actions={
            hasActiveFilters && (
              <button type="button" className="button button--secondary" onClick={clearFilters}>
                {tCommon('actions.clearFilters')}
              </button>
            )
          }
        >
          {hasActiveFilters && <p>{t('empty.message')}</p>}
        </StateMessage>
      );
    }
    return (
      <>
        <PeppersTable
          peppers={peppers}
          selectedIds={selection.selectedIds}
          pendingIds={pendingIds}
          busy={loading}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          onShowDetails={(pepper) => setDialog({ kind: 'details', pepperId: pepper.id })}
          onEdit={(pepper) => setDialog({ kind: 'form', pepperId: pepper.id })}
          onStatusChange={(pepper, change) => void handleStatusChange(pepper, change)}
          onDelete={(pepper) => setDialog({ kind: 'delete', pepper })}
        />
        <Pagination
          page={Math.min(filters.page, totalPages)}
          totalPages={totalPages}
          onPageChange={(page) => updateFilters({ page })}
        />
      </>
    );
  };

  const renderError = () => (
    <StateMessage
      tone="error"
      title={t('error.title')}
      actions={
        <button type="button" className="button button--primary" onClick={() => refetch().catch(() => undefined)}>
          {tCommon('actions.tryAgain')}
        </button>
      }
    >
      <p>{t('error.message')}</p>
    </StateMessage>
  );

  const renderConfirm = () => {
    if (dialog?.kind === 'delete') {
      return (
        <ConfirmDialog
          title={t('delete.title')}
          message={tCommon('confirm.deleteItem')}
          detail={t('delete.message', { name: displayName(dialog.pepper) })}
          confirmLabel={t('delete.confirm')}
          busy={busy}
          onConfirm={() => void handleConfirm()}
          onCancel={() => !busy && setDialog(null)}
        />
      );
    }
    if (dialog?.kind === 'bulk') {
      return (
        <ConfirmDialog
          title={t('bulk.title')}
          message={t(`bulk.confirm.${dialog.action}`, { count: dialog.peppers.length })}
          items={dialog.peppers.map(displayName)}
          confirmLabel={t(`bulk.actions.${dialog.action}`)}
          busy={busy}
          onConfirm={() => void handleConfirm()}
          onCancel={() => !busy && setDialog(null)}
        />
      );
    }
    return null;
  };

  return (
    <section className="admin-list admin-peppers" aria-labelledby="admin-peppers-heading">
      <div className="admin-section-header">
        <h2 id="admin-peppers-heading">{t('heading')}</h2>
        <div className="admin-section-header__actions">
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'import' })}>
            {t('transfer.import')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDialog({ kind: 'export', count: list?.totalItems ?? 0 })}
          >
            {t('transfer.export')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'images' })}>
            {t('images.open')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog({ kind: 'form', pepperId: null })}
          >
            <PlusIcon width={18} height={18} />
            {t('add')}
          </button>
        </div>
      </div>
      <PeppersToolbar filters={filters} onChange={updateFilters} />
      <p className="admin-section-header__note" role="status">
        {list && !error ? t('summary', { count: list.totalItems }) : ''}
      </p>
      {list && peppers.length > 0 && (
        <PeppersBulkBar
          selectedCount={selectedCount}
          onAction={handleBulkAction}
          onEdit={() => handleBulkAction('edit')}
          matchingCount={list.totalItems}
          onEditMatching={() => setDialog({ kind: 'bulkEditMatching', count: list.totalItems })}
          onClear={selection.clear}
        />
      )}
      {renderList()}

      {dialog?.kind === 'details' && (
        <AdminPepperDetailsDialog
          pepperId={dialog.pepperId}
          onClose={() => setDialog(null)}
          onEdit={(pepper) => setDialog({ kind: 'form', pepperId: pepper.id })}
        />
      )}
      {dialog?.kind === 'form' && <PepperFormDialog pepperId={dialog.pepperId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'bulkEdit' && (
        <BulkEditDialog
          peppers={dialog.peppers}
          onClose={(changed) => {
            // Bulk actions clear the selection on success (docs/product-rules.md).
            if (changed) selection.clear();
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'bulkEditMatching' && (
        <BulkEditDialog
          peppers={[]}
          matching={{ filter: pepperFilter(filters), count: dialog.count }}
          onClose={(changed) => {
            if (changed) selection.clear();
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'import' && <PepperImportDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'images' && <PepperImagesZipDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'export' && (
        <PepperExportDialog filter={pepperFilter(filters)} count={dialog.count} onClose={() => setDialog(null)} />
      )}
      {renderConfirm()}
    </section>
  );
}
