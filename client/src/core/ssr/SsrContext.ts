import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A render the server makes (or the browser's hydration of it): what the server assumed of the screen, and, on the
 * server, the status the page answers with (a page that finds nothing sets 404).
 */
export interface SsrRender {
  /** Whether the page was drawn for a wide screen (the media queries answered by the server: it cannot measure). */
  wide: boolean;
  /** The site's address as the reader reaches it (the server cannot read window.location). */
  origin: string;
  /** On the server: the answer's status. */
  status: number;
  /** On the server: the lazily loaded components drawn (their style sheets go into the page's head). */
  drawn?: Set<string>;
}

export const SsrContext = createContext<SsrRender | null>(null);

/** The current server render (or the hydration of one); null in a page the client draws itself. */
export function useSsrRender(): SsrRender | null {
  return useContext(SsrContext);
}

/** A page that finds nothing (when `notFound`): the server's answer is a 404. */
export function useNotFoundStatus(notFound = true): void {
  const render = useContext(SsrContext);
  if (render && notFound) render.status = 404;
}

const subscribeToNothing = () => () => {};

/**
 * True where the server renders and while the browser hydrates what it rendered (the first render must draw the same),
 * false from the next render on and in pages the client draws itself: for what only a browser can draw (a portal into
 * document.body, something deferred to a second render).
 *
 * That next render is a transition. React asks for the server's value only while it hydrates the component; the
 * browser's value stays the same until the component's own effect has run, so React's check after the hydration finds
 * nothing changed (a value that differs from the server's makes React draw the component again at once, synchronously:
 * a long task with the hydration's commit on a slow phone). The effect then asks for an interruptible render, which
 * reads false.
 */
export function useHydrating(): boolean {
  const [mount] = useState(() => ({ hydrating: false }));
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => mount.hydrating,
    () => (mount.hydrating = true),
  );
  const [, setHydrated] = useState(false);
  useEffect(() => {
    if (!mount.hydrating) return;
    mount.hydrating = false;
    startTransition(() => setHydrated(true));
  }, [mount]);
  return hydrating;
}
