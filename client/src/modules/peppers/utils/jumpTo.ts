import type { MouseEvent } from 'react';

/**
 * A fragment link inside the pepper details (the sections menu, a reference mark): scrolls the target into view
 * inside the dialog and gives it the focus, keeping the address as it is (no fragment in the history). Without the
 * scripts the plain `href="#id"` does the same.
 */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}
