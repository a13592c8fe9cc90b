import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onReach` when the sentinel element (given the returned callback ref) scrolls near the
 * viewport (infinite scroll). The sentinel may appear later than the list (it is drawn last).
 * Browsers without IntersectionObserver keep the "load more" button.
 */
export function useInfiniteScroll<T extends HTMLElement>(enabled: boolean, onReach: () => void) {
  const [sentinel, setSentinel] = useState<T | null>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, sentinel]);

  return setSentinel;
}
