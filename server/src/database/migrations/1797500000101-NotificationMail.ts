import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36, item 3: notifications by mail. `users.language`: the language the member's mails are written in (set by
 * the client when the member chooses one). `notification_preferences.mail_*`: how often each kind is mailed.
 * `notifications.mailed_occurred_at`: the `occurred_at` of the event last mailed (immediately or in a digest), so an
 * event is mailed once and a grouped row moved up is a new event; `mail_hold_until`: a watched topic mailed at once
 * is not mailed again until the member reads it or the hold ends. `mail_digests`: one row per member and day, written
 * before the digest is sent, so two processes or a restart never send one twice.
 */
export class NotificationMail1797500000101 implements MigrationInterface {
  name = 'NotificationMail1797500000101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "language" character varying(2) NOT NULL DEFAULT 'he'`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('he', 'en'))`);
    for (const [kind, fallback] of [
      ['mention', 'immediate'],
      ['reply', 'immediate'],
      ['watched', 'daily'],
    ]) {
      await queryRunner.query(`ALTER TABLE "notification_preferences" ADD "mail_${kind}" character varying(10) NOT NULL DEFAULT '${fallback}'`);
      await queryRunner.query(
        `ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_mail_${kind}_check" CHECK ("mail_${kind}" IN ('immediate', 'daily', 'never'))`,
      );
    }
    await queryRunner.query(`ALTER TABLE "notifications" ADD "mailed_occurred_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD "mail_hold_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`
      CREATE TABLE "mail_digests" (
        "user_id" uuid NOT NULL,
        "period" date NOT NULL,
        "notifications" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_mail_digests" PRIMARY KEY ("user_id", "period"),
        CONSTRAINT "FK_mail_digests_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_digests"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "mail_hold_until"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "mailed_occurred_at"`);
    for (const kind of ['mention', 'reply', 'watched']) {
      await queryRunner.query(`ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_mail_${kind}_check"`);
      await queryRunner.query(`ALTER TABLE "notification_preferences" DROP COLUMN "mail_${kind}"`);
    }
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_language_check"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
