import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The heat level becomes the SHU's (issue 15): every row gets the level of its rating SHU (`shu_sort`,
 * the midpoint of its range) and the column can no longer be empty. The thresholds are written out
 * here, not imported, so this migration keeps doing what it did if the domain rule changes later.
 * Down only lifts NOT NULL: the levels admins had chosen are not kept anywhere.
 */
export class DerivedHeatLevel1795700000001 implements MigrationInterface {
  name = 'DerivedHeatLevel1795700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "peppers" SET "heat_level" = CASE
      WHEN "shu_sort" >= 1000000 THEN 'Super Hot'
      WHEN "shu_sort" >= 100000 THEN 'Extremely Hot'
      WHEN "shu_sort" >= 50000 THEN 'Very Hot'
      WHEN "shu_sort" >= 5000 THEN 'Hot'
      WHEN "shu_sort" >= 1000 THEN 'Medium'
      ELSE 'Mild' END`);
    await queryRunner.query(`ALTER TABLE "peppers" ALTER COLUMN "heat_level" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "peppers" ALTER COLUMN "heat_level" DROP NOT NULL`);
  }
}
