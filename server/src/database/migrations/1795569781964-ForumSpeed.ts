import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Forum speed at 100,000 topics: trigram indexes for the list search, partial indexes for the three
 * sort keys (non-deleted, non-pinned topics, id as tiebreak), and `forum_counters`, one row kept by
 * triggers so the forum stats and the unfiltered list total cost one primary-key read. Reports get
 * `handled_at` and a unique index for one open report per member and item.
 */
export class ForumSpeed1795569781964 implements MigrationInterface {
  name = 'ForumSpeed1795569781964';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Reports: when a moderator handled it, and one open report per member and item (also under races).
    await queryRunner.query(`ALTER TABLE "reports" ADD "handled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reports_open_unique_idx" ON "reports" ("reporter_id", "topic_id", coalesce("comment_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "status" <> 'resolved'`,
    );
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // array_to_string is only STABLE; the text of a text[] is fixed, so this wrapper may be IMMUTABLE and indexed.
    await queryRunner.query(
      `CREATE FUNCTION forum_description_text(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$`,
    );
    await queryRunner.query(`CREATE INDEX "topics_title_trgm_idx" ON "topics" USING gin ("title" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "topics_subject_trgm_idx" ON "topics" USING gin ("subject" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX "topics_description_trgm_idx" ON "topics" USING gin (forum_description_text("description") gin_trgm_ops)`,
    );
    for (const [name, column] of [
      ['date', 'create_date'],
      ['views', 'views'],
      ['comments', 'comments_count'],
    ]) {
      await queryRunner.query(
        `CREATE INDEX "topics_list_${name}_idx" ON "topics" ("${column}", "id") WHERE "deleted_at" IS NULL AND NOT "pinned"`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX "topics_list_category_date_idx" ON "topics" ("category", "create_date", "id") WHERE "deleted_at" IS NULL AND NOT "pinned"`,
    );

    await queryRunner.query(
      `CREATE TABLE "forum_counters" ("id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "topics" bigint NOT NULL DEFAULT 0 CHECK ("topics" >= 0), "pinned" bigint NOT NULL DEFAULT 0 CHECK ("pinned" >= 0), "views" bigint NOT NULL DEFAULT 0 CHECK ("views" >= 0), "comments" bigint NOT NULL DEFAULT 0 CHECK ("comments" >= 0))`,
    );
    // Each row change adds what the new row counts (if not deleted) and takes away what the old row
    // counted; the single counter row is locked by the UPDATE, so concurrent writers queue, never lose.
    await queryRunner.query(`
      CREATE FUNCTION forum_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d_topics bigint := 0; d_pinned bigint := 0; d_views bigint := 0; d_comments bigint := 0;
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
          d_topics := 1; d_pinned := NEW.pinned::int; d_views := NEW.views; d_comments := NEW.comments_count;
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.deleted_at IS NULL THEN
          d_topics := d_topics - 1; d_pinned := d_pinned - OLD.pinned::int;
          d_views := d_views - OLD.views; d_comments := d_comments - OLD.comments_count;
        END IF;
        IF d_topics <> 0 OR d_pinned <> 0 OR d_views <> 0 OR d_comments <> 0 THEN
          UPDATE forum_counters SET
            topics = GREATEST(topics + d_topics, 0), pinned = GREATEST(pinned + d_pinned, 0),
            views = GREATEST(views + d_views, 0), comments = GREATEST(comments + d_comments, 0)
          WHERE id = 1;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION forum_counters_reset() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE forum_counters SET topics = 0, pinned = 0, views = 0, comments = 0 WHERE id = 1;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "topics_counters_insert_delete" AFTER INSERT OR DELETE ON "topics" FOR EACH ROW EXECUTE FUNCTION forum_counters_apply()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "topics_counters_update" AFTER UPDATE OF "deleted_at", "pinned", "views", "comments_count" ON "topics" FOR EACH ROW EXECUTE FUNCTION forum_counters_apply()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "topics_counters_truncate" AFTER TRUNCATE ON "topics" FOR EACH STATEMENT EXECUTE FUNCTION forum_counters_reset()`,
    );
    await queryRunner.query(`
      INSERT INTO forum_counters (id, topics, pinned, views, comments)
      SELECT 1, count(*), count(*) FILTER (WHERE pinned), coalesce(sum(views), 0), coalesce(sum(comments_count), 0)
      FROM topics WHERE deleted_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "topics_counters_truncate" ON "topics"`);
    await queryRunner.query(`DROP TRIGGER "topics_counters_update" ON "topics"`);
    await queryRunner.query(`DROP TRIGGER "topics_counters_insert_delete" ON "topics"`);
    await queryRunner.query(`DROP FUNCTION forum_counters_reset()`);
    await queryRunner.query(`DROP FUNCTION forum_counters_apply()`);
    await queryRunner.query(`DROP TABLE "forum_counters"`);
    for (const name of ['category_date', 'comments', 'views', 'date'])
      await queryRunner.query(`DROP INDEX "public"."topics_list_${name}_idx"`);
    for (const name of ['description', 'subject', 'title']) await queryRunner.query(`DROP INDEX "public"."topics_${name}_trgm_idx"`);
    await queryRunner.query(`DROP FUNCTION forum_description_text(text[])`);
    await queryRunner.query(`DROP INDEX "public"."reports_open_unique_idx"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "handled_at"`);
  }
}
