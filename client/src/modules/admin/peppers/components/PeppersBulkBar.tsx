import { useTranslation } from 'react-i18next';
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

/**
 * The actions on the selected peppers; each asks for confirmation, stating the action and the count. With nothing
 * selected they are disabled (the count line says why); "Edit all N" needs no selection.
 */
export function PeppersBulkBar({ selectedCount, onAction, onEdit, matchingCount, onEditMatching, onClear }: PeppersBulkBarProps) {
  const { t } = useTranslation('adminPeppers');
  const none = selectedCount === 0;
  return (
    <div
      className="admin-peppers-bulk"
      role="group"
      aria-label={t('bulk.label')}
      data-active={selectedCount > 0 || undefined}
    >
      <p className="admin-peppers-bulk__count" aria-live="polite">
        {selectedCount > 0 ? t('bulk.selected', { count: selectedCount }) : t('bulk.none')}
      </p>
      <div className="admin-peppers-bulk__actions">
        <button type="button" className="button button--small button--secondary" onClick={onEdit} disabled={none}>
          {t('bulk.actions.edit')}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={onEditMatching}>
          {t('bulk.editMatching', { count: matchingCount })}
        </button>
        {BULK_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={`button button--small ${action === 'delete' ? 'button--danger-ghost' : 'button--secondary'}`}
            onClick={() => onAction(action)}
            disabled={none}
          >
            {t(`bulk.actions.${action}`)}
          </button>
        ))}
        {selectedCount > 0 && (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            {t('bulk.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
