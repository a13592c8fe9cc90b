import { freeSlugs } from '../../common/slug.utils.js';
import { RECIPES_SEED } from './data/content.data.js';
import { PEPPER_SEED } from './data/peppers.data.js';

/** Runs one SQL statement and resolves to its rows (a TypeORM EntityManager's or QueryRunner's `query`). */
type Query = (sql: string, parameters: unknown[]) => Promise<unknown[]>;

/**
 * Links each seeded recipe (found by its address) to the seeded peppers it uses (by name, in its order), those still
 * in the catalogue. Written once: by the seed with the recipes, and by the RecipePeppers migration for a database
 * seeded before the links existed. Resolves to the number of links written.
 */
export async function linkSeededRecipePeppers(query: Query): Promise<number> {
  const unknown = RECIPES_SEED.flatMap((recipe) => recipe.peppers).filter((name) => !PEPPER_SEED.some((seed) => seed.name === name));
  if (unknown.length) throw new Error(`Seeded recipes use peppers the seed has not: ${unknown.join(', ')}`);
  const slugs = freeSlugs(RECIPES_SEED.map((recipe) => recipe.title), 'recipe');
  const links = RECIPES_SEED.flatMap((recipe, i) => recipe.peppers.map((name, position) => ({ slug: slugs[i]!, name, position })));
  const written = await query(
    `INSERT INTO recipe_peppers (recipe_id, pepper_id, position)
     SELECT r.id, p.id, l.position
       FROM unnest($1::text[], $2::text[], $3::int[]) AS l(slug, name, position)
       JOIN recipes r ON r.slug = l.slug
       JOIN peppers p ON p.name = l.name AND p.deleted_at IS NULL
     ON CONFLICT DO NOTHING
     RETURNING 1`,
    [links.map((l) => l.slug), links.map((l) => l.name), links.map((l) => l.position)],
  );
  return written.length;
}
