import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLanguage } from '@/core/i18n/useLanguage';
import './Tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids. */
  idPrefix: string;
}

export const tabElementId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelElementId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A WAI-ARIA tab list: one tab in the Tab order (the selected one), arrow keys move in reading
 * order (flipped right to left), Home and End jump; moving selects (the panels are light).
 */
export function Tabs<T extends string>({ tabs, active, onChange, label, idPrefix }: TabsProps<T>) {
  const { direction } = useLanguage();
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tab list scrolls: the selected tab (an old link to Settings) starts in view.
  // (Scrolled sideways only: scrollIntoView could move the page too.)
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const place = tab.getBoundingClientRect();
    const margin = 32; // clear of the scroll cue
    if (place.left < box.left + margin) list.scrollLeft -= box.left + margin - place.left;
    else if (place.right > box.right - margin) list.scrollLeft += place.right - (box.right - margin);
  }, [active]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === active);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: current + 1,
      [backward]: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div ref={listRef} className="tabs" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={tabElementId(idPrefix, tab.id)}
            data-tab={tab.id}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={selected}
            aria-controls={panelElementId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
