import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentions that tell once (issue 28, item 6): `post_mentions` holds each member a post (a topic or a comment, by id)
 * has told by mention, one row per pair, so an edit that removes and re-adds a mention, or parallel edits, tell
 * nobody twice. `post_edits` counts edits against the hourly posting limits (forum-limits.ts).
 */
export class PostMentionsAndEdits1796400000202 implements MigrationInterface {
  name = 'PostMentionsAndEdits1796400000202';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "post_mentions" (
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_post_mentions" PRIMARY KEY ("post_id", "user_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_post_mentions_user" ON "post_mentions" ("user_id")`);
    // Every member already told of a post by a mention counts as told: an edit after the upgrade does not tell again.
    await queryRunner.query(`
      INSERT INTO "post_mentions" ("post_id", "user_id")
      SELECT DISTINCT COALESCE("comment_id", "topic_id"), "recipient_id" FROM "notifications"
      WHERE "type" = 'mention' AND COALESCE("comment_id", "topic_id") IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      CREATE TABLE "post_edits" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "editor_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "post_id" uuid NOT NULL,
        "edited_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_post_edits" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_post_edits_editor_time" ON "post_edits" ("editor_id", "edited_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "post_edits"`);
    await queryRunner.query(`DROP TABLE "post_mentions"`);
  }
}
