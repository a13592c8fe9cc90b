import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import './ActionMenu.css';

export interface ActionMenuItem {
  /** Stable key, also the item's data-action (tests and analytics). */
  id: string;
  /** Already translated. */
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Drawn in the danger colour, after a separator. */
  danger?: boolean;
}

export interface ActionMenuProps {
  /** The button's accessible name ("More actions for Habanero"). */
  label: string;
  items: readonly ActionMenuItem[];
}

interface MenuPosition {
  top: number;
  /** Inline start in physical px from the left edge of the viewport, or right edge in RTL. */
  left: number;
}

/**
 * A "⋯" menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens it on its first
 * item, ArrowUp on its last; arrows, Home and End move, Escape closes and gives the focus back, Tab
 * closes. The menu is fixed to the viewport (a scrolling table does not clip it) and follows its button.
 */
export function ActionMenu({ label, items }: ActionMenuProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [position, setPosition] = useState<MenuPosition | null>(null);

  const enabledItems = useCallback(
    () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])],
    [],
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  /** Beside its button: end edges lined up, below it, or above it near the bottom of the screen. */
  const place = useCallback(() => {
    if (!buttonRef.current) return;
    const rect = buttonRef.current.getBoundingClientRect();
    const rtl = getComputedStyle(buttonRef.current).direction === 'rtl';
    const menuWidth = menuRef.current?.offsetWidth ?? 0;
    const menuHeight = menuRef.current?.offsetHeight ?? 0;
    const left = rtl ? rect.left : rect.right - menuWidth;
    const below = rect.bottom + 4;
    const top = below + menuHeight > window.innerHeight && rect.top - menuHeight - 4 > 0 ? rect.top - menuHeight - 4 : below;
    setPosition({ top, left: Math.max(4, Math.min(left, window.innerWidth - menuWidth - 4)) });
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    const list = enabledItems();
    (open === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open, enabledItems, place]);

  useEffect(() => {
    if (!open) return;
    const handlePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    // The page or the table scrolls (a phone brings an item into view): the menu follows its button.
    document.addEventListener('pointerdown', handlePointer);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, close, place]);

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = enabledItems();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        if (event.key.length === 1) {
          // Type-ahead: the next item starting with the letter.
          const letter = event.key.toLocaleLowerCase();
          const after = [...list.slice(index + 1), ...list.slice(0, index + 1)];
          after.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  const firstDanger = items.findIndex((item) => item.danger);

  return (
    <span className="action-menu">
      <button
        ref={buttonRef}
        type="button"
        className="button button--ghost button--small action-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={handleButtonKeyDown}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="action-menu__menu"
          style={position ? { top: position.top, left: position.left } : { opacity: 0 }}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none" className={index === firstDanger && index > 0 ? 'action-menu__separated' : undefined}>
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-action={item.id}
                disabled={item.disabled}
                className={`action-menu__item${item.danger ? ' action-menu__item--danger' : ''}`}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
