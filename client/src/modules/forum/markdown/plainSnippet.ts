/**
 * A post's Markdown source as one line of plain text of at most `max` characters (code points), for
 * snippets (notifications, lists): link targets, emphasis and list/quote markers dropped,
 * `[[Pepper]]` as its name, whitespace collapsed, an ellipsis when cut. Show it as text (React escapes it).
 */
export function plainSnippet(source: string, max: number): string {
  const text = source
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/\[\[([^\]\n]+)\]\]/g, '$1')
    .replace(/!?\[([^\]\n]*)\]\((?:[^()\n]|\([^()\n]*\))*\)/g, '$1')
    .replace(/^\s{0,3}(?:>\s?)+/gm, '')
    .replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+/gm, '')
    .replace(/(\*{1,3}|_{1,3}|~~|`+)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}
