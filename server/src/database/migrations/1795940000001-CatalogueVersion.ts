import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `catalogue_version`: one row whose number moves, in the same transaction, with every change to
 * the peppers that a list, a count or the statistics can show (anything but a view or a like). The
 * catalogue caches (server/src/peppers/catalogue-cache.ts) key their entries by it, so a change is in
 * the next answer of every app process that shares the database, whatever wrote it (the API, an
 * import, the seed, SQL by hand). Each new number is announced with NOTIFY catalogue_version at commit.
 */
export class CatalogueVersion1795940000001 implements MigrationInterface {
  name = 'CatalogueVersion1795940000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catalogue_version" ("id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "version" bigint NOT NULL DEFAULT 1)`,
    );
    await queryRunner.query(`INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1)`);
    // Deferred to the commit, once per transaction: the version row is locked only after every pepper
    // row the transaction writes (no lock cycle between two bulk edits), and a bulk change moves it once.
    await queryRunner.query(`
      CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        next_version bigint;
      BEGIN
        IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'views' - 'likes') = (to_jsonb(NEW) - 'views' - 'likes') THEN
          RETURN NULL;
        END IF;
        IF current_setting('pepper_atlas.catalogue_bumped', true) = txid_current()::text THEN
          RETURN NULL;
        END IF;
        PERFORM set_config('pepper_atlas.catalogue_bumped', txid_current()::text, true);
        UPDATE catalogue_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
        -- Delivered at commit to every listening connection, the committing one too.
        PERFORM pg_notify('catalogue_version', next_version::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER peppers_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON peppers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER peppers_catalogue_version_truncate AFTER TRUNCATE ON peppers FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "peppers_catalogue_version_truncate" ON "peppers"`);
    await queryRunner.query(`DROP TRIGGER "peppers_catalogue_version" ON "peppers"`);
    await queryRunner.query(`DROP FUNCTION catalogue_version_bump()`);
    await queryRunner.query(`DROP TABLE "catalogue_version"`);
  }
}
