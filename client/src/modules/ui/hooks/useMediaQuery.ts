import { useSyncExternalStore } from 'react';

/** The query's MediaQueryList; none where the page has no matchMedia (component tests). */
function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/** Whether a CSS media query matches, kept current; true where the page cannot tell (no matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? true,
  );
}
