import { ROLES, type Role } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import type { AdminUserFieldsFragment } from '@/generated/graphql';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { ActionMenu } from '@/modules/ui/components/ActionMenu';
import { Avatar } from '@/modules/ui/components/Avatar';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { numberFormat } from '@/modules/ui/utils/intl';
import { SelectAllCheckbox } from '../SelectAllCheckbox';

export interface UsersTableProps {
  users: readonly AdminUserFieldsFragment[];
  currentUserId: string;
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** A new page or filter is loading: the rows shown are the previous ones. */
  busy: boolean;
  onShowDetails: (user: AdminUserFieldsFragment) => void;
  onDelete: (user: AdminUserFieldsFragment) => void;
  /** Block (false) or unblock (true): the tab asks first. */
  onSetActive: (user: AdminUserFieldsFragment, isActive: boolean) => void;
  /** A new role was chosen in the row's menu: the tab asks first. */
  onSetRole: (user: AdminUserFieldsFragment, role: Role) => void;
}

/**
 * One row per user, with a checkbox, Details and a "⋯" menu of the other actions (each role change, block or
 * unblock, delete: each asks first), as the Peppers tab. The admin's own row cannot be blocked, demoted or
 * deleted. On a phone each row is a card.
 */
export function UsersTable({
  users,
  currentUserId,
  selectedIds,
  onToggle,
  onToggleAll,
  busy,
  onShowDetails,
  onDelete,
  onSetActive,
  onSetRole,
}: UsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const formatDate = useFormatDate();
  const count = numberFormat(i18n.language);

  const selectedOnPage = users.filter((user) => selectedIds.has(user.id)).length;
  const columns = {
    user: t('users.columns.user'),
    email: t('users.columns.email'),
    role: t('users.columns.role'),
    status: t('users.columns.status'),
    joined: t('users.columns.joined'),
    posts: t('users.columns.posts'),
    actions: t('users.columns.actions'),
  };

  return (
    <div className="table-wrap" aria-busy={busy || undefined}>
      <table className="data-table users-table">
        <caption className="visually-hidden">{t('tabs.users')}</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-select">
              <SelectAllCheckbox label={t('users.selectAll')} selectedOnPage={selectedOnPage} rowCount={users.length} onToggleAll={onToggleAll} />
            </th>
            {Object.entries(columns).map(([key, label]) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            const name = `${user.firstName} ${user.lastName}`.trim();
            return (
              <tr key={user.id} data-user={user.username} data-self={isSelf || undefined} data-selected={selectedIds.has(user.id) || undefined}>
                <td data-label={t('users.columns.select')} className="admin-select">
                  <input
                    type="checkbox"
                    aria-label={t('users.selectUser', { username: user.username })}
                    checked={selectedIds.has(user.id)}
                    onChange={() => onToggle(user.id)}
                  />
                </td>
                <th scope="row" data-label={columns.user}>
                  <span className="users-table__identity">
                    <Avatar user={user} />
                    <span className="users-table__names">
                      <span dir="auto">{name || user.username}</span>
                      <span className="users-table__username">
                        <bdi>@{user.username}</bdi>
                        {isSelf && <span className="badge badge--neutral">{t('users.you')}</span>}
                      </span>
                    </span>
                  </span>
                </th>
                <td data-label={columns.email}>
                  <bdi className="users-table__email">{user.email}</bdi>
                </td>
                <td data-label={columns.role}>{roleLabel(user.role)}</td>
                <td data-label={columns.status}>
                  <span className={`badge status-badge status-badge--${user.isActive ? 'active' : 'blocked'}`}>
                    {t(user.isActive ? 'users.status.active' : 'users.status.blocked')}
                  </span>
                </td>
                <td data-label={columns.joined} className="admin-nowrap">
                  {formatDate(user.joinDate)}
                </td>
                <td data-label={columns.posts} className="admin-nowrap">
                  {count.format(user.postsCount)}
                </td>
                <td data-label={columns.actions}>
                  <div className="users-table__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('users.actions.detailsOf', { username: user.username })}
                      onClick={() => onShowDetails(user)}
                    >
                      {t('users.actions.details')}
                    </button>
                    <ActionMenu
                      label={t('users.actions.more', { username: user.username })}
                      items={[
                        ...ROLES.filter((role) => role !== user.role).map((role) => ({
                          id: `role-${role}`,
                          label: t('users.actions.makeRole', { role: roleLabel(role) }),
                          // An admin may not demote themself (the server refuses it too).
                          disabled: isSelf,
                          onSelect: () => onSetRole(user, role),
                        })),
                        {
                          id: user.isActive ? 'block' : 'unblock',
                          label: t(user.isActive ? 'users.actions.block' : 'users.actions.unblock'),
                          disabled: isSelf,
                          onSelect: () => onSetActive(user, !user.isActive),
                        },
                        { id: 'delete', label: t('users.actions.delete'), danger: true, disabled: isSelf, onSelect: () => onDelete(user) },
                      ]}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
