import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Similar peppers (issue 33): a pepper's nearest in heat among its own species read in index order, a few entries
 * whatever the catalogue's size (pepper-relations.service.ts); any species uses peppers_shu_sort_idx.
 */
export class PepperNeighbours1796800000332 implements MigrationInterface {
  name = 'PepperNeighbours1796800000332';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "peppers_group_shu_sort_idx" ON "peppers" ("group", "shu_sort")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."peppers_group_shu_sort_idx"`);
  }
}
