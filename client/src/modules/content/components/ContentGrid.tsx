import { useState } from 'react';
import type { ContentEntry } from '../utils/contentKinds';
import { ContentEntryCard, type ContentEntryCardProps } from './ContentEntryCard';
import './ContentGrid.css';
import { lazyComponent } from '@/modules/ui/lazyComponent';

/** Opened on demand: a chunk of its own. */
const ContentDetailsDialog = lazyComponent(
  'ContentDetailsDialog',
  () => import('./ContentDetailsDialog').then((m) => m.ContentDetailsDialog),
  null,
);

export interface ContentGridProps {
  entries: ContentEntry[];
  label: string;
  /** The cards' heading level (see ContentCard). */
  headingLevel?: ContentEntryCardProps['headingLevel'];
}

/** Content cards; a card opens its details dialog. */
export function ContentGrid({ entries, label, headingLevel }: ContentGridProps) {
  const [open, setOpen] = useState<ContentEntry | null>(null);
  return (
    <>
      <ul className="content-grid" aria-label={label}>
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.item.id}`}>
            <ContentEntryCard entry={entry} headingLevel={headingLevel} onOpen={setOpen} />
          </li>
        ))}
      </ul>
      {open && <ContentDetailsDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
