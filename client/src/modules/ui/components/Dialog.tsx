import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useHydrating } from '@/core/ssr/SsrContext';
import './Dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** sheet: from the bottom edge on a phone (a filter panel), a dialog on larger screens. */
  size?: 'small' | 'medium' | 'sheet';
  /** Id of the element that describes the dialog (a confirmation's question). */
  describedBy?: string;
}

/**
 * A modal dialog: focus moves into it (to the element marked data-autofocus, else the first
 * control), Tab stays inside, the page behind is inert, Escape (wherever focus is, even when the
 * focused button went away with a step of the dialog), the close button and a click on the
 * backdrop close it, and focus returns to where it was. Page scroll is locked while it is open.
 * In a page the server renders (a pepper's page is the catalogue with its details open) it is drawn in place, where
 * the server's HTML has it, and moves into its portal right after the hydration.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  size = 'medium',
  describedBy,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inPlace = useHydrating();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (inPlace) return;
    const panel = panelRef.current;
    const previous = document.activeElement as HTMLElement | null;
    const target = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? (panel && focusableIn(panel)[0]) ?? panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Everything else on the page inert (a dialog opened from a dialog makes its opener inert too); each
    // dialog gives back only what it changed.
    const backdrop = panel!.parentElement!;
    const inert = [...document.body.children].filter((element) => element !== backdrop && !(element as HTMLElement).inert) as HTMLElement[];
    for (const element of inert) element.inert = true;
    // On the document, not the panel: focus may have left the panel (its focused button removed by a new step).
    // An inert backdrop is an opener under another dialog: only the topmost closes.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !backdrop.inert) onCloseRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      for (const element of inert) element.inert = false;
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [inPlace]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <div className={`dialog-backdrop dialog-backdrop--${size}`} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        className={`dialog dialog--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={t('actions.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
