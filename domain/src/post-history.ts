/**
 * A post's edit history (issue 36): an edit later than five minutes after posting keeps the earlier version (typos
 * fixed at once are no history, as on Discourse); the versions show their differences word by word.
 */

/** Edits within this time of posting replace the text without keeping the earlier one. */
export const POST_HISTORY_GRACE_MS = 5 * 60_000;

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Words with the spaces after them: a diff that joins its parts gives back the text exactly. */
function words(text: string): string[] {
  return text.match(/\s+|[^\s]+\s*/gu) ?? [];
}

/** Above this many word pairs the diff is the whole texts (removed, then added): a bound on a phone's work. */
const MAX_CELLS = 4_000_000;

/**
 * The differences from `before` to `after`, word by word (a longest common subsequence of the words, with the common
 * start and end taken off first): the parts in order, neighbours of the same kind joined.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push('same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) > MAX_CELLS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else {
    // lengths[i][j]: the longest common subsequence of midA from i and midB from j.
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i--) {
      for (let j = midB.length - 1; j >= 0; j--) {
        lengths[i * width + j] = midA[i] === midB[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        push('same', midA[i++]!);
        j++;
      } else if (i < midA.length && (j === midB.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
        // What went comes before what came in its place.
        push('removed', midA[i++]!);
      } else {
        push('added', midB[j++]!);
      }
    }
  }
  push('same', a.slice(endA).join(''));
  return parts;
}
