import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `notifications`: what a member is told about (issue 19). Likes are grouped by storing one row per
 * recipient and liked post (`group_key`, unique per recipient), moved to the top and made unread by
 * every new like; who and how many liked are read from the like tables when the list is shown, so
 * parallel likes and unlikes can never leave a wrong count behind. Indexes: a member's page newest
 * first, and the unread count (partial: only unread rows).
 * `notification_preferences`: the types a member turned off.
 */
export class Notifications1796100000001 implements MigrationInterface {
  name = 'Notifications1796100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "notifications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "recipient_id" uuid NOT NULL,
        "type" character varying(20) NOT NULL,
        "action" character varying(30),
        "actor_id" uuid,
        "topic_id" uuid,
        "comment_id" uuid,
        "report_id" uuid,
        "group_key" character varying(80),
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "read_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_notifications" PRIMARY KEY ("id"),
        CONSTRAINT "notifications_type_check" CHECK ("type" IN ('reply', 'comment', 'mention', 'like', 'report', 'moderation')),
        CONSTRAINT "FK_notifications_recipient" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_notifications_actor" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_notifications_topic" FOREIGN KEY ("topic_id") REFERENCES "topics"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_notifications_comment" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_notifications_report" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "notifications_recipient_page_idx" ON "notifications" ("recipient_id", "occurred_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "notifications_unread_idx" ON "notifications" ("recipient_id") WHERE "read_at" IS NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "notifications_group_key" ON "notifications" ("recipient_id", "group_key") WHERE "group_key" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "notification_preferences" (
        "user_id" uuid NOT NULL,
        "disabled" text[] NOT NULL DEFAULT '{}',
        CONSTRAINT "PK_notification_preferences" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_notification_preferences_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notification_preferences"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
  }
}
