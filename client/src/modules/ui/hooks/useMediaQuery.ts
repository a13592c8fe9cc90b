import { useSyncExternalStore } from 'react';
import { useSsrRender } from '@/core/ssr/SsrContext';

/** The query's MediaQueryList; none where the page has no matchMedia (component tests). */
function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
}

/**
 * Whether a CSS media query (a minimum width) matches, kept current; true where the page cannot tell (no matchMedia).
 * The server cannot measure: it draws for the screen it guessed (SsrRender.wide), and so does the hydration.
 */
export function useMediaQuery(query: string): boolean {
  const render = useSsrRender();
  const guessed = render?.wide ?? true;
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? true,
    () => guessed,
  );
}
