import { PEPPER_GROUPS, type PepperGroup } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownIcon, ArrowUpIcon } from '@/modules/ui/components/icons';
import { SearchField } from '@/modules/ui/components/SearchField';
import { PEPPER_SORT_FIELDS, type PepperListFilters, type PepperSortField } from '../hooks/usePepperListFilters';

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
                {group}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-peppers-toolbar__filter">
          <label htmlFor={sortId}>{t('sort.label')}</label>
          <div className="admin-peppers-toolbar__sort">
            <select
              id={sortId}
              className="select"
              value={filters.sortBy}
              onChange={(event) => onChange({ sortBy: event.target.value as PepperSortField })}
            >
              {PEPPER_SORT_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`sort.fields.${field}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--ghost admin-peppers-toolbar__order"
              aria-label={t('sort.toggle', { order })}
              onClick={() => onChange({ sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' })}
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
