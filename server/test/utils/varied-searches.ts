import { createHash } from 'node:crypto';

/**
 * Searches as readers type them, drawn from a seeded generator (issue 34): the same on every run and database, so an
 * index in memory and SQL can be asked the same varied questions (catalogue/search-index, forum/forum-index).
 */

/** A seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let n = 0;
  return () => createHash('sha256').update(`${seed}:${n++}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** One of `list`. */
export function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)];
}

/** One of `words` as a reader types it: whole, its start, two letters swapped, with Hebrew points, in capitals. */
export function typedWord(rng: () => number, words: readonly string[]): string {
  const w = pick(rng, words);
  const r = rng();
  if (r < 0.15 && w.length >= 5) return w.slice(0, 1 + Math.floor(w.length / 2)); // the start of a word
  if (r < 0.3 && w.length >= 5) return w.slice(0, 2) + w[3] + w[2] + w.slice(4); // two letters swapped
  if (r < 0.38 && /[\u05d0-\u05ea]/.test(w)) return [...w].map((c) => (/[\u05d0-\u05ea]/.test(c) ? `${c}\u05b8` : c)).join(''); // niqqud
  if (r < 0.45) return w.toUpperCase();
  return w;
}

/**
 * Where two ways of answering differ: each request is sent to both (eight at a time), and every answer that is not the
 * same, as JSON, is told with its request.
 */
export async function mismatches<R>(
  requests: readonly Record<string, unknown>[],
  expected: (variables: Record<string, unknown>) => Promise<R>,
  actual: (variables: Record<string, unknown>) => Promise<R>,
): Promise<string[]> {
  const found: string[] = [];
  for (let i = 0; i < requests.length; i += 8) {
    await Promise.all(
      requests.slice(i, i + 8).map(async (variables) => {
        const [a, b] = await Promise.all([expected(variables), actual(variables)]);
        if (JSON.stringify(b) !== JSON.stringify(a)) found.push(`${JSON.stringify(variables)}\n  expected ${JSON.stringify(a)}\n  actual   ${JSON.stringify(b)}`);
      }),
    );
  }
  return found;
}
