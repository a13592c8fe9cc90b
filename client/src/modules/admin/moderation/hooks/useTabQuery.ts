import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A tab's own filters in the URL next to `tab` (`/admin?tab=reports&status=all&page=2`), so they
 * survive a reload and can be linked to. Values equal to their default are left out; changing
 * anything but the page goes back to page 1.
 */
export function useTabQuery<K extends string>(defaults: Record<K, string>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const read = (key: K) => searchParams.get(key) ?? defaults[key];
  const pageValue = Number(searchParams.get('page'));
  const page = Number.isInteger(pageValue) && pageValue > 1 ? pageValue : 1;

  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) => {
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (!('page' in changes)) params.delete('page');
          for (const [key, value] of Object.entries(changes) as [K | 'page', string | number][]) {
            const text = String(value);
            const fallback = key === 'page' ? '1' : defaults[key as K];
            if (text === fallback || text === '') params.delete(key);
            else params.set(key, text);
          }
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    // The defaults are constants of the calling tab.
    [setSearchParams, defaults],
  );

  return { read, page, update };
}
