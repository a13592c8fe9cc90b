import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edit history (issue 36): `post_versions` keeps the text a topic or comment had before an edit made later than five
 * minutes after posting (domain POST_HISTORY_GRACE_MS), written in the edit's transaction (topics/post-versions.service).
 * `comment_id` is null for a topic's own versions, which also keep the title. A moderator may hide a version: its text
 * is then for moderators only. Deleting a topic or comment for good takes its versions.
 */
export class PostVersions1796900000001 implements MigrationInterface {
  name = 'PostVersions1796900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "post_versions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "topic_id" uuid NOT NULL REFERENCES "topics" ("id") ON DELETE CASCADE,
        "comment_id" uuid REFERENCES "comments" ("id") ON DELETE CASCADE,
        "title" varchar(150),
        "body" text NOT NULL,
        "written_at" timestamptz NOT NULL,
        "replaced_at" timestamptz NOT NULL DEFAULT now(),
        "editor_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "hidden_at" timestamptz,
        "hidden_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "PK_post_versions" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_post_versions_comment" ON "post_versions" ("comment_id", "replaced_at") WHERE "comment_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_post_versions_topic" ON "post_versions" ("topic_id", "replaced_at") WHERE "comment_id" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "post_versions"`);
  }
}
