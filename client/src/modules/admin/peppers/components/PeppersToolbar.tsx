import { PEPPER_GROUPS, botanicalName, type PepperGroup } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/modules/ui/components/SearchField';
import { SortControl } from '@/modules/ui/components/SortControl';
import { PEPPER_SORT_FIELDS, type PepperListFilters } from '../hooks/usePepperListFilters';

export interface PeppersToolbarProps {
  filters: PepperListFilters;
  onChange: (changes: Partial<PepperListFilters>) => void;
}

/** Search (name, Hebrew name, group), group filter, active-only and featured-only, sort and its direction. */
export function PeppersToolbar({ filters, onChange }: PeppersToolbarProps) {
  const { t } = useTranslation('adminPeppers');
  const groupId = useId();
  const sortId = useId();
  const order = t(`sort.${filters.sortOrder}`);

  return (
    <div className="admin-peppers-toolbar">
      <SearchField
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <div className="admin-peppers-toolbar__filters" role="group" aria-label={t('filters.label')}>
        <div className="admin-peppers-toolbar__filter">
          <label htmlFor={groupId}>{t('filters.group')}</label>
          <select
            id={groupId}
            className="select"
            value={filters.group}
            onChange={(event) => onChange({ group: event.target.value as PepperGroup | 'all' })}
          >
            <option value="all">{t('filters.allGroups')}</option>
            {PEPPER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {botanicalName(group)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-peppers-toolbar__filter">
          <label htmlFor={sortId}>{t('sort.label')}</label>
          <div className="admin-peppers-toolbar__sort">
            <SortControl
              id={sortId}
              fields={PEPPER_SORT_FIELDS}
              sortBy={filters.sortBy}
              sortOrder={filters.sortOrder}
              fieldLabel={(field) => t(`sort.fields.${field}`)}
              orderLabel={order}
              toggleLabel={t('sort.toggle', { order })}
              onSortBy={(sortBy) => onChange({ sortBy })}
              onSortOrder={(sortOrder) => onChange({ sortOrder })}
              toggleClassName="admin-peppers-toolbar__order"
            />
          </div>
        </div>
        <div className="admin-peppers-toolbar__flags">
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={filters.activeOnly}
              onChange={(event) => onChange({ activeOnly: event.target.checked })}
            />
            <span>{t('filters.activeOnly')}</span>
          </label>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={filters.featuredOnly}
              onChange={(event) => onChange({ featuredOnly: event.target.checked })}
            />
            <span>{t('filters.featuredOnly')}</span>
          </label>
        </div>
      </div>
    </div>
  );
}
