/**
 * Hits and misses of the in-process caches (settings, preview cards), counted where each cache is read;
 * the metrics endpoint reports them. Plain counters: no cache depends on the metrics module.
 */
const counts = new Map<string, { hits: number; misses: number }>();

export function recordCacheLookup(cache: string, hit: boolean): void {
  const entry = counts.get(cache) ?? { hits: 0, misses: 0 };
  if (hit) entry.hits++;
  else entry.misses++;
  counts.set(cache, entry);
}

export function cacheLookups(): ReadonlyMap<string, { hits: number; misses: number }> {
  return counts;
}

/** The in-memory search indexes (the catalogue's): rows held and how long the last build took. */
const indexes = new Map<string, { rows: number; buildSeconds: number }>();

export function recordIndexBuilt(index: string, rows: number, buildSeconds: number): void {
  indexes.set(index, { rows, buildSeconds });
}

export function indexBuilds(): ReadonlyMap<string, { rows: number; buildSeconds: number }> {
  return indexes;
}
