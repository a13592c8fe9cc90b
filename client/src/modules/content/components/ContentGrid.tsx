import { useState } from 'react';
import type { ContentEntry } from '../utils/contentKinds';
import { ContentDetailsDialog } from './ContentDetailsDialog';
import { ContentEntryCard } from './ContentEntryCard';
import './ContentGrid.css';

export interface ContentGridProps {
  entries: ContentEntry[];
  label: string;
}

/** Content cards; a card opens its details dialog. */
export function ContentGrid({ entries, label }: ContentGridProps) {
  const [open, setOpen] = useState<ContentEntry | null>(null);
  return (
    <>
      <ul className="content-grid" aria-label={label}>
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.item.id}`}>
            <ContentEntryCard entry={entry} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      {open && <ContentDetailsDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
