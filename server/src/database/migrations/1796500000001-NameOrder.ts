import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Names sorted in the reader's language, the same on both databases (issue 31, item 4). `name_order` is the key a
 * name sorts by: folded as the search folds it (case, accents and Hebrew points gone) with the Hebrew final letters
 * as their plain ones (ך = כ), compared byte by byte (COLLATE "C"): Hebrew letters then run in the alphabet's order,
 * and no database's own locale (PGlite has only C; a server may have en_US or he_IL) changes the order. The catalogue
 * sorts by the English name for English readers and by the Hebrew name (the English one where it has none) for
 * Hebrew readers, with an index for each. (search_fold is named with its schema: PostgreSQL 17, which PGlite is,
 * evaluates index expressions with a search_path of pg_catalog only.)
 */
export class NameOrder1796500000001 implements MigrationInterface {
  name = 'NameOrder1796500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION name_order(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT translate(public.search_fold($1), 'ךםןףץ', 'כמנפצ') COLLATE "C"
      $$`);
    await queryRunner.query(`CREATE INDEX "peppers_name_order_en_idx" ON "peppers" ((name_order("name")) COLLATE "C", "id")`);
    await queryRunner.query(
      `CREATE INDEX "peppers_name_order_he_idx" ON "peppers" ((name_order(coalesce(nullif("heb_name", ''), "name"))) COLLATE "C", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."peppers_name_order_he_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_name_order_en_idx"`);
    await queryRunner.query(`DROP FUNCTION name_order(text)`);
  }
}
