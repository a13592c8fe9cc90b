import { slugify as slugOf } from '../common/slug.utils.js';

export { firstFreeSlug } from '../common/slug.utils.js';

/**
 * The address-friendly form of a pepper's English name ("Thai Bird's Eye" -> "thai-birds-eye"); a name with nothing
 * usable (only symbols) gives "pepper".
 */
export function slugify(name: string): string {
  return slugOf(name, 'pepper');
}
