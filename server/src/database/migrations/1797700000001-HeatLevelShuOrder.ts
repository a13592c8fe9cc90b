import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A heat level's peppers in the order of their heat (issue 34): "Mild, hottest first" walked the whole heat index from
 * the top, testing every pepper's level until the mild ones at its far end (1,043 ms at 100,000 peppers), since the
 * planner takes the levels to be spread along the heat. An index on the level and the heat reads that level's peppers
 * in order (7.7 ms). It also answers what the level's own index did (a level's peppers, counted or listed), so that one
 * goes.
 */
export class HeatLevelShuOrder1797700000001 implements MigrationInterface {
  name = 'HeatLevelShuOrder1797700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "peppers_heat_level_shu_sort_idx" ON "peppers" ("heat_level", "shu_sort")`);
    await queryRunner.query(`DROP INDEX "peppers_heat_level_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "peppers_heat_level_idx" ON "peppers" ("heat_level")`);
    await queryRunner.query(`DROP INDEX "peppers_heat_level_shu_sort_idx"`);
  }
}
