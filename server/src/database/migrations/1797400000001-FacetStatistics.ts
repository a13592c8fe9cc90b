import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue's filters together (issue 34): a pepper's group, heat and country go together (a Chinense is seldom
 * mild), but the planner multiplies their separate shares. For a rare combination ("Frutescens, Super Hot") it then
 * expected a thousand peppers where there is one, and walked the whole name index to find them (80-130 ms at 100,000
 * rows instead of 2 ms). Statistics over the three columns together (functional dependencies and their most common
 * combinations) give it the real share; ANALYZE (and autovacuum after it) keeps them.
 */
export class FacetStatistics1797400000001 implements MigrationInterface {
  name = 'FacetStatistics1797400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE STATISTICS IF NOT EXISTS "peppers_facets_stats" (dependencies, mcv) ON "group", "heat_level", "country" FROM "peppers"`);
    await queryRunner.query(`ANALYZE "peppers"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP STATISTICS IF EXISTS "peppers_facets_stats"`);
  }
}
