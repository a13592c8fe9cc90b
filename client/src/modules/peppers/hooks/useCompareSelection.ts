import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Peppers are compared side by side, 2 to 4 at a time. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const COMPARE_PARAM = 'compare';

function idsFromParam(value: string | null): string[] {
  const ids = (value ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))].slice(0, COMPARE_MAX);
}

/**
 * A query string for a link from a pepper to another pepper's page or to the catalogue: `params`, with the comparison's
 * picks of the current query string (`search`) kept (without them, a pick made on one pepper's page was lost on the next).
 */
export function withComparePicks(search: string, params: Record<string, string> = {}): string {
  const next = new URLSearchParams(params);
  const picks = new URLSearchParams(search).get(COMPARE_PARAM);
  if (picks) next.set(COMPARE_PARAM, picks);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The peppers picked for comparison, kept in the URL with the rest of the view. */
export function useCompareSelection() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A fifth pick was refused: the tray says why (a floating notice sat over the comparison opened next).
  const [overLimit, setOverLimit] = useState(false);
  const raw = searchParams.get(COMPARE_PARAM);
  const ids = useMemo(() => idsFromParam(raw), [raw]);

  const write = useCallback(
    (next: string[]) => {
      setOverLimit(false);
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next.length > 0) params.set(COMPARE_PARAM, next.join(','));
          else params.delete(COMPARE_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true, flushSync: true },
      );
    },
    [setSearchParams],
  );

  /** Adds or removes a pepper; a fifth one is refused (overLimit, shown by the tray). Returns whether it is now selected. */
  const toggle = useCallback(
    (id: string): boolean => {
      if (ids.includes(id)) {
        write(ids.filter((selected) => selected !== id));
        return false;
      }
      if (ids.length >= COMPARE_MAX) {
        setOverLimit(true);
        return false;
      }
      write([...ids, id]);
      return true;
    },
    [ids, write],
  );

  const remove = useCallback((id: string) => write(ids.filter((selected) => selected !== id)), [ids, write]);
  const clear = useCallback(() => write([]), [write]);

  return {
    ids,
    isSelected: (id: string) => ids.includes(id),
    canCompare: ids.length >= COMPARE_MIN,
    isFull: ids.length >= COMPARE_MAX,
    overLimit,
    toggle,
    remove,
    clear,
  };
}

export type CompareSelection = ReturnType<typeof useCompareSelection>;
