export const MAX_PAGE_SIZE = 100;

/** Clamps client paging to sane bounds: lists are always paged on the server. */
export function clampPaging(skip: number | undefined, take: number | undefined, defaultTake = 24) {
  const safeSkip = Number.isInteger(skip) && (skip as number) > 0 ? (skip as number) : 0;
  const rawTake = Number.isInteger(take) ? (take as number) : defaultTake;
  return { skip: safeSkip, take: Math.min(Math.max(rawTake, 1), MAX_PAGE_SIZE) };
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
