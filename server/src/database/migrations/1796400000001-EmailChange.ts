import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The fingerprint of the credentials a mailed link is made for (password hash and address): see auth/mail-token.ts. */
const FINGERPRINT = `encode(sha256(convert_to("password_hash" || '|' || "email", 'UTF8')), 'hex')`;

/**
 * Email changes the owner controls and mailed links bound to their credentials (issue 28, items 2-5):
 * a new address waits in `pending_email` until its own link is opened; a confirmation token carries
 * the exact address it was mailed to; reset and confirmation tokens carry the fingerprint of the
 * password and address they were made for; the old address gets a cancel link; a reset link can be
 * mailed again (its seed) instead of being replaced.
 */
export class EmailChange1796400000001 implements MigrationInterface {
  name = 'EmailChange1796400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "pending_email" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verification_address" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verification_binding" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "password_reset_binding" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "password_reset_seed" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_change_cancel_token_hash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_change_cancel_expires_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_change_previous_email" character varying(254)`);
    // Links mailed before this version keep working until they expire: bound to the credentials of now.
    await queryRunner.query(
      `UPDATE "users" SET "email_verification_address" = "email", "email_verification_binding" = ${FINGERPRINT}
       WHERE "email_verification_token_hash" IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE "users" SET "password_reset_binding" = ${FINGERPRINT} WHERE "password_reset_token_hash" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'email_change_previous_email',
      'email_change_cancel_expires_at',
      'email_change_cancel_token_hash',
      'password_reset_seed',
      'password_reset_binding',
      'email_verification_binding',
      'email_verification_address',
      'pending_email',
    ]) {
      await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
    }
  }
}
