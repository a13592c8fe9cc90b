import { useTranslation } from 'react-i18next';

export interface BulkBarAction {
  id: string;
  label: string;
  danger?: boolean;
  /** Needs no selection (an action on every row the filter matches): enabled with nothing selected. */
  withoutSelection?: boolean;
  onSelect: () => void;
}

export interface BulkBarProps {
  /** The group's accessible name ("Actions on the selected users"). */
  label: string;
  selectedCount: number;
  /** "3 users selected" or "No users selected". */
  countText: string;
  actions: readonly BulkBarAction[];
  onClear: () => void;
}

/**
 * The actions on the selected rows of an admin list (Peppers, Users, Topics). With nothing selected they are
 * off (aria-disabled; the count line says why), so no click ends in an error; each action asks for confirmation itself.
 */
export function BulkBar({ label, selectedCount, countText, actions, onClear }: BulkBarProps) {
  const { t } = useTranslation('admin');
  const none = selectedCount === 0;
  return (
    <div className="admin-bulk" role="group" aria-label={label} data-active={!none || undefined}>
      <p className="admin-bulk__count" aria-live="polite">
        {countText}
      </p>
      <div className="admin-bulk__actions">
        {actions.map((action) => {
          // aria-disabled, not disabled: the button that ran an action keeps the focus when the selection clears.
          const off = none && !action.withoutSelection;
          return (
            <button
              key={action.id}
              type="button"
              className={`button button--small ${action.danger ? 'button--danger-ghost' : 'button--secondary'}`}
              aria-disabled={off || undefined}
              onClick={off ? undefined : action.onSelect}
            >
              {action.label}
            </button>
          );
        })}
        {!none && (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            {t('bulk.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
