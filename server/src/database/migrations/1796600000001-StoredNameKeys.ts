import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The name order's keys stored (issue 34): `name_order` folds a name with unaccent and a regular expression, about
 * 10 microseconds a call, and a search sorted by relevance or heat breaks its ties by name, so every match paid it
 * again on every request (a third of a broad search's time at 100,000 rows). A trigger keeps the two keys, as the
 * search text is kept (ForgivingSearch); the indexes of NameOrder move from the expressions to the columns, so an
 * order by name still walks an index. The keys compare byte by byte (COLLATE "C") on both databases.
 */
export class StoredNameKeys1796600000001 implements MigrationInterface {
  name = 'StoredNameKeys1796600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" ADD "name_key_en" text`);
    await queryRunner.query(`ALTER TABLE "peppers" ADD "name_key_he" text`);
    await queryRunner.query(`
      CREATE FUNCTION peppers_name_keys_fill() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.name_key_en := public.name_order(NEW.name);
        NEW.name_key_he := public.name_order(coalesce(nullif(NEW.heb_name, ''), NEW.name));
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "peppers_name_keys_fill" BEFORE INSERT OR UPDATE OF "name", "heb_name" ON "peppers" FOR EACH ROW EXECUTE FUNCTION peppers_name_keys_fill()`,
    );
    // The indexes first: the update leaves trigger events pending (content versions), and no index is built then.
    await queryRunner.query(`DROP INDEX "public"."peppers_name_order_he_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_name_order_en_idx"`);
    await queryRunner.query(`CREATE INDEX "peppers_name_key_en_idx" ON "peppers" ("name_key_en" COLLATE "C", "id")`);
    await queryRunner.query(`CREATE INDEX "peppers_name_key_he_idx" ON "peppers" ("name_key_he" COLLATE "C", "id")`);
    await queryRunner.query(
      `UPDATE "peppers" SET "name_key_en" = public.name_order("name"), "name_key_he" = public.name_order(coalesce(nullif("heb_name", ''), "name"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."peppers_name_key_he_idx"`);
    await queryRunner.query(`DROP INDEX "public"."peppers_name_key_en_idx"`);
    await queryRunner.query(`DROP TRIGGER "peppers_name_keys_fill" ON "peppers"`);
    await queryRunner.query(`DROP FUNCTION peppers_name_keys_fill()`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "name_key_he"`);
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "name_key_en"`);
    await queryRunner.query(`CREATE INDEX "peppers_name_order_en_idx" ON "peppers" ((name_order("name")) COLLATE "C", "id")`);
    await queryRunner.query(
      `CREATE INDEX "peppers_name_order_he_idx" ON "peppers" ((name_order(coalesce(nullif("heb_name", ''), "name"))) COLLATE "C", "id")`,
    );
  }
}
