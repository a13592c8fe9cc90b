import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state of the small-screen menu. Opening it moves the focus to its first link (the panel
 * comes before the toggle in the page, so Tab alone would skip it). It closes on Escape (focus
 * returns to the toggle), on a click outside the panel and its toggle (the overlay included), when
 * the focus moves out of the header, and on every navigation.
 */
export function useMobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();

  const [openedAt, setOpenedAt] = useState(locationKey);
  if (openedAt !== locationKey) {
    setOpenedAt(locationKey);
    setIsOpen(false);
  }

  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setIsOpen(false);
    };
    // Tabbing on past the header's last button would reach the page behind the overlay.
    const handleFocusIn = (event: FocusEvent) => {
      const header = panelRef.current?.closest('header');
      if (header && !header.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('focusin', handleFocusIn);
    };
  }, [isOpen]);

  return { isOpen, toggle, close, panelRef, toggleRef };
}
