import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the forum's search index in memory (forum-index.service.ts) has to read again (issue 34). It holds the topics and
 * comments as they were when it was built; every answer adds what changed since:
 * - `search_changed_at` says when a row's searched fields last changed (its text, its topic's title, subject,
 *   description or category, its deletion); new rows have it too, written by triggers, indexed, so the rows changed
 *   since a build are read in one short statement;
 * - `forum_search_deletions` counts statements that deleted topics or comments for good (a member's account deleted
 *   takes its posts with it): an index built before one is not used again.
 */
export class ForumSearchChanges1797800000001 implements MigrationInterface {
  name = 'ForumSearchChanges1797800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    // now() is stable: the existing rows take it without the tables being written again.
    for (const table of ['topics', 'comments'])
      await queryRunner.query(`ALTER TABLE "${table}" ADD "search_changed_at" timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`
      CREATE FUNCTION forum_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_changed_at := clock_timestamp();
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "topics_search_changed" BEFORE UPDATE OF "title", "subject", "description", "category", "deleted_at" ON "topics" FOR EACH ROW EXECUTE FUNCTION forum_search_changed()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "comments_search_changed" BEFORE UPDATE OF "text", "deleted_at", "topic_id" ON "comments" FOR EACH ROW EXECUTE FUNCTION forum_search_changed()`,
    );
    await queryRunner.query(`CREATE INDEX "topics_search_changed_idx" ON "topics" ("search_changed_at")`);
    await queryRunner.query(`CREATE INDEX "comments_search_changed_idx" ON "comments" ("search_changed_at")`);
    await queryRunner.query(`CREATE SEQUENCE "forum_search_deletions"`);
    await queryRunner.query(`
      CREATE FUNCTION forum_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('forum_search_deletions');
        RETURN NULL;
      END $$`);
    for (const table of ['topics', 'comments'])
      for (const event of ['DELETE', 'TRUNCATE'])
        await queryRunner.query(
          `CREATE TRIGGER "${table}_search_${event.toLowerCase()}d" AFTER ${event} ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION forum_search_deleted()`,
        );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['topics', 'comments']) {
      for (const event of ['delete', 'truncate']) await queryRunner.query(`DROP TRIGGER "${table}_search_${event}d" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_search_changed" ON "${table}"`);
      await queryRunner.query(`DROP INDEX "${table}_search_changed_idx"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "search_changed_at"`);
    }
    await queryRunner.query(`DROP FUNCTION forum_search_deleted()`);
    await queryRunner.query(`DROP SEQUENCE "forum_search_deletions"`);
    await queryRunner.query(`DROP FUNCTION forum_search_changed()`);
  }
}
