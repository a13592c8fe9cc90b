/** Longest slug kept (the column allows a suffix such as "-12" beyond it). */
const SLUG_MAX = 60;

/**
 * The address-friendly form of an English name or title: accents dropped, apostrophes removed
 * ("Thai Bird's Eye" -> "thai-birds-eye"), everything else that is not a letter or digit a single
 * dash. A text with nothing usable (only symbols) gives `fallback`.
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The first of base, base-2, base-3, ... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slugs of a list of names or titles, in its order (oldest first): each its text's slug, or the first free
 * numbered one when an earlier text took it, so the first of two equal titles keeps the plain slug.
 */
export function freeSlugs(texts: readonly string[], fallback: string): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    const slug = firstFreeSlug(slugify(text, fallback), taken);
    taken.add(slug);
    return slug;
  });
}
