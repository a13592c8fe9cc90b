import { useEffect, useRef } from 'react';

export interface SelectAllCheckboxProps {
  label: string;
  /** How many of the rows on screen are selected. */
  selectedOnPage: number;
  rowCount: number;
  onToggleAll: () => void;
}

/** The header checkbox of an admin list: checked when every row is, mixed when some are. */
export function SelectAllCheckbox({ label, selectedOnPage, rowCount, onToggleAll }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const allSelected = rowCount > 0 && selectedOnPage === rowCount;
  const someSelected = selectedOnPage > 0 && !allSelected;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = someSelected;
  }, [someSelected]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={allSelected} onChange={onToggleAll} />;
}
