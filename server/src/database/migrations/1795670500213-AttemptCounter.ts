import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `login_attempts` becomes a counter of attempts taken before they are checked (sign-in, two-factor
 * codes, current-password checks): `attempts` counts every attempt of the window, `in_flight` those
 * admitted and not yet answered. The lock column goes: an attempt over the limit is refused until
 * the window ends. Old rows are dropped (they counted failures after the fact).
 */
export class AttemptCounter1795670500213 implements MigrationInterface {
  name = 'AttemptCounter1795670500213';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "login_attempts"`);
    await queryRunner.query(`ALTER TABLE "login_attempts" RENAME COLUMN "failures" TO "attempts"`);
    await queryRunner.query(`ALTER TABLE "login_attempts" ADD "in_flight" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "login_attempts" DROP COLUMN "locked_until"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "login_attempts"`);
    await queryRunner.query(`ALTER TABLE "login_attempts" ADD "locked_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "login_attempts" DROP COLUMN "in_flight"`);
    await queryRunner.query(`ALTER TABLE "login_attempts" RENAME COLUMN "attempts" TO "failures"`);
  }
}
