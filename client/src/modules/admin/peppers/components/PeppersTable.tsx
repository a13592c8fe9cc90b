import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/core/i18n/useLanguage';
import type { AdminPepperFieldsFragment } from '@/generated/graphql';
import { HeatBadge } from '@/modules/peppers/components/HeatBadge';
import { PepperImage } from '@/modules/peppers/components/PepperImage';
import { pepperHeatLevel, pepperName } from '@/modules/peppers/utils/pepperDisplay';
import { SpeciesName } from '@/modules/peppers/components/SpeciesName';
import { ActionMenu } from '@/modules/ui/components/ActionMenu';
import { useFormatDate } from '@/modules/ui/hooks/useFormatDate';
import { SelectAllCheckbox } from '../../components/SelectAllCheckbox';
import type { PepperStatusChange } from '../utils/pepperActions';

export interface PeppersTableProps {
  peppers: readonly AdminPepperFieldsFragment[];
  selectedIds: ReadonlySet<string>;
  /** Rows whose status change is on its way to the server. */
  pendingIds: ReadonlySet<string>;
  /** A new page or filter is loading: the rows shown are the previous ones. */
  busy: boolean;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onShowDetails: (pepper: AdminPepperFieldsFragment) => void;
  onEdit: (pepper: AdminPepperFieldsFragment) => void;
  onStatusChange: (pepper: AdminPepperFieldsFragment, change: PepperStatusChange) => void;
  onDelete: (pepper: AdminPepperFieldsFragment) => void;
}

/** One row per pepper, with a checkbox, Edit and a "⋯" menu of the other actions. On a phone each row is a card. */
export function PeppersTable({
  peppers,
  selectedIds,
  pendingIds,
  busy,
  onToggle,
  onToggleAll,
  onShowDetails,
  onEdit,
  onStatusChange,
  onDelete,
}: PeppersTableProps) {
  const { t } = useTranslation('adminPeppers');
  const { language } = useLanguage();
  const formatDate = useFormatDate();
  const selectedOnPage = peppers.filter((pepper) => selectedIds.has(pepper.id)).length;

  const columns = {
    select: t('columns.select'),
    pepper: t('columns.pepper'),
    group: t('columns.group'),
    shu: t('columns.shu'),
    heat: t('columns.heat'),
    status: t('columns.status'),
    lastUpdated: t('columns.lastUpdated'),
    actions: t('columns.actions'),
  };

  return (
    <div className="table-wrap" aria-busy={busy || undefined}>
      <table className="data-table admin-peppers-table">
        <caption className="visually-hidden">{t('heading')}</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-select">
              <SelectAllCheckbox label={t('selectAll')} selectedOnPage={selectedOnPage} rowCount={peppers.length} onToggleAll={onToggleAll} />
            </th>
            {(['pepper', 'group', 'shu', 'heat', 'status', 'lastUpdated', 'actions'] as const).map((key) => (
              <th key={key} scope="col">
                {columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {peppers.map((pepper) => {
            const name = pepperName(pepper, language);
            const otherName = name === pepper.name ? pepper.hebName : pepper.name;
            const pending = pendingIds.has(pepper.id);
            return (
              <tr
                key={pepper.id}
                data-pepper={pepper.name}
                data-selected={selectedIds.has(pepper.id) || undefined}
                data-inactive={!pepper.isActive || undefined}
              >
                <td data-label={columns.select} className="admin-select">
                  <input
                    type="checkbox"
                    aria-label={t('selectPepper', { name })}
                    checked={selectedIds.has(pepper.id)}
                    onChange={() => onToggle(pepper.id)}
                  />
                </td>
                <th scope="row" data-label={columns.pepper}>
                  <span className="admin-peppers-table__identity">
                    <PepperImage pepper={pepper} alt="" sizes="3rem" className="admin-peppers-table__thumb" />
                    <span className="admin-peppers-table__names">
                      <span dir="auto">{name}</span>
                      {otherName && (
                        <span className="admin-peppers-table__other-name" dir="auto">
                          {otherName}
                        </span>
                      )}
                    </span>
                  </span>
                </th>
                <td data-label={columns.group}>
                  <SpeciesName group={pepper.group} />
                </td>
                <td data-label={columns.shu}>
                  <bdi dir="ltr">{pepper.shu}</bdi>
                </td>
                <td data-label={columns.heat}>
                  <HeatBadge level={pepperHeatLevel(pepper)} />
                </td>
                <td data-label={columns.status}>
                  <span className="admin-peppers-table__badges">
                    <span className={`badge status-badge status-badge--${pepper.isActive ? 'active' : 'blocked'}`}>
                      {t(pepper.isActive ? 'status.active' : 'status.inactive')}
                    </span>
                    {pepper.isFeatured && (
                      <span className="badge admin-peppers-featured-badge">{t('status.featured')}</span>
                    )}
                  </span>
                </td>
                <td data-label={columns.lastUpdated}>{formatDate(pepper.lastUpdated)}</td>
                <td data-label={columns.actions}>
                  <div className="admin-peppers-table__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('actions.editPepper', { name })}
                      onClick={() => onEdit(pepper)}
                    >
                      {t('actions.edit')}
                    </button>
                    <ActionMenu
                      label={t('actions.moreFor', { name })}
                      items={[
                        { id: 'details', label: t('actions.details'), onSelect: () => onShowDetails(pepper) },
                        {
                          id: pepper.isActive ? 'deactivate' : 'activate',
                          label: t(pepper.isActive ? 'actions.deactivate' : 'actions.activate'),
                          disabled: pending,
                          onSelect: () => onStatusChange(pepper, pepper.isActive ? 'deactivate' : 'activate'),
                        },
                        {
                          id: pepper.isFeatured ? 'unfeature' : 'feature',
                          label: t(pepper.isFeatured ? 'actions.unfeature' : 'actions.feature'),
                          disabled: pending,
                          onSelect: () => onStatusChange(pepper, pepper.isFeatured ? 'unfeature' : 'feature'),
                        },
                        { id: 'delete', label: t('actions.delete'), danger: true, onSelect: () => onDelete(pepper) },
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
