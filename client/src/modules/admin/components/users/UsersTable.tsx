import { isRole, ROLES, type Role } from '@pepper-atlas/domain';
import { useTranslation } from 'react-i18next';
import type { AdminUserFieldsFragment } from '@/generated/graphql';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { Avatar } from '@/modules/ui/components/Avatar';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface UsersTableProps {
  users: readonly AdminUserFieldsFragment[];
  currentUserId: string;
  /** A new page or filter is loading: the rows shown are the previous ones. */
  busy: boolean;
  onShowDetails: (user: AdminUserFieldsFragment) => void;
  onDelete: (user: AdminUserFieldsFragment) => void;
  /** Block (false) or unblock (true): the tab asks first. */
  onSetActive: (user: AdminUserFieldsFragment, isActive: boolean) => void;
  /** A new role was chosen: the tab asks first; the select shows the current role until then. */
  onSetRole: (user: AdminUserFieldsFragment, role: Role) => void;
}

/** One row per user, with role change, block/unblock, details and delete. On a phone each row is a card. */
export function UsersTable({ users, currentUserId, busy, onShowDetails, onDelete, onSetActive, onSetRole }: UsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const formatDate = useFormatDate();
  const count = numberFormat(i18n.language);

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
              <tr key={user.id} data-user={user.username} data-self={isSelf || undefined}>
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
                <td data-label={columns.role}>
                  <select
                    className="select"
                    aria-label={t('users.actions.role', { username: user.username })}
                    value={user.role}
                    disabled={isSelf}
                    title={isSelf ? t('users.selfProtected') : undefined}
                    onChange={(event) => {
                      const role = event.target.value;
                      if (isRole(role) && role !== user.role) onSetRole(user, role as Role);
                    }}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {roleLabel(role)}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label={columns.status}>
                  <span className={`badge status-badge status-badge--${user.isActive ? 'active' : 'blocked'}`}>
                    {t(user.isActive ? 'users.status.active' : 'users.status.blocked')}
                  </span>
                </td>
                <td data-label={columns.joined}>{formatDate(user.joinDate)}</td>
                <td data-label={columns.posts}>{count.format(user.postsCount)}</td>
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
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t(user.isActive ? 'users.actions.blockUser' : 'users.actions.unblockUser', {
                        username: user.username,
                      })}
                      disabled={isSelf}
                      title={isSelf ? t('users.selfProtected') : undefined}
                      onClick={() => onSetActive(user, !user.isActive)}
                    >
                      {t(user.isActive ? 'users.actions.block' : 'users.actions.unblock')}
                    </button>
                    <button
                      type="button"
                      className="button button--danger-ghost button--small"
                      aria-label={t('users.actions.deleteUser', { username: user.username })}
                      disabled={isSelf}
                      title={isSelf ? t('users.selfProtected') : undefined}
                      onClick={() => onDelete(user)}
                    >
                      {t('users.actions.delete')}
                    </button>
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
