import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Checkbox selection of the rows on screen (peppers, users, topics). It belongs to one list (`listKey`: the
 * search, filters, sort and page): another list starts with nothing selected. Rows that left the list (deleted,
 * hidden by a filter) are no longer selected.
 */
export function useRowSelection<T extends { id: string }>(listKey: string, items: readonly T[]) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: listKey, ids: NONE });
  const stored = state.key === listKey ? state.ids : NONE;

  const selected = useMemo(() => items.filter((item) => stored.has(item.id)), [items, stored]);
  const selectedIds = useMemo(() => new Set(selected.map((item) => item.id)), [selected]);

  const set = useCallback(
    (update: (ids: ReadonlySet<string>) => ReadonlySet<string>) => {
      setState((previous) => ({ key: listKey, ids: update(previous.key === listKey ? previous.ids : NONE) }));
    },
    [listKey],
  );

  const toggle = useCallback(
    (id: string) =>
      set((ids) => {
        const next = new Set(ids);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [set],
  );

  const allSelected = items.length > 0 && selected.length === items.length;
  const toggleAll = useCallback(
    () => set(() => (allSelected ? NONE : new Set(items.map((item) => item.id)))),
    [set, allSelected, items],
  );

  const remove = useCallback(
    (removed: readonly string[]) =>
      set((ids) => {
        const next = new Set(ids);
        for (const id of removed) next.delete(id);
        return next;
      }),
    [set],
  );

  const clear = useCallback(() => set(() => NONE), [set]);

  return { selected, selectedIds, toggle, toggleAll, remove, clear };
}
