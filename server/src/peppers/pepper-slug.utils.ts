/** Longest slug kept (the column allows a suffix such as "-12" beyond it). */
const SLUG_MAX = 60;

/**
 * The address-friendly form of a pepper's English name: accents dropped, apostrophes removed
 * ("Thai Bird's Eye" -> "thai-birds-eye"), everything else that is not a letter or digit a single
 * dash. A name with nothing usable (only symbols) gives "pepper".
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'pepper';
}

/** The first of base, base-2, base-3, ... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
