import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/modules/ui/utils/intl';

export interface FilterOption {
  value: string;
  label: string;
  /** Active peppers with this value; unknown while the statistics load. */
  count?: number;
}

export interface FilterGroupProps {
  legend: string;
  options: FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Long lists show this many options (and every selected one) until "show all". */
  collapsedCount?: number;
  /** The options are species names ("C. chinense"): Latin, in italics, left to right. */
  botanical?: boolean;
  /** The URL parameter of the filter: the checkboxes' field name in the filter form (used without JavaScript). */
  name?: string;
}

/** A set of checkboxes; any checked value matches (OR within a group, AND across groups). */
export function FilterGroup({ legend, options, selected, onToggle, collapsedCount = 8, botanical = false, name }: FilterGroupProps) {
  const { t, i18n } = useTranslation('peppers');
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const number = numberFormat(i18n.language);
  const collapsible = options.length > collapsedCount + 2;
  const visible =
    collapsible && !showAll ? options.filter((option, index) => index < collapsedCount || selected.includes(option.value)) : options;

  if (options.length === 0) return null;

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      <ul id={listId} className="filter-group__options">
        {visible.map((option) => (
          <li key={option.value}>
            <label className="filter-option">
              <input type="checkbox" name={name} value={option.value} checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
              {botanical ? (
                <i className="filter-option__label species-name" lang="la" dir="ltr">
                  {option.label}
                </i>
              ) : (
                <span className="filter-option__label" dir="auto">
                  {option.label}
                </span>
              )}
              {option.count !== undefined && (
                <span className="filter-option__count">
                  <span aria-hidden="true">{number.format(option.count)}</span>
                  <span className="visually-hidden">
                    , {t('filters.optionCount', { count: option.count, formatted: number.format(option.count) })}
                  </span>
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="filter-group__more"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? t('filters.showFewer') : t('filters.showAll', { count: options.length })}
        </button>
      )}
    </fieldset>
  );
}
