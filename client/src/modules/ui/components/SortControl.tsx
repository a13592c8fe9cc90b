import { ArrowDownIcon, ArrowUpIcon } from "./icons";

export type SortOrder = "asc" | "desc";

export interface SortControlProps<Field extends string> {
  /** The select's id, for the label the toolbar puts before it. */
  id: string;
  fields: readonly Field[];
  sortBy: Field;
  sortOrder: SortOrder;
  fieldLabel: (field: Field) => string;
  /** The current order in words ("Ascending"), shown beside its arrow. */
  orderLabel: string;
  /** The toggle's accessible name ("Sort order: Ascending"). */
  toggleLabel: string;
  onSortBy: (field: Field) => void;
  onSortOrder: (order: SortOrder) => void;
  /** The toggle's own class, for its toolbar's layout. */
  toggleClassName?: string;
}

/** A list's sort: the field to sort by and a button that turns the order around. */
export function SortControl<Field extends string>({
  id,
  fields,
  sortBy,
  sortOrder,
  fieldLabel,
  orderLabel,
  toggleLabel,
  onSortBy,
  onSortOrder,
  toggleClassName,
}: SortControlProps<Field>) {
  return (
    <>
      <select
        id={id}
        className="select"
        value={sortBy}
        onChange={(event) => onSortBy(event.target.value as Field)}
      >
        {fields.map((field) => (
          <option key={field} value={field}>
            {fieldLabel(field)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={["button button--ghost", toggleClassName]
          .filter(Boolean)
          .join(" ")}
        aria-label={toggleLabel}
        onClick={() => onSortOrder(sortOrder === "asc" ? "desc" : "asc")}
      >
        {sortOrder === "asc" ? (
          <ArrowUpIcon width={16} height={16} />
        ) : (
          <ArrowDownIcon width={16} height={16} />
        )}
        <span aria-hidden="true">{orderLabel}</span>
      </button>
    </>
  );
}
