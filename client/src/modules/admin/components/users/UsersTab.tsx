import { useQuery } from '@apollo/client/react';
import type { Role } from '@pepper-atlas/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminUsersDocument, type AdminUserFieldsFragment } from '@/generated/graphql';
import { ConfirmDialog } from '@/modules/ui/components/ConfirmDialog';
import { PlusIcon } from '@/modules/ui/components/icons';
import { Pagination } from '@/modules/ui/components/Pagination';
import { SkeletonGrid } from '@/modules/ui/components/SkeletonGrid';
import { StateMessage } from '@/modules/ui/components/StateMessage';
import { errorMessageKey } from '@/modules/ui/utils/errorMessageKey';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { useBulkSetUsersActive } from '../../hooks/useBulkSetUsersActive';
import { useDeleteUser } from '../../hooks/useDeleteUser';
import { useRowSelection } from '../../hooks/useRowSelection';
import { useSetUserActive } from '../../hooks/useSetUserActive';
import { useSetUserRole } from '../../hooks/useSetUserRole';
import { USERS_PAGE_SIZE, usersQueryVariables, useUsersFilters } from '../../hooks/useUsersFilters';
import { BulkBar } from '../BulkBar';
import { CreateUserDialog } from './CreateUserDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UsersTable } from './UsersTable';
import { UsersToolbar } from './UsersToolbar';
import './users.css';

export interface UsersTabProps {
  /** The signed-in admin: their own row cannot be blocked, demoted or deleted. */
  currentUserId: string;
}

type OpenDialog =
  | { kind: 'details'; userId: string }
  | { kind: 'delete'; user: AdminUserFieldsFragment }
  | { kind: 'active'; user: AdminUserFieldsFragment; isActive: boolean }
  | { kind: 'role'; user: AdminUserFieldsFragment; role: Role }
  | { kind: 'bulkActive'; users: readonly AdminUserFieldsFragment[]; isActive: boolean }
  | { kind: 'create' }
  | null;

const NO_USERS: readonly AdminUserFieldsFragment[] = [];

