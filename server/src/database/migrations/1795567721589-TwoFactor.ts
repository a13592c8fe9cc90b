import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactor1795567721589 implements MigrationInterface {
  name = 'TwoFactor1795567721589';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "two_factor_enabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "two_factor_secret" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "two_factor_last_step" integer`);
    await queryRunner.query(
      `CREATE TABLE "two_factor_recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "code_hash" character varying(64) NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_two_factor_recovery_codes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" ("user_id")`);
    await queryRunner.query(
      `ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "FK_dd306548ffdd22f617146670845" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "two_factor_last_step"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "two_factor_secret"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "two_factor_enabled"`);
  }
}
