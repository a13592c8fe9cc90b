import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PasswordReset1795810000001 implements MigrationInterface {
  name = 'PasswordReset1795810000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "password_reset_token_hash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "password_reset_expires_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "password_reset_expires_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "password_reset_token_hash"`);
  }
}
