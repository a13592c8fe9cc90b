import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned sentinel element scrolls near the viewport (infinite scroll).
 * Browsers without IntersectionObserver keep the "load more" button.
 */
export function useInfiniteScroll<T extends HTMLElement>(enabled: boolean, onReach: () => void) {
  const sentinelRef = useRef<T>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinelRef;
}
