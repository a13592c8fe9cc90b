import { useState } from 'react';
import type { ContentEntry } from '../utils/contentKinds';
import { ContentEntryCard } from './ContentEntryCard';
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
