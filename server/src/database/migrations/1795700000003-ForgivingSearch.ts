import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search index of CatalogueAndContent, put back by down(). */
const OLD_SEARCH_INDEX =
  `CREATE INDEX "peppers_search_trgm_idx" ON "peppers" USING gin ((lower(name || ' ' || coalesce(heb_name, '') || ' ' || "group" || ' ' || coalesce(description, '') || ' ' || coalesce(heb_description, '') || ' ' || coalesce(origin, '') || ' ' || coalesce(heb_origin, '') || ' ' || coalesce(growing_time, ''))) gin_trgm_ops)`;

/** The columns the search looks in (docs/rest-api.md, listing: names, group, descriptions, origin, growing time; Hebrew origin too). */
const SEARCHED_COLUMNS = ['name', 'heb_name', 'group', 'description', 'heb_description', 'origin', 'heb_origin', 'growing_time'];

/** The folded columns' values from a row (`row.` is `NEW.` in the trigger, empty in the UPDATE). */
function folded(row: string) {
  return {
    text: `search_fold(${SEARCHED_COLUMNS.map((c) => `coalesce(${row}"${c}", '')`).join(` || ' ' || `)})`,
    names: `search_fold(${row}"name" || ' ' || coalesce(${row}"heb_name", ''))`,
  };
}

/**
 * A search that forgives case, accents and Hebrew points (issue 15, item 4). `search_fold` is the SQL
 * twin of the domain's foldSearchText; `unaccent()` is only STABLE (its dictionary could change), so
 * the wrapper names the dictionary by schema and is declared IMMUTABLE, the usual way to use it in
 * stored and indexed values. The folded text is stored (search_text, search_names), kept by a trigger
 * when a searched column changes: a trigram match is always rechecked against the row, and folding
 * a pepper's whole text again for each candidate row made a search several times slower. Two
 * trigram indexes: the whole text (substrings) and the names (typo-tolerant word similarity).
 */
export class ForgivingSearch1795700000003 implements MigrationInterface {
  name = 'ForgivingSearch1795700000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Both are trusted extensions (PostgreSQL 13+): the database owner may create them.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // Hebrew points U+0591-U+05C7 except the maqaf, paseq, sof pasuq and nun hafukha (punctuation);
    // geresh, gershayim and typographic quotes become the ASCII ones.
    await queryRunner.query(`
      CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT lower(public.unaccent('public.unaccent'::regdictionary,
          regexp_replace(translate($1, E'\\u05F3\\u05F4\\u2018\\u2019\\u201C\\u201D', E'''"''''""'),
                         E'[\\u0591-\\u05BD\\u05BF\\u05C1\\u05C2\\u05C4\\u05C5\\u05C7]', '', 'g')))
      $$`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "search_text" text`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "search_names" text`);
    const trigger = folded('NEW.');
    await queryRunner.query(`
      CREATE FUNCTION peppers_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_text := ${trigger.text};
        NEW.search_names := ${trigger.names};
        RETURN NEW;
      END $$`);
    // Only when a searched column is written: view and like counters do not fold the text again.
    await queryRunner.query(
      `CREATE TRIGGER "peppers_search_fill" BEFORE INSERT OR UPDATE OF ${SEARCHED_COLUMNS.map((c) => `"${c}"`).join(', ')} ` +
        `ON "peppers" FOR EACH ROW EXECUTE FUNCTION peppers_search_fill()`,
    );
    const existing = folded('');
    await queryRunner.query(`UPDATE "peppers" SET "search_text" = ${existing.text}, "search_names" = ${existing.names}`);
    await queryRunner.query(`DROP INDEX "public"."peppers_search_trgm_idx"`);
    await queryRunner.query(`CREATE INDEX "peppers_search_text_idx" ON "peppers" USING gin ("search_text" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "peppers_search_names_idx" ON "peppers" USING gin ("search_names" gin_trgm_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."peppers_search_names_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_search_text_idx"`);
    await queryRunner.query(OLD_SEARCH_INDEX);
    await queryRunner.query(`DROP TRIGGER "peppers_search_fill" ON "peppers"`);
    await queryRunner.query(`DROP FUNCTION peppers_search_fill()`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "search_names"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "search_text"`);
    await queryRunner.query(`DROP FUNCTION search_fold(text)`);
  }
}