/** Real users: search, role and status filters, sort, paging, details, role, block, delete, create. */
export function UsersTab({ currentUserId }: UsersTabProps) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { t: tErrors } = useTranslation('errors');
  const { filters, updateFilters, clearFilters, hasActiveFilters } = useUsersFilters();
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: usersQueryVariables(filters),
    notifyOnNetworkStatusChange: true,
  });
  const deleteUser = useDeleteUser();
  const setUserActive = useSetUserActive();
  const setUserRole = useSetUserRole();
  const bulkSetUsersActive = useBulkSetUsersActive();
  const roleLabel = useRoleLabel();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);

  const list = (data ?? previousData)?.users;
  // A new search, filter, sort or page starts with nothing selected.
  const selection = useRowSelection(JSON.stringify(usersQueryVariables(filters)), list?.items ?? NO_USERS);
  const totalPages = Math.max(1, Math.ceil((list?.totalItems ?? 0) / USERS_PAGE_SIZE));

  // The page emptied (its last user deleted, or an old link): show the last page that has users.
  const pageIsGone = Boolean(data && data.users.items.length === 0 && filters.page > totalPages);
  useEffect(() => {
    if (pageIsGone) updateFilters({ page: totalPages });
  }, [pageIsGone, totalPages, updateFilters]);

  /** Block, unblock, a role change and delete all ask first; the first three offer "Undo" afterwards. */
  const handleConfirm = async () => {
    if (busy || (dialog?.kind !== 'delete' && dialog?.kind !== 'active' && dialog?.kind !== 'role' && dialog?.kind !== 'bulkActive')) return;
    setBusy(true);
    if (dialog.kind === 'bulkActive') {
      if (await bulkSetUsersActive(dialog.users.map((user) => user.id), dialog.isActive)) selection.clear();
    } else if (dialog.kind === 'delete') await deleteUser(dialog.user);
    else if (dialog.kind === 'active') await setUserActive(dialog.user, dialog.isActive);
    else await setUserRole(dialog.user, dialog.role);
    setBusy(false);
    setDialog(null);
  };

  const renderConfirm = () => {
    if (dialog?.kind === 'bulkActive') {
      const count = dialog.users.length;
      return (
        <ConfirmDialog
          title={t('users.bulk.title')}
          message={t(dialog.isActive ? 'users.bulk.unblock' : 'users.bulk.block', { count })}
          items={dialog.users.map((user) => `@${user.username}`)}
          confirmLabel={t(dialog.isActive ? 'users.actions.unblock' : 'users.actions.block')}
          busy={busy}
          onConfirm={() => void handleConfirm()}
          onCancel={() => !busy && setDialog(null)}
        />
      );
    }
    if (dialog?.kind !== 'delete' && dialog?.kind !== 'active' && dialog?.kind !== 'role') return null;
    const username = dialog.user.username;
    const texts =
      dialog.kind === 'delete'
        ? {
            title: t('users.delete.title'),
            message: tCommon('confirm.deleteItem'),
            detail: t('users.delete.message', { username }),
            confirm: t('users.delete.confirm'),
          }
        : dialog.kind === 'active'
          ? {
              title: t(dialog.isActive ? 'users.confirm.unblockTitle' : 'users.confirm.blockTitle'),
              message: t(dialog.isActive ? 'users.confirm.unblock' : 'users.confirm.block', { username }),
              confirm: t(dialog.isActive ? 'users.confirm.unblockConfirm' : 'users.confirm.blockConfirm'),
            }
          : {
              title: t('users.confirm.roleTitle'),
              message: t('users.confirm.role', {
                username,
                from: roleLabel(dialog.user.role),
                to: roleLabel(dialog.role),
              }),
              confirm: t('users.confirm.roleConfirm'),
            };
    return (
      <ConfirmDialog
        title={texts.title}
        message={texts.message}
        detail={texts.detail}
        confirmLabel={texts.confirm}
        busy={busy}
        onConfirm={() => void handleConfirm()}
        onCancel={() => !busy && setDialog(null)}
      />
    );
  };

  const renderList = () => {
    if (loading && !list) return <SkeletonGrid count={3} className="users-skeletons" />;
    if (error && !loading) {
      return (
        <StateMessage
          tone="error"
          title={t('users.error')}
          actions={
            <button type="button" className="button button--primary" onClick={() => refetch().catch(() => undefined)}>
              {tCommon('actions.retry')}
            </button>
          }
        >
          <p>{tErrors(errorMessageKey(error))}</p>
        </StateMessage>
      );
    }
    if (!list || list.items.length === 0) {
      return (
        <StateMessage
          tone={hasActiveFilters ? 'noMatch' : 'empty'}
          title={t('users.empty.title')}
          actions={
            hasActiveFilters && (
              <button type="button" className="button button--secondary" onClick={clearFilters}>
                {tCommon('actions.clearFilters')}
              </button>
            )
          }
        >
          {hasActiveFilters && <p>{t('users.empty.message')}</p>}
        </StateMessage>
      );
    }
    return (
      <>
        <BulkBar
          label={t('users.bulk.label')}
          selectedCount={selection.selected.length}
          countText={selection.selected.length > 0 ? t('users.bulk.selected', { count: selection.selected.length }) : t('users.bulk.none')}
          actions={(['block', 'unblock'] as const).map((action) => ({
            id: action,
            label: t(`users.actions.${action}`),
            onSelect: () => setDialog({ kind: 'bulkActive', users: selection.selected, isActive: action === 'unblock' }),
          }))}
          onClear={selection.clear}
        />
        <UsersTable
          users={list.items}
          currentUserId={currentUserId}
          selectedIds={selection.selectedIds}
          onToggle={selection.toggle}
          onToggleAll={selection.toggleAll}
          busy={loading}
          onShowDetails={(user) => setDialog({ kind: 'details', userId: user.id })}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
          onSetActive={(user, isActive) => setDialog({ kind: 'active', user, isActive })}
          onSetRole={(user, role) => setDialog({ kind: 'role', user, role })}
        />
        <Pagination
          page={Math.min(filters.page, totalPages)}
          totalPages={totalPages}
          onPageChange={(page) => updateFilters({ page })}
        />
      </>
    );
  };

  return (
    <section className="admin-list" aria-labelledby="admin-users-heading">
      <div className="admin-section-header">
        <h2 id="admin-users-heading">{t('tabs.users')}</h2>
        <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'create' })}>
          <PlusIcon width={18} height={18} />
          {t('users.create.open')}
        </button>
      </div>
      <UsersToolbar filters={filters} onChange={updateFilters} />
      <p className="admin-section-header__note" role="status">
        {list && !error ? t('users.summary', { count: list.totalItems }) : ''}
      </p>
      {renderList()}

      {dialog?.kind === 'details' && (
        <UserDetailsDialog userId={dialog.userId} currentUserId={currentUserId} onClose={() => setDialog(null)} />
      )}
      {renderConfirm()}
      {dialog?.kind === 'create' && <CreateUserDialog onClose={() => setDialog(null)} />}
    </section>
  );
}
