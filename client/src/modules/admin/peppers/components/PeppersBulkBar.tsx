import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../components/BulkBar';
import { BULK_ACTIONS, type BulkAction } from '../utils/pepperActions';

export interface PeppersBulkBarProps {
  selectedCount: number;
  onAction: (action: BulkAction) => void;
  /** Opens the bulk edit of the selected peppers. */
  onEdit: () => void;
  /** How many peppers the filter matches (all pages): "Edit all N" changes every one of them. */
  matchingCount: number;
  onEditMatching: () => void;
  onClear: () => void;
}

/** The actions on the selected peppers; each asks for confirmation, stating the action and the count. "Edit all N" needs no selection. */
export function PeppersBulkBar({ selectedCount, onAction, onEdit, matchingCount, onEditMatching, onClear }: PeppersBulkBarProps) {
  const { t } = useTranslation('adminPeppers');
  return (
    <BulkBar
      label={t('bulk.label')}
      selectedCount={selectedCount}
      countText={selectedCount > 0 ? t('bulk.selected', { count: selectedCount }) : t('bulk.none')}
      actions={[
        { id: 'edit', label: t('bulk.actions.edit'), onSelect: onEdit },
        { id: 'editMatching', label: t('bulk.editMatching', { count: matchingCount }), withoutSelection: true, onSelect: onEditMatching },
        ...BULK_ACTIONS.map((action) => ({
          id: action,
          label: t(`bulk.actions.${action}`),
          danger: action === 'delete',
          onSelect: () => onAction(action),
        })),
      ]}
      onClear={onClear}
    />
  );
}
