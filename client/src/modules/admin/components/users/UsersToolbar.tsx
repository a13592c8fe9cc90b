import { ROLES, type Role } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '@/modules/auth/hooks/useRoleLabel';
import { SearchField } from '@/modules/ui/components/SearchField';
import { SortControl } from '@/modules/ui/components/SortControl';
import {
  USER_SORT_FIELDS,
  USER_STATUSES,
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
            <SortControl
              id={sortId}
              fields={USER_SORT_FIELDS}
              sortBy={filters.sortBy}
              sortOrder={filters.sortOrder}
              fieldLabel={(field) => t(`users.sort.fields.${field}`)}
              orderLabel={order}
              toggleLabel={t('users.sort.toggle', { order })}
              onSortBy={(sortBy) => onChange({ sortBy })}
              onSortOrder={(sortOrder) => onChange({ sortOrder })}
              toggleClassName="users-toolbar__order"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
