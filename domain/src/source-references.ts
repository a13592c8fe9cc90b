/**
 * How a pepper's page cites its sources (issue 33): the facts a source may support, and the reference that marks a
 * figure. Apart from the sources' validation (pepper-sources.ts) so the page's code carries none of the form rules.
 */

/** The facts a source may be cited for, in the order the page names them. */
export const SOURCE_SUPPORTS = ['shu', 'origin', 'species', 'flavor', 'growing', 'uses'] as const;
export type SourceSupport = (typeof SOURCE_SUPPORTS)[number];

/** The 1-based number of the first source cited for a fact, or null: the page marks the figure with it. */
export function sourceNumberFor(sources: readonly { supports: readonly SourceSupport[] }[], fact: SourceSupport): number | null {
  const at = sources.findIndex((s) => s.supports.includes(fact));
  return at < 0 ? null : at + 1;
}
