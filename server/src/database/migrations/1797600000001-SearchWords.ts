import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of folded names where a typo may be: split at spaces and ASCII punctuation as pg_trgm reads them
 * ("bishop's" is "bishop" and "s", "7-pot" is "7" and "pot"), each once, numbers left out: a typo is forgiven in a
 * word, never in a number ("habanero 1050" does not find "habanero 1051").
 */
const NAME_WORDS = `
  CREATE FUNCTION search_name_words(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT w), '{}') FROM regexp_split_to_table($1, '[[:space:]!-/:-@[-\`{-~]+') AS w
    WHERE w <> '' AND w !~ '^[0-9]+$'
  $$`;

/** The tables whose folded names are split into words: the column folded, its words, the dictionary's scope. */
const NAMED = [
  { table: 'peppers', names: 'search_names', words: 'search_name_words', scope: 'pepper', written: ['name', 'heb_name'] },
  { table: 'topics', names: 'search_title', words: 'search_title_words', scope: 'topic', written: ['title', 'subject'] },
];

/**
 * The uncached path of a search that forgives typos (issue 34). A typo used to be compared with the names of every
 * row the trigram index offered (`word <% search_names` and its word_similarity, about 13 µs a row): "scoch" checked
 * 5,700 names among 100,000 peppers, 140 ms. Now each row keeps its names' words (`search_name_words`,
 * `search_title_words`, GIN-indexed arrays), `search_words` keeps the distinct words of all names per scope, and a
 * typo is compared with those words alone: the rows are the ones whose names have a word it may stand for (array
 * overlap, answered by the index). A trigger adds the words of every name written; a word no name uses any more
 * stays in `search_words`, harmless (no row has it).
 */
export class SearchWords1797600000001 implements MigrationInterface {
  name = 'SearchWords1797600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every row is written once more (its words) and indexed: longer than the server's statement timeout allows a
    // statement at 100,000 peppers. For this migration's transaction only.
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(NAME_WORDS);
    await queryRunner.query(`
      CREATE TABLE "search_words" (
        "scope" character varying(16) NOT NULL,
        "word" text NOT NULL,
        CONSTRAINT "PK_search_words" PRIMARY KEY ("scope", "word")
      )`);
    await queryRunner.query(`CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops)`);
    for (const { table, names, words, scope, written } of NAMED) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "${words}" text array`);
      // After the trigger that folds the names (BEFORE triggers run in name order: ..._search_fill, ..._search_words).
      await queryRunner.query(`
        CREATE FUNCTION ${table}_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW."${words}" := search_name_words(NEW."${names}");
          INSERT INTO "search_words" ("scope", "word") SELECT '${scope}', w FROM unnest(NEW."${words}") AS w ON CONFLICT DO NOTHING;
          RETURN NEW;
        END $$`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_search_words" BEFORE INSERT OR UPDATE OF ${written.map((c) => `"${c}"`).join(', ')} ` +
          `ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${table}_search_words()`,
      );
      // The index before the rows' words: the update queues the tables' deferred triggers (content versions), and a
      // table with queued trigger events cannot be indexed in the same transaction.
      await queryRunner.query(`CREATE INDEX "${table}_${words}_idx" ON "${table}" USING gin ("${words}")`);
      await queryRunner.query(`UPDATE "${table}" SET "${words}" = search_name_words("${names}")`);
      await queryRunner.query(
        `INSERT INTO "search_words" ("scope", "word") SELECT DISTINCT '${scope}', w FROM "${table}", unnest("${words}") AS w ON CONFLICT DO NOTHING`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, words } of [...NAMED].reverse()) {
      await queryRunner.query(`DROP INDEX "public"."${table}_${words}_idx"`);
      await queryRunner.query(`DROP TRIGGER "${table}_search_words" ON "${table}"`);
      await queryRunner.query(`DROP FUNCTION ${table}_search_words()`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${words}"`);
    }
    await queryRunner.query(`DROP TABLE "search_words"`);
    await queryRunner.query(`DROP FUNCTION search_name_words(text)`);
  }
}
