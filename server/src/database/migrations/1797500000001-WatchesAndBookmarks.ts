import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36, item 2. `topic_watches`: how a member follows a topic (`watching`, `normal` or `muted`; no row is normal
 * too, but a row says the member chose it), written when they ask and, unless they turned it off
 * (`notification_preferences.auto_watch`), when they create the topic or comment in it (never over a choice they made). Indexed by topic for a new comment's fan-out to its watchers.
 * `bookmarks`: a member's saved topics and comments, newest first; one per member and post. Notifications gain the
 * `watched` type: one row per watcher and topic (`group_key` `watched:<topic>`), moved up by each new comment.
 */
export class WatchesAndBookmarks1797500000001 implements MigrationInterface {
  name = 'WatchesAndBookmarks1797500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("type" IN ('reply', 'comment', 'mention', 'like', 'report', 'moderation', 'watched'))`,
    );
    await queryRunner.query(`ALTER TABLE "notification_preferences" ADD "auto_watch" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`
      CREATE TABLE "topic_watches" (
        "user_id" uuid NOT NULL,
        "topic_id" uuid NOT NULL,
        "level" character varying(10) NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_topic_watches" PRIMARY KEY ("user_id", "topic_id"),
        CONSTRAINT "topic_watches_level_check" CHECK ("level" IN ('watching', 'normal', 'muted')),
        CONSTRAINT "FK_topic_watches_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_topic_watches_topic" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "topic_watches_topic_idx" ON "topic_watches" ("topic_id", "level")`);
    await queryRunner.query(`
      CREATE TABLE "bookmarks" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "topic_id" uuid NOT NULL,
        "comment_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_bookmarks" PRIMARY KEY ("id"),
        CONSTRAINT "FK_bookmarks_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_bookmarks_topic" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_bookmarks_comment" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "bookmarks_topic_key" ON "bookmarks" ("user_id", "topic_id") WHERE "comment_id" IS NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "bookmarks_comment_key" ON "bookmarks" ("user_id", "comment_id") WHERE "comment_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "bookmarks_page_idx" ON "bookmarks" ("user_id", "created_at" DESC, "id" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bookmarks"`);
    await queryRunner.query(`DROP TABLE "topic_watches"`);
    await queryRunner.query(`ALTER TABLE "notification_preferences" DROP COLUMN "auto_watch"`);
    await queryRunner.query(`DELETE FROM "notifications" WHERE "type" = 'watched'`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("type" IN ('reply', 'comment', 'mention', 'like', 'report', 'moderation'))`,
    );
  }
}
