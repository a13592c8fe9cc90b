import { useEffect, useRef } from 'react';

const PREFIX = 'pepper-atlas:forum-draft:';

/** The draft kept for a composer (a topic's new comment, a reply, an edit, a new topic), or null. */
export function readDraft<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it when `value` is null (sent, cancelled or emptied). */
export function writeDraft<T>(key: string, value: T | null): void {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the draft lives only on the page.
  }
}

/** Saves the composer's text as it is typed (removed when it is empty or back to where it started). */
export function useDraftSaving<T>(key: string | undefined, value: T, unchanged: boolean): void {
  const first = useRef(true);
  useEffect(() => {
    // The first render shows what was restored or given: nothing new to keep yet.
    if (first.current) {
      first.current = false;
      return;
    }
    if (key) writeDraft(key, unchanged ? null : value);
  }, [key, value, unchanged]);
}

/**
 * While `dirty`, leaving asks first (as the admin pepper form does): closing or reloading the tab
 * (the browser's own question) and following a link inside the app (window.confirm).
 */
export function useLeaveGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, message]);
}
