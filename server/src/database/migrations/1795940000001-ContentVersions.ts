import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `content_versions`: one number per kind of content ('catalogue': the peppers, 'forum': the topics)
 * that moves, in the same transaction, with every change a list, a count or the statistics can show,
 * whatever wrote it (the API, an import, the seed, SQL by hand), and is announced at commit with
 * NOTIFY content_version, payload '<name>:<version>'. The caches of server/src/common/cache key their
 * entries by it, so a change is in the next answer of every process on the same database.
 *
 * The trigger is deferred to the commit and runs once per transaction and kind: the version row is
 * locked only after every row the transaction writes (no lock cycle between two bulk edits), and a
 * bulk change moves it once. Columns listed after the name (views, likes, counters) do not move it.
 */
export class ContentVersions1795940000001 implements MigrationInterface {
  name = 'ContentVersions1795940000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "content_versions" ("name" character varying(20) PRIMARY KEY, "version" bigint NOT NULL DEFAULT 1)`,
    );
    await queryRunner.query(`INSERT INTO "content_versions" ("name", "version") VALUES ('catalogue', 1), ('forum', 1)`);
    await queryRunner.query(`
      CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        kind text := TG_ARGV[0];
        ignored text[] := TG_ARGV[1:];
        next_version bigint;
      BEGIN
        IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) THEN
          RETURN NULL;
        END IF;
        IF current_setting('pepper_atlas.bumped_' || kind, true) = txid_current()::text THEN
          RETURN NULL;
        END IF;
        PERFORM set_config('pepper_atlas.bumped_' || kind, txid_current()::text, true);
        UPDATE content_versions SET version = version + 1 WHERE name = kind RETURNING version INTO next_version;
        -- Delivered at commit to every listening connection, the committing one too.
        PERFORM pg_notify('content_version', kind || ':' || next_version);
        RETURN NULL;
      END $$`);
    for (const [table, kind, ignored] of TRIGGERS) {
      const args = [kind, ...ignored].map((a) => `'${a}'`).join(', ');
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER ${table}_content_version AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION content_version_bump(${args})`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_content_version_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump(${args})`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER "${table}_content_version_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_content_version" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION content_version_bump()`);
    await queryRunner.query(`DROP TABLE "content_versions"`);
  }
}

/** Table, kind, and the columns whose changes no list, count or statistic shows. */
const TRIGGERS: [table: string, kind: string, ignored: string[]][] = [
  ['peppers', 'catalogue', ['views', 'likes']],
  ['topics', 'forum', ['views', 'likes', 'comments_count', 'updated_at', 'locked']],
];
