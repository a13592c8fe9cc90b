import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A link to a comment (/forum/topic/:id?page=N#comment-:cid, from the forum search) brings the
 * comment into view, marks it and moves the focus to it, once the page of comments that holds it
 * has rendered (`rendered` changes when it does). Each link does it once, so reading on is not undone.
 */
export function useCommentAnchor(rendered: unknown): void {
  const { hash } = useLocation();
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!hash.startsWith('#comment-') || hash === done) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.setAttribute('data-linked', '');
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
    setDone(hash);
  }, [hash, done, rendered]);
}
