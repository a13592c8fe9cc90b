import { createContext, useContext, useSyncExternalStore } from 'react';

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
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
