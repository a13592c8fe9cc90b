import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36, item 1: photos in topics and comments. `post_images`: one row per uploaded photo (its files are
 * `posts/<file_key>-<width>.webp` in the image store), unattached (topic_id null) until the post it was uploaded for
 * claims it; comment_id null on an attached row is the topic itself. An administrator's removal keeps the row
 * (removed_at/by) for the audit and reports. Reports may point at one photo (`image_id`), so the open-report key
 * gains it: a member may report a post and one of its photos separately.
 */
export class PostImages1797550000001 implements MigrationInterface {
  name = 'PostImages1797550000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "post_images" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "uploader_id" uuid NOT NULL,
        "topic_id" uuid,
        "comment_id" uuid,
        "file_key" uuid NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "alt" character varying(300) NOT NULL DEFAULT '',
        "position" smallint NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "removed_at" TIMESTAMP WITH TIME ZONE,
        "removed_by_id" uuid,
        CONSTRAINT "PK_post_images" PRIMARY KEY ("id"),
        CONSTRAINT "post_images_post_check" CHECK ("comment_id" IS NULL OR "topic_id" IS NOT NULL),
        CONSTRAINT "FK_post_images_uploader" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_post_images_topic" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_post_images_comment" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "post_images_post_idx" ON "post_images" ("topic_id", "comment_id", "position")`);
    await queryRunner.query(`CREATE INDEX "post_images_comment_idx" ON "post_images" ("comment_id")`);
    await queryRunner.query(`CREATE INDEX "post_images_uploader_idx" ON "post_images" ("uploader_id", "created_at")`);
    await queryRunner.query(`ALTER TABLE "reports" ADD "image_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_reports_image" FOREIGN KEY ("image_id") REFERENCES "post_images"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`DROP INDEX "public"."reports_open_unique_idx"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reports_open_unique_idx" ON "reports" ("reporter_id", "topic_id", coalesce("comment_id", '00000000-0000-0000-0000-000000000000'::uuid), coalesce("image_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "status" <> 'resolved'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."reports_open_unique_idx"`);
    // Without image_id, two open reports of one post (the post and one of its photos) would collide.
    await queryRunner.query(`DELETE FROM "reports" WHERE "image_id" IS NOT NULL AND "status" <> 'resolved'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "reports_open_unique_idx" ON "reports" ("reporter_id", "topic_id", coalesce("comment_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "status" <> 'resolved'`,
    );
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_reports_image"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "image_id"`);
    await queryRunner.query(`DROP TABLE "post_images"`);
  }
}
