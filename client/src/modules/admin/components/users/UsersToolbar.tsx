import { ROLES, type Role } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { ArrowDownIcon, ArrowUpIcon } from '@/modules/ui/components/icons';
import { SearchField } from '@/modules/ui/components/SearchField';
import {
  USER_SORT_FIELDS,
  USER_STATUSES,
  type UserSortField,
  type UsersFilters,
  type UserStatus,
} from '../../hooks/useUsersFilters';

export interface UsersToolbarProps {
  filters: UsersFilters;
  onChange: (changes: Partial<UsersFilters>) => void;
}

export function UsersToolbar({ filters, onChange }: UsersToolbarProps) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const roleId = useId();
  const statusId = useId();
  const sortId = useId();
  const order = t(`users.sort.${filters.sortOrder}`);

  return (
    <div className="users-toolbar">
      <SearchField
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        label={t('users.search.label')}
        placeholder={t('users.search.placeholder')}
      />
      <div className="users-toolbar__filters">
        <div className="users-toolbar__filter">
          <label htmlFor={roleId}>{t('users.filters.role')}</label>
          <select
            id={roleId}
            className="select"
            value={filters.role}
            onChange={(event) => onChange({ role: event.target.value as Role | 'all' })}
          >
            <option value="all">{t('users.filters.allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        </div>
        <div className="users-toolbar__filter">
          <label htmlFor={statusId}>{t('users.filters.status')}</label>
          <select
            id={statusId}
            className="select"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as UserStatus })}
          >
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`users.filters.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="users-toolbar__filter">
          <label htmlFor={sortId}>{t('users.sort.label')}</label>
          <div className="users-toolbar__sort">
            <select
              id={sortId}
              className="select"
              value={filters.sortBy}
              onChange={(event) => onChange({ sortBy: event.target.value as UserSortField })}
            >
              {USER_SORT_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`users.sort.fields.${field}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--ghost users-toolbar__order"
              aria-label={t('users.sort.toggle', { order })}
              onClick={() =>
                onChange({
                  sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc',
                })
              }
            >
              {filters.sortOrder === 'asc' ? (
                <ArrowUpIcon width={16} height={16} />
              ) : (
                <ArrowDownIcon width={16} height={16} />
              )}
              <span aria-hidden="true">{order}</span>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
