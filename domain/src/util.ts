/**
 * Small internal helpers shared by the domain modules. Not part of the public API
 * (index.ts re-exports only what callers need, e.g. `charCount` via validation.ts).
 */

/**
 * Number of characters as a person counts them (Unicode code points), so an emoji
 * counts as one and the limit matches a database varchar length.
 */
export function charCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** Rounds to at most `decimals` places; String() of the result has no trailing zeros. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}
