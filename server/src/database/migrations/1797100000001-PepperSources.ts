import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pepper's cited sources (issue 33): a list kept with the pepper as JSON (title, publisher, URL, year and the
 * facts it supports), written and read whole with the pepper, so an edit never leaves half a list. A constant
 * default: adding the column rewrites no row.
 */
export class PepperSources1797100000001 implements MigrationInterface {
  name = 'PepperSources1797100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" ADD "sources" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" DROP COLUMN "sources"`);
  }
}
