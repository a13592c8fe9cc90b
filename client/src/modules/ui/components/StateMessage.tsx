import type { ReactNode } from 'react';
import { AlertIcon, ChiliIcon, InboxIcon, SearchIcon } from './icons';
import './StateMessage.css';

export interface StateMessageProps {
  /** `empty`: nothing here yet (an empty tray); `noMatch`: a search or filters found nothing (a magnifier). */
  tone: 'error' | 'empty' | 'noMatch' | 'info';
  title: string;
  children?: ReactNode;
  /** Buttons or links offered to the reader. */
  actions?: ReactNode;
  /** Heading level that fits the surrounding outline. */
  headingLevel?: 1 | 2 | 3;
}

const TONE_ICONS = { error: AlertIcon, empty: InboxIcon, noMatch: SearchIcon, info: ChiliIcon } as const;

/** Error, empty and informational states share one look. */
export function StateMessage({ tone, title, children, actions, headingLevel = 2 }: StateMessageProps) {
  const Heading = `h${headingLevel}` as const;
  const Icon = TONE_ICONS[tone];
  return (
    <div className={`state-message state-message--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <span className="state-message__icon">
        <Icon width={28} height={28} />
      </span>
      <Heading className="state-message__title" dir="auto">
        {title}
      </Heading>
      {children && <div className="state-message__body">{children}</div>}
      {actions && <div className="state-message__actions">{actions}</div>}
    </div>
  );
}
