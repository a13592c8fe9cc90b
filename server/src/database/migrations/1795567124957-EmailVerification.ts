import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailVerification1795567124957 implements MigrationInterface {
  name = 'EmailVerification1795567124957';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verification_token_hash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verification_expires_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verification_sent_at" TIMESTAMP WITH TIME ZONE`);
    // Accounts made before verification existed keep posting: they count as verified.
    await queryRunner.query(`UPDATE "users" SET "email_verified" = true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verification_sent_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verification_expires_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verification_token_hash"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified"`);
  }
}
