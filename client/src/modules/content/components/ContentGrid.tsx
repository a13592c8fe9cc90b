import type { ContentEntry } from '../utils/contentKinds';
import { ContentEntryCard, type ContentEntryCardProps } from './ContentEntryCard';
import './ContentGrid.css';

export interface ContentGridProps {
  entries: ContentEntry[];
  label: string;
  /** The cards' heading level (see ContentCard). */
  headingLevel?: ContentEntryCardProps['headingLevel'];
}

/** Content cards; a card links to its entry's page. */
export function ContentGrid({ entries, label, headingLevel }: ContentGridProps) {
  return (
    <ul className="content-grid" aria-label={label}>
      {entries.map((entry) => (
        <li key={`${entry.kind}:${entry.item.id}`}>
          <ContentEntryCard entry={entry} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
