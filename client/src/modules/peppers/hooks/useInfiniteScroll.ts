import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the sentinel element (given the returned callback ref) scrolls near the
 * viewport (infinite scroll). The sentinel may appear later than the list (it is drawn last).
 * Browsers without IntersectionObserver keep the "load more" button.
 *
 * The ref itself watches its element (and stops when React detaches it, or when `enabled` changes): keeping the
 * element in state instead drew the list again, synchronously, as the element was attached (a long task as the
 * server's page hydrated on a slow phone).
 */
export function useInfiniteScroll<T extends HTMLElement>(enabled: boolean, onReach: () => void) {
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  return useCallback(
    (sentinel: T | null) => {
      if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
        },
        { rootMargin: '0px 0px 600px 0px' },
      );
      observer.observe(sentinel);
      return () => observer.disconnect();
    },
    [enabled],
  );
}
