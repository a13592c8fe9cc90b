import { mentionRuns } from '@pepper-atlas/domain';
import { Fragment, type ReactNode } from 'react';
import type { HighlightedTextFieldsFragment } from '@/generated/graphql';

export interface HighlightedTextProps {
  value: Pick<HighlightedTextFieldsFragment, 'text' | 'highlights'>;
}

/** text[from, to) with the parts of `marks` inside it as <mark> elements. */
function marked(text: string, marks: readonly [number, number][], from: number, to: number): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = from;
  for (const [start, end] of marks) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (s >= e) continue;
    if (s > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, s)}</Fragment>);
    parts.push(<mark key={`m${s}`}>{text.slice(s, e)}</mark>);
    at = e;
  }
  if (at < to) parts.push(<Fragment key={`t${at}`}>{text.slice(at, to)}</Fragment>);
  return parts;
}

/**
 * Plain text with the server's highlight ranges as <mark> elements: the text is only ever React
 * text, never HTML, so markup in a post shows as the characters it is. Each `@name` is isolated (<bdi>), so a
 * Latin name in a Hebrew excerpt keeps its `@` at its start, as in the post itself.
 */
export function HighlightedText({ value }: HighlightedTextProps) {
  const { text } = value;
  const ranges = [...value.highlights].sort((a, b) => a.start - b.start);
  const marks: [number, number][] = [];
  let at = 0;
  for (const { start, length } of ranges) {
    const end = Math.min(text.length, start + length);
    // Out of the text or overlapping the previous one: left out rather than marking text twice.
    if (start < at || start >= end) continue;
    marks.push([start, end]);
    at = end;
  }
  const parts: ReactNode[] = [];
  let from = 0;
  for (const run of mentionRuns(text)) {
    const to = from + run.text.length;
    if (run.mention) parts.push(<bdi key={`b${from}`}>{marked(text, marks, from, to)}</bdi>);
    else parts.push(...marked(text, marks, from, to));
    from = to;
  }
  return <>{parts}</>;
}
