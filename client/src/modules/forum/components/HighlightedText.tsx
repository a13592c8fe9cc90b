import { Fragment, type ReactNode } from 'react';
import type { HighlightedTextFieldsFragment } from '@/generated/graphql';

export interface HighlightedTextProps {
  value: Pick<HighlightedTextFieldsFragment, 'text' | 'highlights'>;
}

/**
 * Plain text with the server's highlight ranges as <mark> elements: the text is only ever React
 * text, never HTML, so markup in a post shows as the characters it is.
 */
export function HighlightedText({ value }: HighlightedTextProps) {
  const { text } = value;
  const ranges = [...value.highlights].sort((a, b) => a.start - b.start);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, length } of ranges) {
    const end = Math.min(text.length, start + length);
    // Out of the text or overlapping the previous one: left out rather than marking text twice.
    if (start < at || start >= end) continue;
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(<mark key={`m${start}`}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
